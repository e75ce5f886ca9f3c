/**
 * Large text (WCAG 1.4.4 Resize text; docs/decisions.md 68, 174) at 1280 × 800: with the browser's
 * own font settings — a minimum font size of 24 px, and "Very large" (a default font size of 24 px),
 * both set as Chromium's preferences in a fresh profile, the way a visitor sets them — and with
 * text-only zoom to 200 % (the root font size doubled), the sticky header stays a bar: at most a
 * quarter of the screen high, the brand whole, nothing of it past the window's edge, and a
 * focused field lands with its label below the header. On a 390 px phone with a default font size
 * of 32 px (200 %), every route: no sideways scroll, the brand and every price whole. And forced
 * colours (Windows high contrast, emulated): every control keeps a visible border and every icon
 * in a control, and every check mark, is drawn in the text's colour (tests/e2e-readable.ts; the
 * same judges run in Firefox, tests/e2e/firefox.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { pageRoutes } from '~/scripts/support/site-routes';
import { chromiumArgs, findChromium } from '~/scripts/support/browser';
import { judge } from '../e2e-focus';
import { unreadable, unseenInForcedColours } from '../e2e-readable';

const viewport = { width: 1280, height: 800 };
const routes = ['/', '/kassaflode', '/interim-cfo-goteborg', '/boka-mote'];

/** A Chromium with these font preferences (chrome://settings/fonts) in a profile of its own. */
async function withFontPrefs(webprefs: Record<string, number>, run: (context: BrowserContext) => Promise<void>, baseURL: string, size = viewport) {
  const profile = mkdtempSync(path.join(tmpdir(), 'large-text-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs } }));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: chromiumArgs, viewport: size, baseURL });
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The header's height, how many lines the brand's name takes, and the sideways overflow. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const name = document.querySelector('.brand-name')!;
    const range = document.createRange();
    range.selectNodeContents(name);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return {
      headerHeight: header.height,
      nameLines: lines.size,
      // How far anything in the header reaches past the right edge of the window.
      sideways: Math.max(
        0,
        ...[...document.querySelectorAll('.site-header *')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => el.getBoundingClientRect().right - window.innerWidth),
      ),
      smallestText: Math.min(...[...document.querySelectorAll('.site-header a, .site-header button')].map((el) => parseFloat(getComputedStyle(el).fontSize))),
    };
  });

async function checkHeader(page: Page, atLeast: number) {
  test.setTimeout(120_000);
  for (const route of routes) {
    await page.goto(route);
    const m = await measure(page);
    // The setting is in effect: the header's smallest text is at least this large.
    expect(m.smallestText, route).toBeGreaterThanOrEqual(atLeast);
    expect(m.headerHeight, route).toBeLessThanOrEqual(viewport.height / 4);
    expect(m.nameLines, `${route}: the brand's name on one line in a 1280 px window`).toBe(1);
    expect(await page.evaluate(unreadable), route).toEqual([]);
    expect(m.sideways, route).toBeLessThanOrEqual(0);
  }
  // A focused field is below the header with its label.
  await page.goto('/boka-mote');
  const field = page.locator('form[data-lead-form="booking"] input:not([type="hidden"]):not([tabindex="-1"])').nth(2);
  await field.focus();
  expect(await page.evaluate(judge)).toEqual({ name: expect.any(String) });
}

test('a minimum font size of 24 px', async ({ baseURL }) => {
  await withFontPrefs({ minimum_font_size: 24 }, async (context) => checkHeader(await context.newPage(), 24), baseURL!);
});

test('the "Very large" font size (24 px)', async ({ baseURL }) => {
  await withFontPrefs({ default_font_size: 24 }, async (context) => checkHeader(await context.newPage(), 24 * 0.8), baseURL!);
});

test.describe('text-only zoom to 200 %', () => {
  test.use({ viewport });
  test('the root font size doubled', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('font-size', '200%', 'important'));
    });
    await checkHeader(page, 24);
  });
});

test('a default font size of 32 px (200 %) on a 390 px phone: every route without sideways scroll, the brand and the prices whole', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const phone = { width: 390, height: 844 };
  await withFontPrefs(
    { default_font_size: 32 },
    async (context) => {
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of pageRoutes()) {
        await page.goto(route);
        found.push(...(await page.evaluate(unreadable)).map((problem) => `${route}: ${problem}`));
        // The setting is in effect: the body's text is twice its usual size.
        if (route === '/') expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(32);
        const header = await page.locator('.site-header').boundingBox();
        if (header && header.height > phone.height / 4) found.push(`${route}: the header is ${Math.round(header.height)} px high`);
      }
      expect(found).toEqual([]);
    },
    baseURL!,
    phone,
  );
});

test.describe('forced colours (Windows high contrast)', () => {
  test('every control has a visible border and every icon and check mark the text’s colour, on every route', async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ forcedColors: 'active' });
    const found: string[] = [];
    for (const [route, width] of [...pageRoutes().map((route) => [route, 390] as const), ['/', 1280] as const]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(route);
      await page.locator('nav[data-enhanced]').waitFor({ state: 'attached' });
      // The skip link shows on the first Tab; it is a control like the others.
      await page.keyboard.press('Tab');
      found.push(...(await page.evaluate(unseenInForcedColours)).map((problem) => `${route} at ${width} px: ${problem}`));
    }
    expect(found).toEqual([]);
    // The emulation is in effect: the page's colours gave way to the system's.
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  });
});

test.describe('at normal size', () => {
  test.use({ viewport });
  test('the wide header keeps the brand with its name on one line and the menu on its row', async ({ page }) => {
    await page.goto('/');
    const m = await measure(page);
    expect(m.nameLines).toBe(1);
    expect(m.headerHeight).toBeLessThanOrEqual(100);
  });
});
