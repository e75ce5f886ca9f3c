/**
 * The real lead server for tests: buildServer + a lead service on a free loopback port, with a
 * real database — a SQLite file in a temporary folder unless the test passes another
 * (databases.ts: SQLite or PostgreSQL). Nothing is mocked; tests pass the environment they need
 * (SMTP sink, webhook receiver, limits) as they would in production.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '~/server/app';
import { loadLeadConfig } from '~/server/leads/config';
import { createFormToken } from '~/server/leads/form-token';
import { servedBuild } from '~/server/built-endpoint';
import { createLeadService, type LeadService, type ServiceOptions } from '~/server/leads/service';
import type { PublishConfig } from '~/src/editor/publish/config';
import { testDatabase, type TestDatabase } from './databases';

export interface TestServer {
  url: string;
  service: LeadService;
  app: FastifyInstance;
  db: TestDatabase;
  logs: string[];
  close(): Promise<void>;
}

/** Defaults that keep tests fast: no minimum fill time to wait out, quick retries, no rate limits, /readyz fresh. */
const testEnv = {
  LEAD_MIN_FILL_SECONDS: '1',
  LEAD_RATE_LIMIT: '100000',
  READY_RATE_LIMIT: '100000',
  READY_CACHE_SECONDS: '0',
  NOTIFY_RETRY_BASE_SECONDS: '0.05',
  NOTIFY_RETRY_MAX_SECONDS: '0.4',
  NOTIFY_MAX_ATTEMPTS: '50',
  NOTIFY_POLL_SECONDS: '0.5',
  // A test machine under load must not count a slow write as a stalled database (store-guard.ts); the stall tests set their own.
  DATABASE_TIMEOUT_SECONDS: '60',
};

export async function startLeadServer({
  distDir,
  db,
  env = {},
  logger,
  publishing,
  openStore,
}: {
  /** Opens the store instead of the configured database's own (a store that stalls). */
  openStore?: ServiceOptions['openStore'];
  distDir: string;
  /** The workspace's page editor publishes from this working copy (src/editor/publish/). */
  publishing?: PublishConfig;
  /** Default: a new SQLite file. */
  db?: TestDatabase;
  env?: Record<string, string>;
  /** Fastify's logger (off by default), e.g. `{ level: 'info', stream }` to read its JSON lines. */
  logger?: Parameters<typeof buildServer>[0]['logger'];
}): Promise<TestServer> {
  const logs: string[] = [];
  db ??= await testDatabase('sqlite');
  const config = loadLeadConfig({ ...testEnv, ...db.env, ...env });
  // As server/index.ts: one read of the build, its endpoint shared by the service and the app.
  const built = servedBuild(distDir);
  const service = await createLeadService(config, { log: (message) => logs.push(message), site: built.endpoint, ...(openStore ? { openStore } : {}) });
  const app = await buildServer({
    distDir,
    built,
    logger,
    leads: service,
    trustProxyHops: config.trustProxyHops,
    proxySecret: config.proxySecret,
    timeouts: config.timeouts,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    ...(publishing ? { publishing } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await service.outbox.start();
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    service,
    app,
    db,
    logs,
    close: async () => {
      await app.close();
      await service.close();
    },
  };
}

export type Kind = 'lead' | 'enquiry' | 'booking';

/** A complete, valid submission of each form, with a token old enough and a fresh key. */
export function validLead(kind: Kind, secret: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const common = {
    formToken: agedToken(secret),
    idempotencyKey: randomUUID(),
    website: '',
    company: `Testbolaget ${randomUUID().slice(0, 8)} AB`,
    name: 'Åsa Öberg',
    email: 'asa.oberg@testbolaget.se',
    revenue: '15-30',
  };
  const byKind = {
    lead: { kind: 'lead', page: '/', ...common, phone: '', priority: 'Likviditet och\nbudget för nästa år.' },
    enquiry: {
      kind: 'enquiry',
      page: '/finansiell-analys',
      service: 'Finansiell analys',
      ...common,
      phone: '+46 70 123 45 67',
      urgency: 'inom-1-manad',
      budget: 'diskuterar-vi-senare',
      topic: 'lonsamhet-per-segment',
      message: 'Vi vill förstå lönsamheten per kundsegment.',
    },
    booking: {
      kind: 'booking',
      page: '/boka-mote',
      ...common,
      phone: '070-123 45 67',
      meetingFormat: 'video',
      preferredTime: 'morning',
      urgency: 'week',
      topic: 'financial-analysis',
      message: 'Gärna en förmiddag.',
    },
  };
  return { ...byKind[kind], ...overrides };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json?: { ok?: boolean; message?: string; errors?: Record<string, string> };
}

/** Posts as the enhanced form (JSON), the plain form (urlencoded) or raw bytes with any type. */
export async function post(
  url: string,
  body: Record<string, unknown> | string | Uint8Array,
  { as = 'json', contentType, headers = {} }: { as?: 'json' | 'form' | 'raw'; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  let payload: string | Uint8Array;
  let type: string | undefined = contentType;
  if (as === 'json') {
    payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
    type ??= 'application/json';
  } else if (as === 'form') {
    payload =
      typeof body === 'string' || body instanceof Uint8Array ? body : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    type ??= 'application/x-www-form-urlencoded';
  } else {
    payload = body as string | Uint8Array;
  }
  const response = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    body: typeof payload === 'string' ? payload : Buffer.from(payload),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: Answer['json'];
  if ((response.headers.get('content-type') ?? '').includes('application/json')) json = JSON.parse(text) as Answer['json'];
  return { status: response.status, headers: response.headers, text, json };
}

/** Reads the server's database through a connection of its own, as another process would. */
export function query<T = unknown>(server: Pick<TestServer, 'db'>, sql: string, ...params: unknown[]): Promise<T> {
  return server.db.value<T>(sql, ...params);
}

export function countRows(server: Pick<TestServer, 'db'>, table: 'leads' | 'outbox'): Promise<number> {
  return server.db.count(table);
}

/** A fresh form token as the enhancement fetches it, aged as if the form took `ageMs` to fill. */
export const agedToken = (secret: string, ageMs = 10_000) => createFormToken(secret, Date.now() - ageMs);

/** Polls until `check` holds (for the outbox, which works after the answer). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
