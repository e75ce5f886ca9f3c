/**
 * Which database holds the leads (docs/decisions.md 22): a SQLite file by default
 * (DATABASE_PATH, `data/leads.db`), or PostgreSQL when DATABASE_URL is set — the store for two or
 * more servers behind a load balancer, or for hosting whose disk does not last. Shared by the
 * server's configuration and `npm run leads`, which needs nothing else.
 */
import path from 'node:path';

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };

type Env = Record<string, string | undefined>;

export function databaseFrom(env: Env = process.env, root = process.cwd()): { database: DatabaseConfig; problems: string[] } {
  const problems: string[] = [];
  const url = env.DATABASE_URL?.trim();
  const file = env.DATABASE_PATH?.trim();
  const sqlite = { kind: 'sqlite' as const, path: path.resolve(root, file || 'data/leads.db') };
  if (!url) return { database: sqlite, problems };

  if (file)
    problems.push(
      'DATABASE_URL och DATABASE_PATH är båda satta: ange bara en (PostgreSQL eller SQLite-filen). Flytta befintliga leads med `npm run leads -- migrate --to …`.',
    );
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol) || !parsed.pathname.slice(1)) {
    problems.push('DATABASE_URL ska vara en PostgreSQL-adress med databasens namn, t.ex. postgres://användare:lösenord@värd:5432/leads.');
  }
  const rawSize = env.DATABASE_POOL_SIZE?.trim();
  const poolSize = rawSize === undefined || rawSize === '' ? 10 : Number(rawSize);
  if (!Number.isInteger(poolSize) || poolSize < 1) problems.push(`DATABASE_POOL_SIZE="${rawSize}" ska vara ett heltal ≥ 1.`);
  return { database: { kind: 'postgres', url, poolSize: Number.isInteger(poolSize) && poolSize >= 1 ? poolSize : 10 }, problems };
}

/** For messages: the file relative to the project, or host, port and database (never a password). */
export function describeDatabase(database: DatabaseConfig, root = process.cwd()): string {
  return database.kind === 'sqlite' ? path.relative(root, database.path) || database.path : describePostgres(database.url);
}

export function describePostgres(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL ${hostname || 'localhost'}:${port || 5432}/${decodeURIComponent(pathname.slice(1))}`;
}
