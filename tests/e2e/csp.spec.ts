/**
 * Every page under the real Content-Security-Policy of `npm start` (read back from dist/_headers):
 * the page loads, its islands hydrate and its lazy chunks run with zero violations. A violation
 * is caught both as a `securitypolicyviolation` event and as Chromium's console report.
 * The analytics build's policy, with Google's tag running, is covered in analytics.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseHeadersFile } from '~/server/security-headers';
import { distDir, pageRoutes } from '~/scripts/support/site-routes';
import { menu } from '../e2e-content';

const policy = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'))['Content-Security-Policy'];

test('the policy allows no inline or eval script and no framing', () => {
  expect(policy).toBeTruthy();
  const scriptSrc = policy!
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toMatch(/unsafe-(inline|eval|hashes)|\*|data:/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
});

for (const route of [...pageRoutes(), '/sidan-finns-inte']) {
  test(`${route} loads under the Content-Security-Policy with zero violations`, async ({ page }) => {
    const reported: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) reported.push(message.text());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });

    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/sidan-finns-inte' ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await expect(page.getByRole('navigation', { name: menu.navLabel })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each island brought into view and hydrated, so its chunks have run under the policy (the
    // wrapper has no box of its own: display: contents); then the bottom of the page, and two
    // frames, so anything styled late has been applied (and any violation reported) by then.
    for (const island of await page.locator('[data-island]').all()) {
      await island.evaluate((el) => el.firstElementChild?.scrollIntoView({ behavior: 'instant' }));
      await expect(island).toHaveAttribute('data-hydrated', '');
    }
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

    expect([...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...reported]).toEqual([]);
  });
}
