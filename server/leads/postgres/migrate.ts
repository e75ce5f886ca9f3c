/**
 * Brings a PostgreSQL database to the latest schema (../migrations.ts) at start. Several servers
 * may start at once: an advisory lock held for the transaction lets one migrate while the others
 * wait, and PostgreSQL's transactional DDL means a step is applied whole or not at all.
 */
import type pg from 'pg';
import { latestVersion, migrations, newerSchemaMessage } from '../migrations';
import { StoreError } from '../store';
import { transaction } from './pool';
import { oneRow } from '../one-row';

/** Any constant shared by every server of this application ("lead" in ASCII). */
const migrationLock = 0x6c656164;

export async function migratePostgres(pool: pg.Pool): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const current = await schemaVersion(client);
    if (current > latestVersion) throw new StoreError(newerSchemaMessage(current));
    for (const step of migrations.filter((m) => m.version > current)) {
      await client.query(step.postgres);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [step.version]);
    }
  });
}

export async function schemaVersion(client: pg.Pool | pg.PoolClient): Promise<number> {
  const exists = await client.query<{ table: string | null }>("SELECT to_regclass('schema_migrations')::text AS table");
  if (!exists.rows[0]?.table) return 0;
  const { rows } = await client.query<{ version: number }>('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
  return oneRow(rows[0], 'the schema version').version;
}
