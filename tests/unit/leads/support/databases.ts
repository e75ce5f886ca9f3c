/**
 * A fresh, empty lead database of either kind for a test — a SQLite file in a temporary folder,
 * or a database of its own in the test run's PostgreSQL (postgres-setup.ts) — with a way to look
 * inside it as another process would. Tests that state a behaviour of the store run on both
 * (`describe.each(storeKinds)`), so both databases keep behaving the same (docs/decisions.md 22).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { DatabaseConfig } from '~/server/leads/database-config';
import { openLeadStore } from '~/server/leads/open-store';
import { SqliteLeadStore } from '~/server/leads/sqlite/sqlite-store';
import type { LeadStore } from '~/server/leads/store';

export type StoreKind = 'sqlite' | 'postgres';
export const storeKinds: readonly StoreKind[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  kind: StoreKind;
  config: DatabaseConfig;
  /** DATABASE_PATH or DATABASE_URL, for a server started with environment variables. */
  env: Record<string, string>;
  /** The first column of the first row (SQL with `?` placeholders, on both). */
  value<T = unknown>(sql: string, ...params: unknown[]): Promise<T>;
  /** The first column of every row. */
  column<T = unknown>(sql: string, ...params: unknown[]): Promise<T[]>;
  count(table: 'leads' | 'outbox' | 'audit_log'): Promise<number>;
  /** Another connection to the same database, as a second server would have. */
  openStore(): Promise<LeadStore>;
}

export const tempDatabase = () => path.join(mkdtempSync(path.join(tmpdir(), 'leads-db-')), 'leads.db');

/**
 * The run's PostgreSQL, which only the `integration-postgres` project starts: a test file that needs it
 * belongs in vitest.config.ts `postgresTests`, and says so here rather than failing to connect.
 */
function postgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url)
    throw new Error(
      `${expect.getState().testPath ?? 'This test'} needs PostgreSQL: add the file to postgresTests in vitest.config.ts (the project integration-postgres starts it).`,
    );
  return url;
}

/** A database of its own in the run's PostgreSQL. */
export async function createPostgresDatabase(): Promise<string> {
  const name = `leads_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

function sqliteDatabase(file: string): TestDatabase {
  const rows = (sql: string, params: unknown[]) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare(sql)
        .raw()
        .all(...params) as unknown[][];
    } finally {
      db.close();
    }
  };
  const config = { kind: 'sqlite', path: file } as const;
  return database('sqlite', config, { DATABASE_PATH: file }, async (sql, params) => rows(sql, params));
}

function postgresDatabase(url: string): TestDatabase {
  // Small, and never what keeps a test worker alive.
  const types = {
    getTypeParser: ((oid: number, format?: 'text') =>
      oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 500, allowExitOnIdle: true, types });
  const config = { kind: 'postgres', url, poolSize: 10 } as const;
  return database('postgres', config, { DATABASE_URL: url }, async (sql, params) => {
    let n = 0;
    const { rows } = await pool.query({ text: sql.replace(/\?/g, () => `$${++n}`), values: params, rowMode: 'array' });
    return rows as unknown[][];
  });
}

function database(
  kind: StoreKind,
  config: DatabaseConfig,
  env: Record<string, string>,
  rows: (sql: string, params: unknown[]) => Promise<unknown[][]>,
): TestDatabase {
  return {
    kind,
    config,
    env,
    value: async <T>(sql: string, ...params: unknown[]) => (await rows(sql, params))[0]?.[0] as T,
    column: async <T>(sql: string, ...params: unknown[]) => (await rows(sql, params)).map((row) => row[0] as T),
    count: async (table) => (await rows(`SELECT COUNT(*) FROM ${table}`, []))[0]![0] as number,
    openStore: () => openStore(config),
  };
}

/**
 * The store as the server opens it: SQLite in its worker thread. A mutation run
 * (vitest.mutation.config.ts) opens the same SqliteLeadStore in this thread instead, since Stryker
 * sees coverage and switches a mutant on only in its own thread (docs/decisions.md 120, 151).
 */
const openStore = async (config: DatabaseConfig): Promise<LeadStore> =>
  config.kind === 'sqlite' && process.env.LEAD_STORE_IN_TEST_THREAD === '1' ? SqliteLeadStore.open(config.path) : openLeadStore(config);

/** An empty database of `kind` (its tables are made when a store first opens it). */
export async function testDatabase(kind: StoreKind = 'sqlite'): Promise<TestDatabase> {
  return kind === 'sqlite' ? sqliteDatabase(tempDatabase()) : postgresDatabase(await createPostgresDatabase());
}
