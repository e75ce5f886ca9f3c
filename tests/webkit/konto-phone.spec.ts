/**
 * The lead page on a phone in WebKit (WebKitGTK's MiniBrowser over WebDriver, tests/engines/webkit.ts),
 * as Chromium and Firefox measure it (tests/e2e-konto-phone.ts): each answer under its question,
 * thumb-sized call and e-mail links, nothing past the screen's edge, the erase dialog's label whole,
 * and the date filters empty when they are (WebKit drew today's date in an empty date input). The
 * workspace runs behind a local TLS proxy (tests/engines/tls-proxy.ts): WebKit keeps the `Secure`
 * session cookie only over https; the proxy's phone frame gives the page a 320 or 390 px viewport,
 * which MiniBrowser's window cannot be. The account is made in Node and its session cookie given to
 * the browser, so only the pages are WebKit's.
 */
import { expect, test } from '@playwright/test';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { e2ePort } from '../e2e-leads';
import {
  dialogShown,
  measureDateFields,
  measureEraseLabel,
  measureLeadPage,
  phoneProblems,
  signedInSession,
  storePhoneLead,
  type PhoneGeometry,
} from '../e2e-konto-phone';
import { startTlsProxy, type TlsProxy } from '../engines/tls-proxy';
import { launchWebKit, rerunOnPageCrash, type WebKit } from '../engines/webkit';

test.describe.configure({ mode: 'serial' });
let webkit: WebKit;
let driver: WebDriver;
let proxy: TlsProxy;

let sessionId: string;

/** WebKit with the signed-in session's cookie, closing the one before if a crash left one. */
async function start() {
  await webkit?.close();
  webkit = await launchWebKit(e2ePort + 20_002, { acceptInsecureCerts: true });
  driver = webkit.driver;
  await driver.get(`${proxy.url}/konto/logga-in`);
  await driver.manage().addCookie({ name: '__Host-konto', value: sessionId, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
}
const crashSafe = rerunOnPageCrash(start);

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  proxy = await startTlsProxy(e2ePort);
  ({ sessionId } = await signedInSession(baseURL!));
  await start();
});
test.afterAll(async () => {
  await webkit?.close();
  await proxy?.close();
});

/**
 * Opens `path` as a phone `width` px wide would show it: in the proxy's phone frame (MiniBrowser's
 * window cannot be that narrow), with the driver switched into the frame; the width the page got.
 */
async function phone(width: number, path: string): Promise<number> {
  await driver.switchTo().defaultContent();
  await driver.get(`${proxy.url}/__telefon?bredd=${width}&sida=${path}`);
  await driver.switchTo().frame(await driver.wait(until.elementLocated(By.css('iframe')), 10_000));
  await driver.wait(until.elementLocated(By.css('main')), 15_000);
  return driver.executeScript<number>('return document.documentElement.clientWidth');
}

/** A screenshot of the phone frame alone. */
async function frameShot(): Promise<Buffer> {
  await driver.switchTo().defaultContent();
  const shot = Buffer.from(await driver.findElement(By.css('iframe')).takeScreenshot(), 'base64');
  await driver.switchTo().frame(await driver.findElement(By.css('iframe')));
  return shot;
}

const run = <T>(judge: () => T) => driver.executeScript<T>(`return (${judge.toString()})()`);
const heading = (text: string) => driver.wait(until.elementTextIs(driver.findElement(By.css('h1')), text), 15_000);

test(
  'WebKit on phones: each answer under its question, thumb-sized call and e-mail links, the erase label whole, empty date filters empty',
  crashSafe(async () => {
    const testInfo = test.info();
    await phone(390, '/konto/');
    await driver.wait(until.elementLocated(By.css('[role="search"]')), 15_000);
    expect(await run(measureDateFields)).toEqual([
      { label: 'Från och med (åååå-mm-dd)', value: '', placeholder: '' },
      { label: 'Till och med (åååå-mm-dd)', value: '', placeholder: '' },
    ]);

    const lead = storePhoneLead();
    for (const wanted of [320, 390]) {
      expect(await phone(wanted, `/konto/leads/${lead.id}`)).toBe(wanted);
      await driver.wait(until.elementLocated(By.css('main dl')), 15_000);
      await heading(lead.fields.company);
      const geometry = await run<PhoneGeometry>(measureLeadPage);
      expect(phoneProblems(geometry, lead.fields), `${wanted} px: ${JSON.stringify(geometry)}`).toEqual([]);
      await testInfo.attach(`lead-page-webkit-${wanted}.png`, { body: await frameShot(), contentType: 'image/png' });
    }

    expect(await phone(320, '/konto/person')).toBe(320);
    const email = await driver.wait(until.elementLocated(By.xpath("//label[normalize-space()='Personens e-postadress']/following::input[1]")), 15_000);
    await email.sendKeys(lead.fields.email);
    await driver.findElement(By.xpath("//button[normalize-space()='Sök']")).click();
    await driver.wait(until.elementLocated(By.xpath("//button[normalize-space()='Radera personen …']")), 15_000).click();
    await driver.wait(until.elementLocated(By.css('[role="dialog"] label')), 15_000);
    await driver.wait(() => run(dialogShown), 5_000);
    const label = await run(measureEraseLabel);
    expect(label).toMatchObject({ text: 'Skriv e-postadressen igen för att bekräfta', cut: false });
    expect(label!.right).toBeLessThanOrEqual(label!.width);
    await testInfo.attach('erase-dialog-webkit-320.png', { body: await frameShot(), contentType: 'image/png' });
  }),
);
