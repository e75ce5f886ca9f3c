/**
 * Builds of changed content (docs/decisions.md 121): an edit that only warns builds, prints the
 * warning on its line and clears the staging folders of interrupted builds; the real site filled
 * in for launch (docs/lansering.md) passes a production build and shows what was filled in. The content build is
 * the one publishing and the tests use, from the run's one full build (the render cache of this
 * checkout, made by `npm run build`; the integration project's set-up makes it when it is stale).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateProject } from '~/scripts/content-report';
import { buildContent } from '~/scripts/build/site-build';
import { warningEdits } from './bad-edits';
import { applyEdit, expectedLine, expectReported, projectCopy } from './corpus-project';
import { projectRoot } from './fixture-project';
import { fillForLaunch } from './launch-fill';

const root = projectCopy('warning-build-', true);
const copies = [root];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

it('builds an edit that only warns, prints the warning, and clears staging folders of interrupted builds', async () => {
  const row = warningEdits[0]!;
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), 'previous good build');
  const stale = path.join(root, '.build', 'staging-4194399');
  mkdirSync(stale, { recursive: true });
  const originals = applyEdit(root, row);
  const lines: string[] = [];
  const write = (line: string) => lines.push(line);
  const built = await buildContent({ root, outDir: dist, otherRoots: [projectRoot], quiet: true, log: write, error: write });
  expect(built?.ok, lines.join('\n')).toBe(true);
  expectReported(lines.join('\n'), row, expectedLine(root, row, originals));
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).not.toBe('previous good build');
  expect(existsSync(stale)).toBe(false);
});

describe('the launch check with the site filled in', () => {
  it('lets a production build through, and the site shows what was filled in', async () => {
    const copy = projectCopy('launch-filled-');
    copies.push(copy);
    fillForLaunch(copy);
    const out = { stdout: '', stderr: '' };
    const log = (line: string) => void (out.stdout += `${line}\n`);
    const error = (line: string) => void (out.stderr += `${line}\n`);
    expect(await validateProject(copy, { log, error })).toBe(0);
    expect(out.stderr).toBe('');
    expect(out.stdout).not.toContain('Inte klart för lansering');
    const built = await buildContent({ root: projectRoot, contentRoot: copy, outDir: path.join(copy, 'dist'), production: true, quiet: true, log, error });
    expect(built?.ok, `${out.stdout}${out.stderr}`).toBe(true);
    const page = (name: string) => readFileSync(path.join(copy, 'dist', name), 'utf8');
    expect(page('om-oss.html')).toContain('Anna Lindqvist');
    expect(page('index.html')).toContain('Org.nr 556123-4567');
    expect(page('index.html')).toContain('tel:+46854512340');
    expect(page('kassaflode.html')).toContain('Nordvik Redovisning 2019–2025, 212 uppdrag');
    expect(
      readdirSync(path.join(copy, 'dist'))
        .filter((f) => f.endsWith('.html'))
        .filter((f) => /class="[^"]*\bfigure-example\b/.test(page(f))),
    ).toEqual([]);
    expect(existsSync(path.join(copy, 'dist', 'sitemap.xml'))).toBe(true);
  });
});
