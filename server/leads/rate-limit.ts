/**
 * Per-address rate limit for POST /api/leads: at most `max` posts per sliding window. The server
 * keeps two (service.ts): every post, refused or not (a flood of malformed posts is abuse too),
 * with room for a visitor's corrections; and the valid posts, at LEAD_RATE_LIMIT. Kept in memory
 * only: the addresses are never written to disk, and forgotten when their window has passed
 * (the privacy policy promises IP addresses are kept only briefly). Behind the small RateLimit
 * interface so that several servers share one in PostgreSQL (postgres/pg-rate-limit.ts,
 * docs/decisions.md 22); both give the same verdicts (tests/unit/leads/rate-limit.test.ts).
 */
export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimit {
  /** Records one use by `key` (a validated address, server/client-address.ts) at `now`. */
  hit(key: string, now?: number): Promise<Verdict>;
}

export class MemoryRateLimit implements RateLimit {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Upper bound on remembered addresses, so a spoofed-address flood cannot exhaust memory. */
    private readonly maxAddresses = 100_000,
  ) {}

  /** Records a post from `address`; returns how long to wait (ms) if it is over the limit. */
  async hit(address: string, now = Date.now()): Promise<Verdict> {
    this.sweep(now);
    const since = now - this.windowMs;
    const times = (this.hits.get(address) ?? []).filter((t) => t > since);
    if (times.length >= this.max) {
      this.hits.set(address, times);
      // The oldest post in the window leaves it first (a limit of 0 has none: a whole window).
      return { allowed: false, retryAfterMs: (times[0] ?? now) + this.windowMs - now };
    }
    times.push(now);
    if (!this.hits.has(address) && this.hits.size >= this.maxAddresses) {
      // Forget the oldest address (Map keeps insertion order) rather than grow without bound.
      const oldest = this.hits.keys().next();
      if (!oldest.done) this.hits.delete(oldest.value);
    }
    this.hits.set(address, times);
    return { allowed: true };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [address, times] of this.hits) if ((times.at(-1) ?? since) <= since) this.hits.delete(address);
  }
}
