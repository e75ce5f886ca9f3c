/**
 * The signed-in workspace API's limits (server/accounts/api-limits.ts, docs/decisions.md 156):
 * what a script does — every person looked up in a burst, search after search, call after call —
 * meets a Swedish 429 with Retry-After, per session and, over all of an account's sessions, per
 * account; another account goes on as before; the audit log gets one line per session and limit,
 * however often the script knocks; the page editor's calls are not counted.
 */
import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from '~/server/accounts/secrets';
import { kontoServerOfFile } from './support/konto-client';

const file = kontoServerOfFile();

/** A person looked up: counted as a call and as personal data read (no lead, so nothing is written). */
const lookUp = (cookie: string) => file.client.call('GET', '/konto/api/person?email=ingen.alls%40exempel.se', { cookie });
const limitedLines = async (action: string) => (await file.server.service.store.accounts.auditLog()).entries.filter((entry) => entry.action === action);

describe('limits of the signed-in API', () => {
  it('refuses the 101st look-up in ten minutes of a session, in Swedish, with Retry-After and one audit line; another account goes on', async () => {
    const script = await file.client.signedIn('skript@nordvik.example', 'partner');
    const person = await file.client.signedIn('person@nordvik.example', 'partner');
    for (let i = 0; i < 100; i++) expect((await lookUp(script)).status).toBe(200);
    const refused = await lookUp(script);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^För många öppnade förfrågningar och personuppslag på kort tid \(högst 100 per 10 minuter\)\. Vänta \d+ s och försök igen\.$/,
      ),
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect((await lookUp(script)).status).toBe(429);
    expect((await lookUp(person)).status).toBe(200);
    const lines = await limitedLines('api.limited.leads');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'skript@nordvik.example', leadId: null });
  });

  it('counts every session of an account together: a new session of a spent account is refused at once', async () => {
    const first = await file.client.signedIn('flera@nordvik.example', 'partner');
    // Two more sessions of the same account, as from a phone and another browser.
    const user = (await file.server.service.store.accounts.userByEmail('flera@nordvik.example'))!;
    const [second, third] = [newSecret(), newSecret()];
    for (const id of [second, third])
      await file.server.service.store.accounts.createSession({ idHash: hashSecret(id), userId: user.id, now: Date.now(), secondFactor: true });
    for (const cookie of [first, second]) for (let i = 0; i < 100; i++) expect((await lookUp(cookie)).status).toBe(200);
    const refused = await lookUp(third);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/\(högst 200 per 10 minuter\)/);
  });

  it('refuses the sixth export a session asks for in ten minutes', async () => {
    const cookie = await file.client.signedIn('exportor@nordvik.example', 'partner');
    for (let i = 0; i < 5; i++) expect((await file.client.call('POST', '/konto/api/leads/export', { cookie, json: {} })).status).toBe(202);
    const sixth = await file.client.call('POST', '/konto/api/leads/export', { cookie, json: {} });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^För många exporter på kort tid \(högst 5 per 10 minuter\)/);
  });

  it('refuses the 31st search in a minute but still lists the inbox; the 121st call of any kind; never the page editor', async () => {
    const cookie = await file.client.signedIn('sokare@nordvik.example', 'admin');
    for (let i = 0; i < 30; i++) expect((await file.client.call('GET', `/konto/api/leads?q=bolag%20${i}`, { cookie })).status).toBe(200);
    const search = await file.client.call('GET', '/konto/api/leads?q=bolag', { cookie });
    expect(search.status).toBe(429);
    expect(search.body.message).toMatch(/^För många sökningar på kort tid \(högst 30 per minut\)/);
    expect((await file.client.call('GET', '/konto/api/leads', { cookie })).status).toBe(200);
    // 32 calls so far; the rest of the minute's 120.
    for (let i = 0; i < 88; i++) expect((await file.client.call('GET', '/konto/api/jag', { cookie })).status).toBe(200);
    const call = await file.client.call('GET', '/konto/api/logg', { cookie });
    expect(call.status).toBe(429);
    expect(call.body.message).toMatch(/^För många anrop på kort tid \(högst 120 per minut\)/);
    // The editor's calls wait in its own process instead (here it is not configured: its own 404).
    expect(await file.client.call('GET', '/konto/api/redigera/sidor', { cookie })).toMatchObject({ status: 404, body: { ok: false } });
    expect(await limitedLines('api.limited.searches')).toHaveLength(1);
    expect(await limitedLines('api.limited.calls')).toHaveLength(1);
  });
});
