/**
 * The workspace's booking API (server/accounts/booking-routes.ts) on a real server: a partner's
 * settings refused with every problem and then saved; a calendar refused on http unless the
 * operator allows local addresses, connected and read at once, and a failing one shown with its
 * reason; an admin sees every partner's calendars, a partner only their own; the firm cancels a
 * booked meeting from the lead's page, and an editor may do none of it.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessReport } from '~/server/leads/privacy';
import { writeFixtureSite } from '../leads/support/fixture-site';
import { kontoClient } from '../leads/support/konto-client';
import { post, startLeadServer, validLead, type TestServer } from '../leads/support/lead-server';
import { icsTime, openSettings, serveCalendar } from './support/partner';

const distDir = writeFixtureSite();
let server: TestServer;
let client: ReturnType<typeof kontoClient>;
let calendar: Awaited<ReturnType<typeof serveCalendar>>;
let failing = false;
const feed = () =>
  failing
    ? '<html>Logga in</html>'
    : [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:x',
        `DTSTART:${icsTime(Date.now() + 86_400_000)}`,
        `DTEND:${icsTime(Date.now() + 90_000_000)}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');

beforeAll(async () => {
  calendar = await serveCalendar(feed);
  server = await startLeadServer({ distDir, env: { CALENDAR_LOCAL_ADDRESSES: '1' } });
  client = kontoClient(server);
});
afterAll(async () => {
  await server.close();
  await calendar.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('a partner’s times and calendars in the workspace', () => {
  let partner = '';
  beforeAll(async () => {
    partner = await client.signedIn('karin@nordvik.example', 'partner');
  });

  it('starts from weekday hours, taking no bookings, with the account’s address as the name', async () => {
    const answer = await client.call('GET', '/konto/api/bokning', { cookie: partner });
    expect(answer.body).toMatchObject({
      settings: {
        displayName: 'karin@nordvik.example',
        active: false,
        hours: expect.arrayContaining([{ day: 1, from: '09:00', to: '12:00' }]),
        lengths: [30, 60],
      },
      calendars: [],
      partners: [],
    });
  });

  it('refuses settings with every problem in Swedish, then saves good ones', async () => {
    const refused = await client.call('POST', '/konto/api/bokning/installningar', {
      cookie: partner,
      json: { settings: { ...openSettings('Karin Öst'), bufferMinutes: 3, lengths: [] } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      'Välj minst en möteslängd: 30 eller 60 minuter.',
      'Bufferten mellan möten ska vara 0–120 minuter, i steg om 5 minuter.',
    ]);
    const saved = await client.call('POST', '/konto/api/bokning/installningar', { cookie: partner, json: { settings: openSettings('Karin Öst') } });
    expect(saved.body).toMatchObject({ message: 'Sparat. Besökare kan boka dina lediga tider.', settings: { displayName: 'Karin Öst', active: true } });
    expect((await fetch(`${server.url}/api/tider`).then((r) => r.json())) as { lengths: number[] }).toMatchObject({ lengths: [30, 60] });
  });

  it('connects a calendar and reads it at once; one that stops answering is shown failing, with why', async () => {
    const added = await client.call('POST', '/konto/api/bokning/kalendrar', { cookie: partner, json: { label: 'Google', url: calendar.url } });
    expect(added.body).toMatchObject({ message: 'Kalendern är kopplad.', calendars: [{ label: 'Google', error: null, busyTimes: 1, fresh: true }] });
    expect(JSON.stringify(added.body)).not.toContain(calendar.url);
    const again = await client.call('POST', '/konto/api/bokning/kalendrar', { cookie: partner, json: { url: calendar.url } });
    expect(again.status).toBe(409);
    failing = true;
    const [row] = await server.service.store.calendarFeeds();
    await server.service.store.claimCalendarFeeds({ worker: 'test', now: row!.nextFetchAt, limit: 1, leaseMs: 1 });
    await server.service.store.saveCalendarReading(row!.id, 'test', { at: Date.now(), busy: row!.busy! }, Date.now());
    await server.service.bookings.reader.kick();
    const shown = await client.call('GET', '/konto/api/bokning', { cookie: partner });
    expect(shown.body.calendars).toEqual([
      expect.objectContaining({
        error: expect.stringMatching(/^Adressen gav ingen kalender i iCalendar-format/),
        failingSince: expect.any(Number),
        fresh: true,
      }),
    ]);
  });

  it('shows an admin every partner’s calendars, and refuses an editor', async () => {
    const admin = await client.signedIn('admin@nordvik.example', 'admin');
    const overview = await client.call('GET', '/konto/api/bokning', { cookie: admin });
    expect(overview.body.partners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'karin@nordvik.example', active: true, calendars: [expect.objectContaining({ label: 'Google' })] }),
      ]),
    );
    const editor = await client.signedIn('redaktor@nordvik.example', 'editor');
    expect((await client.call('GET', '/konto/api/bokning', { cookie: editor })).status).toBe(403);
  });

  it('cancels a booked meeting from the lead’s page: the time is free again and the lead no longer "Möte bokat"', async () => {
    failing = false;
    const times = (await fetch(`${server.url}/api/tider?langd=60`).then((r) => r.json())) as { days: { times: { start: string }[] }[] };
    const slot = times.days.at(-1)!.times[0]!.start;
    const booked = await post(server.url, validLead('booking', server.service.formSecret, { slot, meetingLength: '60', meetingFormat: 'physical' }));
    expect(booked.status).toBe(201);
    const leadId = Number(await server.db.value('SELECT lead_id FROM bookings ORDER BY id DESC LIMIT 1'));
    const shown = await client.call('GET', `/konto/api/leads/${leadId}/bokning`, { cookie: partner });
    const [booking] = shown.body.bookings as { id: number; status: string; place: string; mails: { kind: string }[] }[];
    expect(booking).toMatchObject({ status: 'booked', place: 'Storgatan 1, 111 22 Stockholm' });
    expect(booking!.mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['invite-visitor', 'invite-partner']));
    const cancelled = await client.call('POST', `/konto/api/leads/${leadId}/bokning/avboka`, { cookie: partner, json: { bookingId: booking!.id } });
    expect(cancelled.body).toMatchObject({ bookings: [expect.objectContaining({ status: 'cancelled' })] });
    expect(await server.db.value('SELECT status FROM leads WHERE id = ?', leadId)).toBe('ny');
    expect(await server.db.value('SELECT action FROM audit_log ORDER BY id DESC LIMIT 1')).toBe('lead.booking-cancel');
    // The person's access report names the meeting too.
    const report = await accessReport(server.service.store, 'asa.oberg@testbolaget.se');
    expect(report.leads.find((lead) => lead.id === leadId)?.bookings).toEqual([
      {
        start: slot,
        end: new Date(Date.parse(slot) + 3_600_000).toISOString(),
        format: 'physical',
        place: 'Storgatan 1, 111 22 Stockholm',
        partner: 'Karin Öst',
        status: 'cancelled',
      },
    ]);
    const other = await client.call('POST', `/konto/api/leads/${leadId + 1000}/bokning/avboka`, { cookie: partner, json: { bookingId: booking!.id } });
    expect(other.status).toBe(404);
  });
});
