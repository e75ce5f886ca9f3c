/**
 * The workspace with leads (issue 27; the lead API of docs/konto-api.md under /konto/api/leads and
 * /konto/api/person): a lead posted through the site's real form appears in an open inbox without
 * a reload and in the tab title, is found by search, opened, marked contacted with a note; on a
 * 320 px phone the partner opens it from a card and finds the number as a tel: link; a person is
 * looked up, their file offered and erased after typing the address; a lure held in the spam
 * folder with its warning, released with "Inte skräppost" and taken back with "Skräppost"
 * (docs/decisions.md 133–134). axe on each of these views.
 */
import { test, type BrowserContext, type Page } from '@playwright/test';
import { channelLabels } from '~/src/konto/texts';
import { pollIntervalMs } from '~/src/konto/unread';
import { site } from '../e2e-content';
import { literally, siteTexts } from '../site-texts';
import { axeViolations } from '../e2e-axe';
import { acceptInvitation, expect } from '../e2e-konto';
import { dialogShown, measureDateFields, measureEraseLabel, measureLeadPage, phoneProblems, storePhoneLead } from '../e2e-konto-phone';

// Each test makes its accounts as the operator does (the CLI, argon2 hashing): seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });

const { fields } = siteTexts.forms;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const field = (form: ReturnType<Page['locator']>, label: string) => form.getByLabel(new RegExp(`^${literally(label).source}\\*?$`));

interface PostedLead {
  company: string;
  email: string;
  phone: string;
}

/** A visitor sends the home page's lead form, with JavaScript, in a page of `context`. */
async function postLead(context: BrowserContext): Promise<PostedLead> {
  const id = unique();
  const lead = { company: `Konto E2E ${id} AB`, email: `asa.${id}@exempel.se`, phone: '070-123 45 67' };
  const page = await context.newPage();
  await page.goto('/');
  const form = page.locator('form[data-lead-form="lead"]');
  await expect(form).toHaveAttribute('novalidate', '');
  await field(form, fields.company).fill(lead.company);
  await field(form, fields.name).fill('Åsa Öberg');
  await field(form, fields.email).fill(lead.email);
  await field(form, fields.phone).fill(lead.phone);
  await field(form, fields.revenue.label).selectOption('15-30');
  await field(form, fields.priority).fill('Likviditeten inför expansionen.');
  await form.getByRole('button').click();
  await expect(page.locator('.lead-confirmation')).toBeVisible();
  await page.close();
  return lead;
}

test('a lead from the site appears in an open inbox without a reload, is found, opened and marked contacted with a note', async ({ page, context }) => {
  // The page's clock runs as the real one, and is moved on to the inbox's next poll rather than waited for.
  await page.clock.install();
  await acceptInvitation(page, 'partner');
  await expect(page.getByRole('status').filter({ hasText: /förfrågning|förfrågan/ })).toBeVisible();
  const lead = await postLead(context);

  // The inbox polls every 20 seconds: the lead arrives in the open page, and the count in the tab.
  const link = page.getByRole('link', { name: lead.company });
  await expect(link).toBeHidden();
  await page.clock.fastForward(pollIntervalMs);
  await expect(link).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(\\d+\\) Inkorg – ${literally(site.brand).source}$`));
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText('Åsa Öberg');
  await expect(row).toContainText('Kontaktförfrågan');
  await expect(row).toContainText('Ny');
  await expect(row).toContainText('Oläst');
  expect(await axeViolations(page)).toEqual([]);

  // Search by company: the filter goes into the address and the export takes the same filter.
  await page.getByLabel('Sök namn, företag, e-post eller telefon').fill(lead.company.toLowerCase());
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^1 förfrågan\b/);
  // The server prepares the workbook in the background; the link comes when it is ready, for the one lead of the filter.
  await page.getByRole('button', { name: 'Exportera urvalet till Excel (xlsx)' }).click();
  const exportLink = page.getByRole('link', { name: 'Ladda ner exporten (xlsx) (1 förfrågan)' });
  await expect(exportLink).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const download = await Promise.all([page.waitForEvent('download'), exportLink.click()]).then(([file]) => file);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.getByRole('link', { name: lead.company }).click();
  await expect(page.getByRole('heading', { level: 1, name: lead.company })).toBeVisible();
  await expect(page.getByRole('link', { name: lead.phone })).toHaveAttribute('href', 'tel:+46701234567');
  await expect(page.getByRole('link', { name: lead.email })).toHaveAttribute('href', `mailto:${lead.email}`);
  await expect(page.getByText('från sidan /', { exact: false })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Svar i formuläret' });
  // Each answer under its question: a term and its definition (a description list).
  const answer = (label: string) =>
    answers.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${literally(label).source}`) }) });
  await expect(answer(fields.company).getByRole('definition')).toHaveText(lead.company);
  await expect(answer(fields.priority).getByRole('definition')).toHaveText('Likviditeten inför expansionen.');
  await expect(page.getByRole('region', { name: 'Aviseringar' })).toContainText(channelLabels.email!);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Ny anteckning').fill('Ringde, bokar möte nästa vecka.');
  await page.getByLabel('Kontaktdatum (åååå-mm-dd)').fill('2026-11-20');
  await page.getByRole('button', { name: 'Spara anteckning' }).click();
  await expect(page.getByText('Anteckningen är sparad.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anteckningar' })).toContainText('Ringde, bokar möte nästa vecka.');
  await expect(page.getByText('Senaste kontakt: 20 nov. 2026')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Kontaktad' }).click();
  await page.getByRole('button', { name: 'Spara status' }).click();
  await expect(page.getByText('Status sparad: Kontaktad.')).toBeVisible();

  await page.getByRole('button', { name: 'Skicka igen' }).click();
  await expect(page.getByText(/köad|köade/)).toBeVisible();
});

test('on a 320 px phone the partner opens a lead from its card and calls from it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await acceptInvitation(page, 'partner');
  const lead = await postLead(context);
  await page.goto(`/konto?q=${encodeURIComponent(lead.company)}`);
  // A list of cards, no table that would scroll sideways.
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Förfrågningar, nyaste först' }).getByRole('link').filter({ hasText: lead.company });
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  await card.click();
  const call = page.getByRole('link', { name: lead.phone });
  await expect(call).toHaveAttribute('href', 'tel:+46701234567');
  await expect(call).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('a person is looked up, their file offered, and erased after the address is typed again', async ({ page, context }) => {
  await acceptInvitation(page, 'partner');
  const lead = await postLead(context);
  await page.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Personuppgifter' }).click();
  await page.getByLabel('Personens e-postadress').fill(lead.email);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  const found = page.getByRole('region', { name: lead.email });
  await expect(found).toContainText(lead.company);
  const file = found.getByRole('link', { name: 'Ladda ner registerutdrag (JSON)' });
  const download = await Promise.all([page.waitForEvent('download'), file.click()]).then(([d]) => d);
  expect(download.suggestedFilename()).toMatch(/^utdrag-[\d-]+\.json$/);
  expect(await axeViolations(page)).toEqual([]);

  await found.getByRole('button', { name: 'Radera personen …' }).click();
  const dialog = page.getByRole('dialog', { name: `Radera ${lead.email}?` });
  await expect(dialog).toContainText(lead.company);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Skriv e-postadressen igen för att bekräfta').fill('fel@exempel.se');
  await dialog.getByRole('button', { name: 'Radera för alltid' }).click();
  await expect(dialog.getByText(`Skriv ${lead.email} exakt för att bekräfta.`)).toBeVisible();
  await dialog.getByLabel('Skriv e-postadressen igen för att bekräfta').fill(lead.email);
  await dialog.getByRole('button', { name: 'Radera för alltid' }).click();
  await expect(page.getByText(`${lead.email} är raderad: 1 förfrågan borttagen.`)).toBeVisible();

  await page.goto(`/konto?q=${encodeURIComponent(lead.company)}`);
  await expect(page.getByText('Inga förfrågningar matchar urvalet.')).toBeVisible();
});

test('a lure waits in the spam folder with its warning; "Inte skräppost" sends it on and "Skräppost" takes it back', async ({ page, context }) => {
  await acceptInvitation(page, 'partner');
  const lure = `Bankens Säkerhet ${unique()} AB`;
  const visitor = await context.newPage();
  await visitor.goto('/');
  const form = visitor.locator('form[data-lead-form="lead"]');
  await expect(form).toHaveAttribute('novalidate', '');
  await field(form, fields.company).fill(lure);
  await field(form, fields.name).fill('Kundtjänst');
  await field(form, fields.email).fill('sakerhet@bank-verifiering.se');
  await field(form, fields.revenue.label).selectOption('15-30');
  await field(form, fields.priority).fill('Ert företagskonto spärras i dag. Logga in med BankID för att häva spärren: https://bank-verifiering.se/logga-in');
  await form.getByRole('button').click();
  await expect(visitor.locator('.lead-confirmation')).toBeVisible();
  await visitor.close();

  await page.goto(`/konto/?spam=1&q=${encodeURIComponent(lure)}`);
  await page.getByRole('link', { name: lure }).click();
  await expect(page.getByRole('heading', { level: 1, name: lure })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Möjligt nätfiske' })).toContainText('Klicka inte på länkarna');
  await expect(page.getByText(/^Hålls som misstänkt skräp:/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Inte skräppost' }).click();
  await expect(page.getByText('Förfrågan är släppt ur skräpposten och aviseringarna skickas. Filtret lär sig av beslutet.')).toBeVisible();
  // Released, it is still marked as what it looks like.
  await expect(page.getByRole('alert').filter({ hasText: 'Möjligt nätfiske' })).toBeVisible();
  await page.getByRole('button', { name: 'Skräppost' }).click();
  await expect(page.getByText('Förfrågan ligger i skräpposten. Filtret lär sig av beslutet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inte skräppost' })).toBeVisible();
});

test('on 320 and 390 px phones each answer stands under its question, the call and e-mail links are thumb-sized, nothing is cut; dates are åååå-mm-dd in an en-US browser', async ({
  browser,
}, testInfo) => {
  const lead = storePhoneLead();
  // An American browser: the date fields must still show and take Swedish dates, and look empty when they are.
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await acceptInvitation(page, 'partner');
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/konto/leads/${lead.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lead.fields.company })).toBeVisible();
    const geometry = await page.evaluate(measureLeadPage);
    expect(phoneProblems(geometry, lead.fields), `${width} px: ${JSON.stringify(geometry)}`).toEqual([]);
    await testInfo.attach(`lead-page-chromium-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/konto/person');
  await page.getByLabel('Personens e-postadress').fill(lead.fields.email);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await page.getByRole('button', { name: 'Radera personen …' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForFunction(dialogShown);
  const label = await page.evaluate(measureEraseLabel);
  expect(label).toMatchObject({ text: 'Skriv e-postadressen igen för att bekräfta', cut: false });
  expect(label!.right).toBeLessThanOrEqual(label!.width);
  await testInfo.attach('erase-dialog-chromium-320.png', { body: await page.screenshot(), contentType: 'image/png' });
  await page.getByRole('button', { name: 'Avbryt' }).click();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/konto/');
  await expect(page.getByLabel('Till och med (åååå-mm-dd)')).toBeVisible();
  expect(await page.evaluate(measureDateFields)).toEqual([
    { label: 'Från och med (åååå-mm-dd)', value: '', placeholder: '' },
    { label: 'Till och med (åååå-mm-dd)', value: '', placeholder: '' },
  ]);
  await page.getByLabel('Från och med (åååå-mm-dd)').fill('11/01/2026');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.getByText('Från och med: skriv datumet som åååå-mm-dd, till exempel 2026-11-28.')).toBeVisible();
  await page.getByLabel('Från och med (åååå-mm-dd)').fill('20261101');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/[?&]from=2026-11-01(&|$)/);
  await expect(page.getByLabel('Från och med (åååå-mm-dd)')).toHaveValue('2026-11-01');
  await context.close();
});
