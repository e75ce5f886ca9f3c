/**
 * The workspace page as a test drives it through the real lead server's /konto/api: requests
 * with the page's Origin and JSON, a session cookie, and accounts taken from invitation to a
 * signed-in session with a TOTP code (as konto-sign-in.test.ts does step by step).
 */
import { rmSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll } from 'vitest';
import { invite } from '~/server/accounts/invite';
import { sessionCookie } from '~/server/accounts/routes';
import type { Role } from '~/server/leads/account-store';
import type { LeadStore } from '~/server/leads/store';
import { writeFixtureSite } from './fixture-site';
import { startLeadServer, type TestServer } from './lead-server';

export const kontoHost = 'konto.nordvik.example';
export const kontoOrigin = `https://${kontoHost}`;
const password = 'rätt häst batteri häftklammer';
const code = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

export interface KontoAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
  body: Record<string, unknown>;
  cookie?: string;
}

/** One request as the client makes it, answered by the server in this process or over HTTP. */
interface Sent {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}
type Send = (sent: Sent) => Promise<{ status: number; headers: KontoAnswer['headers']; raw: Buffer }>;

function clientOver(send: Send, store: LeadStore, origin: string, host: string) {
  let address = 0;
  async function call(
    method: 'GET' | 'POST',
    url: string,
    { cookie, json, headers = {} }: { cookie?: string; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<KontoAnswer> {
    const response = await send({
      method,
      url,
      remoteAddress: `10.1.0.${++address % 250}`,
      headers: {
        host,
        ...(method === 'POST' ? { origin, 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie: `${sessionCookie}=${cookie}` } : {}),
        ...headers,
      },
      ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith(`${sessionCookie}=`));
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      ...response,
      body: isJson ? (JSON.parse(response.raw.toString('utf8')) as Record<string, unknown>) : {},
      ...(setCookie ? { cookie: /^[^=]+=([^;]*)/.exec(String(setCookie))![1] } : {}),
    };
  }

  /** An account of `role`, signed in with both factors: its session cookie. */
  async function signedIn(email: string, role: Role): Promise<string> {
    const { link } = await invite(store, { email, role, baseUrl: origin });
    const accepted = await call('POST', '/konto/api/inbjudan/anta', { json: { token: link.split('#')[1], password } });
    const setup = await call('GET', '/konto/api/andra-faktorn', { cookie: accepted.cookie! });
    const done = await call('POST', '/konto/api/andra-faktorn', { cookie: accepted.cookie!, json: { code: code(setup.body.secret as string) } });
    if (done.status !== 200 || !done.cookie) throw new Error(`Sign-in failed: ${JSON.stringify(done.body)}`);
    return done.cookie;
  }

  return { call, signedIn };
}

/** The workspace's API of a server in this process (Fastify's inject). */
export function kontoClient(server: TestServer) {
  const send: Send = async ({ method, url, headers, payload, remoteAddress }) => {
    const response = await server.app.inject({ method, url, remoteAddress, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, headers: response.headers, raw: response.rawPayload };
  };
  return clientOver(send, server.service.store, kontoOrigin, kontoHost);
}

/** The workspace's API of a server in a process of its own, over HTTP on loopback; `store` is the same database, for invitations. */
export function kontoClientOverHttp(origin: string, store: LeadStore) {
  const send: Send = async ({ method, url, headers, payload }) => {
    const response = await fetch(`${origin}${url}`, { method, headers, ...(payload === undefined ? {} : { body: payload }), redirect: 'manual' });
    const answered = { ...Object.fromEntries(response.headers), 'set-cookie': response.headers.getSetCookie() };
    return { status: response.status, headers: answered, raw: Buffer.from(await response.arrayBuffer()) };
  };
  return clientOver(send, store, origin, new URL(origin).host);
}

export type KontoClient = ReturnType<typeof kontoClient>;

/** One lead server on the fixture site for a test file, with a client of its workspace; both ready in the file's tests. */
export function kontoServerOfFile(): { server: TestServer; client: KontoClient } {
  const distDir = writeFixtureSite();
  const file = {} as { server: TestServer; client: KontoClient };
  beforeAll(async () => {
    file.server = await startLeadServer({ distDir });
    file.client = kontoClient(file.server);
  });
  afterAll(async () => {
    await file.server.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  return file;
}
