/**
 * Passkeys through the real lead server (server/accounts/passkeys.ts, docs/decisions.md 142) on
 * both databases, with a passkey in software (support/soft-authenticator.ts): added from a signed-in
 * session, several per account, named, renamed and removed; used after the password instead of the
 * code; refused when the answer was made for another address (a phishing page), is replayed, or
 * belongs to another account — each refusal counted by the back-off like a wrong code.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { kontoClient, type KontoClient } from './support/konto-client';
import { startLeadServer, type TestServer } from './support/lead-server';
import { SoftAuthenticator } from './support/soft-authenticator';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The site's configured address (the fixture's site.json): the relying party. */
const site = 'https://www.nordvikcfo.example';
const password = 'rätt häst batteri häftklammer';
/** The page as served through the site's address (a proxy forwarding under its own Host). */
const fromSite = { host: 'leads.internal:4173', origin: site };

describe.each(storeKinds)('passkeys on %s', (kind) => {
  let server: TestServer;
  let client: KontoClient;
  beforeAll(async () => {
    server = await startLeadServer({ distDir, db: await testDatabase(kind) });
    client = kontoClient(server);
  });
  afterAll(() => server.close());

  const post = (url: string, cookie: string | undefined, json: unknown = {}) =>
    client.call('POST', url, { ...(cookie ? { cookie } : {}), json, headers: fromSite });

  /** Adds a passkey to the signed-in session's account as the workspace page does. */
  async function add(cookie: string, name: string, key = new SoftAuthenticator(), origin = site) {
    const { body } = await post('/konto/api/nycklar/alternativ', cookie);
    const options = body.options as { challenge: string; rp: { id: string; name: string }; excludeCredentials: { id: string }[] };
    return { key, options, answer: await post('/konto/api/nycklar', cookie, { name, response: key.register(options, origin) }) };
  }

  /** The password step: a session that may give the second factor. */
  async function password1(email: string) {
    const answer = await post('/konto/api/logga-in', undefined, { email, password });
    expect(answer.status).toBe(200);
    return answer;
  }

  async function withPasskey(cookie: string, key: SoftAuthenticator, origin = site) {
    const { body } = await post('/konto/api/andra-faktorn/nyckel/alternativ', cookie);
    const options = body.options as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
    return { options, answer: await post('/konto/api/andra-faktorn/nyckel', cookie, { response: key.answer(options, origin) }) };
  }

  it('adds several named passkeys for the site’s address, signs in with one after the password, and lists, renames and removes them', async () => {
    const cookie = await client.signedIn('nyckel.agare@nordvik.example', 'partner');
    const laptop = await add(cookie, '  Jobbdatorn  ');
    expect(laptop.options.rp).toEqual({ id: 'www.nordvikcfo.example', name: 'Nordvik CFO' });
    expect(laptop.answer).toMatchObject({ status: 200, body: { ok: true, passkey: { name: 'Jobbdatorn', lastUsedAt: null } } });
    const phone = await add(cookie, 'Telefonen', new SoftAuthenticator({ counter: 7 }));
    expect(phone.options.excludeCredentials.map((c) => c.id)).toEqual([laptop.key.id]);
    expect(phone.answer.status).toBe(200);

    const first = await password1('nyckel.agare@nordvik.example');
    expect(first.body).toMatchObject({ next: 'andra-faktorn', passkey: true });
    const { options, answer } = await withPasskey(first.cookie!, phone.key);
    expect(options.rpId).toBe('www.nordvikcfo.example');
    expect(options.allowCredentials.map((c) => c.id)).toEqual([laptop.key.id, phone.key.id]);
    expect(answer.status).toBe(200);
    expect(answer.cookie).not.toBe(first.cookie);
    expect((await client.call('GET', '/konto/api/jag', { cookie: answer.cookie! })).body).toMatchObject({ email: 'nyckel.agare@nordvik.example' });

    const listed = (await client.call('GET', '/konto/api/nycklar', { cookie: answer.cookie! })).body.passkeys as {
      id: number;
      name: string;
      lastUsedAt: number | null;
    }[];
    expect(listed.map((k) => [k.name, k.lastUsedAt !== null])).toEqual([
      ['Jobbdatorn', false],
      ['Telefonen', true],
    ]);
    expect((await post(`/konto/api/nycklar/${listed[0]!.id}/namn`, answer.cookie!, { name: 'Bärbara datorn' })).status).toBe(200);
    expect((await post(`/konto/api/nycklar/${listed[1]!.id}/ta-bort`, answer.cookie!)).status).toBe(200);
    const after = (await client.call('GET', '/konto/api/nycklar', { cookie: answer.cookie! })).body.passkeys as { name: string }[];
    expect(after.map((k) => k.name)).toEqual(['Bärbara datorn']);
    const actions = await server.db.column("SELECT action FROM audit_log WHERE action LIKE 'passkey.%' OR detail LIKE '%passkey%' ORDER BY id");
    expect(actions).toEqual(['passkey.add', 'passkey.add', 'session.start', 'passkey.rename', 'passkey.remove']);
  });

  it('refuses an answer made for another address, a replayed one, another account’s passkey and a bad name, counting each like a wrong code', async () => {
    const cookie = await client.signedIn('forsiktig@nordvik.example', 'partner');
    const mine = (await add(cookie, 'Min nyckel')).key;
    const theirs = (await add(await client.signedIn('nagon.annan@nordvik.example', 'partner'), 'Deras nyckel')).key;
    expect((await add(cookie, 'Nätfiske', new SoftAuthenticator(), 'https://nordvikcfo-login.example')).answer).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^Nyckeln kunde inte läggas till/) },
    });
    expect((await post('/konto/api/nycklar', cookie, { name: 'x'.repeat(61), response: {} })).status).toBe(400);

    const first = await password1('forsiktig@nordvik.example');
    const phished = await withPasskey(first.cookie!, mine, 'https://nordvikcfo-login.example');
    expect(phished.answer).toMatchObject({ status: 401, body: { message: expect.stringMatching(/^Nyckeln kunde inte användas/) } });
    expect((await withPasskey(first.cookie!, theirs)).answer.status).toBe(401);
    // A right answer sent again: its challenge was used up by the first.
    const { options } = await withPasskey(first.cookie!, mine, 'https://fel.example');
    const replay = mine.answer(options, site);
    expect((await post('/konto/api/andra-faktorn/nyckel', first.cookie!, { response: replay })).status).toBe(401);
    const user = await server.service.store.accounts.userByEmail('forsiktig@nordvik.example');
    expect((await server.service.store.accounts.auditLog({ userId: user!.id, action: 'signin.failed' })).entries.map((e) => e.detail)).toEqual(
      Array(4).fill({ step: 'passkey' }),
    );
    // The TOTP app is still the fallback, and the right passkey still works.
    const good = await withPasskey(first.cookie!, mine);
    expect(good.answer.status).toBe(200);
    expect((await post('/konto/api/andra-faktorn/nyckel/alternativ', good.answer.cookie!)).status).toBe(409);
  });

  it('has no passkey step for an account without one, nor before the password; a new invitation removes the passkeys', async () => {
    const cookie = await client.signedIn('utan.nyckel@nordvik.example', 'partner');
    const first = await password1('utan.nyckel@nordvik.example');
    expect(first.body.passkey).toBe(false);
    expect(await post('/konto/api/andra-faktorn/nyckel/alternativ', first.cookie!)).toMatchObject({
      status: 404,
      body: { message: 'Kontot har ingen nyckel. Ange koden från autentiseringsappen.' },
    });
    expect((await post('/konto/api/andra-faktorn/nyckel/alternativ', undefined)).status).toBe(401);
    expect((await client.call('GET', '/konto/api/nycklar', { cookie: first.cookie! })).status).toBe(401);

    // Behind a proxy that forwards under `Host: localhost`, the page's Origin still names the site's address.
    const forwarded = await client.call('POST', '/konto/api/nycklar/alternativ', { cookie, json: {}, headers: { host: 'localhost:4173', origin: site } });
    expect(forwarded.body.options).toMatchObject({ rp: { id: 'www.nordvikcfo.example' } });
    // A page at localhost (local use) is its own relying party.
    const local = await client.call('POST', '/konto/api/nycklar/alternativ', {
      cookie,
      json: {},
      headers: { host: 'localhost:4173', origin: 'http://localhost:4173' },
    });
    expect(local.body.options).toMatchObject({ rp: { id: 'localhost' } });

    await add(cookie, 'Snart borta');
    expect(await server.db.value('SELECT COUNT(*) FROM passkeys p JOIN users u ON u.id = p.user_id WHERE u.email = ?', 'utan.nyckel@nordvik.example')).toBe(1);
    await client.signedIn('utan.nyckel@nordvik.example', 'partner');
    expect(await server.db.value('SELECT COUNT(*) FROM passkeys p JOIN users u ON u.id = p.user_id WHERE u.email = ?', 'utan.nyckel@nordvik.example')).toBe(0);
  });
});
