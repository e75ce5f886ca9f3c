/**
 * The per-address rate limit (server/leads/rate-limit.ts): in memory for one server on SQLite,
 * in the database for several on PostgreSQL (postgres/pg-rate-limit.ts). Both give the same
 * verdicts for the same posts at the same times; the shared one counts posts to any server, and
 * never writes an address.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openRateLimit } from '~/server/leads/open-store';
import { MemoryRateLimit } from '~/server/leads/rate-limit';
import { randomSecret } from '~/server/leads/service';
import type { LeadStore } from '~/server/leads/store';
import { storeKinds, testDatabase, type StoreKind, type TestDatabase } from './support/databases';

const windowMs = 60_000;
const t0 = 1_700_000_000_000;

/** A database of `kind`, two servers' connections to it, and a limit of 3 posts a minute for a server. */
async function setUp(kind: StoreKind) {
  const db: TestDatabase = await testDatabase(kind);
  const stores: LeadStore[] = [await db.openStore(), await db.openStore()];
  afterAll(async () => {
    for (const store of stores) await store.close();
  });
  return { db, stores, limit: (store = stores[0]!) => openRateLimit(store, { max: 3, windowMs }, randomSecret) };
}

describe.each(storeKinds)('the rate limit with %s', async (kind) => {
  const { limit } = await setUp(kind);

  it('allows `max` posts per sliding window, then says how long to wait', async () => {
    const limiter = await limit();
    const at = (seconds: number) => limiter.hit('203.0.113.7', t0 + seconds * 1000);
    expect([await at(0), await at(10), await at(20)]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(await at(30)).toEqual({ allowed: false, retryAfterMs: 30_000 });
    // A refused post is not counted: the first post leaves the window at 60 s.
    expect(await at(59)).toEqual({ allowed: false, retryAfterMs: 1_000 });
    expect(await at(60)).toEqual({ allowed: true });
    expect(await at(61)).toEqual({ allowed: false, retryAfterMs: 9_000 });
    expect(await limiter.hit('203.0.113.8', t0 + 61_000)).toEqual({ allowed: true });
  });
});

describe('the shared rate limit on PostgreSQL', async () => {
  const { db, stores, limit } = await setUp('postgres');

  it('counts the posts to every server together, stores no address, and forgets a window that has passed', async () => {
    const [one, two] = [await limit(stores[0]), await limit(stores[1])];
    const address = '2001:db8:aaaa:bbbb::';
    const verdicts = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).hit(address, t0 + 1_000)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
    const keys = await db.column<string>('SELECT key FROM rate_limit_hits');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/2001|db8|203\.0\.113/);
    // The sweep runs at most once a window per server, in the background.
    await one.hit('198.51.100.1', t0 + 10 * windowMs);
    await expect.poll(() => db.value('SELECT COUNT(*) FROM rate_limit_hits')).toBe(1);
  });
});

describe('the rate limit in memory', () => {
  it('forgets the addresses whose window has passed before an active one when its table is full', async () => {
    // Two posts a window; room for two addresses.
    const limiter = new MemoryRateLimit(2, windowMs, 2);
    const active = '203.0.113.1';
    await limiter.hit(active, t0);
    await limiter.hit('203.0.113.2', t0);
    await limiter.hit(active, t0 + 50_000);
    // A window after the first posts the second address has posted nothing since; the active one has.
    expect(await limiter.hit('203.0.113.3', t0 + 70_000)).toEqual({ allowed: true });
    // The active address still has its post of t0 + 50 s in the window: one more, then it waits.
    expect(await limiter.hit(active, t0 + 71_000)).toEqual({ allowed: true });
    expect(await limiter.hit(active, t0 + 72_000)).toEqual({ allowed: false, retryAfterMs: 50_000 + windowMs - 72_000 });
  });
});
