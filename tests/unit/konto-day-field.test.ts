/**
 * Days typed in the workspace's date fields (src/konto/day-field.tsx, docs/decisions.md 145): what
 * partners type — the Swedish form, digits alone, dots or slashes — is read as the day; an American
 * or Swedish-words date, a day that does not exist and an incomplete one are refused with the format.
 */
import { describe, expect, it } from 'vitest';
import { readDay, readDayRange } from '~/src/konto/day-field';

describe('a typed day', () => {
  it.each([
    ['2026-11-28', '2026-11-28'],
    [' 2026-11-28 ', '2026-11-28'],
    ['20261128', '2026-11-28'],
    ['2026.11.28', '2026-11-28'],
    ['2026/02/28', '2026-02-28'],
    ['2028-02-29', '2028-02-29'],
    ['', ''],
    ['   ', ''],
  ])('%j is %j', (typed, day) => expect(readDay(typed)).toBe(day));

  it.each(['11/28/2026', '28/11/2026', '28 nov. 2026', '2026-11-31', '2026-02-29', '2026-13-01', '2026-1-5', '2026-11', 'igår', '2026-11-28T10:00'])(
    '%j is no day',
    (typed) => expect(readDay(typed)).toBeUndefined(),
  );

  it('reads a filter’s range, naming each field that holds no day', () => {
    expect(readDayRange('20261101', '')).toEqual({ days: { from: '2026-11-01', to: '' }, problems: {} });
    expect(readDayRange('11/01/2026', '2026-11-31')).toEqual({
      problems: {
        from: 'Från och med: skriv datumet som åååå-mm-dd, till exempel 2026-11-28.',
        to: 'Till och med: skriv datumet som åååå-mm-dd, till exempel 2026-11-28.',
      },
    });
  });
});
