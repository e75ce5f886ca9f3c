/**
 * The connection pool to PostgreSQL (`pg`), and what its errors mean in Swedish. A database that
 * is down, unreachable or overloaded is a StoreError — the visitor gets a 503 and keeps the
 * input, the outbox tries again later, `npm start` stops with a message that says what to do —
 * while a mistake in our SQL stays an ordinary error.
 */
import pg from 'pg';
import { StoreError } from '../store';

/** int8 as a number (ids, counts and millisecond times all fit in 2^53), everything else as pg does. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  size: number;
  /** Longest wait for a free connection or a lock, and longest statement, in ms. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

export function createPool(url: string, { size, timeoutMs = 5_000, log = console.error }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    types,
    application_name: 'nordvik-leads',
    connectionTimeoutMillis: timeoutMs,
    // A lock held elsewhere or a stuck statement gives a 503 rather than a request that hangs.
    lock_timeout: timeoutMs,
    statement_timeout: 2 * timeoutMs,
    idle_in_transaction_session_timeout: 4 * timeoutMs,
    keepAlive: true,
  });
  // An idle connection that the server closes (restart, failover) must not take the process down.
  pool.on('error', (error) => log(`PostgreSQL: en vilande anslutning bröts (${error.message}); en ny öppnas vid behov.`));
  return pool;
}

const code = (error: unknown) => String((error as { code?: string }).code ?? '');

/**
 * The database cannot serve us now: connection refused, reset or timed out, shutting down, too
 * many connections, a statement or lock timeout, a serialization failure or deadlock.
 */
export function isUnavailable(error: unknown): boolean {
  const c = code(error);
  return (
    /^(08|53|57|40)/.test(c) ||
    c === '55P03' ||
    /^E(CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|NETUNREACH|PIPE|AI_AGAIN)$|^ENOTFOUND$/.test(c) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test((error as Error).message ?? '')
  );
}

/** A Swedish message that names the database (without the password) and what to do. */
export function explainPostgresError(description: string, error: unknown): StoreError {
  const c = code(error);
  const message = (error as Error).message;
  if (c === '28P01' || c === '28000')
    return new StoreError(`${description}: inloggningen nekades (${message}). Kontrollera användarnamn och lösenord i DATABASE_URL.`);
  if (c === '3D000')
    return new StoreError(`${description}: databasen finns inte (${message}). Skapa den (t.ex. \`createdb\`) eller rätta namnet i DATABASE_URL.`);
  if (c === '42501')
    return new StoreError(
      `${description}: användaren saknar behörighet (${message}). Ge den rätt att skapa tabeller i databasen (GRANT CREATE ON SCHEMA public …) eller använd databasens ägare.`,
    );
  // disk_full (53100): a 503 like any outage, but say why (docs/decisions.md "Health and a full disk").
  if (c === '53100') return new StoreError(`${description}: disken är full (${message}). Frigör utrymme på databasservern, så sparas nya leads igen.`, true);
  if (isUnavailable(error))
    return new StoreError(`${description} svarar inte (${c || message}). Kontrollera DATABASE_URL och att databasen är igång och nåbar härifrån.`, true);
  return new StoreError(`${description} kan inte användas: ${message}`);
}

/** Runs `work`; an unavailable database becomes a StoreError, anything else is thrown as it is. */
export async function guarded<T>(description: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(error)) throw explainPostgresError(description, error);
    throw error;
  }
}

/** One transaction on one connection: committed if `work` returns, rolled back if it throws. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  // A checked-out connection that breaks also emits 'error' on the client, which the pool only
  // listens to while the connection is idle: unheard, it would end the process. The query in
  // progress fails with the same error, so here it only marks the connection as unusable.
  const onError = () => (broken = true);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    // A connection that broke, or whose rollback failed, is closed rather than reused.
    client.removeListener('error', onError);
    client.release(broken);
  }
}
