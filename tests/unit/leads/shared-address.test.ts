/**
 * An office or a mobile carrier puts many people behind one address (docs/decisions.md 131): page
 * views and form tokens cost nothing another visitor there needs, and only posts are counted.
 * The server runs with the default limits (LEAD_RATE_LIMIT 10 per 10 minutes), asked through
 * Fastify's inject from one address — directly, and as a static host's function forwards it with
 * the visitor's address signed.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyAddressHeader, proxySignature } from '~/server/client-address';
import { formTokenEndpoint } from '~/src/lead-form/contract';
import { writeFixtureSite } from './support/fixture-site';
import { startLeadServer, validLead, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
const proxySecret = 'en-delad-hemlighet-for-den-statiska-vardens-funktion';
const office = '198.51.100.23';
let server: TestServer;

beforeAll(async () => {
  server = await startLeadServer({
    distDir,
    // The defaults of production, but no fill time to wait out: the booking follows its token at once.
    env: { LEAD_RATE_LIMIT: '10', LEAD_RATE_WINDOW_SECONDS: '600', LEAD_MIN_FILL_SECONDS: '0', LEAD_PROXY_SECRET: proxySecret },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

type Via = 'direct' | 'static host';
/** What the request carries to come from the office: its socket address, or the function's signature of it. */
const from = (via: Via) =>
  via === 'direct'
    ? { remoteAddress: office, headers: {} }
    : (() => {
        const now = Math.floor(Date.now() / 1000);
        return { remoteAddress: '127.0.0.1', headers: { [proxyAddressHeader]: `${office} ${now} ${proxySignature(proxySecret, office, now)}` } };
      })();

/** One page view as the browser makes it: the page, then the enhancement's form token. */
async function view(via: Via, path: string): Promise<string> {
  const { remoteAddress, headers } = from(via);
  const page = await server.app.inject({ method: 'GET', url: path, remoteAddress, headers });
  expect(page.statusCode).toBe(200);
  const token = await server.app.inject({ method: 'GET', url: formTokenEndpoint, remoteAddress, headers });
  expect(token.statusCode).toBe(200);
  return (token.json() as { formToken: string }).formToken;
}

async function book(via: Via, formToken: string, company: string) {
  const { remoteAddress, headers } = from(via);
  const lead = validLead('booking', server.service.formSecret, { formToken, company });
  return server.app.inject({ method: 'POST', url: '/api/leads', remoteAddress, headers: { ...headers, 'content-type': 'application/json' }, payload: lead });
}

describe.each<Via>(['direct', 'static host'])('many people behind one address (%s)', (via) => {
  it('books after 500 page views from that address, and the booking reaches the firm', async () => {
    const pages = ['/', '/boka-mote', '/finansiell-analys'];
    let token = '';
    for (let i = 0; i < 500; i++) token = await view(via, pages[i % pages.length]!);
    const company = `Kontorshuset ${via} AB`;
    const answer = await book(via, token, company);
    expect(answer.statusCode).toBe(201);
    const stored = await server.service.store.listLeads({ limit: 5 });
    const booked = stored.find((lead) => lead.fields.company === company);
    expect(booked?.spam).toBeUndefined();
  });
});

describe('the limit that remains', () => {
  it('counts posts: the eleventh booking from one address in the window waits, whatever the page views', async () => {
    const answers: number[] = [];
    // The two bookings above count too: 8 more are accepted, the rest wait.
    for (let i = 0; i < 10; i++) answers.push((await book('direct', await view('direct', '/boka-mote'), `Kollega ${i} AB`)).statusCode);
    expect(answers).toEqual([...Array(8).fill(201), 429, 429]);
  });
});
