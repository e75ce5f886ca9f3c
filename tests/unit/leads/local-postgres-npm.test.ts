/**
 * `npm run postgres` as a developer runs it — as root too, as in CI and many containers — after
 * `npm start` has made data/ its own user's alone (0700): PostgreSQL (run as the user `postgres`)
 * starts, the lead files stay closed to others, and a SIGTERM to npm stops PostgreSQL with it.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { root } from '~/scripts/support/site-routes';
import { openDatabase } from '~/server/leads/sqlite/open';
import { eventually } from './support/lead-server';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

// A checkout other users may pass through, as a clone is (mkdtemp alone makes it 0700).
const checkout = mkdtempSync(path.join(tmpdir(), 'leads-npm-postgres-'));
chmodSync(checkout, 0o755);
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

it('starts after npm start made data/ 0700, keeps the leads closed, and stops with npm on SIGTERM', async () => {
  const data = path.join(checkout, 'data');
  const leadsFile = path.join(data, 'leads.db');
  // What `npm start` does first: the SQLite file in a folder of its own user's alone.
  openDatabase(leadsFile).close();
  expect(statSync(data).mode & 0o777).toBe(0o700);

  const port = await freePort();
  const npm = spawn('npm', ['run', 'postgres', '--', '--port', String(port), '--data-dir', path.join(data, 'postgres')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    npm.stdout!.on('data', () => output.includes('Stoppa med Ctrl-C') && resolve());
    npm.once('exit', (code) => reject(new Error(`npm run postgres exited (${code}):\n${output}`)));
  });
  expect(output).not.toMatch(/\n\s+at /);
  expect(output).toContain(`DATABASE_URL=postgres://postgres:lokal@127.0.0.1:${port}/leads npm start`);
  const postmaster = Number(readFileSync(path.join(data, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  expect(alive(postmaster)).toBe(true);
  expect(await answers(port)).toBe(true);

  // Others still may not list data/ or read the leads (at most: the postgres group passes through).
  expect(statSync(data).mode & 0o047).toBe(0);
  expect(statSync(leadsFile).mode & 0o077).toBe(0);

  npm.kill('SIGTERM');
  await eventually(async () => !alive(postmaster) && !(await answers(port)), 20_000, 'PostgreSQL stopped with npm');
});
