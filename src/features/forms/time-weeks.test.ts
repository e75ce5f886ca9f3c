/** The picker's weeks (time-weeks.ts): ISO week numbers as the Swedish almanac prints them, and days grouped under them. */
import { describe, expect, it } from 'vitest';
import { dayMonthOf, isoWeek, swedishMonths, weeksOf, type FreeDay } from './time-weeks';

describe('ISO weeks', () => {
  it.each([
    ['2026-03-30', 14, '2026-03-30'],
    ['2026-04-05', 14, '2026-03-30'],
    ['2026-12-28', 53, '2026-12-28'],
    ['2027-01-01', 53, '2026-12-28'],
    ['2027-01-04', 1, '2027-01-04'],
    ['2025-12-29', 1, '2025-12-29'],
  ])('%s is in week %i, which starts on %s', (day, number, monday) => {
    expect(isoWeek(day)).toEqual({ number, monday });
  });
});

describe('free days grouped into weeks', () => {
  const day = (date: string, formats: string[][]): FreeDay => ({
    date,
    label: date,
    times: formats.map((f, i) => ({ start: `${date}T0${7 + i}:00:00.000Z`, time: `0${9 + i}:00`, formats: f })),
  });
  const days = [day('2026-10-23', [['video'], ['phone']]), day('2026-10-26', [['phone']]), day('2026-11-02', [['video', 'phone']])];

  it('keeps each week’s days, Monday to Sunday, and names the week by its first and last day', () => {
    expect(weeksOf(days).map((w) => [w.number, w.from, w.to, w.days.map((d) => d.date)])).toEqual([
      [43, '2026-10-19', '2026-10-25', ['2026-10-23']],
      [44, '2026-10-26', '2026-11-01', ['2026-10-26']],
      [45, '2026-11-02', '2026-11-08', ['2026-11-02']],
    ]);
    expect(dayMonthOf('2026-11-01')).toBe('1 november');
  });

  it('keeps only the times offered in a chosen meeting form, and drops days and weeks left without one', () => {
    const video = weeksOf(days, 'video');
    expect(video.map((w) => w.number)).toEqual([43, 45]);
    expect(video[0]!.days[0]!.times.map((t) => t.time)).toEqual(['09:00']);
  });
});

describe('a day and its month', () => {
  const intl = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: 'UTC' });

  it('writes every day of a year, leap day included, as Intl does in Swedish', () => {
    const start = Date.UTC(2028, 0, 1);
    for (let day = 0; day < 366; day++) {
      const key = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      expect(dayMonthOf(key), key).toBe(intl.format(new Date(`${key}T00:00:00Z`)));
    }
    expect(swedishMonths).toHaveLength(12);
  });
});
