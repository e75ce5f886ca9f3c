/**
 * `npm run build` with broken content must fail, print the problem, and leave the previous
 * dist/ exactly as it was. Runs the real build script in a throwaway copy of the project.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';

const copy = mkdtempSync(path.join(tmpdir(), 'cfo-build-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('a content error stops the build before anything replaces dist/', () => {
  for (const item of ['scripts', 'src', 'server', 'schema', 'pages', 'public', 'site.yaml', 'tsconfig.json', 'vite.config.ts', 'package.json']) {
    cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  mkdirSync(path.join(copy, 'dist'));
  writeFileSync(path.join(copy, 'dist/index.html'), 'previous good build');

  const page = path.join(copy, 'pages/kassaflode.yaml');
  writeFileSync(page, readFileSync(page, 'utf8').replace('\ntitle:', '\ntitel:'));

  const build = spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/build.ts'], { cwd: copy, encoding: 'utf8' });
  expect(build.status).toBe(1);
  expect(build.stderr).toMatch(/^pages\/kassaflode\.yaml:\d+:1 {2}okänt fält »titel« — Menade du "title"\?/m);
  expect(build.stderr).toContain('dist/ är orörd');
  expect(readFileSync(path.join(copy, 'dist/index.html'), 'utf8')).toBe('previous good build');
});
