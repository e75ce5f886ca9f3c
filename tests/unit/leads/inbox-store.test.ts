/**
 * The inbox's store methods (server/leads/store.ts: queryLeads, leadsAfter, inboxState, markRead,
 * setStatus, addNote) and retention counted from either side's latest contact, on SQLite and on
 * PostgreSQL alike, each time read through a second connection as another server would.
 */
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from '~/server/leads/store';
import { storeKinds, testDatabase } from './support/databases';

const lead = (fields: Record<string, string>, overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'lead',
  page: '/',
  fields,
  idempotencyKey: randomUUID(),
  payloadHash: 'h',
  ...overrides,
});
const noChannels = { channels: [], maxTokenUses: 3 };
const query = { spam: false, offset: 0, limit: 50 };

describe.each(storeKinds)('the inbox on %s', async (kind) => {
  const opened: LeadStore[] = [];
  afterAll(async () => {
    for (const store of opened) await store.close();
  });
  async function fresh() {
    const db = await testDatabase(kind);
    const [a, b] = [await db.openStore(), await db.openStore()];
    opened.push(a, b);
    const add = async (fields: Record<string, string>, overrides: Partial<NewLead> = {}) => {
      const result = await a.submit(lead(fields, overrides), noChannels);
      if (result.outcome !== 'stored') throw new Error(result.outcome);
      return result.lead.id;
    };
    return { a, b, db, add };
  }

  it('searches name, company, e-mail and phone in any case, the phone also without spaces and dashes, newest first', async () => {
    const { b, add } = await fresh();
    const ids = {
      asa: await add({ name: 'Åsa Öberg', company: 'Ölbryggarna AB', email: 'asa@olbryggarna.se', phone: '070-123 45 67' }),
      bo: await add({ name: 'Bo Ek', company: 'Ekbolaget', email: 'BO@EK.SE', phone: '+46 8 555 000' }),
      percent: await add({ name: 'Cilla 100% Ren', company: 'Rent_AB', email: 'c@ren.se' }),
    };
    const found = async (q: string) => (await b.queryLeads({ ...query, q })).leads.map((l) => l.id);
    expect(await found('öBERG')).toEqual([ids.asa]);
    expect(await found('ÖLBRYGG')).toEqual([ids.asa]);
    expect(await found('bo@ek')).toEqual([ids.bo]);
    expect(await found('0701234567')).toEqual([ids.asa]);
    expect(await found('123-45')).toEqual([ids.asa]);
    expect(await found('+46 8555')).toEqual([ids.bo]);
    expect(await found('e')).toEqual([ids.percent, ids.bo, ids.asa]);
    // LIKE's own characters are searched as text.
    expect(await found('100%')).toEqual([ids.percent]);
    expect(await found('t_a')).toEqual([ids.percent]);
    expect(await found('e_t')).toEqual([]);
    expect(await found('nobody')).toEqual([]);
  });

  it('ignores control characters pasted into the search, and finds letters in a phone written without its spaces in any case', async () => {
    const { b, add } = await fresh();
    const asa = await add({ name: 'Åsa Öberg', company: 'Ölbryggarna AB', email: 'asa@olbryggarna.se', phone: '08-123 45 ankn. 7' });
    const found = async (q: string) => (await b.queryLeads({ ...query, q })).leads.map((l) => l.id);
    expect(await found('Öb\u0001erg')).toEqual([asa]);
    expect(await found('\u0007åsa\u001f')).toEqual([asa]);
    // "ankn.7" is only in the phone without spaces; any case finds it.
    expect(await found('ANKN.7')).toEqual([asa]);
    expect(await found('Ankn.7')).toEqual([asa]);
  });

  it('filters by kind, status, urgency, time and the spam folder, and pages with the total', async () => {
    const { a, b, add } = await fresh();
    const booking = await add({ name: 'A', urgency: 'asap' }, { kind: 'booking' });
    const calm = await add({ name: 'B', urgency: 'flexible' }, { kind: 'booking' });
    const held = await add({ name: 'C' }, { spam: [{ code: 'links', detail: 'Länk i meddelandet' }] });
    const plain = await add({ name: 'D' });
    expect((await b.queryLeads({ ...query, kind: 'booking' })).leads.map((l) => l.id)).toEqual([calm, booking]);
    expect((await b.queryLeads({ ...query, urgentValues: ['asap'] })).leads.map((l) => l.id)).toEqual([booking]);
    expect((await b.queryLeads(query)).leads.map((l) => l.id)).toEqual([plain, calm, booking]);
    expect((await b.queryLeads({ ...query, spam: true })).leads.map((l) => l.id)).toEqual([held]);
    expect(await a.setStatus(calm, 'kontaktad')).toBe(true);
    expect(await a.setStatus(999_999, 'kund')).toBe(false);
    expect((await b.queryLeads({ ...query, status: 'kontaktad' })).leads.map((l) => [l.id, l.status])).toEqual([[calm, 'kontaktad']]);
    expect((await b.queryLeads({ ...query, status: 'ny' })).leads.map((l) => l.id)).toEqual([plain, booking]);
    expect((await b.queryLeads({ ...query, from: new Date(Date.now() + 60_000) })).leads).toEqual([]);
    expect((await b.queryLeads({ ...query, before: new Date(Date.now() - 60_000) })).leads).toEqual([]);
    expect((await b.queryLeads({ ...query, from: new Date(Date.now() - 60_000), before: new Date(Date.now() + 60_000) })).total).toBe(3);
    const page2 = await b.queryLeads({ ...query, limit: 2, offset: 2 });
    expect([page2.leads.map((l) => l.id), page2.total]).toEqual([[booking], 3]);
    expect(await b.queryLeads({ ...query, limit: 2, offset: 4 })).toEqual({ leads: [], total: 3 });
  });

  it('counts unread leads outside the spam folder, marks a lead read once, and lists what came after a number', async () => {
    const { a, b, add } = await fresh();
    expect(await b.inboxState()).toEqual({ unread: 0, latestId: null });
    const first = await add({ name: 'A' });
    const second = await add({ name: 'B' });
    await add({ name: 'C' }, { spam: [{ code: 'links', detail: 'x' }] });
    expect(await b.inboxState()).toEqual({ unread: 2, latestId: second });
    await a.markRead(first, 1_000);
    await b.markRead(first, 2_000);
    expect((await b.inboxLead(first))!.readAt).toBe(1_000);
    expect((await b.inboxLead(second))!.readAt).toBeNull();
    expect(await b.inboxState()).toEqual({ unread: 1, latestId: second });
    expect((await b.leadsAfter(first, 50)).map((l) => l.id)).toEqual([second]);
    expect(await b.leadsAfter(second, 50)).toEqual([]);
  });

  it('keeps notes oldest first with their author, and a contact in a note moves the latest contact forward only', async () => {
    const { a, b, add } = await fresh();
    const id = await add({ name: 'A' });
    const user = await a.accounts.redeem('none', { passwordHash: 'x', totpSecret: 'y' }, 0);
    expect(user).toBeUndefined();
    await a.accounts.invite({ tokenHash: 't', email: 'karin@nordvik.example', role: 'partner', now: 0, expiresAt: Date.now() + 60_000 });
    const karin = (await a.accounts.redeem('t', { passwordHash: 'x', totpSecret: 'y' }, Date.now()))!;
    expect(await a.addNote({ leadId: id, at: 10, userId: karin.id, text: 'Ringde, bokar möte.', contactedAt: '2026-03-10T12:00:00.000Z' })).toBe(true);
    expect(await a.addNote({ leadId: id, at: 20, userId: karin.id, text: 'Mejlade i februari.', contactedAt: '2026-02-01T12:00:00.000Z' })).toBe(true);
    expect(await a.addNote({ leadId: 999_999, at: 30, userId: karin.id, text: 'x' })).toBe(false);
    // A note with no account behind it (its author's account is gone) has no author, not account 0.
    expect(await a.addNote({ leadId: id, at: 25, userId: null, text: 'Skrevs av ett borttaget konto.' })).toBe(true);
    expect((await b.notes(id)).map((n) => [n.at, n.userId, n.author, n.text, n.contactedAt])).toEqual([
      [10, karin.id, 'karin@nordvik.example', 'Ringde, bokar möte.', '2026-03-10T12:00:00.000Z'],
      [20, karin.id, 'karin@nordvik.example', 'Mejlade i februari.', '2026-02-01T12:00:00.000Z'],
      [25, null, null, 'Skrevs av ett borttaget konto.', null],
    ]);
    expect((await b.inboxLead(id))!.lastContactAt).toBe('2026-03-10T12:00:00.000Z');
    // A status with a date sets it as given (a correction may go back).
    await a.setStatus(id, 'mote-bokat', '2026-01-05T12:00:00.000Z');
    expect(await b.inboxLead(id)).toMatchObject({ status: 'mote-bokat', lastContactAt: '2026-01-05T12:00:00.000Z' });
    await a.setStatus(id, 'kund');
    expect(await b.inboxLead(id)).toMatchObject({ status: 'kund', lastContactAt: '2026-01-05T12:00:00.000Z' });
  });

  it('purges from the latest contact of either side, never a client, and takes the notes with the leads', async () => {
    const { a, b, db, add } = await fresh();
    const quiet = await add({ email: 'tyst@x.se' });
    const contacted = await add({ email: 'kontaktad@x.se' });
    const client = await add({ email: 'kund@x.se' });
    const clientsOther = await add({ email: 'KUND@x.se' });
    const cutoff = new Date(Date.now() + 60_000);
    // The firm spoke to one of them after the cutoff; another is a client.
    await a.addNote({ leadId: contacted, at: 1, userId: null, text: 'Samtal', contactedAt: new Date(Date.now() + 120_000).toISOString() });
    await a.addNote({ leadId: quiet, at: 1, userId: null, text: 'Ingen svarade' });
    await a.setStatus(client, 'kund');
    expect((await b.staleLeads(cutoff)).map((l) => l.id)).toEqual([quiet]);
    expect(await b.purge(cutoff)).toBe(1);
    expect(await db.value('SELECT COUNT(*) FROM lead_notes WHERE lead_id = ?', quiet)).toBe(0);
    expect((await b.queryLeads(query)).leads.map((l) => l.id)).toEqual([clientsOther, client, contacted]);
    // Erasure takes a person's notes too.
    expect(await b.erase('kontaktad@x.se')).toBe(1);
    expect(await db.value('SELECT COUNT(*) FROM lead_notes')).toBe(0);
  });
});

describe('an erasure on SQLite while another process reads the file', () => {
  it('waits for the reader to finish, then empties the -wal, so the erased text is in no file', async () => {
    const db = await testDatabase('sqlite');
    const store = await db.openStore();
    try {
      const stored = await store.submit(lead({ name: 'Åsa Öberg', email: 'asa@radera.se' }), noChannels);
      expect(stored.outcome).toBe('stored');
      // `npm run leads -- list` in another process, in the middle of its read: the checkpoint cannot empty the -wal yet.
      const reader = new Database(db.env.DATABASE_PATH!, { readonly: true });
      reader.exec('BEGIN');
      reader.prepare('SELECT COUNT(*) FROM leads').get();
      setTimeout(() => {
        reader.exec('COMMIT');
        reader.close();
      }, 300);
      expect(await store.erase('asa@radera.se')).toBe(1);
      expect(reader.open).toBe(false);
      expect(statSync(`${db.env.DATABASE_PATH!}-wal`).size).toBe(0);
    } finally {
      await store.close();
    }
  });
});
