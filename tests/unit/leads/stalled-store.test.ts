/**
 * A database that stops answering (issue 40, docs/decisions.md 151 and 153) — a frozen disk, a
 * PostgreSQL that hangs — stops nothing but the requests that need it, and those get an answer:
 * pages, /healthz and /favicon.svg as always; a lead post the Swedish 503 with what was typed kept,
 * the workspace its own 503, /readyz red; and when the database answers again, all of it recovers
 * by itself. Two ways to stall: a store whose calls never resolve until the test lets them (the
 * same for either database), and the real SQLite worker stopped where it stands.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/src/lead-form/messages';
import { accountTexts } from '~/server/accounts/texts';
import { openLeadStore } from '~/server/leads/open-store';
import type { SqliteWorkerStore } from '~/server/leads/sqlite/worker-store';
import type { LeadStore } from '~/server/leads/store';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, query, post, startLeadServer, validLead, type TestServer } from './support/lead-server';

const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n';

/** The store with a gate: while closed, every call waits — never answered — until it opens. */
function gated(store: LeadStore) {
  let gate: Promise<void> | undefined;
  let open = () => {};
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (key === 'accounts' && value && typeof value === 'object') return wrap(value);
        if (typeof value !== 'function') return value;
        if (key === 'close' || key === 'hold') return (...args: unknown[]) => Reflect.apply(value, object, args);
        return async (...args: unknown[]) => {
          await gate;
          return Reflect.apply(value, object, args);
        };
      },
    });
  return {
    store: wrap(store),
    stall: () => void (gate = new Promise((resolve) => (open = resolve))),
    answer: () => {
      open();
      gate = undefined;
    },
  };
}

const distDir = writeFixtureSite();
writeFileSync(path.join(distDir, 'favicon.svg'), favicon);
let server: TestServer;
let gate: ReturnType<typeof gated>;
/** The store as opened: the SQLite worker (sqlite/worker-store.ts). */
let worker: LeadStore;
beforeAll(async () => {
  server = await startLeadServer({
    distDir,
    // Short enough for a test; the default is 4 s (README "Configuration").
    env: { DATABASE_TIMEOUT_SECONDS: '2' },
    openStore: async (database, options) => (gate = gated((worker = await openLeadStore(database, options)))).store,
  });
});
afterAll(async () => {
  gate.answer();
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};

/** What never needs the database answers as it always does. */
async function pagesAnswer() {
  const [home, alive, icon] = await Promise.all([get(`${server.url}/`), get(`${server.url}/healthz`), get(`${server.url}/favicon.svg`)]);
  expect(home).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/html/) });
  expect(home.text).toContain('Berätta om ert företag');
  expect(alive).toMatchObject({ status: 200, text: '{"status":"ok"}' });
  expect(icon).toMatchObject({ status: 200, text: favicon });
}

/** A lead post is refused with the 503 the visitor can act on: the plain form again with all that was typed. */
async function postsRefused(typed: Record<string, unknown>) {
  const form = await post(server.url, typed, { as: 'form' });
  expect(form.status).toBe(503);
  expect(form.headers.get('retry-after')).toBe('30');
  expect(form.text).toContain(messages.storageDown);
  expect(form.text).toContain(`value="${typed.company as string}"`);
  expect(form.text).toContain(`value="${typed.email as string}"`);
  expect(form.text).toContain(`${typed.message as string}</textarea>`);
  const json = await post(server.url, validLead('enquiry', server.service.formSecret));
  expect(json.status).toBe(503);
  expect(json.json).toEqual({ ok: false, message: messages.storageDown, errors: {}, code: 'L502' });
}

const readyz = async () => {
  const answer = await get(`${server.url}/readyz`);
  return { status: answer.status, body: JSON.parse(answer.text) as { status: string; problems: string[] } };
};

/** Every call through the database goes again: a post is stored (once), /readyz is green. */
async function recovered(typed: Record<string, unknown>) {
  let resent = 0;
  await eventually(async () => (resent = (await post(server.url, typed, { as: 'form' })).status) !== 503, 30_000, 'a post that is stored again');
  expect(resent).toBe(303);
  await eventually(async () => (await readyz()).status === 200, 30_000, 'a green /readyz');
}

describe('a database whose calls never answer', () => {
  it('leaves pages, /healthz and the favicon answering; posts, the workspace and /readyz get their refusals; all recovers when it answers', async () => {
    expect((await post(server.url, validLead('lead', server.service.formSecret))).status).toBe(201);
    expect((await readyz()).status).toBe(200);
    gate.stall();

    const typed = validLead('booking', server.service.formSecret, { message: 'Vi behöver hjälp med\nbudgeten för 2027 – gärna snart.' });
    await pagesAnswer();
    await postsRefused(typed);
    await pagesAnswer();
    const konto = await get(`${server.url}/konto/api/jag`, { cookie: `__Host-konto=${randomBytes(32).toString('base64url')}` });
    expect(konto.status).toBe(503);
    expect(JSON.parse(konto.text)).toEqual({ ok: false, message: accountTexts.storeDown });
    const red = await readyz();
    expect(red.status).toBe(503);
    expect(red.body.problems.join(' ')).toMatch(/^databasen tar inte emot skrivningar: SQLite .* har inte svarat inom 2 s/);

    gate.answer();
    await recovered(typed);
    // The refused post waited in the store and went in when it answered: the resend is its replay, not a second lead.
    expect(await query(server, 'SELECT COUNT(*) FROM leads WHERE idempotency_key = ?', typed.idempotencyKey)).toBe(1);
  });
});

describe('the SQLite worker stopped where it stands, as on a frozen disk', () => {
  it('holds only what needs the database, and everything goes on when the worker does', async () => {
    const release = (worker as SqliteWorkerStore).hold();
    const typed = validLead('lead', server.service.formSecret, { priority: 'Kassaflödet – vi vill se tolv månader framåt.' });
    try {
      await pagesAnswer();
      const form = await post(server.url, typed, { as: 'form' });
      expect(form.status).toBe(503);
      expect(form.text).toContain('Kassaflödet – vi vill se tolv månader framåt.</textarea>');
      await pagesAnswer();
      expect((await readyz()).status).toBe(503);
    } finally {
      release();
    }
    await recovered(typed);
  });
});
