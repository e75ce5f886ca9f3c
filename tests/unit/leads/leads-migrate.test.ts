/**
 * `npm run leads -- migrate --to postgres://…`: the leads of a SQLite file moved into PostgreSQL
 * as they are, as the firm would do it when it goes from one server to several.
 */
import { describe, expect, it } from 'vitest';
import { copySqliteToPostgres } from '~/server/leads/postgres/copy-from-sqlite';
import type { LeadStore } from '~/server/leads/store';
import { testDatabase } from './support/databases';
import { runLeads } from './support/run-leads';

async function seedSqlite(store: LeadStore) {
  const lead = (n: number, fields: Record<string, string>) => ({
    kind: 'enquiry',
    page: `/sida-${n}`,
    fields,
    idempotencyKey: `key-${n}-abcdefghijklmnop`,
    payloadHash: `hash-${n}`,
  });
  const options = { channels: ['email' as const], maxTokenUses: 1 };
  await store.submit(lead(1, { service: 'Interim CFO', company: 'Åkeri AB', name: 'Åsa', email: 'asa@akeri.se' }), { ...options, tokenId: 'token-used-once' });
  await store.submit(lead(2, { company: 'Bygg AB', name: 'Bo', email: 'bo@bygg.se', message: 'Två\nrader' }), options);
  // Held as suspected spam: it stays held in PostgreSQL, with its reasons.
  await store.submit({ ...lead(3, { company: 'Café AB', name: 'Cia', email: 'cia@cafe.se' }), spam: [{ code: 'links', detail: '3 webbadresser' }] }, options);
  const [sent, failed] = await store.claim({ worker: 'old-server', now: Date.now(), limit: 2, leaseMs: 60_000 });
  await store.markSent(sent!);
  await store.markFailed(failed!, 'SMTP: 550 mailbox unavailable', Date.now() + 3_600_000);
  await store.setting('form-secret', () => 'the-form-secret-of-the-old-server');
  // What the firm did with them in the workspace goes along (docs/decisions.md 71).
  await store.setStatus(1, 'kund', '2026-03-10T12:00:00.000Z');
  // A partner's account, signed up in the workspace, with their note and their line in the log.
  await store.accounts.invite({ tokenHash: 'invitation-hash', email: 'partner@nordvik.example', role: 'partner', now: 1, expiresAt: 10_000 });
  const partner = (await store.accounts.redeem(
    'invitation-hash',
    { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', totpSecret: 'JBSWY3DPEHPK3PXP' },
    2,
  ))!;
  await store.accounts.confirmTotp(partner.id);
  await store.accounts.audit({ at: 6, userId: partner.id, action: 'lead.note', leadId: 2, detail: { step: 'code' } });
  // Their passkey goes too (docs/decisions.md 142): nothing to register again after the move.
  await store.accounts.addPasskey({
    userId: partner.id,
    credentialId: 'cred-partner',
    publicKey: 'pQECAyYgASFY',
    counter: 4,
    transports: ['internal'],
    name: 'Jobbdatorn',
    createdAt: 3,
  });
  await store.addNote({ leadId: 2, at: 5, userId: partner.id, text: 'Ringde Bo.', contactedAt: '2026-03-11T12:00:00.000Z' });
  await store.markRead(2, 7);
}

/** A SQLite database holding seedSqlite's leads (closed, as the command finds it) and an empty PostgreSQL. */
async function seededSqliteAndEmptyPostgres() {
  const sqlite = await testDatabase('sqlite');
  const postgres = await testDatabase('postgres');
  const source = await sqlite.openStore();
  await seedSqlite(source);
  await source.close();
  return { sqlite, postgres };
}

describe('npm run leads -- migrate --to postgres://…', () => {
  it('copies every lead with its number, time, fields and notifications, once, and the new server goes on from there', async () => {
    const { sqlite, postgres } = await seededSqliteAndEmptyPostgres();

    const migrate = () => runLeads(['migrate', '--to', postgres.env.DATABASE_URL!], sqlite.env);
    const first = await migrate();
    expect(first.stdout).toMatch(/^Flyttade 3 leads, 3 notiser och 1 konton från .*leads\.db till PostgreSQL 127\.0\.0\.1:\d+\/leads_test_\w+\.$/m);
    expect(first.stdout).toMatch(/loggar in på nytt/);
    const listed = async (env: Record<string, string>) => JSON.parse((await runLeads(['list', '--json'], env)).stdout) as unknown[];
    expect(await listed(postgres.env)).toEqual(await listed(sqlite.env));

    expect((await migrate()).stdout).toMatch(/^Flyttade 0 leads, 0 notiser och 0 konton .* \(3 fanns redan där och hoppades över\)\.$/m);
    expect(await postgres.count('leads')).toBe(3);
    expect(await postgres.count('audit_log')).toBe(1);

    const target = await postgres.openStore();
    try {
      expect(await target.setting('form-secret', () => 'new')).toBe('the-form-secret-of-the-old-server');
      expect(await target.inboxLead(1)).toMatchObject({ status: 'kund', lastContactAt: '2026-03-10T12:00:00.000Z', readAt: null });
      expect(await target.inboxLead(2)).toMatchObject({ status: 'ny', lastContactAt: '2026-03-11T12:00:00.000Z', readAt: 7 });
      expect((await target.notes(2)).map((note) => [note.at, note.author, note.text, note.contactedAt])).toEqual([
        [5, 'partner@nordvik.example', 'Ringde Bo.', '2026-03-11T12:00:00.000Z'],
      ]);
      // The partner signs in as before: same password hash, same confirmed second factor; the log names them.
      expect(await target.accounts.userByEmail('partner@nordvik.example')).toMatchObject({
        role: 'partner',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        totpSecret: 'JBSWY3DPEHPK3PXP',
        totpConfirmed: true,
      });
      expect((await target.accounts.auditLog()).entries.map(({ at, email, action, leadId, detail }) => ({ at, email, action, leadId, detail }))).toEqual([
        { at: 6, email: 'partner@nordvik.example', action: 'lead.note', leadId: 2, detail: { step: 'code' } },
      ]);
      const movedPartner = await target.accounts.userByEmail('partner@nordvik.example');
      expect(await target.accounts.passkeys(movedPartner!.id)).toEqual([
        expect.objectContaining({ credentialId: 'cred-partner', publicKey: 'pQECAyYgASFY', counter: 4, transports: ['internal'], name: 'Jobbdatorn' }),
      ]);
      const next = await target.submit(
        { kind: 'lead', page: '/', fields: {}, idempotencyKey: 'key-4-abcdefghijklmnop', payloadHash: 'h' },
        { channels: ['email'], maxTokenUses: 1 },
      );
      expect(next.outcome === 'stored' && next.lead.id).toBe(4);
      const reused = await target.submit(
        { kind: 'lead', page: '/', fields: {}, idempotencyKey: 'key-5-abcdefghijklmnop', payloadHash: 'h' },
        { channels: [], maxTokenUses: 1, tokenId: 'token-used-once' },
      );
      expect(reused.outcome).toBe('token-spent');
      // The failed notification keeps its error and gets its next round; the pending one is sent,
      // the held one only once released.
      expect(await postgres.value('SELECT last_error FROM outbox WHERE lead_id = 2')).toBe('SMTP: 550 mailbox unavailable');
      expect((await target.lead(3))?.spam).toEqual([{ code: 'links', detail: '3 webbadresser' }]);
      expect((await target.claim({ worker: 'new-server', now: Date.now(), limit: 5, leaseMs: 60_000 })).map((row) => row.leadId)).toEqual([4]);
      expect(await target.release(3, Date.now())).toEqual({ outcome: 'released', notifications: 1 });
      expect((await target.claim({ worker: 'new-server', now: Date.now(), limit: 5, leaseMs: 60_000 })).map((row) => row.leadId)).toEqual([3]);
    } finally {
      await target.close();
    }
  });

  it('keeps each database its own identity and goes on after the numbers the SQLite file used, erased ones included', async () => {
    const sqlite = await testDatabase('sqlite');
    const postgres = await testDatabase('postgres');
    const source = await sqlite.openStore();
    await seedSqlite(source);
    // The newest lead erased before the move: its number was seen, and must not come back.
    expect(await source.erase('cia@cafe.se')).toBe(1);
    const sqliteIdentity = await source.identity();
    await source.close();
    const moved = await runLeads(['migrate', '--to', postgres.env.DATABASE_URL!], sqlite.env);
    expect(moved.stdout).not.toMatch(/database-identity/);
    const target = await postgres.openStore();
    try {
      expect(await target.identity()).not.toBe(sqliteIdentity);
      const next = await target.submit(
        { kind: 'lead', page: '/', fields: {}, idempotencyKey: 'key-9-abcdefghijklmnop', payloadHash: 'h' },
        { channels: [], maxTokenUses: 1 },
      );
      expect(next.outcome === 'stored' && next.lead.id).toBe(4);
    } finally {
      await target.close();
    }
  });

  it('refuses to mix its leads into a PostgreSQL database that already has others, and copies nothing', async () => {
    const sqlite = await testDatabase('sqlite');
    const postgres = await testDatabase('postgres');
    for (const db of [sqlite, postgres]) {
      const store = await db.openStore();
      await store.submit(
        { kind: 'lead', page: '/', fields: { company: db.kind }, idempotencyKey: `first-lead-on-${db.kind}`, payloadHash: 'h' },
        { channels: ['email'], maxTokenUses: 1 },
      );
      await store.close();
    }
    await expect(runLeads(['migrate', '--to', postgres.env.DATABASE_URL!], sqlite.env)).rejects.toMatchObject({
      stderr: expect.stringMatching(/har redan ett annat lead med nummer 1 .* till en tom databas\./),
    });
    expect(await postgres.column('SELECT idempotency_key FROM leads')).toEqual(['first-lead-on-postgres']);
  });

  // The copy the command runs, called in this process (the tests above see it only through the CLI).
  it('copies in this process too: once, crediting notes to an account the target already has, and new leads go on after the copied numbers', async () => {
    const { sqlite, postgres } = await seededSqliteAndEmptyPostgres();
    // The target's workspace already has the partner, signed up after someone else there.
    const before = await postgres.openStore();
    try {
      for (const [n, email] of ['first@nordvik.example', 'partner@nordvik.example'].entries()) {
        await before.accounts.invite({ tokenHash: `target-invitation-${n}`, email, role: 'partner', now: 1, expiresAt: 10_000 });
        await before.accounts.redeem(`target-invitation-${n}`, { passwordHash: 'target-hash', totpSecret: 'JBSWY3DPEHPK3PXP' }, 2);
      }
    } finally {
      await before.close();
    }

    const copy = () => copySqliteToPostgres(sqlite.env.DATABASE_PATH!, postgres.env.DATABASE_URL!);
    expect(await copy()).toMatchObject({ leads: 3, notifications: 3, accounts: 0, alreadyThere: 0 });
    expect(await copy()).toMatchObject({ leads: 0, notifications: 0, accounts: 0, alreadyThere: 3 });
    expect(await postgres.count('leads')).toBe(3);

    const target = await postgres.openStore();
    try {
      expect((await target.notes(2)).map((note) => [note.author, note.text])).toEqual([['partner@nordvik.example', 'Ringde Bo.']]);
      expect(await target.accounts.userByEmail('partner@nordvik.example')).toMatchObject({ passwordHash: 'target-hash' });
      const next = await target.submit(
        { kind: 'lead', page: '/', fields: {}, idempotencyKey: 'key-4-abcdefghijklmnop', payloadHash: 'h' },
        { channels: ['email'], maxTokenUses: 1 },
      );
      expect(next.outcome === 'stored' && next.lead.id).toBe(4);
      expect(await postgres.column('SELECT id FROM outbox WHERE lead_id = 4')).toEqual([4]);
    } finally {
      await target.close();
    }
  });

  it('says what it needs', async () => {
    const sqlite = await testDatabase('sqlite');
    await expect(runLeads(['migrate'], sqlite.env)).rejects.toMatchObject({ stderr: expect.stringContaining('migrate behöver --to med en PostgreSQL-adress') });
    await expect(runLeads(['migrate', '--to', 'postgres://x@127.0.0.1:1/y'], sqlite.env)).rejects.toMatchObject({
      stderr: expect.stringContaining('Ingen SQLite-databas i'),
    });
  });
});
