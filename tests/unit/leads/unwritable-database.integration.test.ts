/**
 * A SQLite file the server cannot write — immutable (`chattr +i`, which stops root too) or on a
 * read-only mount — stops `npm start` with a Swedish message naming the real cause, before the
 * server listens and without a stack trace; `npm run leads -- list`/`export` still read a
 * database on a read-only mount (docs/decisions.md 22).
 *
 * The tests run as root, as CI does, so file modes prove nothing; the read-only mount is a real
 * one, `mount --bind -o ro` in a private mount namespace (`unshare --mount`) that ends with the
 * command — nothing is left mounted on the machine.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteLeadStore } from '~/server/leads/sqlite/sqlite-store';
import { StoreError } from '~/server/leads/store';
import { root } from '~/scripts/support/site-routes';
import { writeFixtureSite } from './support/fixture-site';

const run = promisify(execFile);
const distDir = writeFixtureSite();
const work = mkdtempSync(path.join(tmpdir(), 'leads-unwritable-'));
const locked: string[] = [];
afterAll(async () => {
  for (const target of locked) await run('chattr', ['-i', target]);
  rmSync(work, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

/** A database as the server leaves it after a clean stop: migrated, one lead, no -wal or -shm. */
async function serverDatabase(name: string, company = 'Skrivskyddat AB'): Promise<string> {
  const dir = path.join(work, name);
  mkdirSync(dir);
  const file = path.join(dir, 'leads.db');
  const store = SqliteLeadStore.open(file);
  await store.submit(
    {
      kind: 'lead',
      page: '/',
      fields: { company, name: 'Åsa', email: 'asa@skrivskyddat.se', revenue: '5-15' },
      idempotencyKey: `key-${name}-0123456789`,
      payloadHash: 'x',
    },
    { channels: [], maxTokenUses: 1 },
  );
  await store.close();
  // The high-water file beside it holds the highest lead number (sqlite/high-water.ts).
  expect(readdirSync(dir)).toEqual(['leads.db', 'leads.db.high-water']);
  return file;
}

async function lock(target: string) {
  await run('chattr', ['+i', target]);
  locked.push(target);
}

/** `node --import tsx <script>`, with `readOnly` mounted read-only for it alone when given. */
function node(script: string, args: string[], env: Record<string, string>, readOnly?: string) {
  const command = [process.execPath, '--import', 'tsx', path.join(root, script), ...args];
  const [file, ...rest] = readOnly
    ? ['unshare', '--mount', '--propagation', 'private', 'sh', '-c', 'mount --bind -o ro "$0" "$0" && exec "$@"', readOnly, ...command]
    : command;
  const child = spawn(file!, rest, { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** `npm start` with FORM_SECRET set (before, the crash came after the server listened). */
const start = (file: string, readOnly?: string) =>
  node(
    'server/index.ts',
    [],
    { DATABASE_PATH: file, DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1', FORM_SECRET: 'unwritable-test-form-secret-0123456789' },
    readOnly,
  );

function expectRefusedStart(result: { code: number | null; stdout: string; stderr: string }) {
  expect(result.code, result.stderr).toBe(1);
  expect(result.stdout + result.stderr).not.toMatch(/listening|Webbplatsen körs/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('npm start refuses a database it cannot write, naming why', () => {
  it('an immutable file (chattr +i)', async () => {
    const file = await serverDatabase('immutable-file');
    await lock(file);
    const result = await start(file);
    expectRefusedStart(result);
    expect(result.stderr).toContain(`Servern kan inte starta: Databasen ${file} är låst med filattributet immutable eller append-only`);
    expect(result.stderr).toContain(`chattr -i -a ${file}`);
  });

  it('an immutable folder, where SQLite cannot make its -wal and -shm files', async () => {
    const file = await serverDatabase('immutable-folder');
    await lock(path.dirname(file));
    const result = await start(file);
    expectRefusedStart(result);
    expect(result.stderr).toContain(`Servern kan inte starta: Mappen ${path.dirname(file)} för databasen leads.db är låst med filattributet immutable`);
  });

  it('a file on a read-only mount, and a new file there', async () => {
    const file = await serverDatabase('read-only-mount');
    const existing = await start(file, path.dirname(file));
    expectRefusedStart(existing);
    expect(existing.stderr).toContain(`Servern kan inte starta: Databasen ${file} ligger på ett skrivskyddat filsystem (EROFS)`);
    expect(existing.stderr).not.toMatch(/skrivrätt/);

    const fresh = await start(path.join(path.dirname(file), 'ny.db'), path.dirname(file));
    expectRefusedStart(fresh);
    expect(fresh.stderr).toContain(`Servern kan inte starta: Mappen ${path.dirname(file)} för databasen ny.db ligger på ett skrivskyddat filsystem (EROFS`);
  });
});

describe('the store opened read-only, as npm run leads opens it', () => {
  it('reads a database in an immutable folder, where SQLite cannot make the -shm file a reader needs', async () => {
    const file = await serverDatabase('immutable-folder-read', 'Låst Mapp AB');
    await lock(path.dirname(file));
    const store = SqliteLeadStore.open(file, { readonly: true });
    try {
      expect((await store.leadsByEmail('asa@skrivskyddat.se')).map((lead) => lead.fields.company)).toEqual(['Låst Mapp AB']);
    } finally {
      await store.close();
    }
  });
});

describe('npm run leads reads a database on a read-only mount', () => {
  const leads = (args: string[], file: string) => node('scripts/leads.ts', args, { DATABASE_PATH: file }, path.dirname(file));

  it('list and export --csv show the stored lead', async () => {
    const file = await serverDatabase('read-only-list', 'Monterat Skrivskyddat AB');
    const list = await leads(['list'], file);
    expect(list.stderr).toBe('');
    expect(list.stdout).toContain('Monterat Skrivskyddat AB');
    const csv = await leads(['export', '--csv'], file);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toContain('Monterat Skrivskyddat AB');
  });

  it('a database a running server holds open: the lead still only in the -wal file is read too', async () => {
    const file = await serverDatabase('read-only-live', 'Först AB');
    const writer = new Database(file);
    try {
      writer.pragma('wal_autocheckpoint = 0');
      writer.prepare("UPDATE leads SET fields = json_set(fields, '$.company', 'Bara i WAL AB')").run();
      const list = await leads(['list'], file);
      expect(list.stdout, list.stderr).toContain('Bara i WAL AB');
    } finally {
      writer.close();
    }
  });

  it('refuses, saying what to do, when a -wal file holds changes it could not read', async () => {
    const live = await serverDatabase('wal-source', 'Bara i filen AB');
    const writer = new Database(live);
    const dir = path.join(work, 'wal-without-shm');
    try {
      writer.pragma('wal_autocheckpoint = 0');
      writer.prepare("UPDATE leads SET fields = json_set(fields, '$.company', 'Bara i WAL AB')").run();
      mkdirSync(dir);
      // The file and its -wal as a crash leaves them, without the -shm a reader would have to make.
      copyFileSync(live, path.join(dir, 'leads.db'));
      copyFileSync(`${live}-wal`, path.join(dir, 'leads.db-wal'));
    } finally {
      writer.close();
    }
    const file = path.join(dir, 'leads.db');
    const list = await leads(['list'], file);
    expect(list.code).toBe(1);
    expect(list.stdout).not.toContain('Bara i filen AB');
    expect(list.stderr).toContain(`Databasen ${file} har ändringar i leads.db-wal som ännu inte står i själva filen`);
  });
});

describe('a disk that fills up under the store', () => {
  it('refuses a lead with the Swedish reason, and stores it once there is room again', async () => {
    const store = SqliteLeadStore.open(path.join(work, 'full.db'));
    const lead = {
      kind: 'lead' as const,
      page: '/',
      // Longer than a page (4 KB), so storing it needs a page the full disk does not have.
      fields: { company: 'Fulla Disken AB', message: 'Vi behöver hjälp med budgeten och likviditeten inför nästa år. '.repeat(80) },
      idempotencyKey: 'key-full-disk-0123456789',
      payloadHash: 'x',
    };
    try {
      // SQLite's own cap on the file, at its present size: the next page fails with SQLITE_FULL, as on a full volume.
      store.pragma(`max_page_count = ${Number(store.pragma('page_count'))}`);
      await expect(store.submit(lead, { channels: [], maxTokenUses: 1 })).rejects.toThrow(
        new StoreError('Disken där databasen ligger är full (SQLITE_FULL). Frigör utrymme, så sparas nya leads igen.'),
      );
      store.pragma('max_page_count = 1073741823');
      expect((await store.submit(lead, { channels: [], maxTokenUses: 1 })).outcome).toBe('stored');
    } finally {
      await store.close();
    }
  });
});
