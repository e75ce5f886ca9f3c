/**
 * Durability under a crash, on each store (docs/decisions.md 22). The real server
 * (server/index.ts, its own process) is killed with SIGKILL in the middle of a burst of
 * concurrent posts:
 *
 *  - SQLite: the one server is killed and started again;
 *  - PostgreSQL: two servers share one database, the posts are spread over both, one is killed
 *    and the other carries on, as behind a load balancer.
 *
 * Posts that got no answer are sent again with the same idempotency key, as a visitor (or a load
 * balancer) retries. Then: every lead answered before the kill is stored; every post is stored
 * exactly once; every lead is notified at least once; the surviving server sends nothing twice,
 * and what both servers sent is only what the killed one held a claim on when it died (it may
 * have sent it and not lived to record it). Each server notifies its own webhook receiver, so
 * who sent what is known. (A webhook rather than e-mail here: smtp-server waits 100 ms before
 * each greeting, which would make 1 200 notifications take half a minute; the outbox does not
 * care which channel it sends on, and e-mail is tested in lead-server.test.ts.) All traffic
 * stays on loopback; the burst is bounded in count and time.
 */
import { rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { storeKinds, testDatabase } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';
import { eventually, validLead } from './support/lead-server';
import { exited, postLead, startServerProcess, type ServerProcess } from '~/scripts/support/server-process';
import { startWebhookReceiver, webhookSecret, type WebhookReceiver } from './support/webhook-receiver';

const burstSize = 600;
const killAfterAcks = 150;
/** The victim must have notified this many before it dies, so that it dies while sending. */
const killAfterNotified = 8;
/** Posts in flight at once: a burst long enough for the outbox to work during it. */
const concurrency = 100;
const formSecret = 'crash-test-form-secret-0123456789abcdef';
const kinds = ['lead', 'enquiry', 'booking'] as const;

const servers: ServerProcess[] = [];
const receivers: WebhookReceiver[] = [];
const distDir = writeFixtureSite();
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  for (const receiver of receivers) await receiver.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A server on the database with a webhook receiver of its own (which tells who sent what). */
async function startServer(databaseEnv: Record<string, string>) {
  const hooks = await startWebhookReceiver();
  receivers.push(hooks);
  const server = await startServerProcess({
    ...databaseEnv,
    PORT: String(await freePort()),
    DIST_DIR: distDir,
    FORM_SECRET: formSecret,
    LEAD_RATE_LIMIT: '1000000',
    // The whole burst comes from this one address, more connections at once than one visitor opens.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    WEBHOOK_URL: hooks.url,
    WEBHOOK_SECRET: webhookSecret,
    NOTIFY_RETRY_BASE_SECONDS: '0.1',
    NOTIFY_RETRY_MAX_SECONDS: '1',
    // Long enough for any send to the receiver under load, short enough to wait out in a test.
    NOTIFY_LEASE_SECONDS: '5',
    NOTIFY_POLL_SECONDS: '0.5',
  });
  servers.push(server);
  return { server, hooks };
}

describe.each(storeKinds)('on %s', (kind) => {
  it(`loses nothing acknowledged and stores nothing twice when a server is killed with SIGKILL during a burst of ${burstSize} posts`, async () => {
    const db = await testDatabase(kind);
    const twoServers = kind === 'postgres';
    const victim = await startServer(db.env);
    const other = twoServers ? await startServer(db.env) : undefined;

    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const posts = Array.from({ length: burstSize }, (_, i) => ({ body: validLead(kinds[i % 3]!, formSecret), asForm: i % 3 === 2, acknowledged: false }));
    let acks = 0;
    let acksAtKill = 0;
    let next = 0;
    const started = performance.now();
    const kill = () => {
      if (acks >= killAfterAcks && victim.hooks.received.length >= killAfterNotified && victim.server.child.signalCode === null) {
        acksAtKill = acks;
        victim.server.child.kill('SIGKILL');
      }
    };
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < posts.length) {
          const i = next++;
          const post = posts[i]!;
          const target = other && i % 2 ? other : victim;
          const { status } = await postLead(target.server.port, agent, post.body, post.asForm);
          if (status === 201 || status === 303) {
            post.acknowledged = true;
            acks++;
          }
          kill();
        }
      }),
    );
    const burstMs = performance.now() - started;
    await exited(victim.server.child);
    expect(victim.server.child.signalCode).toBe('SIGKILL');
    // What the killed server held a claim on when it died (its pid is in its worker id).
    const heldAtDeath = new Set(
      await db.column<number>("SELECT lead_id FROM outbox WHERE status = 'pending' AND claimed_by LIKE ?", `%:${victim.server.child.pid}:%`),
    );

    const key = (post: (typeof posts)[number]) => post.body.idempotencyKey as string;
    const acknowledged = posts.filter((p) => p.acknowledged).map(key);
    // The kill landed mid-burst: some posts were answered, others never were.
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfterAcks);
    expect(acknowledged.length).toBeLessThan(burstSize);
    const storedAfterBurst = new Set(await db.column<string>('SELECT idempotency_key FROM leads'));
    expect(acknowledged.filter((k) => !storedAfterBurst.has(k))).toEqual([]);

    // The visitors whose answer was lost send again, with the same key, to a server that runs.
    const survivor = other ?? (await startServer(db.env));
    const retries = await Promise.all(posts.filter((p) => !p.acknowledged).map((p) => postLead(survivor.server.port, agent, p.body, p.asForm)));
    agent.destroy();
    expect(retries.filter((r) => r.status !== 201 && r.status !== 303)).toEqual([]);
    expect(retries.filter((r) => r.replayed).length).toBe(storedAfterBurst.size - acknowledged.length);

    const stored = await db.column<string>('SELECT idempotency_key FROM leads');
    expect(stored).toHaveLength(burstSize);
    expect(new Set(stored)).toEqual(new Set(posts.map(key)));
    expect(await db.value("SELECT COUNT(*) FROM leads l WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id AND o.channel = 'webhook')")).toBe(0);
    if (kind === 'sqlite') expect(await db.value('PRAGMA integrity_check')).toBe('ok');

    await eventually(async () => (await db.value("SELECT COUNT(*) FROM outbox WHERE status != 'sent'")) === 0, 60_000, 'all notifications sent');
    const ids = await db.column<number>('SELECT id FROM leads');
    const byVictim = victim.hooks.leadIds();
    const bySurvivor = survivor.hooks.leadIds();
    const mailed = new Set([...byVictim, ...bySurvivor]);
    expect(ids.filter((id) => !mailed.has(id))).toEqual([]);
    expect(bySurvivor.length).toBe(new Set(bySurvivor).size);
    const sentTwice = byVictim.filter((id) => bySurvivor.includes(id));
    expect(sentTwice.filter((id) => !heldAtDeath.has(id))).toEqual([]);
    expect(heldAtDeath.size).toBeLessThanOrEqual(4);
    console.log(
      `crash test (${kind}, ${twoServers ? 'two servers' : 'one server'}): ${burstSize} posts, killed after ${acksAtKill} answers (burst ${Math.round(burstMs)} ms); ` +
        `acknowledged ${acknowledged.length}, stored after the burst ${storedAfterBurst.size}, stored ${stored.length}, ` +
        `notified by the killed ${byVictim.length} + by the survivor ${bySurvivor.length}, sent twice ${sentTwice.length} (held at death ${heldAtDeath.size})`,
    );
    expect(await survivor.server.stop()).toBe(0);
  }, 150_000);
});
