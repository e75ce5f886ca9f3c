/**
 * The free times of GET /api/tider grouped into weeks (ISO weeks, Monday first) for the picker:
 * pure functions over the answer's day keys, so the browser needs no time-zone arithmetic (the
 * server already grouped the times by Swedish day).
 */
export interface FreeDay {
  date: string;
  label: string;
  times: { start: string; time: string; formats: string[] }[];
}

export interface Week {
  number: number;
  /** Monday and Sunday, YYYY-MM-DD. */
  from: string;
  to: string;
  days: FreeDay[];
}

const utcDay = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const keyOf = (date: Date) => date.toISOString().slice(0, 10);

/** ISO 8601 week number and the week's Monday. */
export function isoWeek(key: string): { number: number; monday: string } {
  const date = utcDay(key);
  const weekday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * 86_400_000;
  return { number: 1 + Math.round((monday.getTime() - firstMonday) / (7 * 86_400_000)), monday: keyOf(monday) };
}

/** The days with a time (in `format`, if one is chosen), week by week. */
export function weeksOf(days: readonly FreeDay[], format?: string): Week[] {
  const weeks = new Map<string, Week>();
  for (const day of days) {
    const times = format ? day.times.filter((time) => time.formats.includes(format)) : day.times;
    if (times.length === 0) continue;
    const { number, monday } = isoWeek(day.date);
    const week = weeks.get(monday) ?? { number, from: monday, to: keyOf(new Date(utcDay(monday).getTime() + 6 * 86_400_000)), days: [] };
    week.days.push({ ...day, times });
    weeks.set(monday, week);
  }
  return [...weeks.values()];
}

/**
 * The months as Intl writes them in Swedish (time-weeks.test.ts holds the two together). Not an
 * Intl.DateTimeFormat: making one costs Chromium 19–82 ms in a fresh page, the booking page's
 * longest task after its first paint (docs/decisions.md 193).
 */
export const swedishMonths = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** "30 mars" for a day key. */
export function dayMonthOf(key: string): string {
  const [, month, day] = key.split('-').map(Number) as [number, number, number];
  return `${day} ${swedishMonths[month - 1]}`;
}
