/**
 * Same-site posts only (server/leads/same-site.ts, docs/decisions.md "Same-site posts only"),
 * decided by what real browsers send. Chromium (Playwright) and Firefox (firefox-esr over
 * WebDriver BiDi, tests/engines/firefox.ts) submit the site's own plain booking form — no script,
 * then the confirmation step — through a recording proxy (tests/e2e-origin.ts): each sends the
 * page's own origin, never `null`, and the lead is stored. (WebKit: tests/webkit/same-origin-form.spec.ts.)
 * Another website's page that makes its visitor's browser post a lead is refused with the Swedish
 * 403 page, and nothing is stored.
 */
import { expect, test } from '@playwright/test';
import type { Browser as FirefoxBrowser } from 'puppeteer-core';
import { messages } from '~/src/lead-form/messages';
import { storedLeads } from '../e2e-leads';
import { crossSitePage, recordingProxy, type RecordingProxy } from '../e2e-origin';
import { launchFirefox } from '../engines/firefox';
import { siteTexts } from '../site-texts';

const { answer } = siteTexts.forms;
const fill = { name: 'Åsa Öberg', email: 'asa.oberg@exempel.se', phone: '070-123 45 67' };
let proxy: RecordingProxy;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => {
  proxy = await recordingProxy(baseURL!);
});
test.afterAll(async () => {
  await proxy?.close();
});

test.describe('the site’s own plain form', () => {
  test.use({ javaScriptEnabled: false });

  test('Chromium sends the page’s own origin with the form and the confirmation, and the lead is stored', async ({ page }) => {
    const company = `Ursprung chromium ${Date.now().toString(36)} AB`;
    proxy.posts.length = 0;
    await page.goto(`${proxy.origin}/boka-mote`);
    await page.fill('#bokning-company', company);
    await page.fill('#bokning-name', fill.name);
    await page.fill('#bokning-email', fill.email);
    await page.fill('#bokning-phone', fill.phone);
    await page.selectOption('#bokning-meetingFormat', 'video');
    await page.selectOption('#bokning-revenue', '15-30');
    await page.click('form[data-lead-form="booking"] button[type="submit"]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.confirmHeading);
    await page.getByRole('button', { name: answer.confirmButton }).click();
    await page.waitForURL(`${proxy.origin}/tack`);
    test.info().annotations.push({ type: 'Chromium', description: JSON.stringify(proxy.posts) });
    expect(proxy.posts).toEqual([
      { origin: proxy.origin, secFetchSite: 'same-origin' },
      { origin: proxy.origin, secFetchSite: 'same-origin' },
    ]);
    expect(storedLeads(company)).toHaveLength(1);
  });
});

test.describe('Firefox', () => {
  let firefox: FirefoxBrowser;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    firefox = await launchFirefox();
  });
  test.afterAll(async () => {
    await firefox?.close();
  });

  test('Firefox sends the page’s own origin with the form and the confirmation, and the lead is stored', async () => {
    const company = `Ursprung firefox ${Date.now().toString(36)} AB`;
    proxy.posts.length = 0;
    const page = await firefox.newPage();
    await page.goto(`${proxy.origin}/boka-mote`);
    await page.type('#bokning-company', company);
    await page.type('#bokning-name', fill.name);
    await page.type('#bokning-email', fill.email);
    await page.type('#bokning-phone', fill.phone);
    await page.select('#bokning-meetingFormat', 'video');
    await page.select('#bokning-revenue', '15-30');
    await Promise.all([page.waitForNavigation(), page.click('form[data-lead-form="booking"] button[type="submit"]')]);
    expect(await page.$eval('h1', (el) => el.textContent?.trim())).toBe(answer.confirmHeading);
    await Promise.all([page.waitForNavigation(), page.click('.lead-answer-confirm button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toBe('/tack');
    test.info().annotations.push({ type: 'Firefox', description: JSON.stringify(proxy.posts) });
    expect(proxy.posts).toEqual([
      { origin: proxy.origin, secFetchSite: 'same-origin' },
      { origin: proxy.origin, secFetchSite: 'same-origin' },
    ]);
    expect(storedLeads(company)).toHaveLength(1);
  });

  test('Firefox: another website’s page posting a lead to the site gets the Swedish 403 page, and nothing is stored', async ({ baseURL }) => {
    const company = `Korsplats firefox ${Date.now().toString(36)} AB`;
    const other = await crossSitePage(baseURL!, company);
    try {
      const page = await firefox.newPage();
      await page.goto(other.url);
      await page.waitForFunction((url) => location.href === url, {}, `${baseURL}/api/leads`);
      await page.waitForSelector('h1');
      expect(await page.$eval('h1', (el) => el.textContent?.trim())).toBe(answer.refusedHeading);
      expect(await page.$eval('main', (el) => el.textContent)).toContain(messages.crossSite);
      expect(storedLeads(company)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

test('Chromium: another website’s page posting a lead to the site gets the Swedish 403 page, and nothing is stored', async ({ page, baseURL }) => {
  const company = `Korsplats chromium ${Date.now().toString(36)} AB`;
  const other = await crossSitePage(baseURL!, company);
  try {
    const refused = page.waitForResponse((r) => r.url() === `${baseURL}/api/leads` && r.request().method() === 'POST');
    await page.goto(other.url);
    const response = await refused;
    expect(await response.request().headerValue('origin')).toBe(new URL(other.url).origin);
    expect(response.status()).toBe(403);
    expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.refusedHeading);
    await expect(page.getByRole('alert')).toHaveText(messages.crossSite);
    expect(storedLeads(company)).toHaveLength(0);
  } finally {
    await other.close();
  }
});
