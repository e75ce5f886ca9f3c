/**
 * No MUI or Emotion byte reaches a visitor (issue 27; docs/decisions.md 75, 77). Every page a
 * visitor can get — each route, 404.html and the lead server's answer templates — and every
 * script and stylesheet it loads, followed through the module graph (the entry loader's entry and
 * chunks, <script src>, <link href>, and every chunk a script names: static and dynamic imports,
 * Vite's preload lists), is searched for markers of MUI and Emotion. The same search on the
 * workspace's own shell and bundle must find them, so the markers are real and the test can fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointFiles } from '~/src/lead-form/contract';
import { workspaceShellFile } from '~/server/accounts/workspace-page';
import { readEntryLoader } from '~/scripts/build/entry-loader';
import { distDir } from '~/scripts/support/site-routes';
import { builtPages } from './built-pages';

/** What MUI and Emotion leave in built code or rendered markup. */
const markers: Record<string, RegExp> = {
  'an MUI component class (MuiButtonBase, MuiCssBaseline, …)': /\bMui[A-Z][A-Za-z]+/,
  "Emotion's style element attribute": /data-emotion/,
  "Emotion's global marker": /__EMOTION/,
  'an Emotion package name': /@emotion\//,
  'an Emotion class name (css-<hash>) in markup': /class="[^"]*\bcss-[a-z0-9]{4,}/,
};

const found = (text: string) =>
  Object.entries(markers)
    .filter(([, pattern]) => pattern.test(text))
    .map(([name]) => name);

/** /assets/x.js from a reference in an HTML page (absolute) or in a chunk (relative to its folder). */
function resolveRef(ref: string, from: string): string {
  if (ref.startsWith('/')) return ref;
  if (ref.startsWith('assets/')) return `/${ref}`;
  return path.posix.join(path.posix.dirname(from), ref);
}

/** Every file a page loads, following each script's references to other chunks. */
function loadedFiles(html: string): Set<string> {
  const files = new Set<string>();
  const queue: string[] = [];
  const add = (ref: string, from = '/') => {
    const file = resolveRef(ref, from);
    if (!/\.(js|css)$/.test(file) || files.has(file)) return;
    files.add(file);
    queue.push(file);
  };
  const loader = readEntryLoader(html);
  if (loader) for (const ref of [loader.entry, ...loader.chunks]) add(ref);
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*\shref="([^"]+\.(?:js|css))"/g)) add(match[1]!);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const text = readFileSync(path.join(distDir, file), 'utf8');
    // Quoted chunk names: `import "./x.js"`, `import("./x.js")`, `["assets/x.js", …]` preload lists, url(...) in CSS.
    for (const match of text.matchAll(/["'`(]((?:\.\.?\/|\/?assets\/)[\w./-]+\.(?:js|css))["'`)]/g)) add(match[1]!, file);
  }
  return files;
}

const visitorPages = [
  ...builtPages(),
  ...Object.values(endpointFiles)
    .filter((file) => file.endsWith('.html'))
    .map((file): [string, string] => [file, path.join(distDir, file)]),
];

describe('the workspace bundle stays off the visitor pages', () => {
  it('the markers are real: the workspace shell loads a bundle that has them', () => {
    const shell = readFileSync(path.join(distDir, workspaceShellFile), 'utf8');
    const files = [...loadedFiles(shell)];
    expect(files.length).toBeGreaterThan(0);
    const text = files.map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('\n');
    expect(found(text)).toEqual(
      expect.arrayContaining([expect.stringMatching(/MUI component/), expect.stringMatching(/style element/), expect.stringMatching(/global marker/)]),
    );
    // The page itself is the bare shell: its markup and styles are made in the browser.
    expect(shell).toMatch(/<html lang="sv">/);
    expect(shell).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('finds every visitor page and follows their module graph', () => {
    expect(visitorPages.length).toBeGreaterThan(40);
    for (const [, file] of visitorPages) expect(existsSync(file), file).toBe(true);
    // The home page loads its entry and, through it, the islands' chunks (React for the calculator).
    const home = loadedFiles(readFileSync(visitorPages.find(([name]) => name === '/')![1], 'utf8'));
    expect([...home].some((file) => /\/assets\/client-[\w-]+\.js$/.test(file))).toBe(true);
    expect(home.size).toBeGreaterThan(2);
  });

  it.each(visitorPages)('%s loads and inlines no MUI or Emotion code or CSS', (_name, file) => {
    const html = readFileSync(file, 'utf8');
    expect(found(html), 'in the page itself').toEqual([]);
    expect(html).not.toContain('/assets/konto/');
    for (const loaded of loadedFiles(html)) {
      expect(loaded, 'a workspace chunk').not.toMatch(/^\/assets\/konto\//);
      expect(found(readFileSync(path.join(distDir, loaded), 'utf8')), loaded).toEqual([]);
    }
  });
});
