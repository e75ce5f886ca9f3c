/**
 * The per-address rate limit shared by every server on one PostgreSQL database: the same sliding
 * window as MemoryRateLimit (../rate-limit.ts), kept in the unlogged table rate_limit_hits and
 * decided by the function rate_limit_hit (../migrations.ts step 3) under a row lock, so ten
 * posts spread over three servers count as ten.
 *
 * The address itself is never written: the key is an HMAC of it with a random salt kept in the
 * database, and a key's row is deleted once its window has passed.
 */
import { createHmac } from 'node:crypto';
import type pg from 'pg';
import type { RateLimit, Verdict } from '../rate-limit';
import { guarded } from './pool';

export class PgRateLimit implements RateLimit {
  private lastSweep = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly description: string,
    private readonly salt: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  async hit(address: string, now = Date.now()): Promise<Verdict> {
    const key = createHmac('sha256', this.salt).update(address).digest('base64url');
    const { rows } = await guarded(this.description, () =>
      this.pool.query<{ wait: number | null }>('SELECT rate_limit_hit($1, $2, $3, $4) AS wait', [key, now, this.windowMs, this.max]),
    );
    this.sweep(now);
    const wait = rows[0]?.wait;
    return wait === null || wait === undefined ? { allowed: true } : { allowed: false, retryAfterMs: wait };
  }

  /** Forgets keys whose window has passed; at most once per window per server, in the background. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    this.pool.query('DELETE FROM rate_limit_hits WHERE last_hit <= $1', [now - this.windowMs]).catch(() => {
      // Nothing lost: the next sweep deletes them.
    });
  }
}
