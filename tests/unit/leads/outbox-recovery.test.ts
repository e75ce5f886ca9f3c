/**
 * A channel that comes back is used at once (issue 40, server/leads/outbox.ts, docs/decisions.md
 * 154): notifications that waited through an outage go out as soon as the receiver answers again —
 * not when each one's backoff, here an hour, runs out — and each goes out once. Two ways back: the
 * outbox's look at the failing channel (a HEAD to the webhook) answers, or a send through it goes
 * through.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadLog, LogData } from '~/server/leads/log';
import { Outbox, type OutboxPolicy, type OutboxQueue } from '~/server/leads/outbox';
import { NotifyError, type Senders } from '~/server/leads/notify';
import { StoreError, type LeadStore } from '~/server/leads/store';
import { testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, post, query, startLeadServer, validLead } from './support/lead-server';
import { startWebhookReceiver, webhookSecret } from './support/webhook-receiver';

/** Backoff so long that only waking can send anything while the test runs. */
const hourly = { NOTIFY_RETRY_BASE_SECONDS: '3600', NOTIFY_RETRY_MAX_SECONDS: '7200', NOTIFY_MAX_ATTEMPTS: '12' };
const leads = 12;

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const close of cleanup.reverse()) await close();
});

describe('a webhook receiver that was down', () => {
  it('gets every waiting notification, once each, as soon as it answers again', async () => {
    let up = false;
    const hooks = await startWebhookReceiver(() => (up ? 204 : 503));
    const distDir = writeFixtureSite();
    const server = await startLeadServer({
      distDir,
      env: { ...hourly, WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: webhookSecret, NOTIFY_PROBE_SECONDS: '0.05' },
    });
    cleanup.push(
      () => hooks.close(),
      () => rmSync(distDir, { recursive: true, force: true }),
      () => server.close(),
    );
    for (let i = 0; i < leads; i++) expect((await post(server.url, validLead('lead', server.service.formSecret))).status).toBe(201);
    // Each tried once and refused, then set to wait an hour.
    const waiting = () => query<number>(server, "SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND attempts >= 1 AND claimed_by IS NULL");
    await eventually(async () => (await waiting()) === leads, 30_000, 'every notification waiting in its backoff');
    expect(await query(server, 'SELECT MIN(next_attempt_at) FROM outbox')).toBeGreaterThan(Date.now() + 60_000);
    // The outbox has been looking at the receiver, which said it is still down.
    await eventually(() => hooks.looks.length > 0, 30_000, 'a look at the receiver');
    expect(hooks.looks.every((status) => status === 503)).toBe(true);

    up = true;
    await eventually(async () => (await query<number>(server, "SELECT COUNT(*) FROM outbox WHERE status = 'sent'")) === leads, 30_000, 'all sent');
    const delivered = hooks.received.filter((hook) => hook.status === 204).map((hook) => String(hook.headers['idempotency-key']));
    expect(delivered).toHaveLength(leads);
    expect(new Set(delivered).size).toBe(leads);
    expect(server.logs.join('\n')).toMatch(/Notiser via webhook: kanalen svarar igen; \d+ som väntade skickas nu\./);
  });
});

describe('a send that goes through', () => {
  it('brings the channel’s other waiting notifications forward, each sent once', async () => {
    const db = await testDatabase('sqlite');
    const store: LeadStore = await db.openStore();
    cleanup.push(() => store.close());
    let up = false;
    const sent: number[] = [];
    const senders: Senders = {
      email: async (lead) => {
        if (!up) throw new NotifyError('SMTP: connect ECONNREFUSED 127.0.0.1:2525');
        sent.push(lead.id);
      },
    };
    const policy: OutboxPolicy = { maxAttempts: 12, baseMs: 3_600_000, maxMs: 7_200_000, failedRetryMs: 3_600_000, leaseMs: 60_000, pollMs: 3_600_000 };
    // No way to look at the channel: only a send can tell that it is back.
    const outbox = new Outbox(store, senders, policy, () => {});
    cleanup.push(() => outbox.stop());
    const submit = () =>
      store.submit(
        { kind: 'lead', page: '/', fields: { company: 'Åkeri AB' }, idempotencyKey: randomUUID(), payloadHash: 'h' },
        { channels: ['email'], maxTokenUses: 1 },
      );
    for (let i = 0; i < 5; i++) await submit();
    await outbox.start();
    await eventually(
      async () => (await db.value<number>('SELECT COUNT(*) FROM outbox WHERE attempts = 1 AND claimed_by IS NULL')) === 5,
      30_000,
      'five waiting',
    );
    await outbox.idle();

    up = true;
    // A new lead is sent at once; its success wakes the five that wait for an hour.
    await submit();
    outbox.kick();
    await eventually(async () => (await db.value<number>("SELECT COUNT(*) FROM outbox WHERE status = 'sent'")) === 6, 30_000, 'all six sent');
    expect(sent.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('an outbox whose database does not answer', () => {
  it('logs each failure as an error event with its reason, which an operator’s alert can match, and looks again later', async () => {
    const logged: { level: keyof LeadLog; data: LogData; message: string }[] = [];
    const at = (level: keyof LeadLog) => (data: LogData, message: string) => void logged.push({ level, data, message });
    const log: LeadLog = { info: at('info'), warn: at('warn'), error: at('error') };
    const busy = new StoreError('Databasen är upptagen av en annan process.', true);
    const refuse = () => Promise.reject(busy);
    const queue: OutboxQueue = {
      reviveFailed: async () => 0,
      claim: refuse,
      nextDueAt: refuse,
      markSent: refuse,
      markRetry: refuse,
      markFailed: refuse,
      lead: refuse,
    };
    const policy: OutboxPolicy = { maxAttempts: 3, baseMs: 1_000, maxMs: 2_000, failedRetryMs: 60_000, leaseMs: 60_000, pollMs: 60_000 };
    const outbox = new Outbox(queue, {}, policy, log);
    cleanup.push(() => outbox.stop());
    await outbox.start();
    await eventually(() => logged.length >= 2, 30_000, 'two lines logged');
    expect(logged).toEqual([
      // Claiming failed: the round ends…
      { level: 'error', data: { event: 'outbox.error', error: busy.message }, message: `Notiser: oväntat fel i utkorgen: ${busy.message}` },
      // …and so did the look for the next one due: the outbox looks again in 30 s rather than never.
      {
        level: 'error',
        data: { event: 'outbox.unreadable', error: busy.message },
        message: `Notiser: utkorgen kunde inte läsas (${busy.message}); nytt försök om 30 s.`,
      },
    ]);
  });
});
