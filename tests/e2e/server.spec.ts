/** What `npm start` promises over HTTP: status codes, redirects, compression, caching, headers. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { readEntryLoader } from '~/scripts/build/entry-loader';
import { parseHeadersFile } from '~/server/security-headers';
import { distDir, pageRoutes, root } from '~/scripts/support/site-routes';

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as { redirects: { from: string; to: string }[] };

test('a route without trailing slash serves its own page; with one it redirects to the canonical address', async ({ request }) => {
  const page = await request.get('/kassaflode', { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<link rel="canonical" href="https://www.nordvikcfo.example/kassaflode">');

  const slash = await request.get('/kassaflode/?x=1', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/kassaflode?x=1');
});

test('redirects declared in site.yaml answer 301', async ({ request }) => {
  expect(site.redirects.length).toBeGreaterThan(0);
  for (const { from, to } of site.redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  }
});

test('pages are compressed and carry the security headers; hashed assets are cached forever', async ({ request }) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  const headers = home.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  const script = readEntryLoader(await home.text())?.entry;
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('paths that try to leave dist/ or reach build files are not found', async ({ request }) => {
  for (const probe of ['/..%2fpackage.json', '/../package.json', '/_redirects', '/404.html', '/assets/../../server/app.ts']) {
    expect((await request.get(probe, { maxRedirects: 0 })).status(), probe).toBe(404);
  }
});

test('a malformed address is refused as a bad request, not a server error', async ({ request }) => {
  const response = await request.get('/%E0%A4%A', { maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('every response carries the security headers of dist/_headers: pages, assets, 404, redirects, errors', async ({ request }) => {
  const expected = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  expect(Object.keys(expected)).toEqual(
    expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
  );
  // The assets the served pages reference (what the running server knows, even if dist/ was rebuilt since).
  const assets = new Set<string>();
  for (const route of ['/', '/kassaflode', '/boka-mote']) {
    for (const m of (await (await request.get(route)).text()).matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+)"/g)) assets.add(m[1]!);
  }
  expect(assets.size).toBeGreaterThan(0);
  const probes: [path: string, status: number][] = [
    ...pageRoutes().map((route): [string, number] => [route, 200]),
    ...[...assets].map((asset): [string, number] => [asset, 200]),
    ['/favicon.svg', 200],
    ['/robots.txt', 200],
    ['/sitemap.xml', 200],
    ['/sidan-finns-inte', 404],
    ['/assets/finns-inte.js', 404],
    ['/kassaflode/', 301],
    ...site.redirects.map(({ from }): [string, number] => [from, 301]),
    ['/%E0%A4%A', 400],
  ];
  for (const [probe, status] of probes) {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await request.fetch(probe, { method, maxRedirects: 0, headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status(), `${method} ${probe}`).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${method} ${probe}: ${name}`).toBe(value);
    }
  }
});

test('precompressed responses say they vary by Accept-Encoding, so a cache keeps the variants apart', async ({ request }) => {
  for (const probe of ['/', '/boka-mote', '/sitemap.xml']) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await request.get(probe, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers().vary, `${probe} ${encoding}`).toMatch(/Accept-Encoding/i);
    }
  }
  const asset = readEntryLoader(await (await request.get('/')).text())!.entry;
  expect((await request.get(asset, { headers: { 'Accept-Encoding': 'br' } })).headers().vary).toMatch(/Accept-Encoding/i);
});

test('the 404 page is sent precompressed like every page, chosen by Accept-Encoding, with Vary', async ({ request }) => {
  const page = readFileSync(path.join(distDir, '404.html'), 'utf8');
  const size = (suffix: string) => statSync(path.join(distDir, `404.html${suffix}`)).size;
  const cases: [accept: string, encoding: string | undefined, length: number][] = [
    ['br, gzip', 'br', size('.br')],
    ['gzip, deflate', 'gzip', size('.gz')],
    ['br;q=0.5, gzip', 'gzip', size('.gz')],
    ['identity', undefined, size('')],
    ['br;q=0, gzip;q=0', undefined, size('')],
  ];
  for (const [accept, encoding, length] of cases) {
    const response = await request.get('/sidan-finns-inte', { headers: { 'Accept-Encoding': accept } });
    expect(response.status(), accept).toBe(404);
    expect(response.headers()['content-encoding'], accept).toBe(encoding);
    expect(Number(response.headers()['content-length']), accept).toBe(length);
    expect(response.headers().vary, accept).toMatch(/Accept-Encoding/i);
    expect(await response.text(), accept).toBe(page);
  }
});

test('every sitemap address is one canonical URL: 200 as it is, one 301 from the .html and trailing-slash spellings', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
    if (route === '/') continue;
    for (const other of [`${route}/`, `${route}.html`]) {
      const response = await request.get(other, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], other).toEqual([301, route]);
    }
  }
});
