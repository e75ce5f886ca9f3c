/**
 * A database that stops answering — a frozen or failing disk under SQLite, a PostgreSQL that hangs
 * — must not hold the requests that need it for as long (docs/decisions.md 153). Every call of the
 * service's store gets DATABASE_TIMEOUT_SECONDS (4 s): one that has not answered by then fails
 * with a StoreError, which the lead post answers with the Swedish 503 and the visitor's input kept,
 * the workspace with its own 503, and /readyz with red. From then on the database counts as
 * stalled: calls fail at once instead of queueing behind the stuck one, except one trial call per
 * timeout. As soon as any call answers — the stuck one finishing, or a trial — the database
 * counts as answering again: nothing needs a restart.
 *
 * The outbox is given the store without this guard: its calls may wait, nobody waits for them,
 * and a notification marked sent late is better than one sent twice.
 */
import type { RateLimit } from './rate-limit';
import { StoreError, type LeadStore } from './store';

/** `promise`, or `error` once `ms` have passed without an answer. */
export function within<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms);
    timer.unref();
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (reason: unknown) => (clearTimeout(timer), reject(reason)),
    );
  });
}

export class StallGuard {
  private stalledSince: number | undefined;
  private nextTrialAt = 0;

  constructor(
    readonly timeoutMs: number,
    private readonly description: string,
  ) {}

  /** No call has answered since one ran out of time. */
  get stalled(): boolean {
    return this.stalledSince !== undefined;
  }

  private error() {
    const seconds = (this.timeoutMs / 1000).toLocaleString('sv-SE');
    return new StoreError(`${this.description} har inte svarat inom ${seconds} s; förfrågningar som behöver databasen får 503 tills den svarar igen.`, true);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    const now = Date.now();
    if (this.stalledSince !== undefined) {
      if (now < this.nextTrialAt) return Promise.reject(this.error());
      this.nextTrialAt = now + this.timeoutMs;
    }
    const call = Promise.resolve().then(work);
    const answered = () => (this.stalledSince = undefined);
    call.then(answered, answered);
    return within(call, this.timeoutMs, () => {
      this.stalledSince ??= Date.now();
      this.nextTrialAt = Date.now() + this.timeoutMs;
      return this.error();
    });
  }

  /** The shared rate limit of several servers lives in the database too (postgres/pg-rate-limit.ts). */
  rateLimit(limit: RateLimit): RateLimit {
    return { hit: (key, now) => this.run(() => limit.hit(key, now)) };
  }
}

/** Never cut: closing must finish, and a hold is the tests' own stop (sqlite/worker-store.ts). */
const unguarded = new Set<PropertyKey>(['close', 'hold']);

/** Read anew on every access: a method put on the store later (a test's stand-in) is guarded too. */
function guarded<T extends object>(target: T, guard: StallGuard): T {
  const accounts = new WeakMap<object, object>();
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value === 'function' && !unguarded.has(key)) return (...args: unknown[]) => guard.run(() => Reflect.apply(value, object, args));
      if (key !== 'accounts' || value === null || typeof value !== 'object') return value;
      let wrapped = accounts.get(value);
      if (!wrapped) accounts.set(value, (wrapped = guarded(value, guard)));
      return wrapped;
    },
  });
}

/** `store` with every call (its accounts' too) under `guard`; its other members as they are. */
export function guardStore<S extends LeadStore>(store: S, guard: StallGuard): S {
  return guarded(store, guard);
}
