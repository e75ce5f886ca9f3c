/**
 * The booking tables (../booking-store.ts) on PostgreSQL, for several servers at once: two servers
 * booking the same partner's time both insert its cells, and the cells' primary key lets one
 * commit; the other's insert fails with unique_violation, which is rolled back to a savepoint and
 * the next candidate tried. Feeds and mails are claimed as the outbox is (booking-sql.ts).
 */
import type pg from 'pg';
import {
  cellsOf,
  newBookingMail,
  toBooking,
  toFeed,
  toMail,
  type BookingDbRow,
  type MailClaim,
  type BookingPlacement,
  type BookingStore,
  type CalendarReading,
  type FeedDbRow,
  type MailDbRow,
  type MoveResult,
  type StoredBooking,
} from '../booking-store';
import { bookingSql as q } from '../booking-sql';
import { oneRow } from '../one-row';
import type { ClaimOptions } from '../store';
import { guarded, transaction } from './pool';

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

type Client = Pick<pg.PoolClient, 'query'>;
const query = async <Row extends pg.QueryResultRow>(client: Client, sql: string, values: unknown[]) => (await client.query<Row>(numbered(sql), values)).rows;

async function takeCells(client: Client, userId: number, bookingId: number, start: number, end: number) {
  await client.query('INSERT INTO booking_cells (user_id, at, booking_id) SELECT $1, unnest($2::bigint[]), $3', [userId, cellsOf(start, end), bookingId]);
}

async function queueMail(client: Client, bookingId: number, mail: [string, number][]) {
  for (const [kind, at] of mail) await query(client, q.insertMail, [bookingId, kind, at]);
}

/**
 * Books `placement` for lead `leadId` with the first candidate whose cells are free, inside the
 * caller's transaction (PgLeadStore.submit); undefined when every candidate's are taken.
 */
export async function placeBooking(client: Client, leadId: number, placement: BookingPlacement, now: number): Promise<StoredBooking | undefined> {
  for (const candidate of placement.candidates) {
    await client.query('SAVEPOINT booking_candidate');
    try {
      const [row] = await query<BookingDbRow>(client, q.insertBooking, [
        placement.uid,
        leadId,
        candidate.userId,
        placement.start,
        placement.end,
        placement.heldUntil,
        placement.format,
        candidate.place,
        candidate.name,
        candidate.email,
        now,
        now,
      ]);
      const booking = oneRow(row, 'a new booking');
      await takeCells(client, candidate.userId, booking.id, placement.start, placement.heldUntil);
      await queueMail(client, booking.id, newBookingMail(now, placement.reminderAt));
      await query(client, q.leadBooked, [leadId]);
      await client.query('RELEASE SAVEPOINT booking_candidate');
      return toBooking(booking);
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      await client.query('ROLLBACK TO SAVEPOINT booking_candidate');
    }
  }
  return undefined;
}

export class PgBookings implements BookingStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly description: string,
  ) {}

  private rows<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
    return guarded(this.description, () => query<Row>(this.pool, sql, values));
  }

  private async changed(sql: string, values: unknown[]): Promise<number> {
    return (await guarded(this.description, () => this.pool.query(numbered(sql), values))).rowCount ?? 0;
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return guarded(this.description, () => transaction(this.pool, work));
  }

  async bookingPartners() {
    const rows = await this.rows<{ user_id: number; email: string; settings: unknown; updated_at: number | null }>(q.partners);
    return rows.map((row) => ({ userId: row.user_id, email: row.email, settings: row.settings ?? null, updatedAt: row.updated_at }));
  }

  async saveBookingSettings(userId: number, settings: unknown, now: number) {
    await this.changed(q.saveSettings, [userId, JSON.stringify(settings), now]);
  }

  async calendarFeeds(userId?: number) {
    return (userId === undefined ? await this.rows<FeedDbRow>(q.feeds) : await this.rows<FeedDbRow>(q.feedsOf, [userId])).map(toFeed);
  }

  async addCalendarFeed({ userId, label, url, now }: { userId: number; label: string; url: string; now: number }) {
    const [row] = await this.rows<FeedDbRow>(q.addFeed, [userId, label, url, now, now]);
    return row && toFeed(row);
  }

  async removeCalendarFeed(userId: number, id: number) {
    return (await this.changed(q.removeFeed, [userId, id])) > 0;
  }

  async claimCalendarFeeds({ worker, now, limit, leaseMs }: ClaimOptions) {
    return (await this.rows<FeedDbRow>(q.claimFeeds, [worker, now + leaseMs, now, limit, now])).map(toFeed);
  }

  async saveCalendarReading(id: number, worker: string, reading: CalendarReading, nextFetchAt: number) {
    if ('busy' in reading) await this.changed(q.readingOk, [JSON.stringify(reading.busy), reading.at, reading.at, nextFetchAt, id, worker]);
    else await this.changed(q.readingFailed, [reading.at, reading.at, reading.error, nextFetchAt, id, worker]);
  }

  async heldTimes(from: number) {
    const rows = await this.rows<{ user_id: number; starts_at: number; held_until: number }>(q.held, [from]);
    return rows.map((row) => ({ userId: row.user_id, start: row.starts_at, end: row.held_until }));
  }

  async booking(id: number) {
    const [row] = await this.rows<BookingDbRow>(q.booking, [id]);
    return row && toBooking(row);
  }

  async leadBookings(leadId: number) {
    return (await this.rows<BookingDbRow>(q.leadBookings, [leadId])).map(toBooking);
  }

  cancelBooking(id: number, now: number) {
    return this.transaction(async (client) => {
      const [row] = await query<BookingDbRow>(client, q.cancel, [now, id]);
      if (!row) return undefined;
      await query(client, q.freeCells, [id]);
      await query(client, q.dropWaiting, [id]);
      await queueMail(client, id, [
        ['cancel-visitor', now],
        ['cancel-partner', now],
      ]);
      await query(client, q.leadUnbooked, [row.lead_id]);
      return toBooking(row);
    });
  }

  async moveBooking(id: number, to: Omit<BookingPlacement, 'uid' | 'format' | 'candidates'>, now: number): Promise<MoveResult> {
    try {
      return await this.transaction(async (client): Promise<MoveResult> => {
        const [current] = await query<BookingDbRow>(client, `${q.booking} FOR UPDATE`, [id]);
        if (!current) return { outcome: 'missing' };
        if (current.status !== 'booked' || current.user_id === null) return { outcome: 'cancelled' };
        await query(client, q.freeCells, [id]);
        await takeCells(client, current.user_id, id, to.start, to.heldUntil);
        const [row] = await query<BookingDbRow>(client, q.move, [to.start, to.end, to.heldUntil, now, id]);
        await query(client, q.dropWaiting, [id]);
        await queueMail(client, id, newBookingMail(now, to.reminderAt));
        return { outcome: 'moved', booking: toBooking(oneRow(row, 'a booking being moved')) };
      });
    } catch (error) {
      if (uniqueViolation(error)) return { outcome: 'taken' };
      throw error;
    }
  }

  async claimBookingMail({ worker, now, limit, leaseMs }: ClaimOptions) {
    return (await this.rows<MailDbRow>(q.claimMail, [worker, now + leaseMs, now, limit, now])).map(toMail).sort((a, b) => a.id - b.id);
  }

  async bookingMailSent(row: MailClaim, now: number) {
    await this.changed(q.mailSent, [now, row.id]);
  }

  async bookingMailRetry(row: MailClaim, error: string, nextAttemptAt: number) {
    await this.changed(q.mailRetry, [error, nextAttemptAt, row.id, row.claimedBy]);
  }

  async bookingMailFailed(row: MailClaim, error: string, retryAt: number) {
    await this.changed(q.mailFailed, [error, retryAt, row.id, row.claimedBy]);
  }

  reviveBookingMail(now: number, all = false) {
    return this.changed(q.reviveMail, [now, all ? 1 : 0, now]);
  }

  wakeBookingMail(kind: string, now: number) {
    return this.changed(q.wakeMail, [now, kind, now]);
  }

  async nextBookingMailDueAt() {
    const [row] = await this.rows<{ at: number | null }>(q.nextMail);
    return row?.at ?? undefined;
  }

  async bookingMail(bookingId: number) {
    return (await this.rows<MailDbRow>(q.mailOf, [bookingId])).map(toMail);
  }
}
