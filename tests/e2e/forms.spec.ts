/**
 * The three lead forms in Chromium, with JavaScript on and off (docs/decisions.md 9–12): each
 * submission arrives exactly once in the database the server writes and as one e-mail in a real
 * SMTP server on loopback. With JavaScript the page stays, errors appear beside the fields and a
 * toast confirms. Without it the static page has no form token: the server shows what was
 * filled in for one confirming click, then /tack; a refused form comes back with the errors.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { e2eSmtpPort, emailDeliveries, storedLeads } from '../e2e-leads';
import { fieldTexts, messages } from '~/src/lead-form/messages';
import { blocksOf, pageTexts } from '../e2e-content';
import { literally, siteTexts } from '../site-texts';

/** The one response time the site promises (site.yaml promises, docs/decisions.md 37). */
const responseTime = (parse(readFileSync('site.yaml', 'utf8')) as { promises: { responseTime: string } }).promises.responseTime;

// One SMTP sink on a fixed port: keep this file's tests in one worker, in order.
test.describe.configure({ mode: 'default' });

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink({ port: e2eSmtpPort });
});
test.afterAll(async () => {
  await sink?.close();
});

type Kind = 'lead' | 'enquiry' | 'booking';
const route: Record<Kind, string> = { lead: '/', enquiry: '/kassaflode', booking: '/boka-mote' };
const uniqueCompany = (kind: Kind, js: boolean) => `E2E ${kind} ${js ? 'js' : 'utan-js'} ${Date.now().toString(36)} AB`;

/** The forms' words, from site.yaml; the field messages from the lead endpoint's catalogue. */
const { fields, sent, answer } = siteTexts.forms;
/** The h1 of the thank-you page, from its content. */
const thanks = (parse(readFileSync('pages/tack.yaml', 'utf8')) as { blocks: { heading?: string }[] }).blocks[0]!.heading!;

/** /kassaflode's enquiry: its service and its own topic question (pages/kassaflode.yaml), not shared texts. */
const cashFlowEnquiry = blocksOf(pageTexts('kassaflode'), 'enquiry')[0]!;
const topicLabel = cashFlowEnquiry.topic!.label;

/** A control by its visible label; required ones end in a star. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${literally(label).source}\\*?$`));

/** Fills in a form as a visitor would; returns what the lead should contain. */
async function fill(form: Locator, kind: Kind, company: string, overrides: { phone?: string; email?: string } = {}) {
  await field(form, fields.company).fill(company);
  await field(form, fields.name).fill('Åsa Öberg');
  await field(form, fields.email).fill(overrides.email ?? 'asa.oberg@exempel.se');
  await field(form, fields.phone).fill(overrides.phone ?? '070-123 45 67');
  await field(form, fields.revenue.label).selectOption('15-30');
  if (kind === 'lead') await field(form, fields.priority).fill('Likviditeten inför expansionen.');
  if (kind === 'enquiry') {
    await field(form, fields.urgency.label).selectOption({ index: 1 });
    await field(form, topicLabel).selectOption('kundfordringar-och-kredittider');
    await field(form, fields.message).fill('Vi vill korta kredittiderna.');
  }
  if (kind === 'booking') {
    await field(form, fields.meetingFormat.label).selectOption('video');
    await field(form, fields.preferredTime.label).selectOption('morning');
    await field(form, fields.topic.label).selectOption('financial-analysis');
    await field(form, fields.message).fill('Gärna en förmiddag.');
  }
}

const formOf = (page: Page, kind: Kind) => page.locator(`form[data-lead-form="${kind}"]`);

/** Exactly one lead in the database and one e-mail in the sink for this company. */
async function expectDeliveredOnce(kind: Kind, company: string, email = 'asa.oberg@exempel.se') {
  const mail = await sink.waitFor(company);
  expect(mail.to).toEqual(['leads@nordvik.example']);
  expect(mail.text).toContain('Namn: Åsa Öberg');
  const leads = storedLeads(company);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ kind, page: route[kind], fields: { company, email, revenue: '15-30' } });
  // The outbox is done with it (sent after one attempt: it never sends that row again), so a
  // duplicate would already be in the sink.
  await expect.poll(() => emailDeliveries(company)).toEqual([{ status: 'sent', attempts: 1 }]);
  expect(sink.messages.filter((m) => m.text.includes(company))).toHaveLength(1);
  return leads[0]!;
}

test.describe('with JavaScript', () => {
  for (const kind of ['lead', 'enquiry', 'booking'] as const) {
    test(`the ${kind} form sends with fetch, confirms in place with a toast, and arrives once`, async ({ page }) => {
      await page.goto(route[kind]);
      const toaster = page.getByRole('region', { name: siteTexts.forms.notifications });
      const form = formOf(page, kind);
      await expect(form).toHaveAttribute('novalidate', ''); // the enhancement module has run
      const company = uniqueCompany(kind, true);
      await fill(form, kind, company);
      await form.getByRole('button').click();

      const confirmation = page.locator('.lead-confirmation');
      await expect(confirmation.getByRole('heading', { name: sent.heading })).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect(form).toHaveCount(0);
      await expect(toaster.getByRole('listitem')).toContainText(sent.toast);
      expect(new URL(page.url()).pathname).toBe(route[kind]);
      const lead = await expectDeliveredOnce(kind, company);
      if (kind === 'enquiry') expect(lead.fields).toMatchObject({ service: cashFlowEnquiry.service, topic: 'kundfordringar-och-kredittider' });
      if (kind === 'booking') expect(lead.fields).toMatchObject({ meetingFormat: 'video', preferredTime: 'morning', topic: 'financial-analysis' });
    });
  }

  test('the button is disabled while sending, and the server’s errors appear beside the fields', async ({ page }) => {
    await page.goto(route.booking);
    await expect(formOf(page, 'booking')).toHaveAttribute('novalidate', '');
    // Hold the real answer until the sending state has been seen (a fixed delay raced a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leads', async (r) => {
      await held;
      await r.continue();
    });
    const form = formOf(page, 'booking');
    const company = uniqueCompany('booking', true);
    // The browser's check and the server's are one rule set (docs/decisions.md 138); what only the
    // server refuses is a choice the page does not offer, as a tampered form would send.
    await fill(form, 'booking', company);
    const meeting = field(form, fields.meetingFormat.label);
    await meeting.evaluate((select) => (select as HTMLSelectElement).add(new Option('Telepati', 'telepati')));
    await meeting.selectOption('telepati');
    const button = form.getByRole('button');
    const label = await button.innerText();
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(siteTexts.forms.sending);
    release();

    await expect(form.locator('#bokning-meetingFormat-fel')).toHaveText(fieldTexts.meetingFormat!.invalid);
    await expect(meeting).toHaveAttribute('aria-invalid', 'true');
    await expect(meeting).toHaveAccessibleDescription(literally(fieldTexts.meetingFormat!.invalid));
    await expect(meeting).toBeFocused();
    await expect(form.getByRole('alert')).toContainText(messages.fieldsInvalid);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText(label);
    expect(storedLeads(company)).toEqual([]);

    // Corrected, the same fill goes through.
    await meeting.selectOption('video');
    await button.click();
    await expect(page.locator('.lead-confirmation')).toBeVisible();
    await expect(meeting).toHaveCount(0);
    await expectDeliveredOnce('booking', company);
  });

  test('Alt+T focuses the "Notiser" region only while it holds a notice; the notice closes with its button', async ({ page }) => {
    await page.goto(route.lead);
    const form = formOf(page, 'lead');
    await expect(form).toHaveAttribute('novalidate', '');
    // Empty: nothing invisible takes the focus.
    await field(form, fields.company).focus();
    await page.keyboard.press('Alt+T');
    await expect(field(form, fields.company)).toBeFocused();
    await expect(page.locator('.lead-toaster')).toBeHidden();

    await fill(form, 'lead', uniqueCompany('lead', true));
    await form.getByRole('button').click();
    const toaster = page.getByRole('region', { name: siteTexts.forms.notifications });
    await expect(toaster.getByRole('listitem')).toContainText(sent.toast);
    await page.keyboard.press('Alt+T');
    await expect(toaster).toBeFocused();
    const box = await toaster.evaluate((el) => el.getBoundingClientRect().height);
    expect(box).toBeLessThan(120);
    await toaster.getByRole('button', { name: siteTexts.forms.closeNotice }).click();
    await expect(page.locator('.lead-toaster')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const kind of ['lead', 'enquiry', 'booking'] as const) {
    test(`the ${kind} form posts, lands on /tack, and arrives once`, async ({ page }) => {
      await page.goto(route[kind]);
      const form = formOf(page, kind);
      const company = uniqueCompany(kind, false);
      // The booking as a Swede may write it: no browser check may stop å before the @ (docs/decisions.md 138).
      const typed = kind === 'booking' ? { email: 'åsa.öberg@företag.se', phone: '070–123 45 67 ankn. 12' } : {};
      await fill(form, kind, company, typed);
      await form.getByRole('button').click();
      // The confirmation step: what was filled in, and one button that sends exactly that.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.confirmHeading);
      await expect(page.getByText(company)).toBeVisible();
      expect(storedLeads(company)).toEqual([]);
      await page.getByRole('button', { name: answer.confirmButton }).click();
      await page.waitForURL('**/tack');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks);
      await expect(page.getByText(`inom ${responseTime}`).first()).toBeVisible();
      expect((await expectDeliveredOnce(kind, company, typed.email)).fields).toMatchObject(typed);
    });
  }

  test('a refused form comes back with the input kept and the errors beside the fields', async ({ page }) => {
    await page.goto(route.enquiry);
    const form = formOf(page, 'enquiry');
    const company = uniqueCompany('enquiry', false);
    await fill(form, 'enquiry', company, { phone: '12' });
    await form.getByRole('button').click();

    await expect(page).toHaveTitle(new RegExp(`^${literally(answer.refusedHeading).source} \\| `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.refusedHeading);
    const again = formOf(page, 'enquiry');
    await expect(again.getByRole('alert')).toHaveText(messages.fieldsInvalid);
    const phone = field(again, fields.phone);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(literally(fieldTexts.phone!.invalid));
    await expect(phone).toBeFocused();
    await expect(field(again, fields.company)).toHaveValue(company);
    await expect(field(again, topicLabel)).toHaveValue('kundfordringar-och-kredittider');
    await expect(field(again, fields.message)).toHaveValue('Vi vill korta kredittiderna.');
    expect(storedLeads(company)).toEqual([]);

    await phone.fill('08-123 456 78');
    await again.getByRole('button').click();
    await page.waitForURL('**/tack');
    const lead = await expectDeliveredOnce('enquiry', company);
    expect(lead.fields.phone).toBe('08-123 456 78');
  });
});
