/**
 * Reading the partners' calendars on a schedule (docs/decisions.md 162): every server runs one
 * reader; each due feed is claimed by one of them for a lease (store.claimCalendarFeeds), fetched
 * (feed-fetch.ts), read (calendar-feed.ts) and its busy times saved in the database — the cache
 * every server computes free times from. A failed reading keeps the last good one and is shown in
 * the workspace; once a partner's calendar has had no good reading for `staleMs` (or never had
 * one), that partner offers no times at all: a calendar that cannot be read is never taken as free.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { CalendarFeedRow } from '~/server/leads/booking-store';
import type { LeadLog } from '~/server/leads/log';
import type { LeadStore } from '~/server/leads/store';
import { CalendarError, mergeIntervals, readCalendar, type Interval } from './calendar-feed';
import { fetchFeed } from './feed-fetch';
import { maxHorizonDays } from './partner-settings';

export interface CalendarPolicy {
  /** How often each feed is read. */
  refreshMs: number;
  /** A partner whose calendars have had no good reading for this long offers no times. */
  staleMs: number;
  /** http and addresses on the firm's own network allowed (CALENDAR_LOCAL_ADDRESSES). */
  allowLocal: boolean;
}

/** A failed feed is tried again sooner than the refresh, but not in a tight loop. */
const retryMs = (policy: CalendarPolicy) => Math.min(policy.refreshMs, 5 * 60_000);
const dayMs = 86_400_000;

/** What a partner's calendars keep busy, or undefined when one has no fresh reading. */
export function partnerBusy(feeds: readonly CalendarFeedRow[], now: number, staleMs: number): Interval[] | undefined {
  if (feeds.some((feed) => feed.busy === null || feed.lastSuccessAt === null || feed.lastSuccessAt < now - staleMs)) return undefined;
  return mergeIntervals(feeds.flatMap((feed) => feed.busy ?? []));
}

/** Reads one feed's text into busy times over the window any partner books in. */
export async function readFeed(url: string, policy: Pick<CalendarPolicy, 'allowLocal'>, addresses: readonly string[], now: number): Promise<Interval[]> {
  const text = await fetchFeed(url, { allowLocal: policy.allowLocal });
  return readCalendar(text, { from: now - dayMs, to: now + (maxHorizonDays + 2) * dayMs, addresses });
}

export class CalendarReader {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly store: LeadStore,
    private readonly policy: CalendarPolicy,
    private readonly log: LeadLog,
    /** Each partner's address, so an invitation they declined keeps them free. */
    private readonly addressOf: (userId: number) => Promise<string | undefined>,
  ) {}

  start(): void {
    this.kick();
  }

  /** Reads what is due now (a feed just added is due at once). */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.readDue().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.kick(), Math.min(60_000, this.policy.refreshMs));
    this.timer.unref();
  }

  private async readDue() {
    try {
      const now = Date.now();
      const feeds = await this.store.claimCalendarFeeds({ worker: this.workerId, now, limit: 10, leaseMs: 60_000 });
      await Promise.all(feeds.map((feed) => this.readOne(feed)));
    } catch (error) {
      this.log.error({ event: 'calendar.unreadable', error: (error as Error).message }, `Kalendrar: kön kunde inte läsas (${(error as Error).message}).`);
    }
  }

  private async readOne(feed: CalendarFeedRow) {
    const at = Date.now();
    try {
      const address = await this.addressOf(feed.userId);
      const busy = await readFeed(feed.url, this.policy, address ? [address] : [], at);
      await this.store.saveCalendarReading(feed.id, this.workerId, { at, busy }, at + this.policy.refreshMs);
      this.log.info({ event: 'calendar.read', feedId: feed.id, busy: busy.length }, `Kalender ${feed.id} läst (${busy.length} upptagna tider).`);
    } catch (error) {
      // The reason is the partner's to read in the workspace; the address itself is secret and never logged.
      const reason = error instanceof CalendarError ? error.message : `Kalendern kunde inte läsas: ${(error as Error).message}`;
      await this.store.saveCalendarReading(feed.id, this.workerId, { at, error: reason.slice(0, 500) }, at + retryMs(this.policy));
      this.log.warn({ event: 'calendar.failed', feedId: feed.id, error: reason }, `Kalender ${feed.id} kunde inte läsas: ${reason}`);
    }
  }
}
