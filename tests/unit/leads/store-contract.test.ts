/**
 * What every lead store promises (server/leads/store.ts), checked on SQLite and on PostgreSQL
 * alike, each time with two connections to one database standing in for two servers
 * (docs/decisions.md 22): a submission is one transaction; a key stores one lead however many
 * servers race with it; a form token's use count holds across servers; each outbox row goes to
 * one worker at a time, and comes back when its lease runs out; a lead held as spam keeps its
 * notifications back until it is released.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionTouchIntervalMs } from '~/server/leads/account-store';
import type { Channel, LeadStore, NewLead, OutboxRow } from '~/server/leads/store';
import { storeKinds, testDatabase, type TestDatabase } from './support/databases';

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'booking',
  page: '/boka-mote',
  // In an order of their own, kept as the visitor's form sent it.
  fields: { name: 'Åsa Öberg', company: 'Åkeri AB', email: 'asa@akeri.se', message: 'Rad ett\nrad två ✓' },
  idempotencyKey: randomUUID(),
  payloadHash: 'hash-a',
  ...overrides,
});
const email = { channels: ['email'] as Channel[], maxTokenUses: 3 };

describe.each(storeKinds)('the lead store on %s', async (kind) => {
  const opened: LeadStore[] = [];
  /** A fresh database and two connections to it: two servers. */
  async function twoServers(): Promise<[LeadStore, LeadStore, TestDatabase]> {
    const db = await testDatabase(kind);
    const a = await db.openStore();
    const b = await db.openStore();
    opened.push(a, b);
    return [a, b, db];
  }
  afterAll(async () => {
    for (const store of opened) await store.close();
  });
  const [a, b, db] = await twoServers();

  it('stores a lead with its outbox rows, readable at once by another server', async () => {
    const submitted = lead();
    const result = await a.submit(submitted, { channels: ['email', 'webhook'], maxTokenUses: 3 });
    expect(result.outcome).toBe('stored');
    const stored = (await b.findByKey(submitted.idempotencyKey))!;
    expect(stored).toEqual({ ...submitted, id: expect.any(Number), createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(Object.keys(stored.fields)).toEqual(['name', 'company', 'email', 'message']);
    expect(await b.lead(stored.id)).toEqual(stored);
    expect(await db.column("SELECT channel FROM outbox WHERE lead_id = ? AND status = 'pending' ORDER BY id", stored.id)).toEqual(['email', 'webhook']);
  });

  it('answers a repeated key as a replay with the same content and as a conflict with other content, storing nothing new', async () => {
    const first = lead();
    const before = await db.count('leads');
    const stored = await a.submit(first, email);
    expect(await b.submit(first, email)).toEqual({ outcome: 'replayed', lead: stored.outcome === 'stored' ? stored.lead : undefined });
    expect(await b.submit({ ...first, payloadHash: 'hash-b' }, email)).toEqual({ outcome: 'conflict' });
    expect(await db.count('leads')).toBe(before + 1);
  });

  it('stores one lead when two servers race with the same key, and the other answers as a replay', async () => {
    const before = await db.count('leads');
    for (let round = 0; round < 25; round++) {
      const same = lead();
      const outcomes = (await Promise.all([a.submit(same, email), b.submit(same, email)])).map((r) => r.outcome).sort();
      expect(outcomes).toEqual(['replayed', 'stored']);
    }
    expect(await db.count('leads')).toBe(before + 25);
  });

  it('lets a form token bring in at most its number of leads, also when two servers take it at once', async () => {
    const tokenId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).submit(lead(), { ...email, tokenId })));
    expect(results.filter((r) => r.outcome === 'stored')).toHaveLength(3);
    expect(results.filter((r) => r.outcome === 'token-spent')).toHaveLength(7);
    expect(await db.value('SELECT COUNT(*) FROM leads WHERE form_token_id = ?', tokenId)).toBe(3);
  });

  it('counts no lead without a form token against a token, even when a token may bring in none', async () => {
    const noUses = { ...email, maxTokenUses: 0 };
    expect((await a.submit(lead(), noUses)).outcome).toBe('stored');
    expect((await a.submit(lead(), { ...noUses, tokenId: randomUUID() })).outcome).toBe('token-spent');
  });

  it('stores the lead and its outbox rows together or not at all', async () => {
    const broken = lead();
    const before = [await db.count('leads'), await db.count('outbox')];
    // The second outbox row breaks a constraint, after the lead and the first row were written.
    await expect(a.submit(broken, { channels: ['email', 'sms' as Channel], maxTokenUses: 3 })).rejects.toThrow();
    expect(await b.findByKey(broken.idempotencyKey)).toBeUndefined();
    expect([await db.count('leads'), await db.count('outbox')]).toEqual(before);
    expect((await a.submit(broken, email)).outcome).toBe('stored');
  });

  it('gives each due outbox row to one worker, however many claim at once', async () => {
    const [x, y, fresh] = await twoServers();
    for (let i = 0; i < 30; i++) await x.submit(lead(), { channels: ['email', 'webhook'], maxTokenUses: 3 });
    const claimedBy = new Map<number, string>();
    const worker = async (store: LeadStore, name: string) => {
      let rows: OutboxRow[];
      while ((rows = await store.claim({ worker: name, now: Date.now(), limit: 4, leaseMs: 60_000 })).length) {
        for (const row of rows) {
          expect(claimedBy.get(row.id), `row ${row.id}`).toBeUndefined();
          claimedBy.set(row.id, name);
          expect(row).toMatchObject({ status: 'pending', claimedBy: name });
        }
      }
    };
    await Promise.all([worker(x, 'x1'), worker(y, 'y1'), worker(x, 'x2'), worker(y, 'y2')]);
    expect(claimedBy.size).toBe(60);
    expect(await fresh.value("SELECT COUNT(*) FROM outbox WHERE claimed_by IS NOT NULL AND status = 'pending'")).toBe(60);
  });

  it('keeps a claimed row from others until its lease runs out; then the late worker changes nothing, but a late send still counts', async () => {
    const [x, y, fresh] = await twoServers();
    await x.submit(lead(), email);
    const now = Date.now();
    const [mine] = await x.claim({ worker: 'x', now, limit: 5, leaseMs: 1_000 });
    expect(mine).toMatchObject({ claimedBy: 'x', nextAttemptAt: now + 1_000 });
    expect(await y.claim({ worker: 'y', now: now + 999, limit: 5, leaseMs: 1_000 })).toEqual([]);
    expect(await y.nextDueAt()).toBe(now + 1_000);
    const [theirs] = await y.claim({ worker: 'y', now: now + 1_000, limit: 5, leaseMs: 1_000 });
    expect(theirs).toMatchObject({ id: mine!.id, claimedBy: 'y' });

    await x.markRetry(mine!, 'x was slow', now + 5_000);
    await x.markFailed(mine!, 'x gave up', now + 5_000);
    expect(await fresh.value('SELECT claimed_by FROM outbox')).toBe('y');
    expect(await fresh.value('SELECT attempts FROM outbox')).toBe(0);

    await y.markRetry(theirs!, 'timeout', now + 3_000);
    expect([
      await fresh.value('SELECT status FROM outbox'),
      await fresh.value('SELECT attempts FROM outbox'),
      await fresh.value('SELECT claimed_by FROM outbox'),
    ]).toEqual(['pending', 1, null]);
    // The first worker's send got through after all: sent is sent, whoever says it.
    await x.markSent(mine!);
    expect(await fresh.value('SELECT status FROM outbox')).toBe('sent');
    expect(await y.nextDueAt()).toBeUndefined();
  });

  it('rests a failed row until its time, revives it then (or all at start), and wakes waiting rows at start but not claimed ones', async () => {
    const [x, , fresh] = await twoServers();
    for (let i = 0; i < 3; i++) await x.submit(lead(), email);
    const now = Date.now();
    const [first, second, third] = await x.claim({ worker: 'x', now, limit: 3, leaseMs: 60_000 });
    await x.markFailed(first!, 'SMTP 550', now + 10_000);
    await x.markRetry(second!, 'timeout', now + 20_000);
    // `third` stays claimed by x.
    expect(await x.nextDueAt()).toBe(now + 10_000);
    expect(await x.reviveFailed(now + 9_999)).toBe(0);
    expect(await x.reviveFailed(now + 10_000)).toBe(1);
    expect(await fresh.value('SELECT attempts FROM outbox WHERE id = ?', first!.id)).toBe(0);

    await x.markFailed((await x.claim({ worker: 'x', now: now + 10_000, limit: 1, leaseMs: 60_000 }))[0]!, 'SMTP 550', now + 99_000);
    expect(await x.reviveFailed(now + 11_000, true)).toBe(1);
    const dueAt = async (row: OutboxRow) => fresh.value<number>('SELECT next_attempt_at FROM outbox WHERE id = ?', row.id);
    expect([await dueAt(first!), await dueAt(second!), await dueAt(third!)]).toEqual([now + 11_000, now + 11_000, now + 60_000]);
  });

  it('creates a setting once for every server', async () => {
    const [x, y] = await twoServers();
    const values = await Promise.all([x.setting('form-secret', () => 'from-x'), y.setting('form-secret', () => 'from-y')]);
    expect(values[0]).toBe(values[1]);
    expect(await y.setting('form-secret', () => 'later')).toBe(values[0]);
  });

  it('lists leads newest first, each with its notifications', async () => {
    const [x] = await twoServers();
    await x.submit(lead({ page: '/a' }), { channels: ['email', 'webhook'], maxTokenUses: 3 });
    await x.submit(lead({ page: '/b' }), { channels: [], maxTokenUses: 3 });
    const [row] = await x.claim({ worker: 'x', now: Date.now(), limit: 1, leaseMs: 60_000 });
    await x.markRetry(row!, 'SMTP: 421 try later', Date.now() + 60_000);
    const listed = await x.listLeads();
    expect(listed.map((l) => l.page)).toEqual(['/b', '/a']);
    expect(listed[0]!.notifications).toEqual([]);
    expect(listed[1]!.notifications).toEqual([
      { channel: 'email', status: 'pending', attempts: 1, lastError: 'SMTP: 421 try later' },
      { channel: 'webhook', status: 'pending', attempts: 0, lastError: null },
    ]);
    expect((await x.listLeads({ limit: 1 })).map((l) => l.page)).toEqual(['/b']);
  });

  it('finds, erases and purges a person’s leads by e-mail (any case), with their notifications; health counts the outbox', async () => {
    const [x, y] = await twoServers();
    const person = (address: string, page: string) => lead({ page, fields: { company: 'AB', email: address } });
    await x.submit(person('Anna@Exempel.se', '/1'), { channels: ['email', 'webhook'], maxTokenUses: 3 });
    await x.submit(person('anna@exempel.se', '/2'), email);
    await x.submit(person('bo@exempel.se', '/3'), email);
    expect((await y.leadsByEmail('ANNA@exempel.se')).map((l) => l.page)).toEqual(['/1', '/2']);
    expect(await y.health()).toEqual({ oldestPendingAt: expect.any(Number), failed: 0, quarantinedLastDay: 0 });
    expect(await y.erase('anna@EXEMPEL.se')).toBe(2);
    expect(await y.leadsByEmail('anna@exempel.se')).toEqual([]);
    expect((await x.listLeads()).map((l) => l.page)).toEqual(['/3']);
    // Bo's only lead is older than a cutoff in the future, newer than one in the past.
    expect(await x.purge(new Date(Date.now() - 60_000))).toBe(0);
    expect(await x.purge(new Date(Date.now() + 60_000))).toBe(1);
    expect(await x.listLeads()).toEqual([]);
  });

  it('shows what a purge would take by number and time, and never numbers a new lead like an erased or purged one', async () => {
    const [x, y, own] = await twoServers();
    const ids: number[] = [];
    for (const address of ['a@x.se', 'b@x.se', 'c@x.se']) {
      const result = await x.submit(lead({ fields: { email: address } }), email);
      if (result.outcome === 'stored') ids.push(result.lead.id);
    }
    expect(await y.countLeads()).toBe(3);
    const stale = await y.staleLeads(new Date(Date.now() + 60_000));
    expect(stale.map((l) => l.id)).toEqual(ids);
    expect(Object.keys(stale[0]!).sort()).toEqual(['createdAt', 'id']);
    expect(await y.staleLeads(new Date(Date.now() - 60_000))).toEqual([]);
    // The newest lead erased, then everything purged: the next lead still gets a new number.
    expect(await y.erase('c@x.se')).toBe(1);
    expect(await y.purge(new Date(Date.now() + 60_000))).toBe(2);
    expect(await x.highestNumber()).toBe(ids.at(-1));
    if (kind === 'sqlite') expect(await own.value("SELECT value FROM settings WHERE key = 'highest-lead-number'")).toBe(String(ids.at(-1)));
    const next = await x.submit(lead(), email);
    expect(next.outcome === 'stored' && next.lead.id).toBe(ids.at(-1)! + 1);
  });

  it('has a random identity of its own, which a restore replaces; numbers then continue past the highest the firm has seen', async () => {
    const [x, y] = await twoServers();
    const [other] = await twoServers();
    const identity = await x.identity();
    expect(identity).toMatch(/^[0-9a-f]{16}$/);
    expect(await y.identity()).toBe(identity);
    expect(await other.identity()).not.toBe(identity);
    await x.submit(lead(), { channels: ['email', 'webhook'], maxTokenUses: 3 });
    const [sent] = await x.claim({ worker: 'w', now: Date.now(), limit: 1, leaseMs: 60_000 });
    await x.markSent(sent!);
    // One notification sent, one waiting: "mark-sent" marks the waiting one only.
    expect(await x.restored({ identity: 'ffffeeeeddddcccc', highestNumber: 500, notifications: 'mark-sent', now: Date.now() })).toBe(1);
    expect(await y.identity()).toBe('ffffeeeeddddcccc');
    expect((await y.listLeads())[0]!.notifications.map((n) => n.status)).toEqual(['sent', 'sent']);
    const next = await y.submit(lead(), email);
    expect(next.outcome === 'stored' && next.lead.id).toBe(501);
    // "send" queues every unsent notification, due now; a lower high-water mark lowers nothing.
    expect(await x.restored({ identity: 'aaaabbbbccccdddd', highestNumber: 3, notifications: 'send', now: Date.now() })).toBe(1);
    expect((await x.claim({ worker: 'w', now: Date.now(), limit: 5, leaseMs: 60_000 })).map((r) => r.leadId)).toEqual([501]);
    expect(await x.highestNumber()).toBe(501);
  });

  it('holds a lead stored as spam: reasons kept, notifications neither claimed, due nor counted as waiting, until it is released', async () => {
    const [x, y] = await twoServers();
    const reasons = [
      { code: 'links' as const, detail: '4 webbadresser: spam.se, …' },
      { code: 'script' as const, detail: 'kyrilliska' },
    ];
    const held = await x.submit(lead({ page: '/held', spam: reasons }), { channels: ['email', 'webhook'], maxTokenUses: 3 });
    const clean = await x.submit(lead({ page: '/clean' }), email);
    if (held.outcome !== 'stored' || clean.outcome !== 'stored') throw new Error('not stored');
    expect((await y.lead(held.lead.id))?.spam).toEqual(reasons);
    expect((await y.lead(clean.lead.id))?.spam).toBeUndefined();
    expect((await y.listLeads({ spam: true })).map((l) => [l.page, l.spam])).toEqual([['/held', reasons]]);
    expect((await y.listLeads()).map((l) => l.page)).toEqual(['/clean', '/held']);

    const now = Date.now();
    expect((await y.claim({ worker: 'y', now, limit: 10, leaseMs: 60_000 })).map((row) => row.leadId)).toEqual([clean.lead.id]);
    expect(await y.claim({ worker: 'y', now: now + 30_000, limit: 10, leaseMs: 60_000 })).toEqual([]);
    // The clean lead's row is claimed; the held lead's rows wait without making anything due or late.
    expect(await y.nextDueAt()).toBe(now + 60_000);
    expect(await y.health()).toEqual({ oldestPendingAt: Date.parse(clean.lead.createdAt), failed: 0, quarantinedLastDay: 1 });
    expect(await y.countQuarantined(new Date(now - 60_000))).toBe(1);
    expect(await y.countQuarantined(new Date(now + 60_000))).toBe(0);

    expect(await x.release(held.lead.id, now + 1_000)).toEqual({ outcome: 'released', notifications: 2 });
    expect((await y.lead(held.lead.id))?.spam).toBeUndefined();
    expect((await y.claim({ worker: 'y', now: now + 1_000, limit: 10, leaseMs: 60_000 })).map((row) => [row.leadId, row.channel])).toEqual([
      [held.lead.id, 'email'],
      [held.lead.id, 'webhook'],
    ]);
    expect((await y.health()).quarantinedLastDay).toBe(0);
    expect(await y.listLeads({ spam: true })).toEqual([]);
    expect(await x.release(held.lead.id, now)).toEqual({ outcome: 'not-held' });
    expect(await x.release(999_999, now)).toEqual({ outcome: 'missing' });
  });

  it('answers a replay of a held lead as a replay, still held', async () => {
    const [x] = await twoServers();
    const first = lead({ spam: [{ code: 'too-fast', detail: '0,2 s' }] });
    const stored = await x.submit(first, email);
    const again = await x.submit(first, email);
    expect(again).toEqual({ outcome: 'replayed', lead: stored.outcome === 'stored' ? stored.lead : undefined });
    expect(again.outcome === 'replayed' && again.lead.spam).toEqual([{ code: 'too-fast', detail: '0,2 s' }]);
  });

  it('keeps the partners’ spam decisions: "Skräppost" holds a lead, a release decides it is not, every server sees the change', async () => {
    const [x, y] = await twoServers();
    const decisions = async () => (await y.spamDecisions()).map((d) => [d.decision, d.fields.company]);
    const before = await y.spamDecisionStamp();
    expect(await decisions()).toEqual([]);
    const inbox = await x.submit(lead({ fields: { company: 'Säljbolaget AB', email: 'asa@akeri.se', message: 'Köp våra listor' } }), {
      channels: ['email', 'webhook'],
      maxTokenUses: 3,
    });
    const held = await x.submit(
      lead({ fields: { company: 'Kund AB', email: 'ASA@akeri.se', message: 'Vi behöver en budget' }, spam: [{ code: 'phrases', detail: '»seo«' }] }),
      email,
    );
    if (inbox.outcome !== 'stored' || held.outcome !== 'stored') throw new Error('not stored');
    const now = Date.now();

    // A lead in the inbox marked as spam: held with the partner's reason, its notifications wait.
    const marked = { code: 'marked' as const, detail: 'Markerad som skräppost i arbetsytan.' };
    expect(await x.markSpam(inbox.lead.id, now, marked)).toEqual({ outcome: 'marked', wasHeld: false });
    expect((await y.lead(inbox.lead.id))?.spam).toEqual([marked]);
    expect(await y.claim({ worker: 'y', now: now + 1, limit: 10, leaseMs: 60_000 })).toEqual([]);
    // A held lead confirmed as spam keeps the filter's reasons.
    expect(await x.markSpam(held.lead.id, now + 1, marked)).toEqual({ outcome: 'marked', wasHeld: true });
    expect((await y.lead(held.lead.id))?.spam).toEqual([{ code: 'phrases', detail: '»seo«' }]);
    expect(await decisions()).toEqual([
      ['spam', 'Säljbolaget AB'],
      ['spam', 'Kund AB'],
    ]);
    const afterMarks = await y.spamDecisionStamp();
    expect(afterMarks).not.toBe(before);

    // A partner changes their mind: released, the lead is decided as not spam, and the stamp moves.
    expect(await x.release(held.lead.id, now + 2)).toMatchObject({ outcome: 'released' });
    expect(await decisions()).toEqual([
      ['spam', 'Säljbolaget AB'],
      ['ham', 'Kund AB'],
    ]);
    expect(await y.spamDecisionStamp()).not.toBe(afterMarks);
    expect(await x.markSpam(999_999, now, marked)).toEqual({ outcome: 'missing' });
    // An erased lead takes its decision with it.
    const beforeErase = await y.spamDecisionStamp();
    expect(await x.erase('asa@akeri.se')).toBeGreaterThan(0);
    expect(await decisions()).toEqual([]);
    expect(await y.spamDecisionStamp()).not.toBe(beforeErase);
  });

  it('keeps a lure’s warning on the lead, also once it is released', async () => {
    const [x, y] = await twoServers();
    const warning = { kind: 'phishing' as const, detail: 'Liknar nätfiske: det ber om »logga in«.' };
    const stored = await x.submit(lead({ warning, spam: [{ code: 'phishing', detail: warning.detail }] }), email);
    if (stored.outcome !== 'stored') throw new Error('not stored');
    expect((await y.lead(stored.lead.id))?.warning).toEqual(warning);
    await x.release(stored.lead.id, Date.now());
    expect(await y.lead(stored.lead.id)).toMatchObject({ warning });
    expect((await y.inboxLead(stored.lead.id))?.warning).toEqual(warning);
    expect((await y.lead(stored.lead.id))?.spam).toBeUndefined();
  });

  it('resends one lead’s notifications or every failed one', async () => {
    const [x] = await twoServers();
    const first = await x.submit(lead(), { channels: ['email', 'webhook'], maxTokenUses: 3 });
    const rows = await x.claim({ worker: 'w', now: Date.now(), limit: 2, leaseMs: 60_000 });
    for (const row of rows) await x.markFailed(row, 'SMTP: 550', Date.now() + 3_600_000);
    expect((await x.health()).failed).toBe(2);
    expect(await x.resend({ failed: true }, Date.now())).toBe(2);
    expect((await x.health()).failed).toBe(0);
    expect((await x.claim({ worker: 'w', now: Date.now(), limit: 5, leaseMs: 60_000 })).map((r) => r.attempts)).toEqual([0, 0]);
    expect(await x.resend({ leadId: first.outcome === 'stored' ? first.lead.id : -1 }, Date.now())).toBe(2);
    expect(await x.resend({ leadId: 999_999 }, Date.now())).toBe(0);
  });

  it('wakes a channel’s waiting notifications, and none that is claimed, sent, failed, held or of the other channel', async () => {
    const [x, y, fresh] = await twoServers();
    for (let i = 0; i < 5; i++) await x.submit(lead(), email);
    await x.submit(lead(), { channels: ['webhook'], maxTokenUses: 3 });
    await x.submit(lead({ spam: [{ code: 'links', detail: 'två länkar' }] }), email);
    const now = Date.now();
    const rows = await x.claim({ worker: 'x', now, limit: 10, leaseMs: 60_000 });
    const [e1, e2, e3, e4, e5, w1] = rows as [OutboxRow, OutboxRow, OutboxRow, OutboxRow, OutboxRow, OutboxRow];
    expect(rows.map((r) => r.channel)).toEqual(['email', 'email', 'email', 'email', 'email', 'webhook']);
    // Two wait in their backoff; e3 stays claimed; e4 went out, e5 gave up; w1 waits on the other channel.
    await x.markRetry(e1, 'SMTP: ECONNREFUSED', now + 600_000);
    await x.markRetry(e2, 'SMTP: ECONNREFUSED', now + 1_200_000);
    await x.markSent(e4);
    await x.markFailed(e5, 'SMTP: 550 mailbox unavailable', now + 3_600_000);
    await x.markRetry(w1, 'webhook: HTTP 503', now + 600_000);
    const dueAt = (id: number) => fresh.value<number>('SELECT next_attempt_at FROM outbox WHERE id = ?', id);
    const heldRow = await fresh.value<number>('SELECT o.id FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.spam IS NOT NULL');
    const untouched = [e3.id, e4.id, e5.id, w1.id, heldRow];
    const before = await Promise.all(untouched.map(dueAt));

    expect(await y.wake('email', now + 1_000)).toBe(2);
    expect([await dueAt(e1.id), await dueAt(e2.id)]).toEqual([now + 1_000, now + 1_000]);
    expect(await Promise.all(untouched.map(dueAt))).toEqual(before);
    // Already due: nothing to bring forward.
    expect(await x.wake('email', now + 2_000)).toBe(0);
  });
});

/** The workspace's accounts (server/leads/account-store.ts), the same on both databases and across servers. */
describe.each(storeKinds)('the account store on %s', async (kind) => {
  const db = await testDatabase(kind);
  const [a, b] = [await db.openStore(), await db.openStore()];
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  const t0 = Date.UTC(2026, 10, 26, 9);
  const creds = (passwordHash: string) => ({ passwordHash, totpSecret: `totp-${passwordHash}` });
  const hour = 3_600_000;
  let n = 0;
  /** An invitation under a fresh token hash, valid for a day from t0. */
  async function invite(email: string, role: 'partner' | 'admin' | 'editor' = 'partner') {
    const tokenHash = `token-${++n}`;
    await a.accounts.invite({ tokenHash, email, role, now: t0, expiresAt: t0 + 24 * hour });
    return tokenHash;
  }

  it('takes up an invitation once, creating the account with its role; another server sees it at once', async () => {
    const token = await invite('Karin@Nordvik.se', 'admin');
    expect(await b.accounts.invitation(token, t0 + hour)).toEqual({ email: 'karin@nordvik.se', role: 'admin', expiresAt: t0 + 24 * hour });
    const user = await b.accounts.redeem(token, creds('$argon2id$hash-1'), t0 + hour);
    expect(user).toEqual({
      id: expect.any(Number),
      email: 'karin@nordvik.se',
      role: 'admin',
      passwordHash: '$argon2id$hash-1',
      totpSecret: 'totp-$argon2id$hash-1',
      totpConfirmed: false,
      createdAt: t0 + hour,
    });
    expect(await a.accounts.redeem(token, creds('$argon2id$hash-2'), t0 + hour)).toBeUndefined();
    expect(await a.accounts.invitation(token, t0 + hour)).toBeUndefined();
    expect(await a.accounts.userByEmail('KARIN@nordvik.se')).toEqual(user);
    expect(await a.accounts.user(user!.id)).toEqual(user);
  });

  it('lets one of two servers take up the same invitation at once', async () => {
    const token = await invite('race@nordvik.se');
    const results = await Promise.all([a.accounts.redeem(token, creds('h-a'), t0), b.accounts.redeem(token, creds('h-b'), t0)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.value('SELECT COUNT(*) FROM users WHERE email = ?', 'race@nordvik.se')).toBe(1);
  });

  it('refuses an expired invitation, and an earlier one once a new one is sent to the same address', async () => {
    const expired = await invite('sen@nordvik.se');
    expect(await a.accounts.invitation(expired, t0 + 24 * hour)).toBeUndefined();
    expect(await a.accounts.redeem(expired, creds('h'), t0 + 24 * hour)).toBeUndefined();
    const first = await invite('ny@nordvik.se');
    const second = await invite('ny@nordvik.se', 'editor');
    expect(await a.accounts.redeem(first, creds('h'), t0)).toBeUndefined();
    expect((await a.accounts.redeem(second, creds('h'), t0))?.role).toBe('editor');
    expect(await a.accounts.userByEmail('sen@nordvik.se')).toBeUndefined();
  });

  it('gives an existing account a new password, TOTP secret and role through a new invitation, and lists accounts by address', async () => {
    const before = (await a.accounts.redeem(await invite('byte@nordvik.se'), creds('old'), t0))!;
    await b.accounts.confirmTotp(before.id);
    expect((await a.accounts.user(before.id))?.totpConfirmed).toBe(true);
    const after = (await a.accounts.redeem(await invite('byte@nordvik.se', 'admin'), creds('new'), t0 + hour))!;
    expect(after).toEqual({ ...before, role: 'admin', passwordHash: 'new', totpSecret: 'totp-new', totpConfirmed: false });
    const emails = (await b.accounts.users()).map((u) => u.email);
    expect(emails).toContain('byte@nordvik.se');
    expect(emails).toEqual([...emails].sort());
  });

  it('keeps a session alive while used, ends it after the idle or the absolute timeout, and removes it', async () => {
    const user = (await a.accounts.redeem(await invite('session@nordvik.se'), creds('h'), t0))!;
    const policy = { idleMs: 30 * 60_000, absoluteMs: 3 * hour };
    await a.accounts.createSession({ idHash: 's-1', userId: user.id, now: t0, secondFactor: false });
    // Used every 20 minutes it lives past the idle timeout, until the absolute one.
    for (let at = t0 + 20 * 60_000; at < t0 + 3 * hour; at += 20 * 60_000) {
      expect(await b.accounts.session('s-1', at, policy), `at ${(at - t0) / 60_000} min`).toMatchObject({
        user,
        createdAt: t0,
        lastSeenAt: at,
        secondFactor: false,
      });
    }
    expect(await b.accounts.session('s-1', t0 + 3 * hour, policy)).toBeUndefined();
    expect(await db.value('SELECT COUNT(*) FROM sessions WHERE user_id = ?', user.id)).toBe(0);

    await a.accounts.createSession({ idHash: 's-2', userId: user.id, now: t0, secondFactor: true });
    expect(await b.accounts.session('s-2', t0 + 30 * 60_000, policy)).toBeUndefined();
    expect(await b.accounts.session('unknown', t0, policy)).toBeUndefined();
  });

  it('writes the last use of a session at most once a minute, and still ends it when idle', async () => {
    const user = (await a.accounts.redeem(await invite('tyst@nordvik.se'), creds('h'), t0))!;
    const policy = { idleMs: 30 * 60_000, absoluteMs: 3 * hour };
    const stored = () => db.value('SELECT last_seen_at FROM sessions WHERE id_hash = ?', 'quiet');
    await a.accounts.createSession({ idHash: 'quiet', userId: user.id, now: t0, secondFactor: true });
    expect(await b.accounts.session('quiet', t0 + sessionTouchIntervalMs - 1, policy)).toMatchObject({ lastSeenAt: t0 });
    expect(Number(await stored())).toBe(t0);
    expect(await b.accounts.session('quiet', t0 + sessionTouchIntervalMs, policy)).toMatchObject({ lastSeenAt: t0 + sessionTouchIntervalMs });
    expect(Number(await stored())).toBe(t0 + sessionTouchIntervalMs);
    expect(await b.accounts.session('quiet', t0 + sessionTouchIntervalMs + policy.idleMs, policy)).toBeUndefined();
    expect(await stored()).toBeUndefined();
  });

  it('moves a session to a new id when the second factor is given, and ends one session or all of an account', async () => {
    const user = (await a.accounts.redeem(await invite('ut@nordvik.se'), creds('h'), t0))!;
    const other = (await a.accounts.redeem(await invite('kvar@nordvik.se'), creds('h'), t0))!;
    const policy = { idleMs: hour, absoluteMs: 12 * hour };
    await a.accounts.createSession({ idHash: 'pre', userId: user.id, now: t0, secondFactor: false });
    expect(await b.accounts.confirmSecondFactor('pre', 'post')).toBe(true);
    expect(await a.accounts.session('pre', t0, policy)).toBeUndefined();
    expect((await a.accounts.session('post', t0, policy))?.secondFactor).toBe(true);
    expect(await b.accounts.confirmSecondFactor('pre', 'again')).toBe(false);

    await a.accounts.createSession({ idHash: 'phone', userId: user.id, now: t0, secondFactor: true });
    await a.accounts.createSession({ idHash: 'theirs', userId: other.id, now: t0, secondFactor: true });
    await b.accounts.endSession('phone');
    expect(await a.accounts.session('phone', t0, policy)).toBeUndefined();
    await a.accounts.createSession({ idHash: 'laptop', userId: user.id, now: t0, secondFactor: true });
    expect(await b.accounts.endSessions(user.id)).toBe(2);
    expect(await a.accounts.session('post', t0, policy)).toBeUndefined();
    expect(await a.accounts.session('theirs', t0, policy)).toMatchObject({ user: other });
  });

  it('counts failed sign-ins per account since its last success, per address and per both, forgetting old ones', async () => {
    const attempt = (account: string, address: string, at: number, succeeded = false) => a.accounts.recordLogin({ account, address, at, succeeded });
    await attempt('Mal@nordvik.se', 'addr-1', t0);
    await attempt('mal@nordvik.se', 'addr-2', t0 + 1);
    await attempt('annan@nordvik.se', 'addr-1', t0 + 2);
    expect(await b.accounts.failedLogins({ account: 'mal@nordvik.se', address: 'addr-1', since: t0 - hour })).toEqual({
      account: 2,
      address: 2,
      pair: 1,
      lastAt: t0 + 1,
    });
    await attempt('mal@nordvik.se', 'addr-3', t0 + 3, true);
    await attempt('mal@nordvik.se', 'addr-3', t0 + 4);
    expect(await b.accounts.failedLogins({ account: 'mal@nordvik.se', address: 'addr-3', since: t0 - hour })).toEqual({
      account: 1,
      address: 1,
      pair: 1,
      lastAt: t0 + 4,
    });
    // addr-1's failure on mal@ came before the success: it no longer counts for the account or the pair.
    expect(await b.accounts.failedLogins({ account: 'mal@nordvik.se', address: 'addr-1', since: t0 + 3 })).toEqual({
      account: 1,
      address: 0,
      pair: 0,
      lastAt: t0 + 4,
    });
    expect(await db.value('SELECT COUNT(*) FROM login_attempts WHERE at < ?', t0 + 3)).toBe(0);
    expect(await b.accounts.failedLogins({ account: 'ingen@nordvik.se', address: 'addr-9', since: t0 })).toEqual({
      account: 0,
      address: 0,
      pair: 0,
      lastAt: null,
    });
  });

  it('forgets the failed sign-ins of one address typed, on every client address, and no other', async () => {
    for (const [account, address] of [
      ['las@nordvik.se', 'addr-1'],
      ['LAS@nordvik.se', 'addr-2'],
      ['kvar@nordvik.se', 'addr-1'],
    ] as const)
      await a.accounts.recordLogin({ account, address, at: t0 + 10, succeeded: false });
    expect(await b.accounts.clearFailedLogins('Las@nordvik.se')).toBe(2);
    expect(await a.accounts.failedLogins({ account: 'las@nordvik.se', address: 'addr-1', since: t0 })).toMatchObject({ account: 0, pair: 0, address: 1 });
    expect(await a.accounts.failedLogins({ account: 'kvar@nordvik.se', address: 'addr-1', since: t0 })).toMatchObject({ account: 1, pair: 1 });
  });

  it('accepts each TOTP time step once, and none older than the last used, whichever server asks', async () => {
    const user = (await a.accounts.redeem(await invite('kod@nordvik.se'), creds('h'), t0))!;
    expect(await a.accounts.useTotpStep(user.id, 1000)).toBe(true);
    expect(await b.accounts.useTotpStep(user.id, 1000)).toBe(false);
    expect(await b.accounts.useTotpStep(user.id, 999)).toBe(false);
    const racing = await Promise.all([a.accounts.useTotpStep(user.id, 1001), b.accounts.useTotpStep(user.id, 1001)]);
    expect(racing.sort()).toEqual([false, true]);
  });

  it('writes the audit log with who, what, which lead and its detail, newest first, paged and filtered by account, action and time', async () => {
    const user = (await a.accounts.redeem(await invite('logg@nordvik.se', 'admin'), creds('h'), t0))!;
    const other = (await a.accounts.redeem(await invite('annan.logg@nordvik.se'), creds('h'), t0))!;
    const base = t0 + 100 * hour;
    await a.accounts.audit({ at: base, userId: user.id, action: 'lead.view', leadId: 7 });
    await b.accounts.audit({ at: base + 1, userId: null, action: 'user.invite' });
    await a.accounts.audit({ at: base + 2, userId: user.id, action: 'leads.list', detail: { page: 2, status: 'ny', search: true, leads: [12, 11] } });
    await b.accounts.audit({ at: base + hour, userId: other.id, action: 'leads.list', detail: { page: 1 } });
    const since = { from: base };
    expect(await a.accounts.auditLog({ ...since, limit: 2 })).toEqual({
      total: 4,
      entries: [
        { id: expect.any(Number), at: base + hour, userId: other.id, email: 'annan.logg@nordvik.se', action: 'leads.list', leadId: null, detail: { page: 1 } },
        {
          id: expect.any(Number),
          at: base + 2,
          userId: user.id,
          email: 'logg@nordvik.se',
          action: 'leads.list',
          leadId: null,
          detail: { page: 2, status: 'ny', search: true, leads: [12, 11] },
        },
      ],
    });
    const page2 = await b.accounts.auditLog({ ...since, limit: 2, offset: 2 });
    expect(page2.entries.map((e) => [e.action, e.email, e.leadId, e.detail])).toEqual([
      ['user.invite', null, null, null],
      ['lead.view', 'logg@nordvik.se', 7, null],
    ]);
    expect((await b.accounts.auditLog({ ...since, userId: user.id })).entries.map((e) => e.action)).toEqual(['leads.list', 'lead.view']);
    expect((await b.accounts.auditLog({ ...since, action: 'leads.list' })).total).toBe(2);
    expect((await b.accounts.auditLog({ from: base + 1, before: base + hour })).entries.map((e) => e.at)).toEqual([base + 2, base + 1]);
    expect(await b.accounts.auditLog({ ...since, action: 'person.erase' })).toEqual({ entries: [], total: 0 });
  });

  it('keeps several named passkeys per account, each credential once, and only its owner renames or removes one', async () => {
    const owner = (await a.accounts.redeem(await invite('nyckel@nordvik.se'), creds('h'), t0))!;
    const stranger = (await a.accounts.redeem(await invite('frammande@nordvik.se'), creds('h'), t0))!;
    const key = (credentialId: string, name: string) => ({
      userId: owner.id,
      credentialId,
      publicKey: 'pQECAyYgASFYIA',
      counter: 0,
      transports: ['internal', 'hybrid'],
      name,
      createdAt: t0,
    });
    expect(await a.accounts.addPasskey(key('cred-laptop', 'Jobbdatorn'))).toBe(true);
    expect(await b.accounts.addPasskey(key('cred-telefon', 'Telefonen'))).toBe(true);
    expect(await b.accounts.addPasskey({ ...key('cred-laptop', 'Igen'), userId: stranger.id })).toBe(false);
    const [laptop, phone] = await b.accounts.passkeys(owner.id);
    expect(laptop).toEqual({ id: expect.any(Number), ...key('cred-laptop', 'Jobbdatorn'), lastUsedAt: null });
    expect(phone?.name).toBe('Telefonen');
    expect(await a.accounts.passkeyByCredential('cred-telefon')).toEqual(phone);
    expect(await a.accounts.passkeyByCredential('okänd')).toBeUndefined();

    expect(await a.accounts.renamePasskey(stranger.id, laptop!.id, 'Stulen')).toBe(false);
    expect(await a.accounts.renamePasskey(owner.id, laptop!.id, 'Bärbara datorn')).toBe(true);
    expect(await b.accounts.removePasskey(stranger.id, phone!.id)).toBe(false);
    expect(await b.accounts.removePasskey(owner.id, phone!.id)).toBe(true);
    expect((await a.accounts.passkeys(owner.id)).map((k) => k.name)).toEqual(['Bärbara datorn']);
    expect(await a.accounts.removePasskeys(owner.id)).toBe(1);
    expect(await a.accounts.passkeys(owner.id)).toEqual([]);
  });

  it('takes a passkey’s signature counter only forward, and a counterless key every time', async () => {
    const owner = (await a.accounts.redeem(await invite('raknare@nordvik.se'), creds('h'), t0))!;
    const add = (credentialId: string, counter: number) =>
      a.accounts.addPasskey({ userId: owner.id, credentialId, publicKey: 'x', counter, transports: [], name: credentialId, createdAt: t0 });
    await add('med-raknare', 5);
    await add('utan-raknare', 0);
    const [counting, synced] = await a.accounts.passkeys(owner.id);
    expect(await b.accounts.usePasskey(counting!.id, 6, t0 + 1)).toBe(true);
    expect(await a.accounts.usePasskey(counting!.id, 6, t0 + 2)).toBe(false);
    expect(await a.accounts.usePasskey(counting!.id, 3, t0 + 2)).toBe(false);
    expect(await a.accounts.passkeyByCredential('med-raknare')).toMatchObject({ counter: 6, lastUsedAt: t0 + 1 });
    expect(await b.accounts.usePasskey(synced!.id, 0, t0 + 3)).toBe(true);
    expect(await b.accounts.usePasskey(synced!.id, 0, t0 + 4)).toBe(true);
    expect(await a.accounts.passkeyByCredential('utan-raknare')).toMatchObject({ counter: 0, lastUsedAt: t0 + 4 });
  });

  it('gives a session’s WebAuthn challenge out once, whichever server answers', async () => {
    const user = (await a.accounts.redeem(await invite('utmaning@nordvik.se'), creds('h'), t0))!;
    await a.accounts.createSession({ idHash: 'challenged', userId: user.id, now: t0, secondFactor: false });
    expect(await b.accounts.takeChallenge('challenged')).toBeUndefined();
    await a.accounts.setChallenge('challenged', 'first');
    await b.accounts.setChallenge('challenged', 'second');
    const racing = await Promise.all([a.accounts.takeChallenge('challenged'), b.accounts.takeChallenge('challenged')]);
    expect(racing.filter(Boolean)).toEqual(['second']);
    expect(await a.accounts.takeChallenge('no-such-session')).toBeUndefined();
  });
});

describe.each(storeKinds)('the booking tables on %s', async (kind) => {
  const db = await testDatabase(kind);
  const [a, b] = [await db.openStore(), await db.openStore()];
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  const minute = 60_000;
  // The store stamps a booking with the real clock (its invitations are due then), so the meetings are next year.
  const year = new Date().getUTCFullYear() + 1;
  const nine = Date.UTC(year, 2, 31, 7);
  const now = Date.now();
  let n = 0;
  async function partner(email: string) {
    const tokenHash = `booking-token-${++n}`;
    await a.accounts.invite({ tokenHash, email, role: 'partner', now, expiresAt: now + 86_400_000 });
    return (await a.accounts.redeem(tokenHash, { passwordHash: 'h', totpSecret: 's' }, now))!;
  }
  const karin = await partner('karin@nordvik.se');
  const olle = await partner('olle@nordvik.se');
  const candidate = (user: { id: number; email: string }) => ({ userId: user.id, name: user.email, email: user.email, place: 'https://meet.example/karin' });
  const placement = (start: number, candidates = [candidate(karin)], length = 30) => ({
    uid: randomUUID(),
    start,
    end: start + length * minute,
    heldUntil: start + (length + 15) * minute,
    format: 'video' as const,
    candidates,
    reminderAt: start - 86_400_000,
  });
  const book = (store: LeadStore, start: number, candidates?: ReturnType<typeof candidate>[], length?: number) =>
    store.submit(lead(), { ...email, booking: placement(start, candidates, length) });

  it('keeps each partner’s settings and lists every partner and admin, with none saved yet as null', async () => {
    await a.saveBookingSettings(karin.id, { displayName: 'Karin Öst', lengths: [30, 60] }, now);
    const partners = await b.bookingPartners();
    expect(partners.find((p) => p.userId === karin.id)).toEqual({
      userId: karin.id,
      email: 'karin@nordvik.se',
      settings: { displayName: 'Karin Öst', lengths: [30, 60] },
      updatedAt: now,
    });
    expect(partners.find((p) => p.userId === olle.id)?.settings).toBeNull();
  });

  it('books a time with the lead in one transaction, marks the lead "Möte bokat" and queues invitations and reminders', async () => {
    const result = await a.submit(lead(), { ...email, booking: placement(nine) });
    if (result.outcome !== 'stored') throw new Error(result.outcome);
    expect(result.booking).toMatchObject({ leadId: result.lead.id, userId: karin.id, start: nine, end: nine + 30 * minute, status: 'booked', sequence: 0 });
    expect((await b.inboxLead(result.lead.id))?.status).toBe('mote-bokat');
    expect(await b.leadBookings(result.lead.id)).toEqual([result.booking]);
    // The invitations are due at once, the reminders the day before.
    expect((await b.bookingMail(result.booking!.id)).map((m) => [m.channel, m.nextAttemptAt <= Date.now() ? 'nu' : m.nextAttemptAt])).toEqual([
      ['invite-visitor', 'nu'],
      ['invite-partner', 'nu'],
      ['reminder-visitor', nine - 86_400_000],
      ['reminder-partner', nine - 86_400_000],
    ]);
    expect(await b.heldTimes(nine)).toContainEqual({ userId: karin.id, start: nine, end: nine + 45 * minute });
  });

  it('queues only the invitations for a meeting whose reminder time has passed when it is booked, or that has none', async () => {
    // Booked in the afternoon for the next morning: the day-before reminder would go out at once, after the invitation.
    const soon = Date.now() + 16 * 3_600_000;
    const late = await a.submit(lead(), { ...email, booking: placement(soon) });
    const { reminderAt, ...withoutReminder } = placement(soon + 2 * 3_600_000);
    expect(reminderAt).toBeLessThan(Date.now());
    const none = await a.submit(lead(), { ...email, booking: withoutReminder });
    for (const result of [late, none]) {
      if (result.outcome !== 'stored') throw new Error(result.outcome);
      expect((await b.bookingMail(result.booking!.id)).map((m) => m.channel)).toEqual(['invite-visitor', 'invite-partner']);
    }
  });

  it('never books one partner’s time twice: an overlapping meeting or one inside the buffer is refused and nothing is stored', async () => {
    const ten = nine + 3 * 3_600_000;
    expect((await book(a, ten, [candidate(karin)], 60)).outcome).toBe('stored');
    const leads = await db.count('leads');
    // 10:30 overlaps the hour; 11:00 starts inside the 15-minute buffer after it.
    expect((await book(b, ten + 30 * minute)).outcome).toBe('slot-taken');
    expect((await book(b, ten + 60 * minute)).outcome).toBe('slot-taken');
    expect(await db.count('leads')).toBe(leads);
    // Another partner at the same time, and Karin after the buffer, are free.
    expect((await book(b, ten + 30 * minute, [candidate(karin), candidate(olle)])).outcome).toBe('stored');
    expect((await book(b, ten + 75 * minute)).outcome).toBe('stored');
  });

  it('lets one of two servers book the same time when they race, however many rounds', async () => {
    for (let round = 0; round < 10; round++) {
      const start = Date.UTC(year, 3, 6 + round, 8);
      const outcomes = (await Promise.all([book(a, start), book(b, start)])).map((r) => r.outcome).sort();
      expect(outcomes).toEqual(['slot-taken', 'stored']);
      expect(await db.value("SELECT COUNT(*) FROM bookings WHERE starts_at = ? AND status = 'booked'", start)).toBe(1);
    }
  });

  it('cancels once: frees the time, raises the sequence, queues the cancellations, drops the reminders and the lead is new again', async () => {
    const start = Date.UTC(year, 4, 5, 8);
    const result = await book(a, start);
    if (result.outcome !== 'stored' || !result.booking) throw new Error('not booked');
    const cancelled = await b.cancelBooking(result.booking.id, Date.now());
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await a.cancelBooking(result.booking.id, now + 2 * minute)).toBeUndefined();
    expect((await a.bookingMail(result.booking.id)).map((m) => m.channel)).toEqual(['cancel-visitor', 'cancel-partner']);
    expect((await a.inboxLead(result.lead.id))?.status).toBe('ny');
    expect((await book(b, start)).outcome).toBe('stored');
  });

  it('moves a meeting to a free time with the same partner, and refuses a taken one keeping the old time', async () => {
    const start = Date.UTC(year, 4, 12, 8);
    const first = await book(a, start);
    const other = await book(a, start + 2 * 3_600_000);
    if (first.outcome !== 'stored' || !first.booking || other.outcome !== 'stored') throw new Error('not booked');
    const to = (at: number) => ({ start: at, end: at + 30 * minute, heldUntil: at + 45 * minute, reminderAt: at - 86_400_000 });
    expect(await b.moveBooking(first.booking.id, to(start + 2 * 3_600_000), now)).toEqual({ outcome: 'taken' });
    expect((await a.booking(first.booking.id))?.start).toBe(start);
    const moved = await b.moveBooking(first.booking.id, to(start + 60 * minute), now);
    expect(moved).toMatchObject({ outcome: 'moved', booking: { start: start + 60 * minute, sequence: 1 } });
    // The old time is free again, the new one taken.
    expect((await book(a, start)).outcome).toBe('stored');
    expect((await book(a, start + 60 * minute)).outcome).toBe('slot-taken');
    expect(await b.moveBooking(987_654, to(start), now)).toEqual({ outcome: 'missing' });
  });

  it('gives each due booking e-mail to one worker and holds a reminder until its time', async () => {
    const start = Date.UTC(year, 5, 2, 8);
    const result = await book(a, start);
    if (result.outcome !== 'stored' || !result.booking) throw new Error('not booked');
    const claim = (store: LeadStore, worker: string, at: number) => store.claimBookingMail({ worker, now: at, limit: 1000, leaseMs: minute });
    const [x, y] = await Promise.all([claim(a, 'x', Date.now()), claim(b, 'y', Date.now())]);
    const mine = [...x, ...y].filter((row) => row.bookingId === result.booking!.id);
    expect(mine.map((row) => row.channel).sort()).toEqual(['invite-partner', 'invite-visitor']);
    expect(new Set([...x, ...y].map((row) => row.id)).size).toBe(x.length + y.length);
    for (const row of mine) await a.bookingMailSent(row, now);
    const dayBefore = start - 86_400_000;
    expect((await claim(a, 'x', dayBefore - minute)).filter((row) => row.bookingId === result.booking!.id)).toEqual([]);
    const reminders = (await claim(b, 'y', dayBefore)).filter((row) => row.bookingId === result.booking!.id);
    expect(reminders.map((row) => [row.channel, row.leadId])).toEqual([
      ['reminder-visitor', result.lead.id],
      ['reminder-partner', result.lead.id],
    ]);
    await b.bookingMailFailed(reminders[0]!, 'SMTP: 550', dayBefore + minute);
    expect(await a.reviveBookingMail(dayBefore + minute)).toBe(1);
  });

  it('keeps a calendar’s address once per partner, gives a due feed to one reader, and keeps the last good reading when one fails', async () => {
    const feed = await a.addCalendarFeed({ userId: olle.id, label: 'Google', url: 'https://calendar.example/olle.ics', now });
    expect(await b.addCalendarFeed({ userId: olle.id, label: 'Igen', url: 'https://calendar.example/olle.ics', now })).toBeUndefined();
    const claimed = await Promise.all([a, b].map((store, i) => store.claimCalendarFeeds({ worker: `w${i}`, now, limit: 10, leaseMs: minute })));
    expect(claimed.flat().filter((f) => f.id === feed!.id)).toHaveLength(1);
    const worker = claimed[0]!.some((f) => f.id === feed!.id) ? 'w0' : 'w1';
    await a.saveCalendarReading(feed!.id, worker, { at: now, busy: [{ start: nine, end: nine + 3_600_000 }] }, now + 10 * minute);
    // A late reader whose lease ran out changes nothing.
    await a.saveCalendarReading(feed!.id, 'someone-else', { at: now, error: 'late' }, now);
    await b.claimCalendarFeeds({ worker: 'w2', now: now + 10 * minute, limit: 10, leaseMs: minute });
    await b.saveCalendarReading(feed!.id, 'w2', { at: now + 10 * minute, error: 'HTTP 404' }, now + 20 * minute);
    expect((await a.calendarFeeds(olle.id))[0]).toMatchObject({
      busy: [{ start: nine, end: nine + 3_600_000 }],
      lastSuccessAt: now,
      failingSince: now + 10 * minute,
      lastError: 'HTTP 404',
    });
    expect(await b.removeCalendarFeed(karin.id, feed!.id)).toBe(false);
    expect(await b.removeCalendarFeed(olle.id, feed!.id)).toBe(true);
  });

  it('erases a person’s bookings with their leads, so their time is free again', async () => {
    const start = Date.UTC(year, 6, 7, 8);
    const result = await a.submit(lead({ fields: { email: 'radera@exempel.se', name: 'R' } }), { ...email, booking: placement(start) });
    expect(result.outcome).toBe('stored');
    await b.erase('radera@exempel.se');
    expect(await db.value('SELECT COUNT(*) FROM bookings WHERE starts_at = ?', start)).toBe(0);
    expect((await book(a, start)).outcome).toBe('stored');
  });
});
