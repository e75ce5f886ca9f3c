/**
 * The names no page may take are derived (src/content/routes.ts reservedRouteNames), not kept by
 * hand; this holds the derivation to what the build really writes: every entry at the top of
 * dist/ is a page's own HTML file or a reserved name. A build that starts writing something new
 * fails here until routes.ts knows of it, before a page can collide with it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reservedRouteNames, routeOfHtmlFile } from '~/src/content/routes';
import { distDir, pageRoutes, root } from '~/scripts/support/site-routes';

describe('the top of dist/', () => {
  it('holds only page folders and names reserved for what the build writes', () => {
    const reserved = reservedRouteNames(readdirSync(path.join(root, 'public')));
    const pages = new Set(pageRoutes());
    const unexpected = readdirSync(distDir)
      .map((entry) => entry.replace(/\.(br|gz)$/, ''))
      .filter((entry) => !pages.has(routeOfHtmlFile(entry) ?? '') && !reserved.has(entry));
    expect(unexpected).toEqual([]);
  });

  it('has /favicon.ico, which browsers ask for whatever the page links', () => {
    const ico = readFileSync(path.join(distDir, 'favicon.ico'));
    // An ICO directory: reserved 0, type 1 (icon), at least one image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
