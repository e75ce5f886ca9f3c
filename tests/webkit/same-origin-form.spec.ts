/**
 * The same-site rule's experiment in WebKit (tests/e2e/same-origin-forms.spec.ts has Chromium and
 * Firefox; docs/decisions.md "Same-site posts only"): WebKitGTK's MiniBrowser submits the site's
 * own plain booking form — no script, then the confirmation step — through the recording proxy
 * (tests/e2e-origin.ts), sending the page's own origin, never `null`, and the lead is stored.
 */
import { expect, test } from '@playwright/test';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { e2ePort, storedLeads } from '../e2e-leads';
import { recordingProxy, type RecordingProxy } from '../e2e-origin';
import { launchWebKit, rerunOnPageCrash, type WebKit } from '../engines/webkit';
import { siteTexts } from '../site-texts';

const { answer } = siteTexts.forms;
let webkit: WebKit;
let driver: WebDriver;
let proxy: RecordingProxy;

async function start() {
  await webkit?.close();
  webkit = await launchWebKit(e2ePort + 20_001);
  driver = webkit.driver;
  proxy.posts.length = 0;
}
const crashSafe = rerunOnPageCrash(start);

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  proxy = await recordingProxy(baseURL!);
  await start();
});
test.afterAll(async () => {
  await webkit?.close();
  await proxy?.close();
});

test(
  'WebKit sends the page’s own origin with the plain form and the confirmation, and the lead is stored',
  crashSafe(async () => {
    const company = `Ursprung webkit ${Date.now().toString(36)} AB`;
    await driver.get(`${proxy.origin}/boka-mote`);
    const css = (selector: string) => driver.wait(until.elementLocated(By.css(selector)), 10_000);
    await (await css('#bokning-company')).sendKeys(company);
    await (await css('#bokning-name')).sendKeys('Åsa Öberg');
    await (await css('#bokning-email')).sendKeys('asa.oberg@exempel.se');
    await (await css('#bokning-phone')).sendKeys('070-123 45 67');
    // WebKitWebDriver cannot click an <option> (not interactable): choose as a script would.
    await driver.executeScript("document.getElementById('bokning-meetingFormat').value = 'video'; document.getElementById('bokning-revenue').value = '15-30';");
    await (await css('form[data-lead-form="booking"] button[type="submit"]')).click();
    await driver.wait(until.elementLocated(By.css('.lead-answer-confirm')), 10_000);
    expect((await (await css('h1')).getText()).trim()).toBe(answer.confirmHeading);
    await (await css('.lead-answer-confirm button[type="submit"]')).click();
    await driver.wait(until.urlIs(`${proxy.origin}/tack`), 10_000);
    test.info().annotations.push({ type: 'WebKit', description: JSON.stringify(proxy.posts) });
    expect(proxy.posts).toEqual([
      { origin: proxy.origin, secFetchSite: 'same-origin' },
      { origin: proxy.origin, secFetchSite: 'same-origin' },
    ]);
    expect(storedLeads(company)).toHaveLength(1);
  }),
);
