/**
 * The one performance figure stable enough to gate on (DESIGN.md "Performance budget"): no route
 * may load more than 90 KB of JavaScript (gzip) up front. Timings live in `npm run bench`.
 */
import { describe, expect, it } from 'vitest';
import { jsBudgetGzip, pageWeight } from '../../scripts/build/page-weight';
import { distDir, pageRoutes } from '../site-routes';

describe('first-load JavaScript budget', () => {
  it.each(pageRoutes())('%s loads at most 90 KB of JavaScript (gzip)', (route) => {
    const weight = pageWeight(distDir, route);
    expect(weight.scripts.length, 'every page hydrates at least its navigation').toBeGreaterThan(0);
    expect(weight.jsGzip, `${route} loads ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(jsBudgetGzip);
  });
});
