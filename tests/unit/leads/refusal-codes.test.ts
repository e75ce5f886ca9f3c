/**
 * Every refusal of the lead endpoint has a stable code (server/leads/refusal-codes.ts, docs/decisions.md
 * 90): each path below is provoked on a real server, and its answer carries the code and the status
 * written here, and its `lead.refused` log line the same code and reason. The table is typed by the
 * catalogue's names, so a refusal added without a case here fails to compile (and the first test).
 */
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltEndpoint } from '~/server/built-endpoint';
import { createConfirmToken, createFormToken } from '~/server/leads/form-token';
import type { RateLimit } from '~/server/leads/rate-limit';
import { refusals, type RefusalName } from '~/server/leads/refusal-codes';
import { leadRoutes } from '~/server/leads/routes';
import { StoreError } from '~/server/leads/store';
import { writeFixtureSite } from './support/fixture-site';
import { countRows, post, startLeadServer, validLead, type Answer, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
const lines: Record<string, unknown>[] = [];
const logger = {
  level: 'info',
  stream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
};
/** The default server, and one whose limits are reached after a single accepted post (LEAD_RATE_LIMIT=1). */
let open: TestServer;
let strict: TestServer;
beforeAll(async () => {
  open = await startLeadServer({ distDir, logger });
  strict = await startLeadServer({ distDir, logger, env: { LEAD_RATE_LIMIT: '1' } });
});
afterAll(async () => {
  await open.close();
  await strict.close();
  rmSync(distDir, { recursive: true, force: true });
});

const json = (overrides: Record<string, unknown>) => (s: TestServer) => post(s.url, validLead('booking', s.service.formSecret, overrides));
const raw = (body: string | Buffer, contentType: string) => (s: TestServer) => post(s.url, body, { as: 'raw', contentType });
/** An answer made with Fastify's inject, for requests fetch cannot send. */
const injected = async (s: TestServer, headers: Record<string, string>, payload: string): Promise<Answer> => {
  const response = await s.app.inject({ method: 'POST', url: '/api/leads', headers, payload });
  return {
    status: response.statusCode,
    headers: new Headers(response.headers as Record<string, string>),
    text: response.body,
    json: JSON.parse(response.body) as Answer['json'],
  };
};
/**
 * The routes registered in a host app of the test's own and asked one request: `raise` throws an
 * error with these properties from a hook before the route, as Fastify itself would.
 */
async function hostAnswer(
  service: TestServer['service'],
  request: { method: 'GET' | 'POST'; url: string; payload?: string },
  raise?: { statusCode: number; code: string },
): Promise<Answer> {
  const host = Fastify({ logger });
  host.decorateRequest('clientKey', 'test');
  if (raise)
    host.addHook('preHandler', async () => {
      throw Object.assign(new Error('Fastify says no'), raise);
    });
  await host.register(leadRoutes(service, loadBuiltEndpoint(distDir)));
  try {
    const response = await host.inject({ ...request, headers: { 'content-type': 'application/json' } });
    return { status: response.statusCode, headers: new Headers(), text: response.body, json: JSON.parse(response.body) as Answer['json'] };
  } finally {
    await host.close();
  }
}
/** The answer when Fastify raises an error with these properties before the route. */
const fastifyRaises = (properties: { statusCode: number; code: string }) => (s: TestServer) =>
  hostAnswer(s.service, { method: 'POST', url: '/api/leads', payload: '{}' }, properties);
/** The store fails once the way `failure` says, for the next post only. */
const storeFails = (failure: Error) => async (s: TestServer) => {
  const store = s.service.store;
  const submit = store.submit.bind(store);
  store.submit = () => Promise.reject(failure);
  try {
    return await post(s.url, validLead('booking', s.service.formSecret));
  } finally {
    store.submit = submit;
  }
};

const cases: Record<RefusalName, { status: number; send: (s: TestServer) => Promise<Answer> }> = {
  crossSite: {
    status: 403,
    send: (s) => post(s.url, validLead('booking', s.service.formSecret), { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
  },
  // On the strict server, in this order: one accepted, the next valid one over LEAD_RATE_LIMIT,
  // and the fourth post of any kind over three times it.
  acceptedRateLimited: {
    status: 429,
    send: async () => {
      expect((await post(strict.url, validLead('booking', strict.service.formSecret))).status).toBe(201);
      return post(strict.url, validLead('booking', strict.service.formSecret));
    },
  },
  rateLimited: {
    status: 429,
    send: async () => {
      expect((await post(strict.url, validLead('booking', strict.service.formSecret, { email: 'nej' }))).status).toBe(422);
      return post(strict.url, validLead('booking', strict.service.formSecret));
    },
  },
  tooLarge: { status: 413, send: raw(JSON.stringify({ kind: 'lead', message: 'x'.repeat(100_000) }), 'application/json') },
  wrongContentType: { status: 415, send: raw('kind=lead', 'text/plain') },
  badContentLength: { status: 400, send: (s) => injected(s, { 'content-type': 'application/json', 'content-length': '500' }, '{"kind":"lead"}') },
  empty: { status: 400, send: raw('', 'application/json') },
  badEncoding: { status: 400, send: raw(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), 'application/json') },
  badJson: { status: 400, send: raw('{"kind": "lead",', 'application/json') },
  notAnObject: { status: 400, send: raw('[1,2,3]', 'application/json') },
  // Any other 4xx Fastify raises before the route (none of the named ones): provoked by a hook of a
  // host app around the same routes, since no request over the wire reaches it today.
  badForm: { status: 400, send: fastifyRaises({ statusCode: 400, code: 'FST_ERR_SOMETHING_ELSE' }) },
  honeypot: { status: 400, send: json({ website: 'https://spam.example' }) },
  tokenMissing: { status: 400, send: json({ formToken: undefined }) },
  tokenInvalid: { status: 400, send: json({ formToken: createFormToken('not-the-secret-not-the-secret-00', Date.now() - 60_000) }) },
  tokenExpired: { status: 400, send: (s) => json({ formToken: createFormToken(s.service.formSecret, Date.now() - 25 * 3_600_000) })(s) },
  confirmChanged: { status: 400, send: (s) => json({ formToken: createConfirmToken(s.service.formSecret, 'a hash of other content') })(s) },
  tokenSpent: {
    status: 429,
    send: async (s) => {
      const formToken = createFormToken(s.service.formSecret, Date.now() - 10_000);
      // LEAD_TOKEN_MAX_USES is 3 by default.
      for (let i = 0; i < 3; i++) expect((await post(s.url, validLead('booking', s.service.formSecret, { formToken }))).status).toBe(201);
      return post(s.url, validLead('booking', s.service.formSecret, { formToken }));
    },
  },
  keyReused: {
    status: 409,
    send: async (s) => {
      const idempotencyKey = 'samma-nyckel-0123456789';
      expect((await post(s.url, validLead('booking', s.service.formSecret, { idempotencyKey }))).status).toBe(201);
      return post(s.url, validLead('booking', s.service.formSecret, { idempotencyKey, company: 'Ett annat bolag AB' }));
    },
  },
  invalid: { status: 422, send: json({ email: 'anna@' }) },
  forged: { status: 422, send: json({ page: '/ingen-sida-har' }) },
  // No partner takes bookings on this server: any time picked is no free time.
  slotTaken: { status: 409, send: json({ slot: '2030-03-04T08:00:00.000Z', meetingLength: '30' }) },
  unexpected: { status: 500, send: storeFails(new TypeError('ett fel i koden')) },
  storageDown: { status: 503, send: storeFails(new StoreError('Databasen svarar inte.')) },
};

describe('the lead endpoint’s refusal codes', () => {
  it('are unique, L and three digits, one per refusal, each with a Swedish explanation', () => {
    const codes = Object.values(refusals).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of Object.values(refusals)) {
      expect(entry.code).toMatch(/^L[1-5]\d\d$/);
      expect(entry.when.length).toBeGreaterThan(10);
    }
    expect(Object.keys(cases).sort()).toEqual(Object.keys(refusals).sort());
  });

  // In sequence: the strict server's cases build on one another, in the table's order.
  for (const [name, { status, send }] of Object.entries(cases) as [RefusalName, (typeof cases)[RefusalName]][]) {
    it(`${name}: ${refusals[name].code} in the JSON answer and in the log line, with status ${status}`, async () => {
      const server = ['acceptedRateLimited', 'rateLimited'].includes(name) ? strict : open;
      const before = lines.length;
      const answer = await send(server);
      expect(answer.status).toBe(status);
      expect(refusals[name].status).toBe(status);
      expect(answer.json).toMatchObject({ ok: false, code: refusals[name].code, message: expect.stringMatching(/[a-zåäö]/) });
      const refused = lines.slice(before).filter((line) => line.event === 'lead.refused');
      expect(refused.at(-1)).toMatchObject({ code: refusals[name].code, reason: refusals[name].reason, status });
    });
  }

  // Fastify's own JSON parser raises this; the routes replace that parser, but should Fastify raise
  // it anyway the sender reads the same refusal as for an empty post read by the routes' parser.
  it(`empty: Fastify's own "empty JSON body" error is the same ${refusals.empty.code}`, async () => {
    const answer = await fastifyRaises({ statusCode: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY' })(open);
    const empty = await cases.empty.send(open);
    expect(answer.status).toBe(refusals.empty.status);
    expect(answer.json).toEqual(empty.json);
  });
});

describe('a limit on valid posts that fails', () => {
  /** The default server's routes, its limit of valid posts failing with `failure`, asked `request`. */
  const withFailingLimits = (failure: Error, request: Parameters<typeof hostAnswer>[1]) => {
    const failing: RateLimit = { hit: () => Promise.reject(failure) };
    return hostAnswer({ ...open.service, acceptedRateLimit: failing }, request);
  };
  const postLead = () => ({ method: 'POST' as const, url: '/api/leads', payload: JSON.stringify(validLead('booking', open.service.formSecret)) });

  it('lets the request through when its database is down, so the store below answers for the post', async () => {
    const before = await countRows(open, 'leads');
    expect((await withFailingLimits(new StoreError('Databasen svarar inte.'), postLead())).status).toBe(201);
    expect(await countRows(open, 'leads')).toBe(before + 1);
  });

  it('answers a fault in the code as unexpected, storing nothing', async () => {
    const before = await countRows(open, 'leads');
    const answer = await withFailingLimits(new TypeError('ett fel i koden'), postLead());
    expect(answer.status).toBe(refusals.unexpected.status);
    expect(answer.json).toMatchObject({ ok: false, code: refusals.unexpected.code });
    expect(await countRows(open, 'leads')).toBe(before);
  });
});
