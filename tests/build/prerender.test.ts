/**
 * Reads what `npm run build` produced: one HTML file per page with everything a crawler or a
 * visitor without JavaScript needs in the raw HTML (DECISIONS.md 8).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtHtml, distDir, pageRoutes, root } from '../site-routes';

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as { brand: string; baseUrl: string; redirects: { from: string; to: string }[] };
const pageYaml = (route: string) =>
  parse(readFileSync(path.join(root, 'pages', route === '/' ? 'index.yaml' : `${route.slice(1)}.yaml`), 'utf8')) as {
    title: string;
    description: string;
    blocks: { type: string; heading?: string; lead?: string }[];
  };
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const routes = pageRoutes();

describe('prerendered site', () => {
  it('produces exactly one index.html per page plus 404.html, and nothing else', () => {
    const htmlFiles = readdirSync(distDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    const expected = [...routes.map((r) => (r === '/' ? 'index.html' : `${r.slice(1)}/index.html`)), '404.html'].sort();
    expect(htmlFiles).toEqual(expected);
  });

  describe.each(routes)('%s', (route) => {
    const html = builtHtml(route);
    const page = pageYaml(route);
    const hero = page.blocks.find((b) => b.type === 'hero')!;

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

    it('inlines the critical CSS and ships no inline script', () => {
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inlineScripts.every((attrs) => attrs!.includes('application/ld+json'))).toBe(true);
    });
  });

  it('writes the Swedish 404 page, sitemap, robots.txt, redirects, headers and favicon', () => {
    const notFound = readFileSync(path.join(distDir, '404.html'), 'utf8');
    expect(notFound).toContain('Sidan kunde inte hittas');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort()).toEqual(routes.map((r) => `${site.baseUrl}${r}`).sort());
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
      const hero = pageYaml(route).blocks.find((b) => b.type === 'hero')!;
      expect(js).not.toContain(hero.lead!.slice(0, 40));
    }
  });
});
