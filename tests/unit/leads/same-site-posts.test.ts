/**
 * Posts from another website's page are refused (server/leads/same-site.ts, docs/decisions.md
 * "Same-site posts only"); form tokens are rate-limited per address; a static host's function is
 * believed about the visitor's address only with a valid signature (server/client-address.ts).
 * Against the real server on loopback, which a real browser also exercises in
 * tests/e2e/same-origin-forms.spec.ts and tests/e2e/static-host.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/src/lead-form/messages';
import type { ConfigError } from '~/server/leads/config';
import { loadLeadConfig } from '~/server/leads/config';
import { signedAddress } from '~/hosting/proxy-signature';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { countRows, post, startLeadServer, validLead, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
const proxySecret = 'lead-proxy-secret-for-the-tests-0123456789';

describe('same-site posts only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLeadServer({ distDir, env: { LEAD_ALLOWED_ORIGINS: 'https://nordvik.pages.dev, https://nordvik.netlify.app/' } });
  });
  afterAll(() => server.close());
  const send = (headers: Record<string, string>, as: 'json' | 'form' = 'json') =>
    post(server.url, validLead('lead', server.service.formSecret), { as, headers });

  it('refuses an enhanced post from another origin with a Swedish 403 in JSON, and stores nothing', async () => {
    const before = await countRows(server, 'leads');
    const answer = await send({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ ok: false, message: messages.crossSite, errors: {}, code: 'L101' });
    expect(await countRows(server, 'leads')).toBe(before);
  });

  it('answers a cross-site plain form with a Swedish page in the site’s layout, with the security headers, and stores nothing', async () => {
    const before = await countRows(server, 'leads');
    const answer = await send({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'form');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.text).toContain('<html lang="sv">');
    expect(answer.text).toContain(messages.crossSite.slice(0, 40));
    // Nothing of the post is shown again on a page another site opened.
    expect(answer.text).not.toContain('Testbolaget');
    expect(await countRows(server, 'leads')).toBe(before);
  });

  it('refuses Origin: null, another port of the same host, a same-site subdomain and a non-web scheme', async () => {
    const port = new URL(server.url).port;
    for (const origin of ['null', `http://127.0.0.1:${Number(port) + 1}`, 'https://leads.nordvikcfo.example', 'file://', 'chrome-extension://abc']) {
      expect((await send({ origin })).status, origin).toBe(403);
      expect((await send({ origin }, 'form')).status, origin).toBe(403);
    }
  });

  it('accepts the request’s own origin, the site’s baseUrl and the configured static-host origins', async () => {
    for (const origin of [
      server.url,
      server.url.replace('http:', 'https:'),
      'https://www.nordvikcfo.example',
      'https://nordvik.pages.dev',
      'https://nordvik.netlify.app',
    ]) {
      expect((await send({ origin, 'sec-fetch-site': 'same-origin' })).status, origin).toBe(201);
    }
  });

  it('without Origin, lets Sec-Fetch-Site decide; a request with neither is no browser’s and is judged as before', async () => {
    expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await send({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await send({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await send({})).status).toBe(201);
  });
});

describe.each(storeKinds)('form tokens on %s', (storeKind) => {
  it('cost nothing another visitor on the address needs: fetched without limit, while posts are still counted (docs/decisions.md 131)', async () => {
    const server = await startLeadServer({ distDir, db: await testDatabase(storeKind), env: { LEAD_RATE_LIMIT: '2' } });
    try {
      const tokens: Response[] = [];
      for (let i = 0; i < 50; i++) tokens.push(await fetch(`${server.url}/api/form-token`));
      expect(tokens.map((token) => token.status)).toEqual(Array(50).fill(200));
      const formToken = ((await tokens.at(-1)!.json()) as { formToken: string }).formToken;
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push((await post(server.url, validLead('booking', server.service.formSecret, { formToken }))).status);
      // LEAD_RATE_LIMIT accepted posts per address, whatever the page views before them.
      expect(posts).toEqual([201, 201, 429]);
    } finally {
      await server.close();
    }
  });
});

describe('the visitor’s address from a static host’s function', () => {
  it('with a valid signature, each visitor has a limit of their own; forged, unsigned or expired, the socket’s address counts', async () => {
    const server = await startLeadServer({ distDir, env: { LEAD_RATE_LIMIT: '1', LEAD_PROXY_SECRET: proxySecret } });
    try {
      const from = async (header: string) =>
        (await post(server.url, validLead('lead', server.service.formSecret), { headers: { 'x-lead-client-address': header } })).status;
      const visitors = [];
      for (let i = 1; i <= 12; i++) visitors.push(await from(await signedAddress(proxySecret, `203.0.113.${i}`)));
      expect(visitors).toEqual(Array(12).fill(201));
      // A second post from a visitor who has had their one.
      expect(await from(await signedAddress(proxySecret, '203.0.113.1'))).toBe(429);

      // Direct requests: every forgery is the socket's address (127.0.0.1), one accepted post in all.
      const forged = [
        await from(await signedAddress('another-secret-of-at-least-32-characters', '198.51.100.1')),
        await from('198.51.100.2'),
        await from(await signedAddress(proxySecret, '198.51.100.3', Date.now() - 10 * 60_000)),
        await from(`198.51.100.4 ${Math.floor(Date.now() / 1000)} ${'0'.repeat(64)}`),
      ];
      expect(forged).toEqual([201, 429, 429, 429]);
      expect(await countRows(server, 'leads')).toBe(13);
    } finally {
      await server.close();
    }
  });

  it('LEAD_PROXY_SECRET must be long enough; LEAD_ALLOWED_ORIGINS must be origins', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadLeadConfig(env, distDir);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ LEAD_PROXY_SECRET: 'kort' }).join()).toContain('LEAD_PROXY_SECRET ska vara minst 32 tecken');
    expect(problems({ LEAD_ALLOWED_ORIGINS: 'https://ok.example, nordvik.pages.dev' }).join()).toContain('"nordvik.pages.dev" ska vara en ursprungsadress');
    expect(problems({ LEAD_ALLOWED_ORIGINS: 'https://ok.example/api' }).join()).toContain('ursprungsadress');
    expect(loadLeadConfig({ LEAD_ALLOWED_ORIGINS: 'https://a.example/, http://b.example:8080', LEAD_PROXY_SECRET: proxySecret }, distDir)).toMatchObject({
      allowedOrigins: ['https://a.example', 'http://b.example:8080'],
      proxySecret,
    });
  });

  it('names every configuration problem on a line of its own when the server refuses to start', () => {
    const message = (() => {
      try {
        loadLeadConfig({ LEAD_PROXY_SECRET: 'kort', LEAD_ALLOWED_ORIGINS: 'nordvik.pages.dev' }, distDir);
        return '';
      } catch (error) {
        return (error as ConfigError).message;
      }
    })();
    const [title, ...lines] = message.split('\n');
    expect(title).toBe('Felaktig konfiguration av lead-servern:');
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.startsWith('  - LEAD_PROXY_SECRET ska vara minst 32 tecken'))).toBeDefined();
    expect(lines.find((line) => line.startsWith('  - ') && line.includes('"nordvik.pages.dev" ska vara en ursprungsadress'))).toBeDefined();
  });
});
