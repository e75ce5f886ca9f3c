/**
 * The outbox: notifications are rows stored with the lead, sent afterwards by this worker, so the
 * visitor's answer never waits on SMTP or a webhook, and an outage loses nothing.
 *
 * A failed try is retried with exponential backoff (base · 2^(tries−1), capped, ±20 % jitter);
 * after `maxAttempts` tries, or at once when the receiver refuses the message itself, the row is
 * marked failed — for `failedRetryMs`, after which it gets a fresh round of tries, so a
 * notification that failed during an outage goes out once the receiver is back, without a
 * restart. On every start failed rows get a fresh round at once, and waiting rows that no worker
 * holds are due at once.
 *
 * Every server runs one of these workers on the shared outbox (docs/decisions.md 22). A worker
 * claims a few due rows at a time for a lease (store.claim: one worker per row, SKIP LOCKED on
 * PostgreSQL, the write lock on SQLite), sends them, and marks them. So a notification goes out
 * once; if a worker dies between sending and marking, the row becomes due again when the lease
 * runs out and another worker sends it again: at least once, never lost. The lease must outlast
 * the longest send (the senders' own timeouts, notify.ts). A worker sends what its own server
 * stored at once, and looks for other work every `pollMs` (rows of a server that died before it
 * sent them, rows whose lease ran out).
 *
 * A channel that comes back is used at once (docs/decisions.md 154): while a channel's tries fail
 * for a reason that may pass, the worker looks at it every `probeMs` (an SMTP login, a HEAD to the
 * webhook: channel-check.ts `channelProbe`) — and when it answers, or any notification through it
 * goes out, every notification waiting in its backoff is due at once (store.wake). Each still goes
 * to one worker by its claim, so once each. A look that answered while the sends still fail (a
 * receiver that greets but refuses for now) waits twice as long before it wakes them again.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { asLeadLog, type LeadLog } from './log';
import type { NotifyError, Sender } from './notify';
import type { LeadStore, OutboxRow } from './store';

/** A row of any queue the worker sends from: the lead outbox, or the booking e-mails' (server/booking/booking-mail.ts). */
export type QueueRow = Omit<OutboxRow, 'channel'> & { channel: string };

/** What the worker needs of a queue: the lead store's outbox methods, or the same over another table. */
export interface OutboxQueue {
  reviveFailed(now: number, all?: boolean): Promise<number>;
  claim(options: Parameters<LeadStore['claim']>[0]): Promise<QueueRow[]>;
  nextDueAt(): Promise<number | undefined>;
  markSent(row: QueueRow): Promise<void>;
  markRetry(row: QueueRow, error: string, nextAttemptAt: number): Promise<void>;
  markFailed(row: QueueRow, error: string, retryAt: number): Promise<void>;
  /** Makes every row of a channel that came back due now (docs/decisions.md 154). */
  wake?(channel: string, now: number): Promise<number>;
  lead: LeadStore['lead'];
}

export interface OutboxPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
  /** How long a failed notification rests before its next round of tries. */
  failedRetryMs: number;
  /** How long a claimed row is this worker's alone. */
  leaseMs: number;
  /** How often an idle worker looks for work other servers left. */
  pollMs: number;
  /** How often a failing channel is looked at (default 10 s). */
  probeMs?: number;
}

/** Looks at a channel without sending: resolves if it answers (channel-check.ts `channelProbe`). */
export type Probes = Partial<Record<string, () => Promise<void>>>;

/** A channel whose last try failed for a reason that may pass. */
interface Down {
  /** Wakes since its last send went through: each doubles the wait before the next look. */
  wakes: number;
  timer?: NodeJS.Timeout;
}

export function backoffMs(attempt: number, { baseMs, maxMs }: Pick<OutboxPolicy, 'baseMs' | 'maxMs'>, random = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

export class Outbox {
  /** Names this worker in the rows it claims: host and process, for whoever reads the table. */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly log: LeadLog;
  private readonly down = new Map<string, Down>();
  /** Rows claimed and sent at once: enough to drain a burst, few enough not to swamp the receiver. */
  private readonly parallel: number;
  private readonly probes: Probes;

  constructor(
    private readonly store: OutboxQueue,
    private readonly senders: Partial<Record<string, Sender>>,
    private readonly policy: OutboxPolicy,
    log?: LeadLog | ((message: string) => void),
    { parallel = 4, probes = {} }: { parallel?: number; probes?: Probes } = {},
  ) {
    this.log = asLeadLog(log);
    this.parallel = parallel;
    this.probes = probes;
  }

  /** Revives failed rows, then sends whatever is due. */
  async start(): Promise<void> {
    const revived = await this.store.reviveFailed(Date.now(), true);
    if (revived) this.log.info({ event: 'notification.revived', count: revived }, `Notiser: ${revived} som misslyckades tidigare försöks igen.`);
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
    for (const { timer } of this.down.values()) clearTimeout(timer);
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
        this.schedule(Math.min(next === undefined ? Infinity : next - Date.now(), this.policy.pollMs));
      })
      .catch((error: unknown) => {
        // The database was busy or gone: look again later rather than never.
        this.log.error(
          { event: 'outbox.unreadable', error: (error as Error).message },
          `Notiser: utkorgen kunde inte läsas (${(error as Error).message}); nytt försök om 30 s.`,
        );
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
        if (revived) this.log.info({ event: 'notification.revived', count: revived }, `Notiser: ${revived} som misslyckades försöks igen.`);
        let rows: QueueRow[];
        // Claimed a few at a time, so that each claim is sent well within its lease.
        while (
          !this.stopped &&
          (rows = await this.store.claim({ worker: this.workerId, now: Date.now(), limit: this.parallel, leaseMs: this.policy.leaseMs })).length > 0
        ) {
          await Promise.all(rows.map((row) => this.deliver(row)));
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      this.log.error({ event: 'outbox.error', error: (error as Error).message }, `Notiser: oväntat fel i utkorgen: ${(error as Error).message}`);
    }
  }

  private async deliver(row: QueueRow) {
    const send = this.senders[row.channel];
    const lead = await this.store.lead(row.leadId);
    const retryAt = Date.now() + this.policy.failedRetryMs;
    const about = { leadId: row.leadId, channel: row.channel, notificationId: row.id };
    if (!send || !lead) {
      const reason = send ? 'leadet saknas' : `kanalen ${row.channel} är inte konfigurerad`;
      await this.store.markFailed(row, reason, retryAt);
      this.log.error(
        { event: 'notification.failed', ...about, attempts: row.attempts, error: reason },
        `Notis ${row.channel} för lead ${row.leadId} gav upp: ${reason}`,
      );
      return;
    }
    try {
      await send(lead, row.id);
      await this.store.markSent(row);
      this.log.info({ event: 'notification.sent', ...about, attempts: row.attempts + 1 }, `Notis ${row.channel} för lead ${lead.id} skickad.`);
      if (this.down.has(row.channel)) await this.back(row.channel, 'en notis gick fram');
    } catch (error) {
      if (!(error as NotifyError).permanent) this.failing(row.channel);
      const attempt = row.attempts + 1;
      const message = (error as Error).message;
      if ((error as NotifyError).permanent || attempt >= this.policy.maxAttempts) {
        await this.store.markFailed(row, message, retryAt);
        // Error level: a lead the firm has not heard of needs a person (README "Failures").
        this.log.error(
          { event: 'notification.failed', ...about, attempts: attempt, error: message, nextRoundAt: new Date(retryAt).toISOString() },
          `Notis ${row.channel} för lead ${lead.id} misslyckades (${attempt} försök); nästa omgång ${new Date(retryAt).toISOString()}: ${message}`,
        );
      } else {
        const wait = backoffMs(attempt, this.policy);
        await this.store.markRetry(row, message, Date.now() + wait);
        this.log.warn(
          { event: 'notification.retry', ...about, attempts: attempt, error: message, retryInMs: wait },
          `Notis ${row.channel} för lead ${lead.id} misslyckades (försök ${attempt}/${this.policy.maxAttempts}), nytt försök om ${(wait / 1000).toFixed(1)} s: ${message}`,
        );
      }
    }
  }

  /**
   * A try failed for a reason that may pass: the next send through the channel that goes through
   * wakes the others, and the channel is looked at every `probeMs` (if it can be) until it answers.
   */
  private failing(channel: string) {
    if (this.down.has(channel)) return;
    const state: Down = { wakes: 0 };
    this.down.set(channel, state);
    this.lookLater(channel, state);
  }

  private lookLater(channel: string, state: Down) {
    if (this.stopped || !this.probes[channel]) return;
    const wait = Math.min((this.policy.probeMs ?? 10_000) * 2 ** state.wakes, this.policy.maxMs);
    state.timer = setTimeout(() => void this.look(channel, state), wait);
    state.timer.unref();
  }

  private async look(channel: string, state: Down) {
    if (this.down.get(channel) !== state) return;
    try {
      await this.probes[channel]?.();
    } catch {
      return this.lookLater(channel, state);
    }
    state.wakes++;
    await this.back(channel, 'kanalen svarar igen', state);
  }

  /**
   * The channel works again: its waiting notifications are due now. After a send that went
   * through it is no longer watched; after a look it is watched until one does.
   */
  private async back(channel: string, why: string, watching?: Down) {
    if (!watching) {
      clearTimeout(this.down.get(channel)?.timer);
      this.down.delete(channel);
    }
    try {
      const woken = (await this.store.wake?.(channel, Date.now())) ?? 0;
      if (woken) {
        this.log.info({ event: 'notification.channel-back', channel, woken }, `Notiser via ${channel}: ${why}; ${woken} som väntade skickas nu.`);
        this.kick();
      } else if (watching) this.down.delete(channel);
    } catch (error) {
      this.log.warn(
        { event: 'notification.wake-failed', channel, error: (error as Error).message },
        `Notiser via ${channel} kunde inte väckas: ${(error as Error).message}`,
      );
    }
    // Nothing left waiting for it: no need to keep looking; the next failure starts again.
    if (watching && this.down.get(channel) === watching) this.lookLater(channel, watching);
  }
}
