/**
 * The production install from a clean copy (README "Production"): the built checkout — package
 * files, dist/ and dist-server/ only — installed with `npm ci --omit=dev` runs with no dev
 * dependency: `npm start` answers /healthz and takes leads, SIGTERM to npm (the main process a
 * supervisor knows) during a burst loses no acknowledged lead and leaves no server behind, and
 * the `leads` command works. better-sqlite3's compiled module is copied from this checkout
 * rather than built again (a minute of C++; `npm ci` builds it in a real install).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { validLead } from '../unit/leads/support/lead-server';
import { postLead } from '~/scripts/support/server-process';
import { root } from '~/scripts/support/site-routes';

const copy = mkdtempSync(path.join(tmpdir(), 'production-install-'));
const formSecret = 'production-install-form-secret-0123456789';
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

beforeAll(() => {
  for (const part of ['package.json', 'package-lock.json', 'dist', 'dist-server']) cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'pipe' });
  cpSync(path.join(root, 'node_modules/better-sqlite3/build'), path.join(copy, 'node_modules/better-sqlite3/build'), { recursive: true });
}, 240_000);

describe('the production install (npm ci --omit=dev on a built checkout)', () => {
  it('has no dev dependency: no TypeScript runner, bundler or test tool', () => {
    for (const devOnly of ['tsx', 'typescript', 'vite', 'esbuild', 'vitest', 'pino-pretty'])
      expect(existsSync(path.join(copy, 'node_modules', devOnly)), devOnly).toBe(false);
  });

  it('npm start answers /healthz and takes leads; SIGTERM to npm during a burst loses nothing and leaves no orphan', async () => {
    const port = await freePort();
    const database = path.join(copy, 'data', 'leads.db');
    const npm = spawn('npm', ['start'], {
      cwd: copy,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: database,
        FORM_SECRET: formSecret,
        LEAD_MIN_FILL_SECONDS: '1',
        LEAD_RATE_LIMIT: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output.includes('Webbplatsen körs på'), { timeout: 30_000 }).toBe(true);
    const serverPid = Number(/"pid":(\d+)/.exec(output)![1]);
    expect(serverPid).not.toBe(npm.pid);

    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);

    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const acknowledged: string[] = [];
    let next = 0;
    let signalled = false;
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (next < 300) {
          // The home page's and the booking page's forms: their choices are fixed (the enquiries' are content).
          const body = validLead(next++ % 2 ? 'lead' : 'booking', formSecret);
          const { status } = await postLead(port, agent, body);
          if (status === 201) acknowledged.push(body.idempotencyKey as string);
          if (!signalled && acknowledged.length >= 60) {
            signalled = true;
            npm.kill('SIGTERM');
          }
        }
      }),
    );
    await new Promise((resolve) => (npm.exitCode !== null || npm.signalCode !== null ? resolve(null) : npm.once('exit', resolve)));
    await expect
      .poll(
        () => {
          try {
            process.kill(serverPid, 0);
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 20_000 },
      )
      .toBe(false);
    expect(await portOpen(port)).toBe(false);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    const db = new Database(database, { readonly: true });
    const stored = new Set(db.prepare('SELECT idempotency_key FROM leads').pluck().all() as string[]);
    db.close();
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);

    const list = execFileSync('npm', ['run', '-s', 'leads', '--', 'list', '--limit', '1'], {
      cwd: copy,
      env: { ...process.env, DATABASE_PATH: database },
      encoding: 'utf8',
    });
    expect(list).toMatch(/1 lead\./);
    const xlsx = path.join(copy, 'leads.xlsx');
    execFileSync('npm', ['run', '-s', 'leads', '--', 'export', '--xlsx', xlsx], { cwd: copy, env: { ...process.env, DATABASE_PATH: database } });
    expect(existsSync(xlsx)).toBe(true);
  }, 120_000);
});
