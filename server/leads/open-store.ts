/**
 * Opens the configured database (database-config.ts) as a LeadStore — for the server, which also
 * gets the rate limit that suits it, and for `npm run leads`, which only reads.
 */
import type { DatabaseConfig } from './database-config';
import { PgRateLimit } from './postgres/pg-rate-limit';
import { PgLeadStore } from './postgres/pg-store';
import { MemoryRateLimit, type RateLimit } from './rate-limit';
import { openSqliteWorker } from './sqlite/worker-store';
import type { LeadStore } from './store';

export interface OpenOptions {
  /** Read what is there and change nothing: no file created, no schema migrated. */
  readonly?: boolean;
  log?: (message: string) => void;
}

export async function openLeadStore(database: DatabaseConfig, { readonly = false, log }: OpenOptions = {}): Promise<LeadStore> {
  // SQLite in a worker thread of its own (docs/decisions.md 151), so that it never holds the main one.
  if (database.kind === 'sqlite') return openSqliteWorker(database.path, { readonly, ...(log ? { log } : {}) });
  return PgLeadStore.open(database.url, { poolSize: database.poolSize, migrate: !readonly, log });
}

/**
 * One server's rate limit: in memory with SQLite (one server), in the database with PostgreSQL,
 * where every server must count the same posts (docs/decisions.md 22).
 */
export async function openRateLimit(store: LeadStore, { max, windowMs }: { max: number; windowMs: number }, randomSecret: () => string): Promise<RateLimit> {
  if (!(store instanceof PgLeadStore)) return new MemoryRateLimit(max, windowMs);
  const salt = await store.setting('rate-limit-salt', randomSecret);
  return new PgRateLimit(store.pool, store.description, salt, max, windowMs);
}
