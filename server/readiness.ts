/**
 * The expensive part of /readyz — a write to the database, and a look at the disk — done at most
 * once per READY_CACHE_SECONDS: callers in between get the last result, and callers during a
 * check share that one check (docs/decisions.md "Health and a full disk"). A flood of /readyz
 * then costs the database nothing, however many addresses it comes from.
 */
import type { DiskReport, DiskWatch } from './disk-space';
import type { LeadStore, OutboxHealth } from './leads/store';
import { within } from './leads/store-guard';

export interface ReadinessSnapshot {
  /** When the check finished (ms). */
  at: number;
  /** The outbox as the write found it; undefined when the database took no write. */
  outbox?: OutboxHealth;
  databaseError?: string;
  /** SQLite only. */
  disk?: DiskReport;
  diskError?: string;
}

export class Readiness {
  private last?: ReadinessSnapshot;
  private running?: Promise<ReadinessSnapshot>;

  constructor(
    private readonly store: LeadStore,
    private readonly disk: DiskWatch | undefined,
    private readonly cacheMs: number,
    /** The store cuts its own calls (store-guard.ts); a volume that does not answer its statfs is cut here, after as long. */
    private readonly timeoutMs = 4_000,
  ) {}

  snapshot(): Promise<ReadinessSnapshot> {
    if (this.last && Date.now() - this.last.at < this.cacheMs) return Promise.resolve(this.last);
    this.running ??= this.check()
      .then((snapshot) => (this.last = snapshot))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async check(): Promise<ReadinessSnapshot> {
    const disk =
      this.disk && within(this.disk.check(), this.timeoutMs, () => new Error(`svarade inte inom ${(this.timeoutMs / 1000).toLocaleString('sv-SE')} s`));
    const [outbox, volume] = await Promise.allSettled([this.store.health(), disk]);
    return {
      at: Date.now(),
      ...(outbox.status === 'fulfilled' ? { outbox: outbox.value } : { databaseError: (outbox.reason as Error).message }),
      ...(volume.status === 'fulfilled' ? (volume.value ? { disk: volume.value } : {}) : { diskError: (volume.reason as Error).message }),
    };
  }
}
