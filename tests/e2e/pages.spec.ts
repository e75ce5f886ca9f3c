/**
 * Quality gates over every built page, driven by the page files: console clean (no errors or
 * warnings, so no hydration mismatch), axe WCAG 2.2 AA clean, exactly one h1, no dead links or
 * buttons, the brand typeface loaded after the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '~/scripts/support/site-routes';
import { brandFont } from '~/src/theme';
import { menu } from '../e2e-content';

/**
 * No dead buttons (docs/decisions.md 5), as an honest rule the DOM can check: every link has a real
 * target (an href that is neither empty nor "#"), and every <button> either submits a form or
 * declares what it toggles (aria-expanded / aria-controls, like the menu buttons). The only other
 * buttons allowed are the consent controls, which start-analytics.ts wires by their data hooks.
 * Returns a description of each offender, so a failure names it.
 */
async function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => `${el.outerHTML.slice(0, 160)}${el.outerHTML.length > 160 ? '…' : ''}`;
    const dead: string[] = [];
    for (const a of document.querySelectorAll('a')) {
      const href = a.getAttribute('href')?.trim();
      if (!href || href === '#') dead.push(`link without target: ${describe(a)}`);
    }
    for (const button of document.querySelectorAll('button')) {
      const submits = button.type === 'submit' && button.form !== null;
      const toggles = button.hasAttribute('aria-expanded') || button.hasAttribute('aria-controls');
      const consent = button.matches('[data-consent], [data-consent-settings] button');
      if (!submits && !toggles && !consent) dead.push(`button with no action: ${describe(button)}`);
    }
    return dead;
  });
}

for (const route of pageRoutes()) {
  test(`${route} loads cleanly, hydrates without warnings and passes axe`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // The menu is enhanced at once; islands hydrate after the first paint, some only when near
    // the viewport: bring each into view and wait until React has committed it, so a hydration
    // mismatch would show up in the console below.
    await expect(page.getByRole('navigation', { name: menu.navLabel, exact: true }).and(page.locator('[data-enhanced]'))).toBeAttached();
    for (const island of await page.locator('[data-island]').all()) {
      await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-hydrated', '');
    }
    await page.waitForLoadState('networkidle');
    // The brand face, which the script asks for after the load event (docs/decisions.md 173), is there.
    await expect
      .poll(() => page.evaluate((family) => [...document.fonts].find((face) => face.family.replace(/"/g, '') === family)?.status, brandFont.family))
      .toBe('loaded');

    await expect(page.locator('h1')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    expect(await deadControls(page)).toEqual([]);
    expect(messages).toEqual([]);
  });
}
