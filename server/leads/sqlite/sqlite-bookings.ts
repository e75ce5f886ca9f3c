/**
 * The booking tables (../booking-store.ts) on SQLite: the lead store's connection, statements and
 * busy retries. Every write is one IMMEDIATE transaction, which also makes "are these cells free"
 * and taking them one step for every process on the file; the cells' primary key holds even so.
 */
import type Database from 'better-sqlite3';
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

type Sql = <Row = unknown>(text: string) => Database.Statement<unknown[], Row>;
type Attempt = <T>(work: () => T) => Promise<T>;

export class SqliteBookings implements BookingStore {
  constructor(
    private readonly db: Database.Database,
    private readonly sql: Sql,
    private readonly attempt: Attempt,
  ) {}

  private write<T>(work: () => T): Promise<T> {
    const transaction = this.db.transaction(work);
    return this.attempt(() => transaction.immediate());
  }

  bookingPartners() {
    return this.attempt(() =>
      this.sql<{ user_id: number; email: string; settings: string | null; updated_at: number | null }>(q.partners)
        .all()
        .map((row) => ({
          userId: row.user_id,
          email: row.email,
          settings: row.settings === null ? null : (JSON.parse(row.settings) as unknown),
          updatedAt: row.updated_at,
        })),
    );
  }

  async saveBookingSettings(userId: number, settings: unknown, now: number) {
    await this.attempt(() => this.sql(q.saveSettings).run(userId, JSON.stringify(settings), now));
  }

  calendarFeeds(userId?: number) {
    return this.attempt(() => (userId === undefined ? this.sql<FeedDbRow>(q.feeds).all() : this.sql<FeedDbRow>(q.feedsOf).all(userId)).map(toFeed));
  }

  addCalendarFeed({ userId, label, url, now }: { userId: number; label: string; url: string; now: number }) {
    return this.attempt(() => {
      const row = this.sql<FeedDbRow>(q.addFeed).get(userId, label, url, now, now);
      return row && toFeed(row);
    });
  }

  removeCalendarFeed(userId: number, id: number) {
    return this.attempt(() => this.sql(q.removeFeed).run(userId, id).changes > 0);
  }

  claimCalendarFeeds({ worker, now, limit, leaseMs }: ClaimOptions) {
    return this.attempt(() =>
      this.sql<FeedDbRow>(q.claimFeeds)
        .all(worker, now + leaseMs, now, limit, now)
        .map(toFeed),
    );
  }

  async saveCalendarReading(id: number, worker: string, reading: CalendarReading, nextFetchAt: number) {
    await this.attempt(() =>
      'busy' in reading
        ? this.sql(q.readingOk).run(JSON.stringify(reading.busy), reading.at, reading.at, nextFetchAt, id, worker)
        : this.sql(q.readingFailed).run(reading.at, reading.at, reading.error, nextFetchAt, id, worker),
    );
  }

  heldTimes(from: number) {
    return this.attempt(() =>
      this.sql<{ user_id: number; starts_at: number; held_until: number }>(q.held)
        .all(from)
        .map((row) => ({ userId: row.user_id, start: row.starts_at, end: row.held_until })),
    );
  }

  booking(id: number) {
    return this.attempt(() => {
      const row = this.sql<BookingDbRow>(q.booking).get(id);
      return row && toBooking(row);
    });
  }

  leadBookings(leadId: number) {
    return this.attempt(() => this.sql<BookingDbRow>(q.leadBookings).all(leadId).map(toBooking));
  }

  private cellsFree(userId: number, start: number, end: number) {
    return !this.sql(q.cellTaken).get(userId, start, end);
  }

  private takeCells(userId: number, bookingId: number, start: number, end: number) {
    const insert = this.sql('INSERT INTO booking_cells (user_id, at, booking_id) VALUES (?, ?, ?)');
    for (const at of cellsOf(start, end)) insert.run(userId, at, bookingId);
  }

  private queueMail(bookingId: number, mail: [string, number][]) {
    for (const [kind, at] of mail) this.sql(q.insertMail).run(bookingId, kind, at);
  }

  /**
   * Books `placement` for lead `leadId` with the first candidate whose cells are free, inside the
   * caller's transaction (store.submit); undefined when every candidate's are taken.
   */
  place(leadId: number, placement: BookingPlacement, now: number): StoredBooking | undefined {
    for (const candidate of placement.candidates) {
      if (!this.cellsFree(candidate.userId, placement.start, placement.heldUntil)) continue;
      const row = this.sql<BookingDbRow>(q.insertBooking).get(
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
      );
      if (!row) continue;
      this.takeCells(candidate.userId, row.id, placement.start, placement.heldUntil);
      this.queueMail(row.id, newBookingMail(now, placement.reminderAt));
      this.sql(q.leadBooked).run(leadId);
      return toBooking(row);
    }
    return undefined;
  }

  cancelBooking(id: number, now: number) {
    return this.write(() => {
      const row = this.sql<BookingDbRow>(q.cancel).get(now, id);
      if (!row) return undefined;
      this.sql(q.freeCells).run(id);
      this.sql(q.dropWaiting).run(id);
      this.queueMail(id, [
        ['cancel-visitor', now],
        ['cancel-partner', now],
      ]);
      this.sql(q.leadUnbooked).run(row.lead_id);
      return toBooking(row);
    });
  }

  moveBooking(id: number, to: Omit<BookingPlacement, 'uid' | 'format' | 'candidates'>, now: number): Promise<MoveResult> {
    return this.write((): MoveResult => {
      const current = this.sql<BookingDbRow>(q.booking).get(id);
      if (!current) return { outcome: 'missing' };
      if (current.status !== 'booked' || current.user_id === null) return { outcome: 'cancelled' };
      this.sql(q.freeCells).run(id);
      if (!this.cellsFree(current.user_id, to.start, to.heldUntil)) {
        this.takeCells(current.user_id, id, current.starts_at, current.held_until);
        return { outcome: 'taken' };
      }
      this.takeCells(current.user_id, id, to.start, to.heldUntil);
      const row = oneRow(this.sql<BookingDbRow>(q.move).get(to.start, to.end, to.heldUntil, now, id), 'a booking being moved');
      this.sql(q.dropWaiting).run(id);
      this.queueMail(id, newBookingMail(now, to.reminderAt));
      return { outcome: 'moved', booking: toBooking(row) };
    });
  }

  claimBookingMail({ worker, now, limit, leaseMs }: ClaimOptions) {
    return this.attempt(() =>
      this.sql<MailDbRow>(q.claimMail)
        .all(worker, now + leaseMs, now, limit, now)
        .map(toMail)
        .sort((a, b) => a.id - b.id),
    );
  }

  async bookingMailSent(row: MailClaim, now: number) {
    await this.attempt(() => this.sql(q.mailSent).run(now, row.id));
  }

  async bookingMailRetry(row: MailClaim, error: string, nextAttemptAt: number) {
    await this.attempt(() => this.sql(q.mailRetry).run(error, nextAttemptAt, row.id, row.claimedBy));
  }

  async bookingMailFailed(row: MailClaim, error: string, retryAt: number) {
    await this.attempt(() => this.sql(q.mailFailed).run(error, retryAt, row.id, row.claimedBy));
  }

  reviveBookingMail(now: number, all = false) {
    return this.attempt(() => this.sql(q.reviveMail).run(now, all ? 1 : 0, now).changes);
  }

  nextBookingMailDueAt() {
    return this.attempt(() => this.sql<{ at: number | null }>(q.nextMail).get()?.at ?? undefined);
  }

  wakeBookingMail(kind: string, now: number) {
    return this.attempt(() => this.sql(q.wakeMail).run(now, kind, now).changes);
  }

  bookingMail(bookingId: number) {
    return this.attempt(() => this.sql<MailDbRow>(q.mailOf).all(bookingId).map(toMail));
  }
}
