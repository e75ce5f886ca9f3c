/**
 * The HTML budget per route (docs/architecture.md "Performance budget"), read from the built
 * files like the JavaScript budget: the markup within 12.5 KB gzip (the home page 17 KB) and the
 * inlined stylesheet within 7.5 KB (page-weight.ts says why it is in two parts). The whole
 * document's size per route is in npm run bench.
 */
import { describe, expect, it } from 'vitest';
import { cssBudgetGzip, markupBudgetGzip, pageWeight } from '~/scripts/build/page-weight';
import { distDir, pageRoutes } from '~/scripts/support/site-routes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('HTML budget', () => {
  it.each(pageRoutes())('%s: markup and inlined CSS within budget (gzip)', (route) => {
    const weight = pageWeight(distDir, route);
    expect(weight.markupGzip, `${route} markup ${kb(weight.markupGzip)}`).toBeLessThanOrEqual(markupBudgetGzip(route));
    expect(weight.cssGzip, `${route} CSS ${kb(weight.cssGzip)}`).toBeLessThanOrEqual(cssBudgetGzip);
    expect(weight.cssGzip, 'the page has its stylesheet inline').toBeGreaterThan(1024);
  });
});
