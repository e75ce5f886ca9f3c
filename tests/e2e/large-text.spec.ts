/**
 * Large text (WCAG 1.4.4 Resize text; docs/decisions.md 68) at 1280 × 800: with the browser's own
 * font settings — a minimum font size of 24 px, and "Very large" (a default font size of 24 px),
 * both set as Chromium's preferences in a fresh profile, the way a visitor sets them — and with
 * text-only zoom to 200 % (the root font size doubled), the sticky header stays a bar: at most a
 * quarter of the screen high, the brand on one line (or the mark alone), nothing of it past the
 * window's edge, and a
 * focused field lands with its label below the header.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '~/scripts/support/browser';
import { judge } from '../e2e-focus';

const viewport = { width: 1280, height: 800 };
const routes = ['/', '/kassaflode', '/interim-cfo-goteborg', '/boka-mote'];

/** A Chromium with these font preferences (chrome://settings/fonts) in a profile of its own. */
async function withFontPrefs(webprefs: Record<string, number>, run: (context: BrowserContext) => Promise<void>, baseURL: string) {
  const profile = mkdtempSync(path.join(tmpdir(), 'large-text-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs } }));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: chromiumArgs, viewport, baseURL });
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The header's height, how many lines the brand's name takes (0 when it is hidden), and the sideways overflow. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const brand = document.querySelector('.brand')!.getBoundingClientRect();
    const name = document.querySelector('.brand-name')!;
    const range = document.createRange();
    range.selectNodeContents(name);
    // Lines of the name that are inside the brand's visible box.
    const lines = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0 && r.top >= brand.top - 1 && r.bottom <= brand.bottom + 1).map((r) => Math.round(r.top)),
    );
    const hiddenLines = [...range.getClientRects()].filter((r) => r.width > 0 && r.top < brand.bottom - 1 && r.bottom > brand.bottom + 1).length;
    return {
      headerHeight: header.height,
      nameLines: lines.size,
      partlyShownLines: hiddenLines,
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
    expect(m.nameLines, `${route}: the brand's name on one line or not at all`).toBeLessThanOrEqual(1);
    expect(m.partlyShownLines, route).toBe(0);
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

test.describe('at normal size', () => {
  test.use({ viewport });
  test('the wide header keeps the brand with its name on one line and the menu on its row', async ({ page }) => {
    await page.goto('/');
    const m = await measure(page);
    expect(m.nameLines).toBe(1);
    expect(m.headerHeight).toBeLessThanOrEqual(100);
  });
});
