/**
 * The expensive part of /readyz — a write to the database, and a look at the disk — done at most
 * once per READY_CACHE_SECONDS: callers in between get the last result, and callers during a
 * check share that one check (docs/decisions.md "Health and a full disk"). A flood of /readyz
 * then costs the database nothing, however many addresses it comes from.
 */
import type { DiskReport, DiskWatch } from './disk-space';
import type { LeadStore, OutboxHealth } from './leads/store';

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
    const [outbox, disk] = await Promise.allSettled([this.store.health(), this.disk?.check()]);
    return {
      at: Date.now(),
      ...(outbox.status === 'fulfilled' ? { outbox: outbox.value } : { databaseError: (outbox.reason as Error).message }),
      ...(disk.status === 'fulfilled' ? (disk.value ? { disk: disk.value } : {}) : { diskError: (disk.reason as Error).message }),
    };
  }
}
