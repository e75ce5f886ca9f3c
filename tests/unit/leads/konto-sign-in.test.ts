/**
 * Signing in to the workspace through the real lead server (/konto/api, server/accounts/) on
 * both databases: invitation → password → TOTP app → signed in; a wrong password says the same
 * as an unknown address; the back-off and its e-mail; a cross-site request refused before it does
 * anything; a partner kept from the admin's functions; "log out everywhere" ends every cookie.
 */
import { rmSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite } from '~/server/accounts/invite';
import { kontoRoutes, sessionCookie } from '~/server/accounts/routes';
import type { Role } from '~/server/leads/account-store';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { startLeadServer, type TestServer } from './support/lead-server';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const host = 'konto.nordvik.example';
const origin = `https://${host}`;
const password = 'rätt häst batteri häftklammer';
/** What the person's authenticator app shows at `at`. */
const code = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

describe.each(storeKinds)('the workspace sign-in on %s', (kind) => {
  let server: TestServer;
  let sink: SmtpSink;
  let address = 0;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startLeadServer({
      distDir,
      db: await testDatabase(kind),
      // Behind one reverse proxy: the client address is the one it forwards (X-Forwarded-For), else the socket's.
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFY_EMAIL: 'leads@nordvik.example', MAIL_FROM: 'webb@nordvik.example', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  /** A request as the workspace page sends it, from a client address of its own unless given. */
  async function call(
    method: 'GET' | 'POST',
    url: string,
    { cookie, json, headers = {}, from = `10.0.0.${++address}` }: { cookie?: string; json?: unknown; headers?: Record<string, string>; from?: string } = {},
  ) {
    const response = await server.app.inject({
      method,
      url,
      remoteAddress: from,
      headers: {
        host,
        ...(method === 'POST' ? { origin, 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie: `${sessionCookie}=${cookie}` } : {}),
        ...headers,
      },
      ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${sessionCookie}=`));
    return {
      status: response.statusCode,
      body: response.json<Record<string, unknown>>(),
      setCookie,
      cookie: setCookie ? /^[^=]+=([^;]*)/.exec(setCookie)![1] : undefined,
      retryAfter: response.headers['retry-after'],
    };
  }

  async function invited(email: string, role: Role) {
    const { link } = await invite(server.service.store, { email, role, baseUrl: origin });
    return link.split('#')[1]!;
  }

  /** Takes up an invitation and sets up the app: a signed-in cookie and the TOTP secret. */
  async function newAccount(email: string, role: Role) {
    const token = await invited(email, role);
    const accepted = await call('POST', '/konto/api/inbjudan/anta', { json: { token, password } });
    const { body } = await call('GET', '/konto/api/andra-faktorn', { cookie: accepted.cookie! });
    const setUpAt = Date.now();
    const done = await call('POST', '/konto/api/andra-faktorn', { cookie: accepted.cookie!, json: { code: code(body.secret as string, setUpAt) } });
    return { cookie: done.cookie!, secret: body.secret as string, setUpAt };
  }

  it('takes an invited person through password and TOTP app to a signed-in session under a new id', async () => {
    const token = await invited('Karin@Nordvik.example', 'partner');
    expect((await call('POST', '/konto/api/inbjudan', { json: { token } })).body).toEqual({ ok: true, email: 'karin@nordvik.example', role: 'partner' });
    expect(await call('POST', '/konto/api/inbjudan/anta', { json: { token, password: 'kort' } })).toMatchObject({
      status: 400,
      body: { message: 'Lösenordet ska vara minst 12 tecken långt.' },
    });

    const accepted = await call('POST', '/konto/api/inbjudan/anta', { json: { token, password } });
    expect(accepted.status).toBe(200);
    expect(accepted.setCookie).toMatch(new RegExp(`^${sessionCookie}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; Secure; SameSite=Strict$`));
    expect(await server.db.value('SELECT COUNT(*) FROM sessions WHERE id_hash = ?', accepted.cookie)).toBe(0);
    // The password alone opens nothing.
    expect(await call('GET', '/konto/api/jag', { cookie: accepted.cookie! })).toMatchObject({
      status: 401,
      body: { message: 'Ange koden från autentiseringsappen först.' },
    });

    const setup = await call('GET', '/konto/api/andra-faktorn', { cookie: accepted.cookie! });
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Nordvik%20CFO:karin%40nordvik\.example\?issuer=Nordvik%20CFO&secret=[A-Z2-7]{32}&/);
    expect(await call('POST', '/konto/api/andra-faktorn', { cookie: accepted.cookie!, json: { code: '000000' } })).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/^Koden stämmer inte/) },
    });
    const done = await call('POST', '/konto/api/andra-faktorn', { cookie: accepted.cookie!, json: { code: code(setup.body.secret as string) } });
    expect(done.status).toBe(200);
    expect(done.cookie).not.toBe(accepted.cookie);
    expect((await call('GET', '/konto/api/jag', { cookie: done.cookie! })).body).toEqual({ ok: true, email: 'karin@nordvik.example', role: 'partner' });
    expect((await call('GET', '/konto/api/jag', { cookie: accepted.cookie! })).status).toBe(401);
    // Set up once: the secret is not handed out again, and the link is spent.
    expect((await call('GET', '/konto/api/andra-faktorn', { cookie: done.cookie! })).status).toBe(404);
    expect(await call('POST', '/konto/api/inbjudan/anta', { json: { token, password } })).toMatchObject({
      status: 404,
      body: { message: expect.stringMatching(/^Inbjudningslänken gäller inte längre/) },
    });
  });

  it('signs in with password then a code, refusing a code used before, and says the same for a wrong password as for an unknown address', async () => {
    const { secret, setUpAt } = await newAccount('bo@nordvik.example', 'partner');
    const wrong = await call('POST', '/konto/api/logga-in', { json: { email: 'bo@nordvik.example', password: 'fel lösenord här' } });
    const unknown = await call('POST', '/konto/api/logga-in', { json: { email: 'ingen@nordvik.example', password } });
    expect(wrong).toMatchObject({ status: 401, body: { ok: false, message: 'Fel e-postadress eller lösenord.' }, setCookie: undefined });
    expect(unknown).toEqual(wrong);

    const first = await call('POST', '/konto/api/logga-in', { json: { email: 'BO@nordvik.example', password } });
    expect(first.status).toBe(200);
    // The code that set up the app is spent, even if the clock has since moved into the next
    // 30-second step (CI once crossed one between the two calls); the next step's code is good.
    expect((await call('POST', '/konto/api/andra-faktorn', { cookie: first.cookie!, json: { code: code(secret, setUpAt) } })).status).toBe(401);
    const next = await call('POST', '/konto/api/andra-faktorn', { cookie: first.cookie!, json: { code: code(secret, Date.now() + 30_000) } });
    expect((await call('GET', '/konto/api/jag', { cookie: next.cookie! })).body).toMatchObject({ email: 'bo@nordvik.example' });
  });

  it('slows guesses at an account without keeping its owner out: after seven through a proxy, the partner gets in from another address', async () => {
    const { secret } = await newAccount('lasse@nordvik.example', 'partner');
    const proxy = '10.20.0.1';
    const attacker = { from: proxy, headers: { 'x-forwarded-for': '203.0.113.66' } };
    const guesses = [];
    for (let i = 0; i < 7; i++)
      guesses.push(await call('POST', '/konto/api/logga-in', { ...attacker, json: { email: 'lasse@nordvik.example', password: `Sommar2026!${i}` } }));
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const held = guesses[6]!;
    expect(held.body.message).toMatch(
      /^För många misslyckade inloggningar härifrån\. Vänta (2\d|30) sekunder och försök igen, eller logga in från ett annat nätverk/,
    );
    expect(held.setCookie).toBeUndefined();
    expect(Number(held.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(held.retryAfter)).toBeLessThanOrEqual(30);
    expect(guesses[0]!.retryAfter).toBeUndefined();
    // The right password from the guessing address waits too: a held try is not even checked.
    expect((await call('POST', '/konto/api/logga-in', { ...attacker, json: { email: 'lasse@nordvik.example', password } })).status).toBe(429);

    const mail = await sink.waitFor('misslyckats med att logga in på ert konto');
    expect(mail.to).toEqual(['lasse@nordvik.example']);
    expect(mail.text).toContain('5 gånger inom 15 minuter');
    expect(mail.text).toContain('Ni själva är inte utestängda');

    // The partner, through the same proxy from their own network: password and code, signed in.
    const partner = { from: proxy, headers: { 'x-forwarded-for': '198.51.100.7' } };
    const first = await call('POST', '/konto/api/logga-in', { ...partner, json: { email: 'lasse@nordvik.example', password } });
    expect(first.status).toBe(200);
    const done = await call('POST', '/konto/api/andra-faktorn', { ...partner, cookie: first.cookie!, json: { code: code(secret, Date.now() + 30_000) } });
    expect(done.status).toBe(200);
    expect((await call('GET', '/konto/api/jag', { cookie: done.cookie! })).body).toMatchObject({ email: 'lasse@nordvik.example' });

    const user = await server.service.store.accounts.userByEmail('lasse@nordvik.example');
    const log = (await server.service.store.accounts.auditLog({ userId: user!.id })).entries.map((e) => [e.action, e.detail]);
    expect(log.filter(([action]) => action === 'signin.failed')).toEqual(Array(5).fill(['signin.failed', { step: 'password' }]));
    expect(log.filter(([action]) => action === 'signin.backoff')).toEqual([['signin.backoff', { failures: 5 }]]);
    expect(log[0]).toEqual(['session.start', { factor: 'code' }]);

    // An address without an account is slowed the same way, with the same words, and mails no one.
    for (let i = 0; i < 5; i++)
      await call('POST', '/konto/api/logga-in', { ...attacker, json: { email: 'finns-inte@nordvik.example', password: `gissning ${i}` } });
    const unknown = await call('POST', '/konto/api/logga-in', { ...attacker, json: { email: 'finns-inte@nordvik.example', password } });
    expect(unknown).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^För många misslyckade inloggningar härifrån/) } });
    expect((await call('POST', '/konto/api/logga-in', { ...partner, json: { email: 'finns-inte@nordvik.example', password } })).status).toBe(401);
    expect(sink.messages.filter((m) => m.text.includes('misslyckats med att logga in'))).toHaveLength(1);
  });

  it('slows wrong codes the same way, and a new invitation lifts the back-off so its own code step goes through', async () => {
    await newAccount('kod.gissare@nordvik.example', 'partner');
    const from = '203.0.113.90';
    const opened = await call('POST', '/konto/api/logga-in', { from, json: { email: 'kod.gissare@nordvik.example', password } });
    const tries = [];
    for (let i = 0; i < 6; i++)
      tries.push((await call('POST', '/konto/api/andra-faktorn', { from, cookie: opened.cookie!, json: { code: `12345${i}` } })).status);
    expect(tries).toEqual([401, 401, 401, 401, 401, 429]);

    const token = await invited('kod.gissare@nordvik.example', 'partner');
    const accepted = await call('POST', '/konto/api/inbjudan/anta', { from, json: { token, password } });
    const { body } = await call('GET', '/konto/api/andra-faktorn', { from, cookie: accepted.cookie! });
    expect((await call('POST', '/konto/api/andra-faktorn', { from, cookie: accepted.cookie!, json: { code: code(body.secret as string) } })).status).toBe(200);
  });

  it('makes a client address wait after twenty failures, whatever addresses it types, and no other address', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 20; i++)
      expect((await call('POST', '/konto/api/logga-in', { from, json: { email: `prov${i}@nordvik.example`, password } })).status).toBe(401);
    expect((await call('POST', '/konto/api/logga-in', { from, json: { email: 'prov99@nordvik.example', password } })).status).toBe(429);
    expect((await call('POST', '/konto/api/logga-in', { json: { email: 'prov99@nordvik.example', password } })).status).toBe(401);
  });

  it('refuses a request from another origin, without one, from a cross-site fetch or as a form, before doing anything', async () => {
    const { cookie } = await newAccount('cross@nordvik.example', 'admin');
    const before = await server.db.value('SELECT COUNT(*) FROM sessions');
    for (const headers of [
      { origin: 'https://angripare.example' },
      { origin: `http://${host}` },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      expect(await call('POST', '/konto/api/logga-ut-overallt', { cookie, headers, json: {} }), JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { message: 'Begäran kom inte från arbetsytans egen sida och har inte utförts.' },
      });
    }
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: '/konto/api/logga-ut-overallt',
      headers: { host, cookie: `${sessionCookie}=${cookie}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noOrigin.statusCode).toBe(403);
    const form = await call('POST', '/konto/api/logga-ut-overallt', { cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, json: {} });
    expect(form).toMatchObject({ status: 415, body: { message: 'Begäran ska skickas som JSON från arbetsytan.' } });
    expect(await server.db.value('SELECT COUNT(*) FROM sessions')).toBe(before);
    expect((await call('GET', '/konto/api/jag', { cookie })).status).toBe(200);
    // Through a static host or proxy that forwards under the lead server's own Host: the site's address (site.json) is its own.
    const forwarded = await call('POST', '/konto/api/logga-ut', {
      cookie,
      headers: { host: 'leads.internal:4173', origin: 'https://www.nordvikcfo.example' },
      json: {},
    });
    expect(forwarded.status).toBe(200);
    expect((await call('GET', '/konto/api/jag', { cookie })).status).toBe(401);
  });

  it('answers a body it cannot read with a Swedish JSON message, not a page or a stack trace', async () => {
    for (const payload of ['{"email": "bo@', '"en sträng"', '']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/konto/api/logga-in',
        remoteAddress: '10.8.8.8',
        headers: { host, origin, 'content-type': 'application/json' },
        payload,
      });
      expect([response.statusCode, response.headers['content-type']], payload).toEqual([400, expect.stringMatching(/^application\/json/)]);
      expect(response.json().message, payload).toMatch(/^(Begäran kunde inte läsas|Fyll i både e-postadress och lösenord)/);
    }
  });

  it('keeps a partner from the accounts and the audit log, which an admin reads', async () => {
    const partner = await newAccount('partner@nordvik.example', 'partner');
    const admin = await newAccount('admin@nordvik.example', 'admin');
    for (const url of ['/konto/api/konton', '/konto/api/logg']) {
      expect(await call('GET', url, { cookie: partner.cookie }), url).toMatchObject({
        status: 403,
        body: { ok: false, message: 'Ditt konto har inte behörighet till det här.' },
      });
      expect((await call('GET', url)).status, url).toBe(401);
    }
    const accounts = (await call('GET', '/konto/api/konton', { cookie: admin.cookie })).body.accounts as {
      email: string;
      role: string;
      secondFactor: boolean;
    }[];
    expect(accounts.find((a) => a.email === 'partner@nordvik.example')).toMatchObject({ role: 'partner', secondFactor: true });
    const log = (await call('GET', '/konto/api/logg', { cookie: admin.cookie })).body.entries as { action: string; email: string | null }[];
    expect(log).toContainEqual(expect.objectContaining({ action: 'session.start', email: 'partner@nordvik.example' }));
    expect(JSON.stringify(log)).not.toContain(password);
  });

  it('ends every session of the account with "log out everywhere", so a copied cookie opens nothing', async () => {
    const { cookie, secret } = await newAccount('ut@nordvik.example', 'partner');
    const other = await call('POST', '/konto/api/logga-in', { json: { email: 'ut@nordvik.example', password } });
    const phone = (await call('POST', '/konto/api/andra-faktorn', { cookie: other.cookie!, json: { code: code(secret, Date.now() + 30_000) } })).cookie!;
    expect((await call('GET', '/konto/api/jag', { cookie: phone })).status).toBe(200);
    const out = await call('POST', '/konto/api/logga-ut-overallt', { cookie, json: {} });
    expect(out).toMatchObject({ status: 200, body: { ended: 2 } });
    expect(out.setCookie).toContain('Max-Age=0');
    expect((await call('GET', '/konto/api/jag', { cookie })).status).toBe(401);
    expect((await call('GET', '/konto/api/jag', { cookie: phone })).status).toBe(401);
  });
});

describe.each(storeKinds)('a workspace session on %s, on a clock the test moves', (kind) => {
  it('ends after 30 minutes unused and 12 hours after sign-in however busy, and the cookie is cleared', async () => {
    const server = await startLeadServer({ distDir, db: await testDatabase(kind) });
    let clock = Date.UTC(2026, 10, 26, 8);
    const app = Fastify();
    app.decorateRequest('clientKey', '10.1.1.1');
    await app.register(kontoRoutes(server.service, server.service.site, { now: () => clock }));
    try {
      const send = async (method: 'GET' | 'POST', url: string, cookie?: string, json?: unknown) => {
        const response = await app.inject({
          method,
          url,
          headers: { host, origin, 'content-type': 'application/json', ...(cookie ? { cookie: `${sessionCookie}=${cookie}` } : {}) },
          ...(json ? { payload: JSON.stringify(json) } : {}),
        });
        const setCookie = [response.headers['set-cookie'] ?? []].flat()[0];
        return {
          status: response.statusCode,
          body: response.json<Record<string, string>>(),
          setCookie,
          cookie: setCookie && /^[^=]+=([^;]*)/.exec(setCookie)![1],
        };
      };
      const { link } = await invite(server.service.store, { email: 'klocka@nordvik.example', role: 'partner', baseUrl: origin, now: clock });
      const accepted = await send('POST', '/konto/api/inbjudan/anta', undefined, { token: link.split('#')[1], password });
      const { secret } = (await send('GET', '/konto/api/andra-faktorn', accepted.cookie)).body;
      const signedIn = async () => {
        const first = await send('POST', '/konto/api/logga-in', undefined, { email: 'klocka@nordvik.example', password });
        return (await send('POST', '/konto/api/andra-faktorn', first.cookie, { code: code(secret!, clock) })).cookie!;
      };
      await send('POST', '/konto/api/andra-faktorn', accepted.cookie, { code: code(secret!, clock) });

      clock += 60_000;
      const idle = await signedIn();
      clock += 29 * 60_000;
      expect((await send('GET', '/konto/api/jag', idle)).status).toBe(200);
      clock += 30 * 60_000;
      const expired = await send('GET', '/konto/api/jag', idle);
      expect(expired.status).toBe(401);
      expect(expired.setCookie).toMatch(new RegExp(`^${sessionCookie}=; .*Max-Age=0`));

      clock += 60_000;
      const busy = await signedIn();
      const start = clock;
      for (clock += 25 * 60_000; clock < start + 12 * 3_600_000; clock += 25 * 60_000) expect((await send('GET', '/konto/api/jag', busy)).status).toBe(200);
      clock = start + 12 * 3_600_000;
      expect((await send('GET', '/konto/api/jag', busy)).status).toBe(401);
    } finally {
      await app.close();
      await server.close();
    }
  });
});

describe.each(storeKinds)('the TOTP secrets on %s, sealed with TOTP_KEY (docs/decisions.md 114)', (kind) => {
  const keyA = 'a'.repeat(16) + 'första nyckeln, 32+ tecken';
  const keyB = 'b'.repeat(16) + 'andra nyckeln, 32+ tecken';

  /** The whole sign-in against a server with `key`: its answers, one per step. */
  async function signIn(server: TestServer, email: string, secret: string, at: number) {
    const inject = async (url: string, json: unknown, cookie?: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.2.2.2',
        headers: { host, origin, 'content-type': 'application/json', ...(cookie ? { cookie: `${sessionCookie}=${cookie}` } : {}) },
        payload: JSON.stringify(json),
      });
      const setCookie = [response.headers['set-cookie'] ?? []].flat()[0];
      return { status: response.statusCode, body: response.json<Record<string, unknown>>(), cookie: setCookie && /^[^=]+=([^;]*)/.exec(setCookie)?.[1] };
    };
    const first = await inject('/konto/api/logga-in', { email, password });
    return { first, second: await inject('/konto/api/andra-faktorn', { code: code(secret, at) }, first.cookie) };
  }

  /** An account set up on a server with `key` (or none): the secret its app was given, and what the database keeps. */
  async function setUp(server: TestServer, email: string) {
    const { link } = await invite(server.service.store, { email, role: 'partner', baseUrl: origin });
    const headers = { host, origin, 'content-type': 'application/json' };
    const accepted = await server.app.inject({
      method: 'POST',
      url: '/konto/api/inbjudan/anta',
      headers,
      payload: JSON.stringify({ token: link.split('#')[1], password }),
    });
    const cookie = `${sessionCookie}=${/^[^=]+=([^;]*)/.exec(String(accepted.headers['set-cookie']))?.[1]}`;
    const secret = (await server.app.inject({ method: 'GET', url: '/konto/api/andra-faktorn', headers: { host, cookie } })).json<{ secret: string }>().secret;
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/konto/api/andra-faktorn',
      headers: { ...headers, cookie },
      payload: JSON.stringify({ code: code(secret) }),
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, kept: await server.db.value<string>('SELECT totp_secret FROM users WHERE email = ?', email) };
  }

  it('keeps a sealed secret that only its key opens; a wrong or missing key is the operator’s problem, not a failure counted against the person', async () => {
    const db = await testDatabase(kind);
    const withKey = async (key: string | undefined) => startLeadServer({ distDir, db, env: key ? { TOTP_KEY: key } : {} });

    let server = await withKey(keyA);
    const sealed = await setUp(server, 'sigrid@nordvik.example');
    expect(sealed.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(sealed.kept).toMatch(/^aes256gcm:[A-Za-z0-9_-]+$/);
    expect(sealed.kept).not.toContain(sealed.secret);
    await server.close();

    // Another key, or none: the code cannot be checked, said as such, six times over (a lockout needs five failures).
    for (const key of [keyB, undefined]) {
      server = await withKey(key);
      for (let attempt = 0; attempt < 3; attempt++) {
        const { first, second } = await signIn(server, 'sigrid@nordvik.example', sealed.secret, Date.now() + 30_000);
        expect(first.status).toBe(200);
        expect(second).toMatchObject({ status: 503, body: { ok: false, message: expect.stringContaining('TOTP_KEY') } });
      }
      await server.close();
    }

    // The right key again: not locked out, signed in with the app's code.
    server = await withKey(keyA);
    const { second } = await signIn(server, 'sigrid@nordvik.example', sealed.secret, Date.now() + 30_000);
    expect(second.status).toBe(200);

    // An account set up before the key was set keeps working when it is set; its secret was kept as the app's text.
    await server.close();
    server = await withKey(undefined);
    const plain = await setUp(server, 'per@nordvik.example');
    expect(plain.kept).toBe(plain.secret);
    await server.close();
    server = await withKey(keyA);
    expect((await signIn(server, 'per@nordvik.example', plain.secret, Date.now() + 30_000)).second.status).toBe(200);
    await server.close();
  });
});
