/**
 * Quality gates over every built page, driven by the page files: console clean (no errors or
 * warnings, so no hydration mismatch), axe WCAG 2.2 AA clean, exactly one h1, no dead links.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageRoutes } from '../site-routes';

for (const route of pageRoutes()) {
  test(`${route} loads cleanly, hydrates without warnings and passes axe`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));

    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // Islands hydrate asynchronously; wait until the navigation island is interactive.
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await expect(page.locator('h1')).toHaveCount(1);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const deadLinks = await page.locator('a:not([href]), a[href="#"], a[href=""]').count();
    expect(deadLinks).toBe(0);
    expect(messages).toEqual([]);
  });
}
