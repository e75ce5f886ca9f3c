/**
 * Restore without surprises (README "Backup and restore", docs/decisions.md "Restore"), run as
 * the operator would: the real server with a real SMTP sink and webhook receiver, the real
 * `leads backup` and `leads restore` commands. An older backup put back must not re-send what
 * the firm already has unless asked, and new leads must get numbers, Message-IDs and
 * Idempotency-Keys nobody has seen — also when the database being replaced is destroyed.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreSqlite } from '~/scripts/leads/restore';
import { startSmtpSink, type SmtpSink } from '~/scripts/support/smtp-sink';
import { testDatabase, type TestDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, post, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { runLeads } from './support/run-leads';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from './support/webhook-receiver';

const distDir = writeFixtureSite();
const backups = mkdtempSync(path.join(tmpdir(), 'leads-backups-'));
afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
});

describe('leads restore on SQLite', () => {
  let sink: SmtpSink;
  let hooks: WebhookReceiver;
  let hookStatus = 204;
  let db: TestDatabase;
  let server: TestServer | undefined;
  const cli = (...args: string[]) => runLeads(args, { ...db.env, DIST_DIR: distDir });
  const start = async () => {
    server = await startLeadServer({
      distDir,
      db,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        NOTIFY_EMAIL: 'leads@nordvik.example',
        MAIL_FROM: 'Webbplatsen <webb@nordvikcfo.example>',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: webhookSecret,
      },
    });
    return server;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  /** Posts a lead and returns its number once its e-mail has arrived. */
  const postLead = async (s: TestServer) => {
    const lead = validLead('lead', s.service.formSecret);
    expect((await post(s.url, lead)).status).toBe(201);
    await sink.waitFor(lead.company as string);
    return (await s.service.store.findByKey(lead.idempotencyKey as string))!.id;
  };
  const messageIds = () => sink.messages.map((m) => /^Message-ID: (.+?)\r?$/m.exec(m.raw)![1]!);
  const hookKeys = () => hooks.received.map((h) => String(h.headers['idempotency-key']));

  beforeAll(async () => {
    sink = await startSmtpSink();
    hooks = await startWebhookReceiver(() => hookStatus);
  });
  afterAll(async () => {
    await stop();
    await sink.close();
    await hooks.close();
  });

  it('puts an older backup back: asks about its unsent notifications, re-sends nothing unasked, and new leads reuse no number, Message-ID or Idempotency-Key', async () => {
    db = await testDatabase('sqlite');
    const s = await start();
    const before = [await postLead(s), await postLead(s)];
    // A lead whose webhook is still failing when the backup is taken: unsent in the backup.
    hookStatus = 500;
    const unsentThen = await postLead(s);
    const backup = path.join(backups, 'leads-older.db');
    expect((await cli('backup', backup)).stdout).toMatch(/Säkerhetskopia skriven till .*: 3 leads, integritetskontroll ok/);
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    hookStatus = 204;
    await eventually(() => hooks.received.some((h) => JSON.parse(h.body).id === unsentThen), 10_000, 'the webhook once the receiver is back');
    const later = [await postLead(s), await postLead(s)];
    await eventually(async () => (await db.value("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'")) === 0, 10_000, 'every notification sent');

    // The server still has the file open: the restore refuses and changes nothing.
    const running = await cli('restore', backup, '--mark-sent').catch((error: { stderr: string; code: number }) => error);
    expect(running).toMatchObject({ code: 1, stderr: expect.stringMatching(/öppen i en annan process — servern körs\. Stoppa den först/) });
    await stop();

    // Not a backup at all: said so, nothing changed.
    await expect(cli('restore', `${db.env.DATABASE_PATH!}.high-water`, '--send')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('är ingen SQLite-databas; ange en säkerhetskopia skriven av leads backup.'),
    });
    // No terminal and no choice: nothing is guessed, nothing restored.
    const unasked = await cli('restore', backup).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect(unasked).toMatchObject({
      code: 1,
      stdout: expect.stringContaining('3 leads, 1 notiser som inte skickats'),
      stderr: expect.stringMatching(/utan terminal gissar kommandot inte\. Ange --mark-sent .* eller --send/),
    });
    expect(await db.count('leads')).toBe(5);

    const restored = await cli('restore', backup, '--mark-sent');
    expect(restored.stdout).toMatch(/Återställt: .* den tidigare databasen ligger kvar som .*before-restore-/);
    expect(restored.stdout).toMatch(/1 notiser markerades som skickade\./);
    expect(await db.count('leads')).toBe(3);
    expect(statSync(db.env.DATABASE_PATH!).mode & 0o777).toBe(0o600);

    const mailsBefore = sink.messages.length;
    const hooksBefore = hooks.received.length;
    const s2 = await start();
    const after = [await postLead(s2), await postLead(s2)];
    await eventually(() => hooks.received.length === hooksBefore + 2, 10_000, 'the new leads’ webhooks');
    await s2.service.outbox.idle();
    // Only the two new leads were notified: nothing from the backup went out again.
    expect(sink.messages.length).toBe(mailsBefore + 2);
    expect(hooks.received.slice(hooksBefore).map((h) => JSON.parse(h.body).id)).toEqual(after);
    // Numbers continue past every number the firm has seen, also the ones the backup never had.
    expect(Math.min(...after)).toBeGreaterThan(Math.max(...before, unsentThen, ...later));
    expect(new Set(messageIds()).size).toBe(sink.messages.length);
    expect(new Set(hookKeys()).size).toBe(new Set(hooks.received.map((h) => h.body)).size);
    const newKeys = hookKeys().slice(hooksBefore);
    for (const key of newKeys) expect(hookKeys().slice(0, hooksBefore)).not.toContain(key);
    await stop();
  });

  it('continues the numbers from the high-water file when the database being replaced is destroyed, and sends the backup’s notifications when told to', async () => {
    db = await testDatabase('sqlite');
    const s = await start();
    hookStatus = 500;
    const first = await postLead(s);
    const backup = path.join(backups, 'leads-first.db');
    await cli('backup', backup);
    hookStatus = 204;
    const last = await postLead(s);
    await eventually(async () => (await db.value("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'")) === 0, 10_000, 'every notification sent');
    await stop();
    // The disk ate the database: only the high-water file beside it is left to tell the numbers.
    writeFileSync(db.env.DATABASE_PATH!, 'kaputt');
    rmSync(`${db.env.DATABASE_PATH!}-wal`, { force: true });
    rmSync(`${db.env.DATABASE_PATH!}-shm`, { force: true });

    const restored = await cli('restore', backup, '--send');
    expect(restored.stdout).toMatch(/Den nuvarande databasen kunde inte läsas/);
    expect(restored.stdout).toMatch(/1 notiser köas och skickas när servern startar\./);
    const hooksBefore = hooks.received.length;
    const s2 = await start();
    // Asked for: the backup's unsent webhook goes out (again), under the new identity.
    await eventually(() => hooks.received.slice(hooksBefore).some((h) => JSON.parse(h.body).id === first), 10_000, 'the resent webhook');
    const next = await postLead(s2);
    expect(next).toBeGreaterThan(last);
    expect(new Set(messageIds()).size).toBe(sink.messages.length);
    await stop();
  });

  it('asks at a terminal which to do with unsent notifications, and restores nothing on any other answer', async () => {
    db = await testDatabase('sqlite');
    const s = await start();
    hookStatus = 500;
    await postLead(s);
    const backup = path.join(backups, 'leads-asked.db');
    await cli('backup', backup);
    hookStatus = 204;
    await postLead(s);
    await stop();
    const questions: string[] = [];
    const printed: string[] = [];
    const answer = (text: string) => async (question: string) => {
      questions.push(question);
      return text;
    };
    const declined = await restoreSqlite(backup, db.env.DATABASE_PATH!, { ask: answer('nej') }, (line) => printed.push(line));
    expect(declined).toEqual({ ok: false, message: 'Avbrutet: inget återställdes.' });
    expect(questions[0]).toMatch(/^1 notiser i säkerhetskopian har inte skickats\..*m = markera som skickade\s+s = skicka/s);
    expect(await db.count('leads')).toBe(2);
    const marked = await restoreSqlite(backup, db.env.DATABASE_PATH!, { ask: answer('m') }, (line) => printed.push(line));
    expect(marked).toMatchObject({ ok: true, message: expect.stringMatching(/1 notiser markerades som skickade/) });
    expect(await db.count('leads')).toBe(1);
    expect(await db.value("SELECT COUNT(*) FROM outbox WHERE status <> 'sent'")).toBe(0);
  });
});

describe('leads restore on PostgreSQL, after pg_restore', () => {
  it('gives the database a new identity and sets the numbers past the highest the firm has seen', async () => {
    const db = await testDatabase('postgres');
    const store = await db.openStore();
    const submit = (n: number) =>
      store.submit(
        { kind: 'lead', page: '/', fields: { email: `p${n}@x.se` }, idempotencyKey: `pg-restore-key-${n}-abcdef`, payloadHash: 'h' },
        { channels: ['email'], maxTokenUses: 1 },
      );
    for (const n of [1, 2, 3]) await submit(n);
    const identity = await store.identity();
    // What pg_restore of a dump taken after lead 2 leaves: lead 3 gone, the sequence back at 2.
    await db.value('DELETE FROM outbox WHERE lead_id = 3 RETURNING 1');
    await db.value('DELETE FROM leads WHERE id = 3 RETURNING 1');
    await db.value("SELECT setval('leads_id_seq', 2)");
    const env = { ...db.env };
    await expect(runLeads(['restore', 'leads.dump'], env)).rejects.toMatchObject({ stderr: expect.stringMatching(/pg_restore .* kör sedan restore utan fil/) });
    await expect(runLeads(['restore'], env)).rejects.toMatchObject({
      stdout: expect.stringMatching(/2 leads, 2 notiser som inte skickats/),
      stderr: expect.stringMatching(/utan terminal gissar kommandot inte/),
    });
    const done = await runLeads(['restore', '--mark-sent', '--highest-number', '3'], env);
    expect(done.stdout).toMatch(/nya leads får nummer efter 3, .* 2 notiser markerades som skickade/);
    expect(await store.identity()).not.toBe(identity);
    const next = await submit(4);
    expect(next.outcome === 'stored' && next.lead.id).toBe(4);
    await store.close();
  });
});
