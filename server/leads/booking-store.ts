/**
 * What the lead store keeps for booking a real time (docs/decisions.md 161–166, migration 10):
 * the partners' booking settings, their calendars' addresses and last readings, the bookings with
 * the five-minute cells that make a double booking impossible, and the booking e-mails' outbox.
 * Part of the one LeadStore interface (store.ts), implemented by both stores
 * (sqlite/sqlite-bookings.ts, postgres/pg-bookings.ts) and held to the same contract
 * (tests/unit/leads/store-contract.test.ts).
 */
import type { ClaimOptions, OutboxStatus } from './store';

export type BookingFormat = 'video' | 'physical' | 'phone';
export type BookingMailKind = 'invite-visitor' | 'invite-partner' | 'cancel-visitor' | 'cancel-partner' | 'reminder-visitor' | 'reminder-partner';

/** A partner as the booking settings know them: every account that may take meetings (partners and admins). */
export interface BookingPartnerRow {
  userId: number;
  email: string;
  /** The saved settings (JSON), or null while the partner has saved none. */
  settings: unknown;
  updatedAt: number | null;
}

export interface BusyTime {
  start: number;
  end: number;
}

export interface CalendarFeedRow {
  id: number;
  userId: number;
  label: string;
  /** The secret address: never logged, shown only shortened (calendars.ts). */
  url: string;
  createdAt: number;
  nextFetchAt: number;
  lastAttemptAt: number | null;
  lastSuccessAt: number | null;
  /** Since when every reading failed, while it does. */
  failingSince: number | null;
  lastError: string | null;
  /** The last good reading's busy times, or null before the first. */
  busy: BusyTime[] | null;
}

/** One reading of a feed: its busy times, or why it failed (the last good busy times are kept). */
export type CalendarReading = { at: number; busy: BusyTime[] } | { at: number; error: string };

/** Who may take a booking, in order: the first whose cells are free gets it. */
export interface BookingCandidate {
  userId: number;
  name: string;
  email: string;
  /** The meeting link, phone number or address the invitation names. */
  place: string;
}

/** A time to book: the meeting, what it holds (with the buffer after it) and when the reminders go out. */
export interface BookingPlacement {
  uid: string;
  start: number;
  end: number;
  heldUntil: number;
  format: BookingFormat;
  candidates: readonly BookingCandidate[];
  /** When the day-before reminders are due; none when the meeting is too soon for one. */
  reminderAt?: number;
}

export interface StoredBooking {
  id: number;
  uid: string;
  leadId: number;
  userId: number | null;
  start: number;
  end: number;
  heldUntil: number;
  format: BookingFormat;
  place: string;
  partnerName: string;
  partnerEmail: string;
  status: 'booked' | 'cancelled';
  /** iCalendar SEQUENCE: raised by every move and the cancellation. */
  sequence: number;
  createdAt: number;
  updatedAt: number;
}

/** What a booking holds of a partner's time: the meeting and the buffer after it. */
export interface HeldTime {
  userId: number;
  start: number;
  end: number;
}

/** A row of the booking e-mails' outbox, shaped as the outbox worker reads rows (outbox.ts). */
export interface BookingMailRow {
  id: number;
  leadId: number;
  bookingId: number;
  channel: BookingMailKind;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  claimedBy: string | null;
}

/** What marking a claimed e-mail needs of its row. */
export type MailClaim = Pick<BookingMailRow, 'id' | 'claimedBy'>;

export type MoveResult = { outcome: 'moved'; booking: StoredBooking } | { outcome: 'taken' | 'missing' | 'cancelled' };

export interface BookingStore {
  /** Every account that may take meetings, with its settings. */
  bookingPartners(): Promise<BookingPartnerRow[]>;
  saveBookingSettings(userId: number, settings: unknown, now: number): Promise<void>;
  /** One partner's calendars, or everyone's. */
  calendarFeeds(userId?: number): Promise<CalendarFeedRow[]>;
  /** Adds a calendar, due for reading at once; undefined when the partner has it already. */
  addCalendarFeed(feed: { userId: number; label: string; url: string; now: number }): Promise<CalendarFeedRow | undefined>;
  removeCalendarFeed(userId: number, id: number): Promise<boolean>;
  /** Feeds due for reading by `now`, given to `worker` until `now + leaseMs` (one server reads each). */
  claimCalendarFeeds(options: ClaimOptions): Promise<CalendarFeedRow[]>;
  /** Records a reading by `worker`, next due at `nextFetchAt`; a failed one keeps the last good busy times. */
  saveCalendarReading(id: number, worker: string, reading: CalendarReading, nextFetchAt: number): Promise<void>;
  /** The time held by every booked meeting that ends after `from`. */
  heldTimes(from: number): Promise<HeldTime[]>;
  booking(id: number): Promise<StoredBooking | undefined>;
  leadBookings(leadId: number): Promise<StoredBooking[]>;
  /**
   * Cancels a booked meeting: frees its cells, raises its sequence, queues the cancellations, drops
   * its waiting reminders and sets its lead from "Möte bokat" back to "Ny". Undefined if it was not booked.
   */
  cancelBooking(id: number, now: number): Promise<StoredBooking | undefined>;
  /** Moves a booked meeting to another time with the same partner, if its cells are free; queues new invitations and reminders. */
  moveBooking(id: number, to: Omit<BookingPlacement, 'uid' | 'format' | 'candidates'>, now: number): Promise<MoveResult>;
  /** The booking e-mails' outbox, as store.ts's outbox: claim, mark, revive, next due. */
  claimBookingMail(options: ClaimOptions): Promise<BookingMailRow[]>;
  bookingMailSent(row: MailClaim, now: number): Promise<void>;
  /** Both only while `row` is still this worker's claim. */
  bookingMailRetry(row: MailClaim, error: string, nextAttemptAt: number): Promise<void>;
  bookingMailFailed(row: MailClaim, error: string, retryAt: number): Promise<void>;
  reviveBookingMail(now: number, all?: boolean): Promise<number>;
  nextBookingMailDueAt(): Promise<number | undefined>;
  /** Makes the e-mails of one kind that wait for their backoff due now: a send of that kind got through (docs/decisions.md 154). */
  wakeBookingMail(kind: string, now: number): Promise<number>;
  /** A booking's e-mails, oldest first (the workspace's lead page). */
  bookingMail(bookingId: number): Promise<BookingMailRow[]>;
}

/** Five-minute cells: each booking holds the cells of its meeting and the buffer after it (booking-cells in migration 10). */
export const cellMs = 5 * 60_000;

/** The cells [start, end) covers, each by its start. */
export function cellsOf(start: number, end: number): number[] {
  const cells: number[] = [];
  for (let at = Math.floor(start / cellMs) * cellMs; at < end; at += cellMs) cells.push(at);
  return cells;
}

/** The mails a new booking queues: both invitations at once, both reminders at `reminderAt`. */
export function newBookingMail(now: number, reminderAt: number | undefined): [BookingMailKind, number][] {
  return [
    ['invite-visitor', now],
    ['invite-partner', now],
    ...(reminderAt !== undefined && reminderAt > now
      ? ([
          ['reminder-visitor', reminderAt],
          ['reminder-partner', reminderAt],
        ] as [BookingMailKind, number][])
      : []),
  ];
}

/** A booking row as both databases return it (BIGINTs as numbers, pool.ts). */
export interface BookingDbRow {
  id: number;
  uid: string;
  lead_id: number;
  user_id: number | null;
  starts_at: number;
  ends_at: number;
  held_until: number;
  format: BookingFormat;
  place: string;
  partner_name: string;
  partner_email: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  created_at: number;
  updated_at: number;
}

export const toBooking = (row: BookingDbRow): StoredBooking => ({
  id: row.id,
  uid: row.uid,
  leadId: row.lead_id,
  userId: row.user_id,
  start: Number(row.starts_at),
  end: Number(row.ends_at),
  heldUntil: Number(row.held_until),
  format: row.format,
  place: row.place,
  partnerName: row.partner_name,
  partnerEmail: row.partner_email,
  status: row.status,
  sequence: row.sequence,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

export interface FeedDbRow {
  id: number;
  user_id: number;
  label: string;
  url: string;
  created_at: number;
  next_fetch_at: number;
  last_attempt_at: number | null;
  last_success_at: number | null;
  failing_since: number | null;
  last_error: string | null;
  busy: string | BusyTime[] | null;
}

export const toFeed = (row: FeedDbRow): CalendarFeedRow => ({
  id: row.id,
  userId: row.user_id,
  label: row.label,
  url: row.url,
  createdAt: row.created_at,
  nextFetchAt: row.next_fetch_at,
  lastAttemptAt: row.last_attempt_at,
  lastSuccessAt: row.last_success_at,
  failingSince: row.failing_since,
  lastError: row.last_error,
  busy: typeof row.busy === 'string' ? (JSON.parse(row.busy) as BusyTime[]) : row.busy,
});

export interface MailDbRow {
  id: number;
  lead_id: number;
  booking_id: number;
  kind: BookingMailKind;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  claimed_by: string | null;
}

export const toMail = (row: MailDbRow): BookingMailRow => ({
  id: row.id,
  leadId: row.lead_id,
  bookingId: row.booking_id,
  channel: row.kind,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  claimedBy: row.claimed_by,
});
