/**
 * Reads what `npm run build` produced: one HTML file per page with everything a crawler or a
 * visitor without JavaScript needs in the raw HTML (docs/decisions.md 8).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '~/src/content/load';
import { endpointFiles } from '~/src/lead-form/contract';
import { htmlFileOfRoute } from '~/src/content/routes';
import { workspaceShellFile } from '~/server/accounts/workspace-page';
import { describe, expect, it } from 'vitest';
import { builtHtml, distDir, pageRoutes, root } from '~/scripts/support/site-routes';
import { blocksOf, pageTexts } from '../e2e-content';

// The pages as the renderer sees them: validated, with {placeholders} filled from site.yaml.
const loaded = await loadContent(root);
if (!loaded.ok) throw new Error('Content is invalid; run npm run validate');
const { site } = loaded.content;
const pageYaml = (route: string) => loaded.content.pages.find((p) => p.path === route)!.data;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const routes = pageRoutes();

describe('prerendered site', () => {
  it("produces exactly one HTML file per page, 404.html, the lead server's answer templates and the workspace shell, and nothing else", () => {
    const htmlFiles = readdirSync(distDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    const templates = Object.values(endpointFiles).filter((f) => f.endsWith('.html'));
    // The workspace's shell (/konto, server/accounts/workspace-page.ts) is the one HTML file beside the site's.
    const expected = [...routes.map(htmlFileOfRoute), '404.html', ...templates, workspaceShellFile].sort();
    expect(htmlFiles).toEqual(expected);
  });

  describe.each(routes)('%s', (route) => {
    const html = builtHtml(route);
    const page = pageYaml(route);
    const hero = page.blocks.find((b) => b.type === 'hero')! as { heading: string; lead: string };

    it('has its own title, description and canonical in the raw HTML', () => {
      expect(html).toContain(`<title>${escape(`${page.title} | ${site.brand}`)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(page.description)}">`);
      expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}${route}">`);
      expect(html).toMatch(/^<!doctype html>\s*<html lang="sv">/);
    });

    it('has Open Graph tags and JSON-LD that parses', () => {
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
        expect(html).toContain(`property="${property}"`);
      }
      expect(html).toContain('<meta property="og:locale" content="sv_SE">');
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const data = JSON.parse(json!) as { '@graph': { '@type': string }[] };
      expect(data['@graph'].map((n) => n['@type'])).toContain('Organization');
      if (route !== '/') expect(data['@graph'].map((n) => n['@type'])).toContain('BreadcrumbList');
    });

    it('holds exactly one h1 — the hero heading — and the hero text', () => {
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      expect(h1s).toHaveLength(1);
      expect(html).toContain(escape(hero.heading!));
      expect(html).toContain(escape(hero.lead!));
    });

    // Its scripts: entry-loader.test.ts; its styles: page-styles.test.ts.
  });

  it('writes the Swedish 404 page, sitemap, robots.txt, redirects, headers and favicon', () => {
    const notFound = readFileSync(path.join(distDir, '404.html'), 'utf8');
    expect(notFound).toContain(blocksOf(pageTexts('404'), 'hero')[0]!.heading);
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    // Every page except those marked noindex (the thank-you page /tack), which say so in their head.
    const indexed = routes.filter((r) => !pageYaml(r).noindex);
    expect(indexed.length).toBeLessThan(routes.length);
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()).toEqual(indexed.map((r) => `${site.baseUrl}${r}`).sort());
    for (const route of routes) expect(builtHtml(route).includes('<meta name="robots" content="noindex">'), route).toBe(!indexed.includes(route));
    expect(readFileSync(path.join(distDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
    const redirects = readFileSync(path.join(distDir, '_redirects'), 'utf8');
    for (const r of site.redirects) expect(redirects).toContain(`${r.from} ${r.to} 301`);
    expect(readFileSync(path.join(distDir, '_headers'), 'utf8')).toContain("frame-ancestors 'none'");
    expect(existsSync(path.join(distDir, 'favicon.svg'))).toBe(true);
  });

  it("keeps other pages' content out of each page's JavaScript", () => {
    const js = readdirSync(path.join(distDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(distDir, 'assets', f), 'utf8'))
      .join('\n');
    for (const route of routes) {
      const hero = pageYaml(route).blocks.find((b) => b.type === 'hero')! as { lead: string };
      expect(js).not.toContain(hero.lead.slice(0, 40));
    }
  });
});
