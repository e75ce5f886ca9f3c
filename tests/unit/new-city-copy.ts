/**
 * A throwaway copy of the project for running `npm run new:city` for real (new-city.integration.test.ts,
 * new-city-plan.integration.test.ts): the code, schemas and content, with node_modules linked. Made before the
 * file's tests and removed after them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { root } from '~/scripts/support/site-routes';

/** new:city validates every content file: 54 s was seen on a loaded 2-core machine. */
export const slowRun = 120_000;

export function newCityCopy(prefix: string) {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  beforeAll(() => {
    for (const item of ['scripts', 'src', 'server', 'schema', 'pages', 'public', 'site.yaml', 'tsconfig.json', 'vite.config.ts', 'package.json']) {
      cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  return {
    copy,
    /** `npm run new:city -- <args>` in the copy. */
    run: (...args: string[]) => spawnSync(path.join(copy, 'node_modules/.bin/tsx'), ['scripts/new-city.ts', ...args], { cwd: copy, encoding: 'utf8' }),
    pageFiles: () => readdirSync(path.join(copy, 'pages')).sort(),
  };
}
