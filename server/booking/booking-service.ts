/**
 * Booking a real time (docs/decisions.md 161–166), made from the lead service: the free times of
 * every partner now (settings, calendars' last readings, bookings held), a visitor's chosen time
 * checked and turned into a placement the store books atomically with the lead, the nearest free
 * times when it was taken meanwhile, the visitor's link to cancel or move, the calendar reader and
 * the booking e-mails' outbox.
 */
import { randomUUID } from 'node:crypto';
import type { BookingPlacement, StoredBooking } from '~/server/leads/booking-store';
import type { LeadLog } from '~/server/leads/log';
import { Outbox, type OutboxPolicy } from '~/server/leads/outbox';
import type { LeadStore } from '~/server/leads/store';
import {
  freeSlots,
  freeTimes,
  meetingFormats,
  meetingLengths,
  nearestTimes,
  type FreeTime,
  type MeetingFormat,
  type MeetingLength,
  type PartnerDay,
} from './availability';
import { bookingMailQueue, bookingSenders, type MailContext, type MailSettings } from './booking-mail';
import { CalendarReader, partnerBusy, type CalendarPolicy } from './calendars';
import { manageToken, tokenBookingId, tokenMatches } from './link-token';
import { storedSettings } from './partner-settings';
import { addDays, atMinutes, dayKey, swedishClock, swedishDay, swedishZone } from './swedish-time';

const dayMs = 86_400_000;

/** What /api/tider answers: the free times by Swedish day. */
export interface TimesAnswer {
  timeZone: string;
  length: MeetingLength;
  format: MeetingFormat | null;
  /** The lengths and formats some partner offers now. */
  lengths: MeetingLength[];
  formats: MeetingFormat[];
  days: { date: string; label: string; times: { start: string; time: string; formats: MeetingFormat[] }[] }[];
}

export interface BookingConfig extends CalendarPolicy {
  email?: MailSettings;
  outbox: OutboxPolicy;
}

/** A chosen time as posted (`slot`, an instant in UTC, and `meetingLength`). */
export interface ChosenTime {
  slot: number;
  length: MeetingLength;
  format: MeetingFormat;
}

export function chosenTime(fields: Readonly<Record<string, unknown>>): ChosenTime | undefined {
  const slot = typeof fields.slot === 'string' ? Date.parse(fields.slot) : NaN;
  const length = Number(fields.meetingLength ?? 30) as MeetingLength;
  const format = fields.meetingFormat as MeetingFormat;
  if (!Number.isFinite(slot) || !meetingLengths.includes(length) || !meetingFormats.includes(format)) return undefined;
  return { slot, length, format };
}

/** The day-before reminder: 09:00 Swedish time the day before; none for a meeting booked after that. */
export const reminderAt = (start: number) => atMinutes(addDays(dayKey(start), -1), 9 * 60);

/** Free times grouped by Swedish day, as /api/tider and the page show them. */
export function byDay(times: readonly FreeTime[]): TimesAnswer['days'] {
  const days = new Map<string, TimesAnswer['days'][number]>();
  for (const time of times) {
    const date = dayKey(time.start);
    const day = days.get(date) ?? { date, label: swedishDay(time.start), times: [] };
    day.times.push({ start: new Date(time.start).toISOString(), time: swedishClock(time.start), formats: time.formats });
    days.set(date, day);
  }
  return [...days.values()];
}

export class BookingService {
  readonly reader: CalendarReader;
  readonly mail: Outbox | undefined;
  private readonly bookingOf = new Map<number, number>();

  constructor(
    readonly store: LeadStore,
    private readonly config: BookingConfig,
    private readonly secret: string,
    log: LeadLog,
    mailContext: Omit<MailContext, 'store' | 'manageUrl'> & { baseUrl: () => string | undefined },
  ) {
    this.reader = new CalendarReader(store, config, log, async (userId) => (await store.bookingPartners()).find((p) => p.userId === userId)?.email);
    const context: MailContext = { ...mailContext, store, manageUrl: (booking) => this.manageUrl(booking, mailContext.baseUrl()) };
    this.mail = config.email
      ? new Outbox(bookingMailQueue(store, this.bookingOf), bookingSenders(config.email, context, this.bookingOf), config.outbox, log)
      : undefined;
  }

  /** The visitor's page for their booking, under the site's address (or as a path without one). */
  manageUrl(booking: Pick<StoredBooking, 'id' | 'uid'>, baseUrl?: string): string {
    const path = `/api/mote?t=${manageToken(this.secret, booking)}`;
    return baseUrl ? new URL(path, baseUrl).href : path;
  }

  async start() {
    this.reader.start();
    await this.mail?.start();
  }

  async stop() {
    await this.reader.stop();
    await this.mail?.stop();
  }

  /** Every partner as the free times are computed now. */
  async partners(now: number): Promise<(PartnerDay & { email: string })[]> {
    const [rows, feeds, held] = await Promise.all([this.store.bookingPartners(), this.store.calendarFeeds(), this.store.heldTimes(now - dayMs)]);
    return rows.map((row) => {
      const own = feeds.filter((feed) => feed.userId === row.userId);
      return {
        id: row.userId,
        email: row.email,
        settings: storedSettings(row.settings, row.email),
        // No calendar connected: the weekly hours alone. A calendar without a fresh reading: no times.
        busy: own.length ? partnerBusy(own, now, this.config.staleMs) : [],
        held: held.filter((time) => time.userId === row.userId),
      };
    });
  }

  async times(length: MeetingLength, format: MeetingFormat | undefined, now = Date.now()): Promise<TimesAnswer> {
    const partners = await this.partners(now);
    const active = partners.filter((p) => p.settings.active);
    return {
      timeZone: swedishZone,
      length,
      format: format ?? null,
      lengths: meetingLengths.filter((l) => active.some((p) => p.settings.lengths.includes(l))),
      formats: meetingFormats.filter((f) => active.some((p) => p.settings.formats[f])),
      days: byDay(freeTimes(partners, length, now, format)),
    };
  }

  /** The chosen time as the store books it, or undefined when no partner is free then in that format. */
  async placement(chosen: ChosenTime, now = Date.now()): Promise<BookingPlacement | undefined> {
    const partners = await this.partners(now);
    const free = partners.filter((p) => p.settings.formats[chosen.format] && freeSlots(p, chosen.length, now).some((s) => s.start === chosen.slot));
    if (free.length === 0) return undefined;
    // The partner with the fewest meetings in the coming week first, so bookings spread.
    const load = (p: PartnerDay) => p.held.filter((h) => h.start < now + 7 * dayMs).length;
    free.sort((a, b) => load(a) - load(b) || a.id - b.id);
    const end = chosen.slot + chosen.length * 60_000;
    const buffer = Math.max(...free.map((p) => p.settings.bufferMinutes)) * 60_000;
    const remind = reminderAt(chosen.slot);
    return {
      uid: `${randomUUID()}@bokning`,
      start: chosen.slot,
      end,
      heldUntil: end + buffer,
      format: chosen.format,
      candidates: free.map((p) => ({ userId: p.id, name: p.settings.displayName, email: p.email, place: p.settings.formats[chosen.format] ?? '' })),
      ...(remind > now ? { reminderAt: remind } : {}),
    };
  }

  /** The free times nearest to a chosen one that was taken. */
  async nearest(chosen: ChosenTime, now = Date.now()): Promise<number[]> {
    return nearestTimes(freeTimes(await this.partners(now), chosen.length, now, chosen.format), chosen.slot).map((t) => t.start);
  }

  /** The booking a visitor's link names, if the link is genuine. */
  async byToken(token: unknown): Promise<StoredBooking | undefined> {
    const id = tokenBookingId(token);
    const booking = id === undefined ? undefined : await this.store.booking(id);
    return booking && tokenMatches(this.secret, token as string, booking) ? booking : undefined;
  }

  async cancel(booking: StoredBooking, now = Date.now()) {
    const cancelled = await this.store.cancelBooking(booking.id, now);
    this.mail?.kick();
    return cancelled;
  }

  /** Moves to `slot` with the same partner if they are free then (their own meeting aside). */
  async move(booking: StoredBooking, slot: number, now = Date.now()) {
    const partner = (await this.partners(now)).find((p) => p.id === booking.userId);
    const length = Math.round((booking.end - booking.start) / 60_000) as MeetingLength;
    if (!partner) return { outcome: 'unavailable' as const };
    const own = { ...partner, held: partner.held.filter((h) => h.start !== booking.start) };
    if (!freeSlots(own, length, now).some((s) => s.start === slot)) return { outcome: 'unavailable' as const };
    const end = slot + length * 60_000;
    const remind = reminderAt(slot);
    const result = await this.store.moveBooking(
      booking.id,
      { start: slot, end, heldUntil: end + partner.settings.bufferMinutes * 60_000, ...(remind > now ? { reminderAt: remind } : {}) },
      now,
    );
    if (result.outcome === 'moved') this.mail?.kick();
    return result;
  }
}
