/**
 * `npm run dev` serves files from the project — with `-- --host` to the whole network — so it
 * must refuse the leads: everything in data/ (the SQLite file, the local PostgreSQL) and any
 * SQLite file with its -wal and -shm wherever it lies, in every URL form Vite understands
 * (vite.config.ts `server.fs.deny`). The real `vite` command, as `npm run dev` starts it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { root } from '~/scripts/support/site-routes';

const secret = 'SQLite format 3\u0000 hemlig lead: asa@example.se';
const tag = `dev-deny-${randomUUID().slice(0, 8)}`;
const dataDir = path.join(root, 'data');
const hadData = existsSync(dataDir);
const elsewhere = path.join(root, `.${tag}`);
let vite: ChildProcess;
let base = '';

beforeAll(async () => {
  mkdirSync(path.join(dataDir, tag, 'postgres'), { recursive: true, mode: 0o700 });
  for (const name of ['leads.db', 'leads.db-wal', 'leads.db-shm', 'notes.txt', 'postgres/PG_VERSION']) writeFileSync(path.join(dataDir, tag, name), secret);
  mkdirSync(elsewhere);
  for (const name of ['kopia.db', 'kopia.db-wal', 'kopia.db-shm', 'kopia.db-journal', 'leads.sqlite', 'leads.sqlite3', 'leads.sqlite-wal'])
    writeFileSync(path.join(elsewhere, name), secret);
  writeFileSync(path.join(elsewhere, 'readme.txt'), 'inget hemligt');

  const port = await freePort();
  vite = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own dependency cache: on a fresh clone it would otherwise wait for another dev server's first optimisation.
    env: { ...process.env, VITE_CACHE_DIR: path.join(elsewhere, 'vite-cache') },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      // Colours come on under CI=true (picocolors), splitting the address: read it without them.
      output += stripVTControlCharacters(chunk.toString());
      if (output.includes(`127.0.0.1:${port}`)) resolve();
    };
    vite.stdout!.on('data', onData);
    vite.stderr!.on('data', onData);
    vite.once('exit', (code) => reject(new Error(`vite exited (${code}): ${output}`)));
  });
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  if (vite && vite.exitCode === null) {
    const exited = new Promise((resolve) => vite.once('exit', resolve));
    vite.kill('SIGTERM');
    await exited;
  }
  rmSync(hadData ? path.join(dataDir, tag) : dataDir, { recursive: true, force: true });
  rmSync(elsewhere, { recursive: true, force: true });
});

describe('npm run dev refuses the leads', () => {
  it('serves an ordinary file beside them (so a refusal below is the rule, not a missing file)', async () => {
    const answer = await fetch(`${base}/.${tag}/readme.txt?raw`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('inget hemligt');
  });

  const inData = ['leads.db', 'leads.db-wal', 'leads.db-shm', 'notes.txt', 'postgres/PG_VERSION'].map((name) => `/data/${tag}/${name}`);
  const anywhere = ['kopia.db', 'kopia.db-wal', 'kopia.db-shm', 'kopia.db-journal', 'leads.sqlite', 'leads.sqlite3', 'leads.sqlite-wal'].map(
    (name) => `/.${tag}/${name}`,
  );
  // (`?import` is left out: for a file that is not code it answers the file's URL, not its content.)
  const forms = (url: string) => [
    url,
    `${url}?raw`,
    `${url}?url`,
    `${url}?inline`,
    `${url}?import&raw`,
    `/@fs${root}${url}`,
    url.replace('/', '/./'),
    url.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  ];

  it.each([...inData, ...anywhere])('%s in every URL form', async (url) => {
    for (const form of forms(url)) {
      const answer = await fetch(`${base}${form}`);
      const body = await answer.text();
      expect(body, form).not.toContain('hemlig lead');
      expect(answer.status, form).toBe(403);
    }
  });
});
