/**
 * Sweden's public holidays (allmänna helgdagar, lagen 1989:253), computed for any year, and the
 * three eves that are days off in practice (midsommarafton, julafton, nyårsafton): no time is
 * offered on them, whatever a partner's weekly hours say (docs/decisions.md 162). Easter is the
 * Gregorian computus (the anonymous algorithm in Meeus, "Astronomical Algorithms", ch. 8); the
 * days that move with it, midsommar and alla helgons dag follow from it or from the weekday.
 */
import { addDays, dayKeyOf, weekdayOf, type DayKey } from './swedish-time';

/** Easter Sunday of `year` (Gregorian). */
export function easterSunday(year: number): DayKey {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayKeyOf({ year, month, day });
}

/** The first day from `first` (a day of `year`'s month) that falls on `weekday` (1 Monday … 7 Sunday). */
function firstWeekday(year: number, month: number, first: number, weekday: number): DayKey {
  const start = dayKeyOf({ year, month, day: first });
  return addDays(start, (weekday - weekdayOf(start) + 7) % 7);
}

export interface Holiday {
  day: DayKey;
  name: string;
}

/** Every day of `year` on which no meeting is offered, in date order. */
export function swedishHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => dayKeyOf({ year, month, day });
  const midsommardagen = firstWeekday(year, 6, 20, 6);
  const days: Holiday[] = [
    { day: fixed(1, 1), name: 'Nyårsdagen' },
    { day: fixed(1, 6), name: 'Trettondedag jul' },
    { day: addDays(easter, -2), name: 'Långfredagen' },
    { day: easter, name: 'Påskdagen' },
    { day: addDays(easter, 1), name: 'Annandag påsk' },
    { day: fixed(5, 1), name: 'Första maj' },
    { day: addDays(easter, 39), name: 'Kristi himmelsfärdsdag' },
    { day: addDays(easter, 49), name: 'Pingstdagen' },
    { day: fixed(6, 6), name: 'Sveriges nationaldag' },
    { day: addDays(midsommardagen, -1), name: 'Midsommarafton' },
    { day: midsommardagen, name: 'Midsommardagen' },
    { day: firstWeekday(year, 10, 31, 6), name: 'Alla helgons dag' },
    { day: fixed(12, 24), name: 'Julafton' },
    { day: fixed(12, 25), name: 'Juldagen' },
    { day: fixed(12, 26), name: 'Annandag jul' },
    { day: fixed(12, 31), name: 'Nyårsafton' },
  ];
  return days.sort((a, b) => a.day.localeCompare(b.day));
}

const byYear = new Map<number, Map<DayKey, string>>();

/** The holiday's name if no meeting is offered on `day`. */
export function holidayOn(day: DayKey): string | undefined {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (!days) byYear.set(year, (days = new Map(swedishHolidays(year).map((h) => [h.day, h.name]))));
  return days.get(day);
}
