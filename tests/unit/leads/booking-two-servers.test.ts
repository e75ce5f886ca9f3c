/**
 * Booking a real time through the lead endpoint, on SQLite and on PostgreSQL, each time with two
 * servers on one database (docs/decisions.md 161–166): a partner's calendar served on loopback (a
 * daily meeting with one instance cancelled and an all-day event) blocks their times; two visitors
 * posting the same time to the two servers at once get one booking and one Swedish refusal with the
 * nearest free times; both sides get an iCalendar invitation (METHOD:REQUEST, the time in UTC as
 * booked) and the visitor cancels by the link in theirs (METHOD:CANCEL), after which the time is free.
 */
import { rmSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayOn } from '~/server/booking/holidays';
import { copySqliteToPostgres } from '~/server/leads/postgres/copy-from-sqlite';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { addPartner, icsTime, openSettings, serveCalendar } from '../booking/support/partner';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, post, startLeadServer, validLead, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });
const dayOf = (ms: number) => day.format(new Date(ms));
/** The next days (Swedish calendar) after tomorrow that are no public holiday. */
const workingDays = (() => {
  const days: string[] = [];
  for (let at = Date.now() + 2 * 86_400_000; days.length < 3; at += 86_400_000) if (!holidayOn(dayOf(at))) days.push(dayOf(at));
  return days;
})();
const [cancelledDay, allDay, ordinaryDay] = workingDays as [string, string, string];
const compact = (key: string) => key.replace(/-/g, '');
/** A daily meeting 12:00–13:00 Swedish time from before the window, one instance cancelled, and an all-day event. */
const feed = () =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Kalender//SV',
    'BEGIN:VEVENT',
    'UID:daglig@test',
    `DTSTAMP:${icsTime(Date.now())}`,
    `DTSTART;TZID=Europe/Stockholm:${compact(dayOf(Date.now() - 7 * 86_400_000))}T120000`,
    `DTEND;TZID=Europe/Stockholm:${compact(dayOf(Date.now() - 7 * 86_400_000))}T130000`,
    'RRULE:FREQ=DAILY',
    'SUMMARY:Avstämning',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:daglig@test',
    `DTSTAMP:${icsTime(Date.now())}`,
    `RECURRENCE-ID;TZID=Europe/Stockholm:${compact(cancelledDay)}T120000`,
    `DTSTART;TZID=Europe/Stockholm:${compact(cancelledDay)}T120000`,
    `DTEND;TZID=Europe/Stockholm:${compact(cancelledDay)}T130000`,
    'STATUS:CANCELLED',
    'SUMMARY:Avstämning',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:heldag@test',
    `DTSTAMP:${icsTime(Date.now())}`,
    `DTSTART;VALUE=DATE:${compact(allDay)}`,
    'SUMMARY:Konferens i Göteborg',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

interface Times {
  days: { date: string; times: { start: string; time: string; formats: string[] }[] }[];
}
const timesOf = async (server: TestServer, query = '') => (await (await fetch(`${server.url}/api/tider${query}`)).json()) as Times;
const clockOn = (times: Times, date: string) => times.days.find((d) => d.date === date)?.times.map((t) => t.time) ?? [];
const eventOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!);
const calendarPart = (raw: string) => /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(raw.replace(/=\r?\n/g, '').replace(/\r?\n /g, ''))?.[0] ?? '';

let sink: SmtpSink;
/**
 * The first e-mail to `address` containing `needle`, once it has arrived. The limit only catches a
 * hang: a cancellation took over 20 s with a mutation run and a second `npm test` on the machine.
 */
async function mailTo(address: string, needle: string) {
  const find = () => sink.messages.find((m) => m.to.includes(address) && m.text.includes(needle));
  await eventually(() => Boolean(find()), 60_000, `an e-mail to ${address} with ${needle}`);
  return find()!;
}
let calendar: Awaited<ReturnType<typeof serveCalendar>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  calendar = await serveCalendar(feed);
});
afterAll(async () => {
  await sink.close();
  await calendar.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe.each(storeKinds)('booking a time on two servers sharing %s', async (kind) => {
  const db = await testDatabase(kind);
  const env = () => ({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    NOTIFY_EMAIL: 'leads@nordvik.example',
    MAIL_FROM: 'Webbplatsen <webb@nordvik.example>',
    CALENDAR_LOCAL_ADDRESSES: '1',
  });
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await startLeadServer({ distDir, db, env: env() }), await startLeadServer({ distDir, db, env: env() }));
    const partner = await addPartner(servers[0]!.service.store, `karin.${kind}@nordvik.example`, openSettings('Karin Öst'));
    await servers[0]!.service.store.addCalendarFeed({ userId: partner.id, label: 'Kalender', url: calendar.url, now: Date.now() });
    for (const server of servers) await server.service.bookings.start();
    await eventually(async () => (await servers[1]!.service.store.calendarFeeds())[0]?.lastSuccessAt != null, 15_000, 'the calendar read');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('offers the partner’s hours without the daily meeting and its buffer, the cancelled instance free and the all-day event’s day not at all', async () => {
    const times = await timesOf(servers[1]!);
    expect(clockOn(times, ordinaryDay)).toEqual(expect.arrayContaining(['11:00', '13:30']));
    expect(clockOn(times, ordinaryDay)).not.toEqual(expect.arrayContaining(['11:30']));
    expect(clockOn(times, ordinaryDay).filter((t) => t >= '11:30' && t < '13:30')).toEqual([]);
    expect(clockOn(times, cancelledDay)).toEqual(expect.arrayContaining(['11:30', '12:00', '12:30', '13:00']));
    expect(clockOn(times, allDay)).toEqual([]);
  });

  it('books a raced time once: one visitor gets it, the other a Swedish 409 with the nearest free times and nothing stored', async () => {
    const slot = (await timesOf(servers[0]!)).days.find((d) => d.date === ordinaryDay)!.times.find((t) => t.time === '10:00')!.start;
    const visitor = (n: number, server: TestServer) =>
      validLead('booking', server.service.formSecret, {
        slot,
        meetingLength: '30',
        meetingFormat: 'video',
        email: `besokare${n}.${kind}@exempel.se`,
        name: `Besökare ${n}`,
      });
    const answers = await Promise.all(servers.map((server, n) => post(server.url, visitor(n, server))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.status === 409)!.json!;
    expect(lost).toMatchObject({ ok: false, code: 'L403', errors: { slot: expect.any(String) } });
    expect(lost.message).toMatch(/hann bokas av någon annan.*Närmaste lediga tider: .*kl\. \d\d:\d\d/);
    expect((lost as unknown as { times: string[] }).times.length).toBeGreaterThan(0);
    expect((lost as unknown as { times: string[] }).times).not.toContain(slot);
    const won = answers.find((a) => a.status === 201)!.json;
    expect(won).toMatchObject({ ok: true, heading: 'Mötet är bokat', message: expect.stringContaining('Karin Öst') });
    expect(await db.value("SELECT COUNT(*) FROM bookings WHERE status = 'booked'")).toBe(1);
    expect(await db.value('SELECT status FROM leads WHERE id = (SELECT lead_id FROM bookings)')).toBe('mote-bokat');
    expect(clockOn(await timesOf(servers[1]!), ordinaryDay)).not.toContain('10:00');
  });

  it('sends both sides an invitation at the booked time, and the visitor cancels by the link: METHOD:CANCEL, the time free again', async () => {
    const booked = await db.value<number>("SELECT starts_at FROM bookings WHERE status = 'booked'");
    const emailOf = kind === 'sqlite' ? "json_extract(fields, '$.email')" : "fields->>'email'";
    const visitor = await db.value<string>(`SELECT ${emailOf} FROM leads WHERE id = (SELECT lead_id FROM bookings)`);
    const visitorMail = await mailTo(visitor, 'METHOD:REQUEST');
    const partnerMail = await mailTo(`karin.${kind}@nordvik.example`, 'METHOD:REQUEST');
    for (const mail of [visitorMail, partnerMail]) {
      const ics = calendarPart(mail.text);
      expect(ics).toMatch(/METHOD:REQUEST/);
      expect(eventOf(ics).startDate.toJSDate().getTime()).toBe(Number(booked));
    }
    const link = /https:\/\/www\.nordvikcfo\.example(\/api\/mote\?t=[\w.-]+)/.exec(visitorMail.text)?.[1];
    expect(link).toBeDefined();
    const page = await fetch(`${servers[1]!.url}${link}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Avboka mötet[\s\S]*Karin Öst|Karin Öst[\s\S]*Avboka mötet/);
    const token = new URL(link!, 'https://x').searchParams.get('t')!;
    // Moved by the page's picker to another free time with the same partner: an updated REQUEST, one sequence on.
    const other = (await timesOf(servers[1]!)).days.find((d) => d.date === cancelledDay)!.times.find((t) => t.time === '12:00')!.start;
    const move = await fetch(`${servers[1]!.url}/api/mote/flytta`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: servers[1]!.url },
      body: JSON.stringify({ t: token, slot: other }),
    });
    expect(move.status).toBe(200);
    expect(((await move.json()) as { message: string }).message).toMatch(/^Mötet är flyttat till .* kl\. 12:00–12:30 \(svensk tid\)/);
    const moved = await mailTo(visitor, 'SEQUENCE:1');
    expect(eventOf(calendarPart(moved.text)).startDate.toJSDate().toISOString()).toBe(other);
    expect(clockOn(await timesOf(servers[0]!), ordinaryDay)).toContain('10:00');
    const cancel = await fetch(`${servers[0]!.url}/api/mote/avboka`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: servers[0]!.url },
      body: new URLSearchParams({ t: token }),
    });
    expect(cancel.status).toBe(303);
    const cancelled = await mailTo(visitor, 'METHOD:CANCEL');
    expect(eventOf(calendarPart(cancelled.text)).startDate.toJSDate().toISOString()).toBe(other);
    expect(calendarPart(cancelled.text)).toContain('SEQUENCE:2');
    expect(clockOn(await timesOf(servers[1]!), cancelledDay)).toContain('12:00');
    const forged = await fetch(`${servers[1]!.url}/api/mote?t=${token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`);
    expect(forged.status).toBe(404);
  }, 240_000);
});

describe('moving from SQLite to PostgreSQL (leads migrate --to postgres)', () => {
  it('takes the partners, their calendars and the booked times along: a time booked before the move cannot be booked after it', async () => {
    const [from, to] = [await testDatabase('sqlite'), await testDatabase('postgres')];
    const sqlite = await from.openStore();
    const partner = await addPartner(sqlite, 'olle@nordvik.example', openSettings('Olle Berg'));
    await sqlite.addCalendarFeed({ userId: partner.id, label: 'Outlook', url: 'https://outlook.example/olle/calendar.ics', now: Date.now() });
    const start = Date.UTC(new Date().getUTCFullYear() + 1, 4, 4, 8);
    const placement = (userId: number) => ({
      uid: 'flytt@bokning',
      start,
      end: start + 1_800_000,
      heldUntil: start + 2_700_000,
      format: 'video' as const,
      candidates: [{ userId, name: 'Olle Berg', email: 'olle@nordvik.example', place: 'https://meet.example/olle' }],
    });
    const lead = { kind: 'booking', page: '/boka-mote', fields: { email: 'kund@exempel.se' }, idempotencyKey: `flytt-${Date.now()}`, payloadHash: 'h' };
    expect((await sqlite.submit(lead, { channels: [], maxTokenUses: 3, booking: placement(partner.id) })).outcome).toBe('stored');
    await sqlite.close();
    await copySqliteToPostgres(from.config.kind === 'sqlite' ? from.config.path : '', to.env.DATABASE_URL!);
    const postgres = await to.openStore();
    try {
      const [moved] = (await postgres.bookingPartners()).filter((p) => p.email === 'olle@nordvik.example');
      expect(moved?.settings).toMatchObject({ displayName: 'Olle Berg', active: true });
      expect((await postgres.calendarFeeds(moved!.userId)).map((f) => f.label)).toEqual(['Outlook']);
      const again = { ...lead, idempotencyKey: `${lead.idempotencyKey}-2` };
      expect((await postgres.submit(again, { channels: [], maxTokenUses: 3, booking: { ...placement(moved!.userId), uid: 'annan@bokning' } })).outcome).toBe(
        'slot-taken',
      );
    } finally {
      await postgres.close();
    }
  });
});
