/**
 * Wall-clock time in a time zone and back, through the platform's own time-zone data (Intl, ICU):
 * the booking page, the partners' weekly hours and the invitations are in Swedish time, and a
 * calendar feed's floating times in the zone its events name. No offsets are written here, so the
 * summer-time changes (last Sunday of March and of October) come from the data, every year.
 */
export const swedishZone = 'Europe/Stockholm';

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (zone: string) => {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
};

/** Whether the platform knows `zone` as an IANA name (Europe/Stockholm, America/New_York). */
export function isKnownZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at the instant `ms`. */
export function wallTime(ms: number, zone = swedishZone): WallTime {
  const parts = formatter(zone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const asUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms`. */
export const offsetMs = (ms: number, zone = swedishZone) => asUtc(wallTime(Math.floor(ms / 1000) * 1000, zone)) - Math.floor(ms / 1000) * 1000;

/**
 * The instant a wall-clock time in `zone` names. A time that does not exist (02:30 on the spring
 * change) is read with the offset before the change (03:30); a time that occurs twice (02:30 on the
 * autumn change) is the first of the two.
 */
export function zonedTime(wall: Partial<WallTime> & Pick<WallTime, 'year' | 'month' | 'day'>, zone = swedishZone): number {
  const plain = asUtc({ hour: 0, minute: 0, second: 0, ...wall });
  const before = plain - offsetMs(plain - 86_400_000, zone);
  const after = plain - offsetMs(plain + 86_400_000, zone);
  const candidates = [before, after].filter((ms) => asUtc(wallTime(ms, zone)) === plain).sort((a, b) => a - b);
  return candidates[0] ?? before;
}

/** A calendar day as `YYYY-MM-DD`. */
export type DayKey = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const dayKeyOf = (t: Pick<WallTime, 'year' | 'month' | 'day'>): DayKey => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
/** The day in `zone` at the instant `ms`. */
export const dayKey = (ms: number, zone = swedishZone): DayKey => dayKeyOf(wallTime(ms, zone));

export function parseDayKey(key: DayKey): Pick<WallTime, 'year' | 'month' | 'day'> {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** `key` moved by `days` calendar days. */
export function addDays(key: DayKey, days: number): DayKey {
  const { year, month, day } = parseDayKey(key);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return dayKeyOf({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function weekdayOf(key: DayKey): number {
  const { year, month, day } = parseDayKey(key);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** The instant of `minutes` past midnight of `key` in `zone` (minutes may pass 24 h). */
export const atMinutes = (key: DayKey, minutes: number, zone = swedishZone) =>
  zonedTime({ ...parseDayKey(key), hour: Math.floor(minutes / 60), minute: minutes % 60 }, zone);

const swedishParts = {
  day: new Intl.DateTimeFormat('sv-SE', { timeZone: swedishZone, weekday: 'long', day: 'numeric', month: 'long' }),
  dayWithYear: new Intl.DateTimeFormat('sv-SE', { timeZone: swedishZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  clock: new Intl.DateTimeFormat('sv-SE', { timeZone: swedishZone, hour: '2-digit', minute: '2-digit' }),
};

/** "måndag 30 mars" (or with the year: "måndag 30 mars 2026"), in Swedish time. */
export const swedishDay = (ms: number, withYear = false) => (withYear ? swedishParts.dayWithYear : swedishParts.day).format(new Date(ms));
/** "09:00", in Swedish time. */
export const swedishClock = (ms: number) => swedishParts.clock.format(new Date(ms));
/** "måndag 30 mars 2026 kl. 09:00–09:30": a meeting as the visitor and the partner read it. */
export const swedishMeeting = (start: number, end: number, withYear = true) => `${swedishDay(start, withYear)} kl. ${swedishClock(start)}–${swedishClock(end)}`;
