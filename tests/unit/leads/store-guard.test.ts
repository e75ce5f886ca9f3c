/**
 * The guard between requests and a database that may stop answering (server/leads/store-guard.ts,
 * docs/decisions.md 153): a call gets DATABASE_TIMEOUT_SECONDS; after one ran out, calls fail at
 * once instead of queueing behind it — but for one trial per timeout — and the first answer of any
 * call ends it. The clock is Vitest's, so no test waits for real time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardStore, StallGuard } from '~/server/leads/store-guard';
import { StoreError, type LeadStore } from '~/server/leads/store';

const timeoutMs = 4_000;

/** A call that answers only when told to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Whether the promise has settled by now, and how. */
async function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  const outcome = await Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    new Promise<'pending'>((resolve) => setImmediate(() => resolve('pending'))),
  ]);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the stall guard', () => {
  it('passes on what answers in time, its value or its own error', async () => {
    const guard = new StallGuard(timeoutMs, 'SQLite data/leads.db');
    await expect(guard.run(async () => 42)).resolves.toBe(42);
    const busy = new StoreError('Databasen är upptagen av en annan process.', true);
    await expect(guard.run(() => Promise.reject(busy))).rejects.toBe(busy);
    expect(guard.stalled).toBe(false);
  });

  it('gives up on a call after the timeout, then fails at once but for one trial per timeout, and ends when any call answers', async () => {
    const guard = new StallGuard(timeoutMs, 'SQLite data/leads.db');
    const stuck = deferred<string>();
    const first = guard.run(() => stuck.promise);
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(await state(first)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).rejects.toThrow('SQLite data/leads.db har inte svarat inom 4 s; förfrågningar som behöver databasen får 503 tills den svarar igen.');
    await expect(first).rejects.toMatchObject({ busy: true, constructor: StoreError });
    expect(guard.stalled).toBe(true);

    let reached = 0;
    const work = () => (reached++, deferred<string>().promise);
    await expect(guard.run(work)).rejects.toBeInstanceOf(StoreError);
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    await expect(guard.run(work)).rejects.toBeInstanceOf(StoreError);
    expect(reached).toBe(0);
    // A timeout after the first gave up: one call goes through to see whether it answers.
    await vi.advanceTimersByTimeAsync(1);
    const trial = guard.run(work);
    await expect(guard.run(work)).rejects.toBeInstanceOf(StoreError);
    expect(reached).toBe(1);

    // The stuck call answers at last: the database answers again, and calls reach it.
    stuck.resolve('sent');
    await vi.advanceTimersByTimeAsync(0);
    expect(guard.stalled).toBe(false);
    await expect(guard.run(async () => 'again')).resolves.toBe('again');
    void trial.catch(() => undefined);
  });
});

describe('a guarded store', () => {
  function fakeStore() {
    const stuck = deferred<number>();
    const store = {
      description: 'PostgreSQL db.example:5432/leads',
      countLeads: () => stuck.promise,
      close: () => stuck.promise,
      hold: () => () => undefined,
      accounts: { users: () => stuck.promise },
    };
    return { store, stuck };
  }

  it('cuts every call, its accounts’ too, but never closing or a hold; other members are as they are', async () => {
    const { store } = fakeStore();
    const guard = new StallGuard(timeoutMs, store.description);
    const guarded = guardStore(store as unknown as LeadStore, guard) as unknown as typeof store;
    expect(guarded.description).toBe('PostgreSQL db.example:5432/leads');
    expect(typeof guarded.hold()).toBe('function');
    const cut = [expect(guarded.countLeads()).rejects.toBeInstanceOf(StoreError), expect(guarded.accounts.users()).rejects.toBeInstanceOf(StoreError)];
    const close = guarded.close();
    await vi.advanceTimersByTimeAsync(timeoutMs);
    await Promise.all(cut);
    expect(await state(close)).toBe('pending');
  });

  it('guards a method put on the store later, as a test’s stand-in is', async () => {
    const { store } = fakeStore();
    const guarded = guardStore(store as unknown as LeadStore, new StallGuard(timeoutMs, store.description)) as unknown as typeof store;
    guarded.countLeads = () => Promise.resolve(7);
    await expect(guarded.countLeads()).resolves.toBe(7);
    guarded.countLeads = () => deferred<number>().promise;
    const late = expect(guarded.countLeads()).rejects.toBeInstanceOf(StoreError);
    await vi.advanceTimersByTimeAsync(timeoutMs);
    await late;
  });
});
