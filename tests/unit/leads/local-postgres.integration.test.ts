/**
 * The PostgreSQL the tests and `npm run postgres` start (scripts/local-postgres.ts) never outlives
 * the process that started it: killed with SIGKILL, that process cannot stop it, so its watchdog
 * does — and removes the temporary data folder — so a test run that dies leaves nothing running.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { root } from '~/scripts/support/site-routes';
import { eventually } from './support/lead-server';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

it('is stopped and removed when the process that started it is killed with SIGKILL', async () => {
  const starter = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { readFileSync } from 'node:fs';
       import { startLocalPostgres } from './scripts/local-postgres.ts';
       const pg = await startLocalPostgres();
       const pid = Number(readFileSync(pg.dataDir + '/postmaster.pid', 'utf8').split('\\n')[0]);
       console.log(JSON.stringify({ pid, dataDir: pg.dataDir }));
       setInterval(() => {}, 1000);`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { pid, dataDir } = await new Promise<{ pid: number; dataDir: string }>((resolve) =>
    starter.stdout!.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString()))),
  );
  expect(alive(pid)).toBe(true);
  expect(existsSync(dataDir)).toBe(true);
  starter.kill('SIGKILL');
  await eventually(() => !alive(pid) && !existsSync(dataDir), 20_000, 'PostgreSQL stopped and its folder removed');
});
