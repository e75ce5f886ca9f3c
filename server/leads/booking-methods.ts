/**
 * The lead store's booking methods (booking-store.ts), one implementation for both stores: each
 * store holds its booking tables' own code (sqlite/sqlite-bookings.ts, postgres/pg-bookings.ts) as
 * `bookings`, and these methods of the one LeadStore interface pass every call to it.
 */
import type { BookingPlacement, BookingStore, CalendarReading, MailClaim } from './booking-store';
import type { ClaimOptions } from './store';

export abstract class BookingMethods implements BookingStore {
  /** The store's booking tables. */
  protected abstract readonly bookings: BookingStore;

  bookingPartners() {
    return this.bookings.bookingPartners();
  }
  saveBookingSettings(userId: number, settings: unknown, now: number) {
    return this.bookings.saveBookingSettings(userId, settings, now);
  }
  calendarFeeds(userId?: number) {
    return this.bookings.calendarFeeds(userId);
  }
  addCalendarFeed(feed: { userId: number; label: string; url: string; now: number }) {
    return this.bookings.addCalendarFeed(feed);
  }
  removeCalendarFeed(userId: number, id: number) {
    return this.bookings.removeCalendarFeed(userId, id);
  }
  claimCalendarFeeds(options: ClaimOptions) {
    return this.bookings.claimCalendarFeeds(options);
  }
  saveCalendarReading(id: number, worker: string, reading: CalendarReading, nextFetchAt: number) {
    return this.bookings.saveCalendarReading(id, worker, reading, nextFetchAt);
  }
  heldTimes(from: number) {
    return this.bookings.heldTimes(from);
  }
  booking(id: number) {
    return this.bookings.booking(id);
  }
  leadBookings(leadId: number) {
    return this.bookings.leadBookings(leadId);
  }
  cancelBooking(id: number, now: number) {
    return this.bookings.cancelBooking(id, now);
  }
  moveBooking(id: number, to: Omit<BookingPlacement, 'uid' | 'format' | 'candidates'>, now: number) {
    return this.bookings.moveBooking(id, to, now);
  }
  claimBookingMail(options: ClaimOptions) {
    return this.bookings.claimBookingMail(options);
  }
  bookingMailSent(row: MailClaim, now: number) {
    return this.bookings.bookingMailSent(row, now);
  }
  bookingMailRetry(row: MailClaim, error: string, nextAttemptAt: number) {
    return this.bookings.bookingMailRetry(row, error, nextAttemptAt);
  }
  bookingMailFailed(row: MailClaim, error: string, retryAt: number) {
    return this.bookings.bookingMailFailed(row, error, retryAt);
  }
  reviveBookingMail(now: number, all?: boolean) {
    return this.bookings.reviveBookingMail(now, all);
  }
  nextBookingMailDueAt() {
    return this.bookings.nextBookingMailDueAt();
  }
  wakeBookingMail(kind: string, now: number) {
    return this.bookings.wakeBookingMail(kind, now);
  }
  bookingMail(bookingId: number) {
    return this.bookings.bookingMail(bookingId);
  }
}
