/**
 * The outbox: notifications are rows stored with the lead, sent afterwards by this worker, so the
 * visitor's answer never waits on SMTP or a webhook, and an outage loses nothing.
 *
 * A failed try is retried with exponential backoff (base · 2^(tries−1), capped, ±20 % jitter);
 * after `maxAttempts` tries, or at once when the receiver refuses the message itself, the row is
 * marked failed. On every start failed rows get a fresh round and waiting rows are due at once.
 * One worker per database: the server process that owns it.
 */
import type { NotifyError, Senders } from './notify';
import type { LeadStore, OutboxRow } from './store';

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
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
  start(): void {
    const { revived } = this.store.reviveOutbox();
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
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) return this.schedule(0);
      const next = this.store.nextDueAt();
      if (next !== undefined) this.schedule(next - Date.now());
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        let rows: OutboxRow[];
        while ((rows = this.store.due(Date.now(), this.batchSize)).length > 0 && !this.stopped) {
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
    const lead = this.store.lead(row.leadId);
    if (!send || !lead) {
      this.store.markFailed(row.id, send ? 'leadet saknas' : `kanalen ${row.channel} är inte konfigurerad`);
      return;
    }
    try {
      await send(lead, row.id);
      this.store.markSent(row.id);
    } catch (error) {
      const attempt = row.attempts + 1;
      const message = (error as Error).message;
      if ((error as NotifyError).permanent || attempt >= this.policy.maxAttempts) {
        this.store.markFailed(row.id, message);
        this.log(`Notis ${row.channel} för lead ${lead.id} misslyckades (${attempt} försök, ger upp tills nästa start): ${message}`);
      } else {
        const wait = backoffMs(attempt, this.policy);
        this.store.markRetry(row.id, message, Date.now() + wait);
        this.log(`Notis ${row.channel} för lead ${lead.id} misslyckades (försök ${attempt}/${this.policy.maxAttempts}), nytt försök om ${(wait / 1000).toFixed(1)} s: ${message}`);
      }
    }
  }
}
