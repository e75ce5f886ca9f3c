/**
 * Calendars on a real calendar server (Radicale, started once for the run: radicale-setup.ts). A
 * partner's calendar holds a weekly meeting across both summer-time changes of 2027 (28 March,
 * 31 October) with one instance cancelled by an override and one by EXDATE, an all-day event and
 * a meeting set in New York time; the server reads its secret address as it reads Google's, and
 * the busy times are the Swedish wall-clock ones. The invitations the server sends are stored in
 * the same server, which checks them as a calendar program does, and read back at the booked time.
 */
import { rmSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { readCalendar } from '~/server/booking/calendar-feed';
import { CalendarReader } from '~/server/booking/calendars';
import { fetchFeed } from '~/server/booking/feed-fetch';
import { invitationIcs } from '~/server/booking/invitation';
import type { StoredBooking } from '~/server/leads/booking-store';
import { asLeadLog } from '~/server/leads/log';
import { openLeadStore } from '~/server/leads/open-store';
import { tempDatabase } from '../leads/support/databases';
import { addPartner, openSettings } from './support/partner';

const radicaleUrl = inject('radicaleUrl');
const utc = (iso: string) => Date.parse(iso);
const shown = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => `${new Date(start).toISOString().slice(0, 16)}–${new Date(end).toISOString().slice(11, 16)}`);

const calendarText = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Nordvik test//SV', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

/** A calendar collection of this test's own on the run's Radicale. */
async function collection(name: string) {
  const user = `karin-${process.pid}`;
  await fetch(`${radicaleUrl}/${user}/`, { method: 'MKCOL' });
  const made = await fetch(`${radicaleUrl}/${user}/${name}/`, { method: 'MKCALENDAR' });
  expect(made.status).toBe(201);
  const url = `${radicaleUrl}/${user}/${name}/`;
  const put = async (uid: string, ics: string) => {
    const response = await fetch(`${url}${uid}.ics`, { method: 'PUT', body: ics, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
    expect(response.status, await response.text()).toBeLessThan(300);
  };
  return { url, put };
}

describe('a partner’s calendar on Radicale', async () => {
  const calendar = await collection('arbete');
  await calendar.put(
    'ledningsgrupp',
    calendarText(
      event(
        'UID:ledningsgrupp',
        'DTSTART;TZID=Europe/Stockholm:20270322T090000',
        'DTEND;TZID=Europe/Stockholm:20270322T100000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'EXDATE;TZID=Europe/Stockholm:20270405T090000',
        'SUMMARY:Ledningsgrupp',
      ),
      event(
        'UID:ledningsgrupp',
        'RECURRENCE-ID;TZID=Europe/Stockholm:20271101T090000',
        'DTSTART;TZID=Europe/Stockholm:20271101T090000',
        'DTEND;TZID=Europe/Stockholm:20271101T100000',
        'STATUS:CANCELLED',
        'SUMMARY:Ledningsgrupp',
      ),
    ),
  );
  await calendar.put(
    'konferens',
    calendarText(event('UID:konferens', 'DTSTART;VALUE=DATE:20270330', 'DTEND;VALUE=DATE:20270331', 'SUMMARY:Konferens i Göteborg')),
  );
  await calendar.put(
    'new-york',
    calendarText(event('UID:new-york', 'DTSTART;TZID=America/New_York:20271102T090000', 'DTEND;TZID=America/New_York:20271102T100000', 'SUMMARY:Investerare')),
  );
  const text = await fetchFeed(calendar.url, { allowLocal: true });

  it('keeps 09:00 Swedish time across the spring change, without the EXDATE, and the all-day event’s whole day', () => {
    expect(shown(readCalendar(text, { from: utc('2027-03-20T00:00Z'), to: utc('2027-04-13T00:00Z') }))).toEqual([
      '2027-03-22T08:00–09:00',
      '2027-03-29T07:00–08:00',
      '2027-03-29T22:00–22:00',
      '2027-04-12T07:00–08:00',
    ]);
  });

  it('keeps 09:00 across the autumn change, drops the cancelled instance, and reads New York time', () => {
    expect(shown(readCalendar(text, { from: utc('2027-10-24T00:00Z'), to: utc('2027-11-09T00:00Z') }))).toEqual([
      '2027-10-25T07:00–08:00',
      // New York is still on summer time (EDT, UTC−4) until 7 November: 09:00 there is 13:00 UTC.
      '2027-11-02T13:00–14:00',
      '2027-11-08T08:00–09:00',
    ]);
  });

  it('is read on schedule into the database, the cache every server computes free times from', async () => {
    const dir = tempDatabase();
    const store = await openLeadStore({ kind: 'sqlite', path: dir });
    try {
      const partner = await addPartner(store, 'karin@nordvik.example', openSettings('Karin Öst'));
      const feed = await store.addCalendarFeed({ userId: partner.id, label: 'Radicale', url: calendar.url, now: Date.now() });
      const reader = new CalendarReader(
        store,
        { refreshMs: 600_000, staleMs: 3_600_000, allowLocal: true },
        asLeadLog(() => undefined),
        async () => 'karin@nordvik.example',
      );
      await reader.kick();
      await reader.stop();
      const [read] = await store.calendarFeeds(partner.id);
      expect(read).toMatchObject({ id: feed!.id, lastError: null, failingSince: null });
      expect(read?.lastSuccessAt).toBeGreaterThan(0);
      expect(read?.nextFetchAt).toBeGreaterThan(Date.now() + 500_000);
    } finally {
      await store.close();
      rmSync(dir, { force: true });
    }
  });
});

describe('the invitations, opened by the calendar server', async () => {
  const calendar = await collection('inbjudningar');
  const booking = (start: string, minutes: number): StoredBooking => ({
    id: 7,
    uid: `${start}@bokning`,
    leadId: 3,
    userId: 1,
    start: utc(start),
    end: utc(start) + minutes * 60_000,
    heldUntil: utc(start) + (minutes + 15) * 60_000,
    format: 'video',
    place: 'https://meet.example/karin-ost',
    partnerName: 'Karin Öst',
    partnerEmail: 'karin@nordvik.example',
    status: 'booked',
    sequence: 0,
    createdAt: 0,
    updatedAt: 0,
  });
  const facts = (b: StoredBooking) => ({
    booking: b,
    visitor: { name: 'Åsa Öberg', email: 'asa@akeri.se' },
    summary: 'Möte med Nordvik CFO (Karin Öst)',
    description: 'Tid: måndag 29 mars 2027 kl. 09:00–09:30 (svensk tid)\nLänk: https://meet.example/karin-ost',
    location: b.place,
    now: utc('2027-03-20T10:00Z'),
  });

  it.each([
    // Monday after the spring change (CEST) and after the autumn change (CET), both 09:00 Swedish time.
    ['2027-03-29T07:00:00.000Z', 30],
    ['2027-11-01T08:00:00.000Z', 60],
  ])('stores a meeting at %s as the calendar server reads it', async (start, minutes) => {
    const request = invitationIcs('REQUEST', facts(booking(start, minutes)));
    await calendar.put(`mote-${start.slice(0, 10)}`, request.replace('METHOD:REQUEST\r\n', ''));
    const stored = await (await fetch(`${calendar.url}mote-${start.slice(0, 10)}.ics`)).text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(stored) as unknown[]).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(minutes * 60_000);
    expect(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit' }).format(event.startDate.toJSDate())).toBe(
      '09:00',
    );
    expect(event.summary).toBe('Möte med Nordvik CFO (Karin Öst)');
    expect(event.organizer).toBe('mailto:karin@nordvik.example');
  });

  it('cancels with the same UID and a higher sequence', () => {
    const cancelled = invitationIcs('CANCEL', facts({ ...booking('2027-03-29T07:00:00.000Z', 30), status: 'cancelled', sequence: 1 }));
    const component = new ICAL.Component(ICAL.parse(cancelled) as unknown[]);
    expect(component.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = component.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe('2027-03-29T07:00:00.000Z@bokning');
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
