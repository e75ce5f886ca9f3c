/**
 * Every route on small screens (WCAG 1.4.10 Reflow, 1.4.12 Text spacing): no sideways scrolling
 * at 320 px, nor with the WCAG text-spacing styles at 320 px, 390 px and at 200 % zoom (1280 px shown at
 * twice the size is a 640 px layout); a booking action in the first screen at 390 × 844.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '~/scripts/support/site-routes';
import { siteTexts } from '../site-texts';

/** The bookmarklet styles WCAG 1.4.12 names. */
const textSpacing =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * What sticks out past the right edge, named, or an empty list. Every element is looked at, not
 * only the page's scroll width: a section below the first screen contains its paint
 * (content-visibility, docs/decisions.md 173), so what overflows it is cut rather than scrolled.
 */
const sticksOut = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}" → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
  });

/**
 * Each width's routes are loaded once: judged as they come, then with the text-spacing styles added
 * to the same page (the 390 px phone's loads also judge the booking action in its first screen).
 */
for (const { width, height, plain, label } of [
  { width: 320, height: 640, plain: true, label: '320 px, and with the text-spacing styles' },
  { width: 640, height: 400, plain: false, label: '200 % zoom (640 px) with the text-spacing styles' },
]) {
  test.describe(label, () => {
    test.use({ viewport: { width, height } });
    test('no route scrolls sideways', async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const route of pageRoutes()) {
        await page.goto(route);
        if (plain) for (const out of await sticksOut(page)) found.push(`${route}: ${out}`);
        await page.addStyleTag({ content: textSpacing });
        for (const out of await sticksOut(page)) found.push(`${route} with text spacing: ${out}`);
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every route has a booking action in the first screen and, with the text-spacing styles, scrolls nothing sideways; the menu leads to the prices', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const below: string[] = [];
    const found: string[] = [];
    for (const route of pageRoutes()) {
      await page.goto(route);
      const first = await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/boka-mote"]')].filter((a) => a.getClientRects().length > 0);
        return Math.min(...links.map((a) => a.getBoundingClientRect().bottom));
      });
      if (!(first <= 844)) below.push(`${route}: ${first}`);
      await page.addStyleTag({ content: textSpacing });
      for (const out of await sticksOut(page)) found.push(`${route} with text spacing: ${out}`);
    }
    expect(below).toEqual([]);
    expect(found).toEqual([]);

    await page.goto('/kassaflode');
    const { header } = siteTexts;
    const nav = page.getByRole('navigation', { name: header.navLabel });
    await expect(nav.getByRole('link', { name: header.book.label })).toBeInViewport();
    await nav.getByRole('button', { name: header.menu }).click();
    await nav.getByRole('link', { name: header.prices.label }).click();
    // The price list the link points at (pages/index.yaml's pricing block) is scrolled into view.
    await expect(page.locator(new URL(header.prices.href, 'http://x').hash).getByRole('heading', { level: 2 }).first()).toBeInViewport();
  });
});
