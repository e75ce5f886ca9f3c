/**
 * The workspace /konto in Firefox (Debian's firefox-esr over WebDriver BiDi, tests/engines/firefox.ts)
 * on a 320 px phone: an invitation from the CLI through password and the authenticator app's code
 * to the inbox, and signing out — with nothing wider than the screen at any step. It also shows
 * that Firefox keeps the `__Host-konto` cookie the server sets over http on loopback (decision 63
 * measured that in Chromium), without which no step after the password would work here. Then the
 * lead page on 320 and 390 px phones, measured as in Chromium and WebKit (tests/e2e-konto-phone.ts).
 */
import { expect, test } from '@playwright/test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { launchFirefox } from '../engines/firefox';
import { inviteLink, localInvitation, testPassword, totpCode, uniqueEmail } from '../e2e-konto';
import { dialogShown, measureDateFields, measureEraseLabel, measureLeadPage, phoneProblems, storePhoneLead } from '../e2e-konto-phone';

// The account is made as the operator makes it (the CLI, argon2 hashing): seconds on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  browser = await launchFirefox();
});
test.afterAll(async () => {
  await browser?.close();
});

/** The control a visible `<label>` names (MUI's TextField ties them with `for`). */
async function fill(label: string, value: string) {
  const handle = await page.waitForFunction(
    (text) => {
      const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() === text);
      return found?.control ?? undefined;
    },
    {},
    label,
  );
  await (handle.asElement() as ElementHandle<Element>).type(value);
}

async function press(name: string) {
  const button = await page.waitForFunction((text) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text), {}, name);
  await (button.asElement() as ElementHandle<Element>).click();
}

const heading = (name: string) => page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, {}, name);

/** How many pixels the page reaches past the screen's right edge (0 when it fits). */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Follows a new partner's invitation through password and code to the inbox, checking the width at each step. */
async function followInvitation(baseURL: string | undefined) {
  const email = uniqueEmail('partner');
  page = await browser.newPage();
  await page.setViewport({ width: 320, height: 640 });
  await page.goto(`${baseURL}${localInvitation(inviteLink(email, 'partner'))}`);
  await page.waitForFunction((text) => document.body.textContent?.includes(text), {}, email);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await fill('Nytt lösenord', testPassword);
  await fill('Upprepa lösenordet', testPassword);
  await press('Spara lösenordet');
  const secretElement = await page.waitForSelector('[data-testid="totp-secret"]');
  const secret = (await secretElement!.evaluate((el) => el.textContent ?? '')).replace(/\s/g, '');
  expect(await overflow()).toBeLessThanOrEqual(0);

  await fill('Kod från autentiseringsappen', totpCode(secret));
  await press('Bekräfta koden');
  await heading('Inkorg');
  expect(new URL(page.url()).pathname).toBe('/konto');
  expect(await overflow()).toBeLessThanOrEqual(0);
}

test('Firefox at 320 px: an invitation leads through password and code to the inbox, signing out ends it, and nothing is wider than the screen', async ({
  baseURL,
}) => {
  await followInvitation(baseURL);
  await press('Logga ut');
  await heading('Logga in');
  expect(await overflow()).toBeLessThanOrEqual(0);
  const signedOut = await page.evaluate(async () => (await fetch('/konto/api/jag')).status);
  expect(signedOut).toBe(401);
});

test('Firefox on 320 and 390 px phones: each answer under its question, thumb-sized call and e-mail links, the erase label whole, empty date fields empty', async ({
  baseURL,
}, testInfo) => {
  await followInvitation(baseURL);
  expect(await page.evaluate(measureDateFields)).toEqual([
    { label: 'Från och med (åååå-mm-dd)', value: '', placeholder: '' },
    { label: 'Till och med (åååå-mm-dd)', value: '', placeholder: '' },
  ]);
  const lead = storePhoneLead();
  for (const width of [320, 390]) {
    await page.setViewport({ width, height: 800 });
    await page.goto(`${baseURL}/konto/leads/${lead.id}`);
    await heading(lead.fields.company);
    const geometry = await page.evaluate(measureLeadPage);
    expect(phoneProblems(geometry, lead.fields), `${width} px: ${JSON.stringify(geometry)}`).toEqual([]);
    await testInfo.attach(`lead-page-firefox-${width}.png`, { body: Buffer.from(await page.screenshot({ fullPage: true })), contentType: 'image/png' });
  }
  await page.setViewport({ width: 320, height: 800 });
  await page.goto(`${baseURL}/konto/person`);
  await fill('Personens e-postadress', lead.fields.email);
  await press('Sök');
  await press('Radera personen …');
  await page.waitForSelector('[role="dialog"] label');
  await page.waitForFunction(dialogShown);
  const label = await page.evaluate(measureEraseLabel);
  expect(label).toMatchObject({ text: 'Skriv e-postadressen igen för att bekräfta', cut: false });
  expect(label!.right).toBeLessThanOrEqual(label!.width);
  await testInfo.attach('erase-dialog-firefox-320.png', { body: Buffer.from(await page.screenshot()), contentType: 'image/png' });
});
