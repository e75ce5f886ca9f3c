/**
 * The booking's smaller rules, as functions: a partner's settings checked whole in Swedish, which
 * addresses a calendar may be fetched from, when a partner's calendars count as read, and the six
 * e-mails of a booking (who gets which, with which calendar method and the visitor's link).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingMail } from '~/server/booking/booking-mail';
import { partnerBusy } from '~/server/booking/calendars';
import { feedUrl, isLocalAddress } from '~/server/booking/feed-fetch';
import { checkSettings, settingsInput } from '~/server/booking/partner-settings';
import type { BookingMailKind, CalendarFeedRow, StoredBooking } from '~/server/leads/booking-store';
import { leadView } from '~/server/leads/lead-view';
import type { StoredLead } from '~/server/leads/store';

const valid = {
  displayName: 'Karin Öst',
  active: true,
  hours: [
    { day: 1, from: '09:00', to: '12:00' },
    { day: 1, from: '13:00', to: '16:30' },
  ],
  lengths: [30, 60],
  bufferMinutes: 15,
  noticeHours: 24,
  horizonDays: 28,
  formats: { video: 'https://teams.microsoft.com/l/meetup-join/karin', phone: '070-123 45 67', physical: '' },
};

describe('a partner’s settings', () => {
  it('are kept as given, minutes inside and "09:00" outside, without the formats left empty', () => {
    const checked = checkSettings(valid);
    expect(checked).toMatchObject({
      ok: true,
      settings: {
        hours: [
          { day: 1, from: 540, to: 720 },
          { day: 1, from: 780, to: 990 },
        ],
        formats: { video: valid.formats.video, phone: '070-123 45 67' },
      },
    });
    if (checked.ok) expect(settingsInput(checked.settings)).toEqual({ ...valid, formats: { video: valid.formats.video, phone: '070-123 45 67' } });
  });

  it('are refused with every problem at once, in Swedish', () => {
    const checked = checkSettings({
      ...valid,
      displayName: '<b>Karin</b>',
      hours: [
        { day: 2, from: '9', to: '12:00' },
        { day: 3, from: '09:00', to: '12:00' },
        { day: 3, from: '11:00', to: '14:00' },
      ],
      lengths: [45],
      bufferMinutes: 7,
      horizonDays: 400,
      formats: { video: 'http://zoom.example/karin' },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      'Skriv ditt namn som besökaren ser det (högst 100 tecken, utan < och >).',
      'Välj minst en möteslängd: 30 eller 60 minuter.',
      'Bufferten mellan möten ska vara 0–120 minuter, i steg om 5 minuter.',
      'Hur långt fram besökare kan boka ska vara 1–90 dagar.',
      'Arbetstiderna ska anges som t.ex. 09:00–12:00, med sluttiden efter starttiden (tisdag).',
      'Två arbetstider på onsdag överlappar varandra. Slå ihop dem eller ändra tiderna.',
      'Videomötets länk ska vara en webbadress som börjar med https://, t.ex. din Teams-, Zoom- eller Meet-länk.',
      'Välj minst en mötesform (med länk, telefonnummer eller adress) innan du tar emot bokningar.',
    ]);
  });
});

describe('which calendar addresses are fetched', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1'])(
    '%s is on this machine or a private network',
    (address) => expect(isLocalAddress(address)).toBe(true),
  );
  it.each(['142.250.74.46', '40.97.153.146', '2a00:1450:400f:80d::200e', '172.32.0.1'])('%s is on the internet', (address) =>
    expect(isLocalAddress(address)).toBe(false),
  );

  it('reads webcal:// as https://, and refuses http, a password in the address and what is no address', () => {
    expect(feedUrl('webcal://p52-caldav.icloud.com/published/2/abc', false).href).toBe('https://p52-caldav.icloud.com/published/2/abc');
    expect(() => feedUrl('http://calendar.example/karin.ics', false)).toThrow('Kalenderns adress ska börja med https:// (eller webcal://).');
    expect(feedUrl('http://127.0.0.1:5232/karin/arbete/', true).protocol).toBe('http:');
    expect(() => feedUrl('https://karin:hemligt@calendar.example/k.ics', false)).toThrow(/användarnamn eller lösenord/);
    expect(() => feedUrl('min kalender', false)).toThrow(/ingen webbadress/);
  });
});

describe('a partner’s calendars as the free times read them', () => {
  const now = Date.parse('2026-12-01T10:00Z');
  const feed = (overrides: Partial<CalendarFeedRow>): CalendarFeedRow => ({
    id: 1,
    userId: 1,
    label: 'Google',
    url: 'https://calendar.example/k.ics',
    createdAt: 0,
    nextFetchAt: 0,
    lastAttemptAt: now,
    lastSuccessAt: now - 60_000,
    failingSince: null,
    lastError: null,
    busy: [{ start: now, end: now + 3_600_000 }],
    ...overrides,
  });

  it('joins every calendar’s busy times while each has a fresh reading', () => {
    expect(partnerBusy([feed({}), feed({ id: 2, busy: [{ start: now + 1_800_000, end: now + 7_200_000 }] })], now, 3_600_000)).toEqual([
      { start: now, end: now + 7_200_000 },
    ]);
  });

  it('has none (no times offered) when one calendar failed too long or was never read', () => {
    expect(
      partnerBusy([feed({}), feed({ id: 2, lastSuccessAt: now - 3_600_001, failingSince: now - 3_000_000, lastError: 'HTTP 404' })], now, 3_600_000),
    ).toBeUndefined();
    expect(partnerBusy([feed({ lastSuccessAt: null, busy: null, lastError: 'HTTP 403' })], now, 3_600_000)).toBeUndefined();
  });
});

describe('the e-mails of a booking', () => {
  // Monday 29 March 2027 09:00–09:30 Swedish summer time.
  const booking: StoredBooking = {
    id: 12,
    uid: 'u-12@bokning',
    leadId: 40,
    userId: 3,
    start: Date.parse('2027-03-29T07:00Z'),
    end: Date.parse('2027-03-29T07:30Z'),
    heldUntil: Date.parse('2027-03-29T07:45Z'),
    format: 'phone',
    place: '08-000 00 01',
    partnerName: 'Karin Öst',
    partnerEmail: 'karin@nordvik.se',
    status: 'booked',
    sequence: 0,
    createdAt: 0,
    updatedAt: 0,
  };
  const lead: StoredLead = {
    id: 40,
    kind: 'booking',
    page: '/boka-mote',
    createdAt: '2027-03-20T10:00:00.000Z',
    idempotencyKey: 'k',
    payloadHash: 'h',
    fields: { name: 'Åsa Öberg', company: 'Åkeri AB', email: 'asa@akeri.se', phone: '070-123 45 67', slot: '2027-03-29T07:00:00.000Z', meetingLength: '30' },
  };
  const context = { brand: () => 'Nordvik CFO', manageUrl: () => 'https://www.nordvikcfo.example/api/mote?t=12.abc', topicOf: () => 'Finansiell analys' };
  const mail = (kind: BookingMailKind) => bookingMail(kind, booking, lead, context, Date.parse('2027-03-20T10:00Z'));

  it.each([
    ['invite-visitor', 'asa@akeri.se', 'REQUEST', 'Bokat: möte med Nordvik CFO måndag 29 mars kl. 09:00'],
    ['invite-partner', 'karin@nordvik.se', 'REQUEST', 'Nytt möte: Åsa Öberg, Åkeri AB måndag 29 mars kl. 09:00'],
    ['cancel-visitor', 'asa@akeri.se', 'CANCEL', 'Avbokat: möte med Nordvik CFO måndag 29 mars kl. 09:00'],
    ['cancel-partner', 'karin@nordvik.se', 'CANCEL', 'Avbokat: Åsa Öberg måndag 29 mars kl. 09:00'],
    ['reminder-visitor', 'asa@akeri.se', undefined, 'Påminnelse: möte med Nordvik CFO i morgon kl. 09:00'],
    ['reminder-partner', 'karin@nordvik.se', undefined, 'Påminnelse: möte med Åsa Öberg i morgon kl. 09:00'],
  ] as const)('%s goes to %s with method %s: "%s"', (kind, to, method, subject) => {
    const made = mail(kind);
    expect(made).toMatchObject({ to, subject, method });
    expect(made.text).toContain('måndag 29 mars 2027 kl. 09:00–09:30 (svensk tid)');
    expect(made.text.includes('https://www.nordvikcfo.example/api/mote?t=12.abc')).toBe(kind.endsWith('-visitor') && !kind.startsWith('cancel'));
    if (method) expect(new ICAL.Component(ICAL.parse(made.ics!) as unknown[]).getFirstPropertyValue('method')).toBe(method);
    else expect(made.ics).toBeUndefined();
  });

  it('tells the visitor of a phone meeting that the partner calls them, and the partner what the meeting is about', () => {
    expect(mail('invite-visitor').text).toContain('Vi ringer er på 070-123 45 67. Vårt nummer: 08-000 00 01');
    expect(mail('invite-partner').text).toContain('Ämne: Finansiell analys');
    expect(mail('invite-partner').text).toContain('Förfrågan nr 40 finns i arbetsytan.');
  });

  it('shows the booked time to the firm in Swedish time, under its own label', () => {
    const view = leadView(lead, { forms: Object.assign(() => undefined, { all: [] }) });
    expect(view.fields.find((field) => field.field === 'slot')).toMatchObject({ label: 'Bokad tid', text: 'måndag 29 mars 2027 kl. 09:00 CEST' });
  });
});
