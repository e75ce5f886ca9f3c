/**
 * The booking page in a real browser: links like /boka-mote?amne=due-diligence&bradskande=asap
 * preselect the topic and the urgency (docs/decisions.md 5), unknown values are ignored, and the small
 * module that does it is only downloaded by pages that have such a form.
 */
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { manageToken } from '~/server/booking/link-token';
import { startRadicale, type Radicale } from '~/scripts/support/radicale';
import { blocksOf, pageTexts } from '../e2e-content';
import { axeViolations } from '../e2e-axe';
// The workspace's steps and the first free times wait on argon2 and a calendar read: the workspace tests' patience.
import { acceptInvitation, expect as patient } from '../e2e-konto';
import { e2eLeadsDatabase } from '../e2e-leads';
import { siteTexts } from '../site-texts';

// copy-in-tests: own text (the time zone's name, not a city page's text)
const swedishZone = 'Europe/Stockholm';

const { fields } = siteTexts.forms;
const topic = (page: Page) => page.getByLabel(fields.topic.label);
const urgency = (page: Page) => page.getByLabel(fields.bookingUrgency.label);

test('?amne= and ?bradskande= preselect the topic and the urgency', async ({ page }) => {
  await page.goto('/boka-mote?amne=due-diligence&bradskande=asap');
  await expect(topic(page)).toHaveValue('due-diligence');
  await expect(urgency(page)).toHaveValue('asap');
  // Required fields stay for the visitor to fill in.
  await expect(page.getByLabel(fields.meetingFormat.label)).toHaveValue('');
});

test('values that are not options, and no query at all, leave the choices empty', async ({ page }) => {
  const preselect = page.waitForResponse((response) => /preselect[^/]*\.js$/.test(response.url()));
  await page.goto('/boka-mote?amne=kassaflode&bradskande=<script>');
  await preselect; // the module has run (or is about to): give it a moment to do the wrong thing
  await page.waitForLoadState('networkidle');
  await expect(topic(page)).toHaveValue('');
  await expect(urgency(page)).toHaveValue('');

  await page.goto('/boka-mote');
  await page.waitForLoadState('networkidle');
  await expect(topic(page)).toHaveValue('');
  await expect(urgency(page)).toHaveValue('');
});

test('"Beställ analys" on /finansiell-analys arrives with financial analysis chosen', async ({ page }) => {
  await page.goto('/finansiell-analys');
  // The hero's first action, as pages/finansiell-analys.yaml words it.
  await page.getByRole('link', { name: blocksOf(pageTexts('finansiell-analys'), 'hero')[0]!.actions![0]!.label }).click();
  await expect(page).toHaveURL(/\/boka-mote\?amne=financial-analysis$/);
  await expect(topic(page)).toHaveValue('financial-analysis');
});

test('"Bli uppringd samma arbetsdag" on /interim-cfo arrives marked as urgent interim CFO', async ({ page }) => {
  await page.goto('/interim-cfo');
  await page.getByRole('link', { name: `Bli uppringd ${siteTexts.promises.urgentResponse}` }).click();
  await expect(page).toHaveURL(/\/boka-mote\?/);
  await expect(urgency(page)).toHaveValue('asap');
  await expect(topic(page)).toHaveValue('interim-cfo');
});

test('the preselect module is loaded only where a form asks for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/kassaflode');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('preselect'))).toEqual([]);

  await page.goto('/boka-mote?amne=valuation');
  await expect(topic(page)).toHaveValue('valuation');
  expect(scripts.filter((s) => s.includes('preselect'))).toHaveLength(1);
});

/**
 * Booking a real time, end to end (docs/decisions.md 161–166): a partner sets their hours and
 * connects a calendar on a real calendar server (Radicale, started for this test) whose daily
 * meeting has one instance cancelled and whose all-day event takes a day; a visitor on a 320 px
 * phone picks a free time with the keyboard, sends the form and reads that the meeting is booked;
 * the lead is "Möte bokat"; the visitor's link cancels it without JavaScript.
 */
test.describe('a time booked on the first visit', () => {
  let radicale: Radicale;
  let calendarUrl = '';
  test.beforeAll(async () => {
    radicale = await startRadicale();
    await fetch(`${radicale.url}/karin/`, { method: 'MKCOL' });
    await fetch(`${radicale.url}/karin/arbete/`, { method: 'MKCALENDAR' });
    calendarUrl = `${radicale.url}/karin/arbete/`;
    const day = (offset: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: swedishZone }).format(Date.now() + offset * 86_400_000).replace(/-/g, '');
    const put = (uid: string, lines: string[]) =>
      fetch(`${calendarUrl}${uid}.ics`, {
        method: 'PUT',
        headers: { 'Content-Type': 'text/calendar' },
        body: ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//e2e//SV', ...lines, 'END:VCALENDAR', ''].join('\r\n'),
      });
    const stamp = 'DTSTAMP:20260101T000000Z';
    await put('daglig', [
      ...[
        'BEGIN:VEVENT',
        'UID:daglig',
        stamp,
        `DTSTART;TZID=${swedishZone}:${day(-3)}T080000`,
        `DTEND;TZID=${swedishZone}:${day(-3)}T120000`,
        'RRULE:FREQ=DAILY',
        'SUMMARY:Förmiddagsmöten',
        'END:VEVENT',
      ],
      ...[
        'BEGIN:VEVENT',
        'UID:daglig',
        stamp,
        `RECURRENCE-ID;TZID=${swedishZone}:${day(3)}T080000`,
        `DTSTART;TZID=${swedishZone}:${day(3)}T080000`,
        'STATUS:CANCELLED',
        'END:VEVENT',
      ],
    ]);
    await put('heldag', ['BEGIN:VEVENT', 'UID:heldag', stamp, `DTSTART;VALUE=DATE:${day(4)}`, 'SUMMARY:Konferens', 'END:VEVENT']);
  });
  test.afterAll(async () => {
    await radicale?.stop();
  });

  test('a partner connects a calendar, a visitor on a phone books a free time, and cancels it by the link', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await acceptInvitation(page, 'partner');
    await page.getByRole('link', { name: 'Mina tider' }).click();
    await page.getByLabel('Ditt namn som besökaren ser det').fill('Karin Öst');
    await page.getByLabel('Ta emot bokningar på webbplatsen').check();
    for (const weekday of ['Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'])
      await page.getByLabel(weekday, { exact: true }).fill('08:00–18:00');
    await page.getByLabel('Minsta framförhållning (timmar)').fill('0');
    await page.getByLabel('Videomöte: din möteslänk').fill('https://meet.example/karin-ost');
    await page.getByRole('button', { name: 'Spara' }).click();
    await patient(page.getByRole('status').filter({ hasText: 'Sparat' })).toBeVisible();
    await page.getByLabel('Kalenderns hemliga adress (iCal)').fill(calendarUrl);
    await page.getByRole('button', { name: 'Koppla kalendern' }).click();
    await patient(page.getByText('Fungerar')).toBeVisible();
    patient(await axeViolations(page)).toEqual([]);

    const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    const visitor = await phone.newPage();
    await visitor.goto('/boka-mote');
    const form = visitor.locator('form[data-lead-form="booking"]');
    const picker = form.getByRole('group', { name: siteTexts.forms.times.heading });
    await patient(picker).toBeVisible();
    // The daily meeting keeps the mornings busy, except on the day its instance is cancelled.
    const cancelledDay = new Intl.DateTimeFormat('sv-SE', { timeZone: swedishZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
      Date.now() + 3 * 86_400_000,
    );
    // The week's line names its Monday and Sunday as Intl writes Swedish months ("Vecka 49, 30 november–6 december").
    const months = Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('sv-SE', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)));
    const week = new RegExp(`^Vecka \\d{1,2}, \\d{1,2} (${months.join('|')})–\\d{1,2} (${months.join('|')})$`);
    await patient(picker.locator('.time-picker-week')).toHaveText(week);
    const firstRadio = picker.getByRole('radio', { name: /^\d\d:\d\d$/ }).first();
    await firstRadio.focus();
    await visitor.keyboard.press('Space');
    await visitor.keyboard.press('ArrowRight');
    const chosen = picker.getByRole('radio', { checked: true, name: /^\d\d:\d\d$/ });
    await patient(chosen).toHaveCount(1);
    await patient(picker.getByRole('status')).toContainText(/Vald tid: .* \d\d:\d\d/);
    patient(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    patient(await axeViolations(visitor)).toEqual([]);
    while (!(await picker.getByRole('group', { name: cancelledDay }).count()))
      await picker.getByRole('button', { name: siteTexts.forms.times.nextWeek }).click();
    await patient(picker.getByRole('group', { name: cancelledDay }).getByRole('radio', { name: '09:00' })).toBeVisible();

    const { fields } = siteTexts.forms;
    const company = `E2E bokning ${Date.now().toString(36)} AB`;
    await form.getByLabel(new RegExp(`^${fields.company}`)).fill(company);
    await form.getByLabel(new RegExp(`^${fields.name}`)).fill('Åsa Öberg');
    await form.getByLabel(new RegExp(`^${fields.email}`)).fill('asa.oberg@exempel.se');
    await form.getByLabel(new RegExp(`^${fields.phone}`)).fill('070-123 45 67');
    await form.getByLabel(new RegExp(`^${fields.meetingFormat.label}`)).selectOption('video');
    await form.getByLabel(new RegExp(`^${fields.revenue.label}`)).selectOption('15-30');
    await form.getByRole('button', { name: /Skicka/ }).click();
    await patient(visitor.getByRole('heading', { name: 'Mötet är bokat' })).toBeVisible();
    await patient(visitor.getByText(/Videomöte med Karin Öst .* kl\. \d\d:\d\d–\d\d:\d\d \(svensk tid\)/).first()).toBeVisible();

    const db = new Database(e2eLeadsDatabase, { readonly: true, fileMustExist: true });
    const booked = db
      .prepare("SELECT b.id, b.uid, l.status FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE json_extract(l.fields, '$.company') = ?")
      .get(company) as { id: number; uid: string; status: string };
    const secret = (db.prepare("SELECT value FROM settings WHERE key = 'booking-link-secret'").get() as { value: string }).value;
    db.close();
    patient(booked.status).toBe('mote-bokat');

    // The visitor's link, as the invitation carries it; cancelled with JavaScript off.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    const link = await plain.newPage();
    await link.goto(`/api/mote?t=${manageToken(secret, booked)}`);
    await patient(link.getByText('Karin Öst')).toBeVisible();
    await link.getByRole('button', { name: 'Avboka mötet' }).click();
    await patient(link.getByRole('status')).toHaveText(/Mötet är avbokat/);
    await phone.close();
    await plain.close();
    // Others' tests on /boka-mote see the form as before once this partner takes no bookings.
    await page.getByLabel('Ta emot bokningar på webbplatsen').uncheck();
    await page.getByRole('button', { name: 'Spara' }).click();
    await patient(page.getByRole('status').filter({ hasText: 'tar inte emot bokningar' })).toBeVisible();
  });
});
