/**
 * The editor's preview is the production renderer, not a look-alike: for every page, the preview
 * of the unchanged file has the built page's body byte for byte, and the same head apart from
 * the script tags the build adds (the preview runs no scripts) and the stylesheet's text, which
 * the build minifies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { draft } from '~/src/editor/server/editor-api';
import { htmlFileOfRoute, notFoundHtmlFile, notFoundPageFile, pageFileOfRoute } from '~/src/content/routes';
import { distDir, pageRoutes } from '~/scripts/support/site-routes';

const root = path.resolve(distDir, '..');
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
const body = (html: string) => {
  const stripped = withoutScripts(html);
  return stripped.slice(stripped.indexOf('<body'));
};
const head = (html: string) =>
  withoutScripts(html.slice(0, html.indexOf('<body')))
    .replace(/<style>[\s\S]*?<\/style>/g, '<style>')
    .split('\n')
    .filter((line) => line.trim() !== '');

describe('the editor’s preview', () => {
  it.each(pageRoutes())('%s: is the built page', async (route) => {
    const file = pageFileOfRoute(route);
    const preview = await draft(root, file, parse(readFileSync(path.join(root, file), 'utf8')));
    expect(preview.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const built = readFileSync(path.join(distDir, htmlFileOfRoute(route)), 'utf8');
    expect(body(preview.html!)).toBe(body(built));
    expect(head(preview.html!)).toEqual(head(built));
  });

  it('pages/404.yaml: is the built not-found page', async () => {
    const file = `pages/${notFoundPageFile}`;
    const preview = await draft(root, file, parse(readFileSync(path.join(root, file), 'utf8')));
    const built = readFileSync(path.join(distDir, notFoundHtmlFile), 'utf8');
    expect(body(preview.html!)).toBe(body(built));
    expect(head(preview.html!)).toEqual(head(built));
  });
});

describe('the editor stays out of the build', () => {
  it('no built file carries the editor’s code or its address', () => {
    // The workspace's bundle and shell host the editor at /konto/redigera (decision 96): never a visitor's page.
    const workspace = (f: { parentPath: string }) => /[\\/](?:assets[\\/]konto|_konto)$/.test(f.parentPath);
    const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && /\.(html|js|css)$/.test(f.name) && !workspace(f));
    expect(files.length).toBeGreaterThan(40);
    const leaks = files.filter((f) => /redigerare|\/redigera\/api|x-etikett/.test(readFileSync(path.join(f.parentPath, f.name), 'utf8')));
    expect(leaks.map((f) => f.name)).toEqual([]);
  });
});
