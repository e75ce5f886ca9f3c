/**
 * The visitor's address a static host's function signs (hosting/proxy-signature.ts, WebCrypto)
 * and the lead server verifies (server/client-address.ts, node:crypto): two implementations of one
 * format, so each is checked against the other. Then both functions as their hosts call them,
 * against a server that records what arrives.
 */
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxyAddressHeader, proxySignatureMaxAgeSeconds, verifiedProxyAddress } from '~/server/client-address';
import { proxyAddressHeader as functionHeader, signedAddress } from '~/hosting/proxy-signature';
import { onRequest as cloudflareFunction } from '~/hosting/cloudflare/functions/api/[[path]]';
import { onRequest as cloudflareKontoPage } from '~/hosting/cloudflare/functions/konto';
import { onRequest as cloudflareKonto } from '~/hosting/cloudflare/functions/konto/[[path]]';
import netlifyFunction, { config as netlifyConfig } from '~/hosting/netlify/functions/lead-proxy.mts';
import { buildServer } from '~/server/app';
import { writeFixtureSite } from './support/fixture-site';

const secret = 'ett-hemligt-värde-som-är-minst-32-tecken';
const now = Date.UTC(2026, 10, 26, 12, 0, 0);

describe('a signed visitor address', () => {
  it('uses the same header name on both sides', () => {
    expect(functionHeader.toLowerCase()).toBe(proxyAddressHeader);
  });

  it('is believed with the right secret, for IPv4 and IPv6, within the validity window', async () => {
    expect(verifiedProxyAddress(await signedAddress(secret, '203.0.113.7', now), secret, now)).toBe('203.0.113.7');
    expect(verifiedProxyAddress(await signedAddress(secret, '2001:db8::5', now), secret, now + (proxySignatureMaxAgeSeconds - 1) * 1000)).toBe('2001:db8::5');
  });

  it('is not believed signed with another secret, or changed after signing', async () => {
    const header = await signedAddress(secret, '203.0.113.7', now);
    expect(verifiedProxyAddress(await signedAddress(`${secret}x`, '203.0.113.7', now), secret, now)).toBeUndefined();
    expect(verifiedProxyAddress(header.replace('203.0.113.7', '203.0.113.8'), secret, now)).toBeUndefined();
    const [address, time, mac] = header.split(' ');
    expect(verifiedProxyAddress(`${address} ${Number(time) + 1} ${mac}`, secret, now)).toBeUndefined();
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('0') ? '1' : '0'}`;
    expect(verifiedProxyAddress(`${address} ${time} ${flipped}`, secret, now)).toBeUndefined();
  });

  it('expires: a signature older (or further ahead) than the window is refused', async () => {
    const header = await signedAddress(secret, '203.0.113.7', now);
    expect(verifiedProxyAddress(header, secret, now + (proxySignatureMaxAgeSeconds + 1) * 1000)).toBeUndefined();
    expect(verifiedProxyAddress(header, secret, now - (proxySignatureMaxAgeSeconds + 1) * 1000)).toBeUndefined();
  });

  it('means nothing without a secret on the server, or when malformed', async () => {
    const header = await signedAddress(secret, '203.0.113.7', now);
    expect(verifiedProxyAddress(header, undefined, now)).toBeUndefined();
    expect(verifiedProxyAddress(header, '', now)).toBeUndefined();
    expect(verifiedProxyAddress(undefined, secret, now)).toBeUndefined();
    expect(verifiedProxyAddress([header, header], secret, now)).toBeUndefined();
    for (const junk of ['203.0.113.7', `${header} extra`, header.toUpperCase(), `x${header}`, header.replace(/ /g, ';')]) {
      expect(verifiedProxyAddress(junk, secret, now), junk).toBeUndefined();
    }
    // A well-signed value that is no IP address is never a key.
    expect(verifiedProxyAddress(await signedAddress(secret, 'not-an-address', now), secret, now)).toBeUndefined();
  });
});

describe('the static hosts’ functions', () => {
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.writeHead(303, { Location: '/tack' }).end();
    });
  });
  let leadOrigin: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    leadOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  afterEach(() => {
    received.length = 0;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  const visitorPost = () =>
    new Request('https://nordvik.pages.dev/api/leads?x=1', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://nordvik.pages.dev',
        [functionHeader]: '198.51.100.66 1 forged',
        'CF-Connecting-IP': '203.0.113.9',
      },
      body: 'company=%C3%85sa+AB',
    });

  it('Cloudflare: forwards path, body and Origin, replaces a header the visitor sent with CF-Connecting-IP signed, and passes the redirect on', async () => {
    const answer = await cloudflareFunction({ request: visitorPost(), env: { LEAD_ORIGIN: leadOrigin, LEAD_PROXY_SECRET: secret } });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/tack']);
    const [seen] = received;
    expect([seen!.method, seen!.url, seen!.body, seen!.headers.origin]).toEqual(['POST', '/api/leads?x=1', 'company=%C3%85sa+AB', 'https://nordvik.pages.dev']);
    expect(verifiedProxyAddress(seen!.headers[proxyAddressHeader], secret)).toBe('203.0.113.9');
  });

  it('Netlify: the same with context.ip, on /api/*', async () => {
    vi.stubEnv('LEAD_ORIGIN', leadOrigin);
    vi.stubEnv('LEAD_PROXY_SECRET', secret);
    const answer = await netlifyFunction(visitorPost(), { ip: '2001:db8::77' });
    expect(answer.status).toBe(303);
    expect(verifiedProxyAddress(received[0]!.headers[proxyAddressHeader], secret)).toBe('2001:db8::77');
    expect(netlifyConfig.path).toEqual(['/api/*', '/konto', '/konto/*']);
  });

  it('forwards the workspace too: /konto and /konto/*, with its cookie, Origin and JSON body, and the visitor’s address signed', async () => {
    const kontoPost = new Request('https://nordvik.pages.dev/konto/api/logga-in', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://nordvik.pages.dev',
        Cookie: '__Host-konto=abc',
        [functionHeader]: '198.51.100.66 1 forged',
        'CF-Connecting-IP': '203.0.113.10',
      },
      body: '{"email":"karin@nordvik.example"}',
    });
    expect((await cloudflareKonto({ request: kontoPost, env: { LEAD_ORIGIN: leadOrigin, LEAD_PROXY_SECRET: secret } })).status).toBe(303);
    const page = new Request('https://nordvik.pages.dev/konto', { headers: { 'CF-Connecting-IP': '203.0.113.11' } });
    expect((await cloudflareKontoPage({ request: page, env: { LEAD_ORIGIN: leadOrigin, LEAD_PROXY_SECRET: secret } })).status).toBe(303);
    const [posted, opened] = received;
    expect([posted!.method, posted!.url, posted!.body, posted!.headers.origin, posted!.headers.cookie, posted!.headers['content-type']]).toEqual([
      'POST',
      '/konto/api/logga-in',
      '{"email":"karin@nordvik.example"}',
      'https://nordvik.pages.dev',
      '__Host-konto=abc',
      'application/json',
    ]);
    expect(verifiedProxyAddress(posted!.headers[proxyAddressHeader], secret)).toBe('203.0.113.10');
    expect([opened!.method, opened!.url]).toEqual(['GET', '/konto']);
    expect(verifiedProxyAddress(opened!.headers[proxyAddressHeader], secret)).toBe('203.0.113.11');
  });

  it('without LEAD_PROXY_SECRET: forwards no address at all (never the visitor’s own header) and says so in the host’s log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await cloudflareFunction({ request: visitorPost(), env: { LEAD_ORIGIN: leadOrigin } });
    expect(received[0]!.headers[proxyAddressHeader]).toBeUndefined();
    expect(logged.mock.calls.join(' ')).toContain('LEAD_PROXY_SECRET saknas');
  });
});

describe('the request log behind a static host (LOG_CLIENT_ADDRESS=1)', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const distDir = writeFixtureSite();
  let server: Awaited<ReturnType<typeof buildServer>>;
  let origin: string;
  beforeAll(async () => {
    server = await buildServer({ distDir, logger: { level: 'info', stream }, logClientAddress: true, proxySecret: secret });
    await server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  const requestLine = (path: string) => lines.filter((line) => line.event === 'request' && line.path === path).at(-1);

  it('names the visitor whose address the function signed, not the function', async () => {
    const visit = new Request('https://nordvik.pages.dev/api/besok', { headers: { 'CF-Connecting-IP': '203.0.113.41' } });
    expect((await cloudflareFunction({ request: visit, env: { LEAD_ORIGIN: origin, LEAD_PROXY_SECRET: secret } })).status).toBe(404);
    await expect.poll(() => requestLine('/api/besok')).toMatchObject({ client: '203.0.113.41', status: 404 });
  });

  it('names the socket’s address for a header the request wrote itself', async () => {
    await fetch(`${origin}/api/sjalvskriven`, { headers: { [proxyAddressHeader]: '198.51.100.66 1 forged' } });
    await expect.poll(() => requestLine('/api/sjalvskriven')).toMatchObject({ client: '127.0.0.1' });
  });
});
