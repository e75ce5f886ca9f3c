/**
 * Sweden's public holidays and the eves taken off (server/booking/holidays.ts), against the
 * almanac: Easter from the published dates, midsommar and alla helgons dag on their Saturdays.
 */
import { describe, expect, it } from 'vitest';
import { easterSunday, holidayOn, swedishHolidays } from '~/server/booking/holidays';

describe('Swedish holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('lists 2026 as the almanac does', () => {
    expect(swedishHolidays(2026).map((h) => `${h.day} ${h.name}`)).toEqual([
      '2026-01-01 Nyårsdagen',
      '2026-01-06 Trettondedag jul',
      '2026-04-03 Långfredagen',
      '2026-04-05 Påskdagen',
      '2026-04-06 Annandag påsk',
      '2026-05-01 Första maj',
      '2026-05-14 Kristi himmelsfärdsdag',
      '2026-05-24 Pingstdagen',
      '2026-06-06 Sveriges nationaldag',
      '2026-06-19 Midsommarafton',
      '2026-06-20 Midsommardagen',
      '2026-10-31 Alla helgons dag',
      '2026-12-24 Julafton',
      '2026-12-25 Juldagen',
      '2026-12-26 Annandag jul',
      '2026-12-31 Nyårsafton',
    ]);
  });

  it.each([
    ['2025-06-20', 'Midsommarafton'],
    ['2025-06-21', 'Midsommardagen'],
    ['2025-11-01', 'Alla helgons dag'],
    ['2027-06-26', 'Midsommardagen'],
    ['2027-11-06', 'Alla helgons dag'],
    ['2027-05-06', 'Kristi himmelsfärdsdag'],
    ['2027-03-26', 'Långfredagen'],
  ])('%s is %s', (day, name) => {
    expect(holidayOn(day)).toBe(name);
  });

  it.each(['2026-04-07', '2026-06-18', '2026-06-22', '2026-11-02', '2026-12-23', '2027-01-07'])('%s is a working day', (day) => {
    expect(holidayOn(day)).toBeUndefined();
  });
});
