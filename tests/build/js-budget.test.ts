/**
 * The one performance figure stable enough to gate on (docs/architecture.md "Performance budget"): no route
 * may load more than 90 KB of JavaScript (gzip) up front. Timings live in `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsBudgetGzip, pageWeight } from '~/scripts/build/page-weight';
import { builtHtml, distDir, pageRoutes } from '~/scripts/support/site-routes';

/** The chunks a built chunk imports statically (`import"./x.js"`, `from"./x.js"`), as /assets/ paths. */
const staticImports = (src: string) =>
  [...readFileSync(path.join(distDir, src), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);

describe('first-load JavaScript budget', () => {
  it.each(pageRoutes())('%s loads at most 90 KB of JavaScript (gzip)', (route) => {
    const weight = pageWeight(distDir, route);
    expect(weight.scripts.length, 'every page loads the client entry, which enhances the menu').toBeGreaterThan(0);
    expect(weight.jsGzip, `${route} loads ${weight.scripts.join(', ')}`).toBeLessThanOrEqual(jsBudgetGzip);
  });

  it.each(pageRoutes())('%s counts every chunk its scripts import, so the budget cannot miss one', (route) => {
    const { scripts } = pageWeight(distDir, route);
    for (const src of scripts) {
      for (const imported of staticImports(src)) expect(scripts, `${src} imports ${imported}`).toContain(imported);
    }
    // An island's chunk is listed only on pages that have the island: no React where none is needed.
    const hasIslands = builtHtml(route).includes('data-island=');
    expect(scripts.length > 1, `${route}: ${scripts.join(', ')}`).toBe(hasIslands);
  });
});
