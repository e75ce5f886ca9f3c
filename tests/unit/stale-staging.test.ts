/** An interrupted build's staging folder is removed by the next build; a running build's is not. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { removeStaleStaging } from '~/scripts/build/stale-staging';

const dir = mkdtempSync(path.join(tmpdir(), 'staging-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('removes staging folders whose build process is gone, and nothing else', async () => {
  // 4194399 is above Linux's largest process id, so no process has it.
  for (const name of ['staging-4194399', `staging-${process.ppid}`, `staging-${process.pid}`, 'staging-utkast', 'annat']) mkdirSync(path.join(dir, name));
  expect(await removeStaleStaging(dir)).toEqual(['staging-4194399']);
  expect(existsSync(path.join(dir, 'staging-4194399'))).toBe(false);
  for (const kept of [`staging-${process.ppid}`, `staging-${process.pid}`, 'staging-utkast', 'annat']) expect(existsSync(path.join(dir, kept))).toBe(true);
});

it('is quiet when there is no .build folder yet', async () => {
  expect(await removeStaleStaging(path.join(dir, 'finns-inte'))).toEqual([]);
});
