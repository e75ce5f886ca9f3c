/**
 * Per-route gates of issue 8 beside pages.spec.ts: the head in the raw HTML is what the
 * hydrated page shows, and screenshots at phone and desktop widths are kept as test artifacts.
 */
import { expect, test } from '@playwright/test';
import { pageRoutes } from '~/scripts/support/site-routes';

const widths = [390, 1440];

for (const route of pageRoutes()) {
  test(`${route}: raw and hydrated head agree; screenshots at ${widths.join(' and ')} px`, async ({ page, request }, testInfo) => {
    const raw = await (await request.get(route)).text();
    const rawTitle = /<title>([^<]*)<\/title>/.exec(raw)?.[1];
    const rawDescription = /<meta name="description" content="([^"]*)">/.exec(raw)?.[1];
    expect(rawTitle).toBeTruthy();
    expect(rawDescription).toBeTruthy();

    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const decode = (html: string) => page.evaluate((h) => Object.assign(document.createElement('textarea'), { innerHTML: h }).value, html);
      expect(await page.title()).toBe(await decode(rawTitle!));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(await decode(rawDescription!));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await testInfo.attach(`${route === '/' ? 'start' : route.slice(1)}-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  });
}
