/**
 * Reading partners' calendar feeds (server/booking/calendar-feed.ts) as the three providers export
 * them (fixtures/: Google's secret address, Outlook's published calendar, Proton's share link),
 * with recurring events, moved and cancelled instances, all-day events, other zones and both
 * summer-time changes of 2026 (29 March, 25 October). The expected UTC times are worked out by
 * hand from the Swedish wall clock: CET is UTC+1, CEST UTC+2.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalendarError, readCalendar, zoneOf } from '~/server/booking/calendar-feed';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const utc = (iso: string) => Date.parse(iso);
const shown = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => `${new Date(start).toISOString().slice(0, 16)}–${new Date(end).toISOString().slice(11, 16)}`);

describe('a Google Calendar export', () => {
  const window = { from: utc('2026-03-14T00:00Z'), to: utc('2026-04-25T00:00Z') };

  it('is busy at each instance of the weekly meeting, in summer time after 29 March, without the EXDATE, with the moved one moved and the cancelled one gone', () => {
    expect(shown(readCalendar(fixture('google-basic.ics'), { ...window, addresses: ['karin.ost@nordvik.se'] }))).toEqual([
      '2026-03-16T08:00–09:00',
      '2026-03-24T14:00–15:00',
      '2026-03-25T23:00–23:00',
      '2026-03-27T12:00–13:00',
      '2026-03-31T11:00–12:00',
      '2026-04-06T07:00–08:00',
      '2026-04-20T07:00–08:00',
    ]);
  });

  it('keeps the whole Swedish day of an all-day conference busy, and a transparent all-day reminder free', () => {
    const busy = readCalendar(fixture('google-basic.ics'), window);
    expect(busy).toContainEqual({ start: utc('2026-03-25T23:00Z'), end: utc('2026-03-26T23:00Z') });
    expect(busy.some((b) => b.start <= utc('2026-03-25T10:00Z') && b.end > utc('2026-03-25T10:00Z'))).toBe(false);
  });

  it('counts a meeting the partner declined as busy when it cannot tell the partner’s address', () => {
    expect(shown(readCalendar(fixture('google-basic.ics'), window))).toContain('2026-03-27T14:00–15:00');
  });

  it('keeps only what overlaps the window', () => {
    expect(shown(readCalendar(fixture('google-basic.ics'), { from: utc('2026-04-01T00:00Z'), to: utc('2026-04-10T00:00Z') }))).toEqual([
      '2026-04-06T07:00–08:00',
    ]);
  });
});

describe('an Outlook (Microsoft 365) published calendar', () => {
  it('reads Windows zone names by their VTIMEZONE, across the change to winter time on 25 October', () => {
    expect(shown(readCalendar(fixture('outlook-published.ics'), { from: utc('2026-10-01T00:00Z'), to: utc('2026-11-10T00:00Z') }))).toEqual([
      '2026-10-06T07:00–09:00',
      '2026-10-13T07:00–09:00',
      '2026-10-15T12:00–13:00',
      '2026-10-27T08:00–10:00',
      '2026-10-28T23:00–23:00',
      '2026-11-03T08:00–10:00',
    ]);
  });
});

describe('a Proton Calendar share link', () => {
  it('expands a weekday series across 29 March without VTIMEZONEs, drops its cancelled instance, and reads floating and New York times', () => {
    expect(shown(readCalendar(fixture('proton-share.ics'), { from: utc('2026-03-24T00:00Z'), to: utc('2026-04-10T00:00Z') }))).toEqual([
      '2026-03-25T07:30–07:45',
      '2026-03-26T07:30–07:45',
      '2026-03-27T07:30–07:45',
      '2026-03-30T06:30–06:45',
      '2026-03-30T10:00–11:00',
      '2026-03-31T06:30–06:45',
      '2026-04-02T06:30–06:45',
      '2026-04-02T13:00–14:00',
      '2026-04-02T22:00–22:00',
      '2026-04-06T06:30–06:45',
      '2026-04-07T06:30–06:45',
    ]);
  });
});

describe('what is not a readable calendar', () => {
  const window = { from: utc('2026-01-01T00:00Z'), to: utc('2026-12-31T00:00Z') };

  it.each([
    ['an HTML sign-in page', '<!DOCTYPE html><html><body>Logga in</body></html>'],
    ['an empty answer', ''],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Karin\r\nEND:VCARD\r\n'],
  ])('refuses %s with a Swedish reason', (_, text) => {
    expect(() => readCalendar(text, window)).toThrow(CalendarError);
    expect(() => readCalendar(text, window)).toThrow(/iCalendar/);
  });

  it('refuses a rule that repeats more often than can be expanded, rather than read it as free', () => {
    const minutely = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTART:20200101T000000Z',
      'DTEND:20200101T000100Z',
      'RRULE:FREQ=MINUTELY',
      'SUMMARY:Spam',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(() => readCalendar(minutely, { ...window, maxInstances: 1000 })).toThrow(/upprepas oftare/);
  });

  it('reads an empty calendar as free all the time', () => {
    expect(readCalendar('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', window)).toEqual([]);
  });
});

describe('the zone of a time without a VTIMEZONE', () => {
  it.each([
    ['Europe/Helsinki', 'Europe/Helsinki'],
    ['W. Europe Standard Time', 'Europe/Stockholm'],
    ['/mozilla.org/20050126_1/Europe/Oslo', 'Europe/Oslo'],
    ['Okänd zon', 'Europe/Stockholm'],
    [undefined, 'Europe/Stockholm'],
  ])('%s is read as %s', (tzid, zone) => {
    expect(zoneOf(tzid)).toBe(zone);
  });
});
