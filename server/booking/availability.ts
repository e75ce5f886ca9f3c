/**
 * When a partner can meet, as a pure function of their settings, the times their calendars keep
 * busy, the meetings already booked and the clock (docs/decisions.md 161–163): a start on the
 * half hour inside their weekly hours (Swedish time), on a day that is no public holiday
 * (holidays.ts), at least the minimum notice from now and within how far ahead they take
 * bookings; the meeting and the buffer on both sides clear of every busy time; the meeting and the
 * buffer after it clear of every booking's held time (`holds` below), exactly what the database's
 * unique cells enforce (booking-cells.ts), so what is offered is what can be booked.
 */
import { holidayOn } from './holidays';
import { addDays, atMinutes, dayKey, weekdayOf, type DayKey } from './swedish-time';
import type { Interval } from './calendar-feed';

export const meetingFormats = ['video', 'physical', 'phone'] as const;
export type MeetingFormat = (typeof meetingFormats)[number];
export const meetingLengths = [30, 60] as const;
export type MeetingLength = (typeof meetingLengths)[number];

/** One stretch of a weekday's hours, in minutes after midnight, Swedish time. */
export interface WeeklyHours {
  /** 1 Monday … 7 Sunday. */
  day: number;
  from: number;
  to: number;
}

export interface PartnerSettings {
  /** The name the visitor reads in the invitation. */
  displayName: string;
  /** Takes bookings on the site. */
  active: boolean;
  hours: WeeklyHours[];
  lengths: MeetingLength[];
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  /** The formats they meet in, each with what the invitation names: their meeting link, phone number or office address. */
  formats: Partial<Record<MeetingFormat, string>>;
}

/** A partner as the booking page's times are computed: their settings and what keeps them busy. */
export interface PartnerDay {
  id: number;
  settings: PartnerSettings;
  /** Their calendars' busy times (merged), or undefined when a calendar has no fresh reading: then no time at all. */
  busy: readonly Interval[] | undefined;
  /** What their bookings hold: each meeting and the buffer after it. */
  held: readonly Interval[];
}

/** Starts are on the half hour (Swedish time). */
export const slotStepMinutes = 30;

const overlaps = (a: Interval, list: readonly Interval[]) => list.some((b) => a.start < b.end && b.start < a.end);

/** The half-hour starts of `day` within the partner's hours, for a meeting of `length` minutes. */
function dayStarts(settings: PartnerSettings, day: DayKey, length: number): Interval[] {
  const weekday = weekdayOf(day);
  return settings.hours
    .filter((hours) => hours.day === weekday)
    .flatMap((hours) => {
      const starts: Interval[] = [];
      const first = Math.ceil(hours.from / slotStepMinutes) * slotStepMinutes;
      for (let minute = first; minute + length <= hours.to; minute += slotStepMinutes) {
        const start = atMinutes(day, minute);
        starts.push({ start, end: start + length * 60_000 });
      }
      return starts;
    });
}

/** Whether `meeting` fits the partner's calendars and bookings (the buffer included). */
export function isClear(partner: Pick<PartnerDay, 'settings' | 'busy' | 'held'>, meeting: Interval): boolean {
  if (!partner.busy) return false;
  const buffer = partner.settings.bufferMinutes * 60_000;
  if (overlaps({ start: meeting.start - buffer, end: meeting.end + buffer }, partner.busy)) return false;
  return !overlaps({ start: meeting.start, end: meeting.end + buffer }, partner.held);
}

/** The first and last instant a partner takes a booking for, from `now`. */
export const bookingWindow = (settings: PartnerSettings, now: number): Interval => ({
  start: now + settings.noticeHours * 3_600_000,
  end: now + settings.horizonDays * 86_400_000,
});

/** Every free start of `partner` for a meeting of `length` minutes, in time order. */
export function freeSlots(partner: PartnerDay, length: MeetingLength, now: number): Interval[] {
  const { settings } = partner;
  if (!settings.active || !settings.lengths.includes(length) || !partner.busy) return [];
  const window = bookingWindow(settings, now);
  const slots: Interval[] = [];
  for (let day = dayKey(now); day <= dayKey(window.end); day = addDays(day, 1)) {
    if (holidayOn(day)) continue;
    for (const slot of dayStarts(settings, day, length)) {
      if (slot.start >= window.start && slot.start <= window.end && isClear(partner, slot)) slots.push(slot);
    }
  }
  return slots;
}

/** A free time as the visitor sees it: who could take it and in which formats. */
export interface FreeTime extends Interval {
  partners: number[];
  formats: MeetingFormat[];
}

const formatsOf = (settings: PartnerSettings) => meetingFormats.filter((format) => settings.formats[format]);

/** Every start some partner is free at (offering `format`, if given), in time order. */
export function freeTimes(partners: readonly PartnerDay[], length: MeetingLength, now: number, format?: MeetingFormat): FreeTime[] {
  const byStart = new Map<number, FreeTime>();
  for (const partner of partners) {
    const formats = formatsOf(partner.settings);
    if (formats.length === 0 || (format && !formats.includes(format))) continue;
    for (const slot of freeSlots(partner, length, now)) {
      const time = byStart.get(slot.start) ?? { ...slot, partners: [], formats: [] };
      time.partners.push(partner.id);
      time.formats = meetingFormats.filter((f) => time.formats.includes(f) || formats.includes(f));
      byStart.set(slot.start, time);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The `count` free times nearest to `at` (before or after), in time order: what a visitor who lost a time is offered. */
export function nearestTimes(times: readonly FreeTime[], at: number, count = 3): FreeTime[] {
  return [...times]
    .sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}
