/**
 * The outbox: notifications are rows stored with the lead, sent afterwards by this worker, so the
 * visitor's answer never waits on SMTP or a webhook, and an outage loses nothing.
 *
 * A failed try is retried with exponential backoff (base · 2^(tries−1), capped, ±20 % jitter);
 * after `maxAttempts` tries, or at once when the receiver refuses the message itself, the row is
 * marked failed — for `failedRetryMs`, after which it gets a fresh round of tries, so a
 * notification that failed during an outage goes out once the receiver is back, without a
 * restart. On every start failed rows get a fresh round at once and waiting rows are due at once.
 * One worker per database: the server process that owns it.
 */
import type { NotifyError, Senders } from './notify';
import type { LeadStore, OutboxRow } from './store';

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
  /** How long a failed notification rests before its next round of tries. */
  failedRetryMs: number;
}

export function backoffMs(attempt: number, { baseMs, maxMs }: RetryPolicy, random = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

type Log = (message: string) => void;

export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: LeadStore,
    private readonly senders: Senders,
    private readonly policy: RetryPolicy,
    private readonly log: Log = (message) => console.error(message),
    private readonly batchSize = 20,
  ) {}

  /** Revives failed rows, then sends whatever is due. */
  async start(): Promise<void> {
    const revived = await this.store.reviveFailed(Date.now(), true);
    if (revived) this.log(`Notiser: ${revived} som misslyckades tidigare försöks igen.`);
    this.kick();
  }

  /** Something new may be due: run soon (never inside the request that stored it). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops scheduling and waits for the sends in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Waits until nothing is due now (for tests and the bench). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), Math.max(0, Math.min(delayMs, 2 ** 31 - 1)));
    this.timer.unref();
  }

  private run(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    // `finally` runs as a microtask, so `running` is set before it is cleared, even when
    // nothing was due and drain() finished without waiting for anything.
    this.running = this.drain()
      .then(async () => {
        if (this.stopped) return;
        if (this.again) return this.schedule(0);
        const next = await this.store.nextDueAt();
        if (next !== undefined) this.schedule(next - Date.now());
      })
      .catch((error: unknown) => {
        // The database was busy or gone: look again later rather than never.
        this.log(`Notiser: utkorgen kunde inte läsas (${(error as Error).message}); nytt försök om 30 s.`);
        if (!this.stopped) this.schedule(30_000);
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        const revived = await this.store.reviveFailed(Date.now());
        if (revived) this.log(`Notiser: ${revived} som misslyckades försöks igen.`);
        let rows: OutboxRow[];
        while ((rows = await this.store.due(Date.now(), this.batchSize)).length > 0 && !this.stopped) {
          // A few at a time: enough to drain a burst, few enough not to swamp the receiver.
          for (let i = 0; i < rows.length; i += 4) await Promise.all(rows.slice(i, i + 4).map((row) => this.deliver(row)));
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      this.log(`Notiser: oväntat fel i utkorgen: ${(error as Error).message}`);
    }
  }

  private async deliver(row: OutboxRow) {
    const send = this.senders[row.channel];
    const lead = await this.store.lead(row.leadId);
    const retryAt = Date.now() + this.policy.failedRetryMs;
    if (!send || !lead) {
      await this.store.markFailed(row.id, send ? 'leadet saknas' : `kanalen ${row.channel} är inte konfigurerad`, retryAt);
      return;
    }
    try {
      await send(lead, row.id);
      await this.store.markSent(row.id);
    } catch (error) {
      const attempt = row.attempts + 1;
      const message = (error as Error).message;
      if ((error as NotifyError).permanent || attempt >= this.policy.maxAttempts) {
        await this.store.markFailed(row.id, message, retryAt);
        this.log(`Notis ${row.channel} för lead ${lead.id} misslyckades (${attempt} försök); nästa omgång ${new Date(retryAt).toISOString()}: ${message}`);
      } else {
        const wait = backoffMs(attempt, this.policy);
        await this.store.markRetry(row.id, message, Date.now() + wait);
        this.log(`Notis ${row.channel} för lead ${lead.id} misslyckades (försök ${attempt}/${this.policy.maxAttempts}), nytt försök om ${(wait / 1000).toFixed(1)} s: ${message}`);
      }
    }
  }
}
