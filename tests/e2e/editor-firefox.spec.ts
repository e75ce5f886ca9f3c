/**
 * The page editor in Firefox (Debian's firefox-esr over WebDriver BiDi, tests/engines/firefox.ts):
 * its controls are MUI, styled by the workspace's theme (src/ui/mui-theme.ts) and not by any
 * `@scope` rule, which Firefox ESR 140 does not have (docs/decisions.md 107). Before, the
 * editor's plain buttons and fields were unstyled there inside the workspace. Run against npm run
 * dev's editor (tests/editor-dev-server.ts): the same components, theme and editor.css the
 * workspace hosts; only reading, nothing is saved.
 */
import { expect } from '@playwright/test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { colors } from '~/src/theme';
import { launchFirefox } from '../engines/firefox';
import { editorUrl, test } from '../editor-e2e';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  browser = await launchFirefox();
});
test.afterAll(async () => {
  await browser?.close();
});

/** A token's hex colour as getComputedStyle writes it. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

async function element(find: string, arg: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (how, text) =>
      how === 'button'
        ? [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)
        : how === 'link'
          ? [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === text)
          : document.querySelector(text),
    {},
    find,
    arg,
  );
  return handle.asElement() as ElementHandle<Element>;
}

const style = (handle: ElementHandle<Element>, property: string) => handle.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test('Firefox: the editor’s buttons, fields and layout are styled by the theme', async () => {
  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${editorUrl}/redigera`);
  const newCity = await element('button', 'Ny stad');
  expect(await style(newCity, 'background-color')).toBe(rgb(colors.primary));
  expect(await style(newCity, 'color')).toBe(rgb(colors.onPrimary));

  await (await element('link', '/kassaflode')).click();
  await element('button', 'Spara');
  // The page's main action, a block's tool and a text field: each drawn by its MUI component.
  expect(await style(await element('button', 'Spara'), 'background-color')).toBe(rgb(colors.primary));
  expect(await style(await element('button', 'Lägg till block'), 'background-color')).toBe(rgb(colors.primary));
  const upp = await element('css', '#block-1-upp');
  expect(await style(upp, 'border-top-style')).toBe('solid');
  expect(Number.parseFloat(await style(upp, 'border-top-left-radius'))).toBeGreaterThan(0);
  const field = await element('css', '.falt input');
  const outline = await field.evaluate((el) => getComputedStyle(el.parentElement!.querySelector('fieldset')!).getPropertyValue('border-top-style'));
  expect(outline).toBe('solid');
  // editor.css's layout: the preview beside the form, not squeezed.
  const frame = await element('css', 'iframe.forhandsvisning');
  expect((await frame.boundingBox())!.width).toBeGreaterThan(500);
});
