/**
 * The outbox's backoff is capped (server/leads/outbox.ts, README "Failures"): a notification
 * that keeps failing is tried again at most `NOTIFY_RETRY_MAX_SECONDS` (+20 % jitter) after its
 * last try, however many tries came before — without the cap the eighth try of this test would
 * wait over five seconds (base · 2^7 · 0.8), a real site's tenth over four days.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, post, query, startLeadServer, validLead, type TestServer } from './support/lead-server';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from './support/webhook-receiver';

const baseSeconds = 0.05;
const maxSeconds = 0.2;
const tries = 8;

const distDir = writeFixtureSite();
let hooks: WebhookReceiver;
let server: TestServer;
beforeAll(async () => {
  // A receiver that is down: every delivery fails with 503, a temporary failure.
  hooks = await startWebhookReceiver(() => 503);
  server = await startLeadServer({
    distDir,
    env: {
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: webhookSecret,
      NOTIFY_RETRY_BASE_SECONDS: String(baseSeconds),
      NOTIFY_RETRY_MAX_SECONDS: String(maxSeconds),
      NOTIFY_MAX_ATTEMPTS: '100',
    },
  });
});
afterAll(async () => {
  await server.close();
  await hooks.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the outbox after many failed tries', () => {
  it(`schedules the next try no later than the cap (${maxSeconds} s + 20 %)`, async () => {
    expect((await post(server.url, validLead('lead', server.service.formSecret))).status).toBe(201);
    // The row as it waits for its next try: unclaimed, after at least `tries` failures. `now` is
    // taken after the read, so it is no earlier than the moment the wait was computed from.
    let waiting: { attempts: number; nextAttemptAt: number; now: number } | undefined;
    await eventually(
      async () => {
        const row = await query<string | null>(
          server,
          "SELECT attempts || ' ' || next_attempt_at FROM outbox WHERE channel = 'webhook' AND status = 'pending' AND claimed_by IS NULL AND attempts >= ?",
          tries,
        );
        if (!row) return false;
        const [attempts, nextAttemptAt] = row.split(' ').map(Number) as [number, number];
        waiting = { attempts, nextAttemptAt, now: Date.now() };
        return true;
      },
      60_000,
      `${tries} failed tries`,
    );
    expect(hooks.received.length).toBeGreaterThanOrEqual(tries);
    expect(waiting!.nextAttemptAt - waiting!.now).toBeLessThanOrEqual(maxSeconds * 1000 * 1.2);
  });
});
