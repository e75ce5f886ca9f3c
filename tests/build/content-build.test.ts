/**
 * The content build (docs/decisions.md 121) makes the same site as the full build: rendered from
 * the render cache `npm run build` left, into a folder of its own, every file of dist/ is there
 * byte for byte, and nothing else. So publishing, which takes the content build whenever only
 * content changed, serves what `npm run build` would have.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildContent } from '~/scripts/build/site-build';
import { distDir, root } from '~/scripts/support/site-routes';

const out = path.join(mkdtempSync(path.join(tmpdir(), 'content-build-')), 'dist');
afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

it('renders from the render cache exactly the files the full build wrote', async () => {
  const quiet = () => undefined;
  const built = await buildContent({ root, outDir: out, quiet: true, log: quiet, error: quiet });
  expect(built, 'no render cache made from this code: run npm run build').toBeDefined();
  const expected = files(distDir);
  expect(files(out)).toEqual(expected);
  const differing = expected.filter((file) => !readFileSync(path.join(out, file)).equals(readFileSync(path.join(distDir, file))));
  expect(differing).toEqual([]);
});
