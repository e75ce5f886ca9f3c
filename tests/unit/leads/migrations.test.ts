/**
 * The schema steps (server/leads/migrations.ts), applied at start on both databases: the same
 * tables and columns on each, once each however many servers start together, an existing SQLite
 * file brought up to date with its leads, and a database from a newer server refused.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { latestVersion, migrations } from '~/server/leads/migrations';
import { PgLeadStore } from '~/server/leads/postgres/pg-store';
import { SqliteLeadStore } from '~/server/leads/sqlite/sqlite-store';
import { storeKinds, testDatabase, type StoreKind, type TestDatabase } from './support/databases';

const columnsSql: Record<StoreKind, string> = {
  // table_xinfo: generated columns too (leads.search, migration 7), which table_info leaves out.
  sqlite: 'SELECT name FROM pragma_table_xinfo(?) WHERE hidden <> 1 ORDER BY cid',
  postgres: "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ? ORDER BY ordinal_position",
};

async function opened(kind: StoreKind): Promise<TestDatabase> {
  const db = await testDatabase(kind);
  await (await db.openStore()).close();
  return db;
}

describe('the schema', () => {
  it('has the same tables and columns on SQLite and PostgreSQL', async () => {
    const [sqlite, postgres] = [await opened('sqlite'), await opened('postgres')];
    for (const table of ['leads', 'outbox', 'settings', 'users', 'invitations', 'sessions', 'login_attempts', 'audit_log', 'lead_notes']) {
      const columns = await sqlite.column(columnsSql.sqlite, table);
      expect(columns.length, table).toBeGreaterThan(1);
      expect(await postgres.column(columnsSql.postgres, table), table).toEqual(columns);
    }
    expect(await sqlite.value('PRAGMA user_version')).toBe(latestVersion);
    // Each database its own random identity (step 5), in both dialects.
    const identities = [
      await sqlite.value("SELECT value FROM settings WHERE key = 'database-identity'"),
      await postgres.value("SELECT value FROM settings WHERE key = 'database-identity'"),
    ];
    for (const identity of identities) expect(identity).toMatch(/^[0-9a-f]{16}$/);
    expect(identities[0]).not.toBe(identities[1]);
    expect(await postgres.column('SELECT version FROM schema_migrations ORDER BY version')).toEqual(migrations.map((m) => m.version));
  });

  it('is set up once when several servers start together on an empty PostgreSQL database', async () => {
    const db = await testDatabase('postgres');
    const stores = await Promise.all([db.openStore(), db.openStore(), db.openStore()]);
    await Promise.all(stores.map((store) => store.close()));
    expect(await db.column('SELECT version FROM schema_migrations ORDER BY version')).toEqual(migrations.map((m) => m.version));
  });

  it('brings an existing SQLite file of schema 2 up to date at start, leads and all', async () => {
    const db = await testDatabase('sqlite');
    const file = db.env.DATABASE_PATH!;
    const old = new Database(file);
    for (const step of migrations.filter((m) => m.version <= 2)) old.exec(step.sqlite);
    old.pragma('user_version = 2');
    old
      .prepare(
        "INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash) VALUES ('2025-01-02T03:04:05.000Z', 'lead', '/', '{\"company\":\"Gamla AB\"}', 'old-key-0123456789', 'h')",
      )
      .run();
    old.prepare("INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (1, 'email', 0)").run();
    old.close();
    const store = SqliteLeadStore.open(file);
    try {
      expect(await db.value('PRAGMA user_version')).toBe(latestVersion);
      expect((await store.findByKey('old-key-0123456789'))?.fields).toEqual({ company: 'Gamla AB' });
      // Step 5: a database from before it gets its random identity on this first open.
      expect(await db.value("SELECT value FROM settings WHERE key = 'database-identity'")).toMatch(/^[0-9a-f]{16}$/);
      expect((await store.claim({ worker: 'w', now: Date.now(), limit: 5, leaseMs: 1_000 })).map((row) => row.leadId)).toEqual([1]);
    } finally {
      await store.close();
    }
  });

  describe.each(storeKinds)('on %s', (kind) => {
    it('refuses a database written by a newer server, saying to update', async () => {
      const db = await opened(kind);
      if (kind === 'sqlite') {
        const raw = new Database(db.env.DATABASE_PATH!);
        raw.pragma(`user_version = ${latestVersion + 1}`);
        raw.close();
        expect(() => SqliteLeadStore.open(db.env.DATABASE_PATH!)).toThrow(`schema ${latestVersion + 1}, denna kan ${latestVersion}). Uppdatera servern.`);
      } else {
        const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
        await client.connect();
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [latestVersion + 1]);
        await client.end();
        await expect(PgLeadStore.open(db.env.DATABASE_URL!)).rejects.toThrow(`schema ${latestVersion + 1}, denna kan ${latestVersion}). Uppdatera servern.`);
      }
    });
  });
});
