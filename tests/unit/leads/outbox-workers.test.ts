/**
 * The outbox with several workers on one database (server/leads/outbox.ts), on SQLite and on
 * PostgreSQL: every notification is sent once while the workers live, and at least once when one
 * dies between sending and recording it. The senders are stand-ins that record who sent what;
 * the stores, claims and leases are real.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Outbox, type OutboxPolicy } from '~/server/leads/outbox';
import type { Senders } from '~/server/leads/notify';
import type { LeadStore } from '~/server/leads/store';
import { storeKinds, testDatabase } from './support/databases';
import { eventually } from './support/lead-server';

const policy: OutboxPolicy = { maxAttempts: 5, baseMs: 20, maxMs: 100, failedRetryMs: 60_000, leaseMs: 400, pollMs: 50 };

/** A sender that takes a moment, as a real one does, and notes which worker sent which lead. */
function recordingSenders(name: string, sent: [worker: string, leadId: number][]): Senders {
  return {
    email: async (lead) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push([name, lead.id]);
    },
  };
}

describe.each(storeKinds)('outbox workers on %s', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of cleanup.reverse()) await close();
  });
  async function stores(): Promise<[LeadStore, LeadStore]> {
    const db = await testDatabase(kind);
    const a = await db.openStore();
    const b = await db.openStore();
    cleanup.push(
      () => a.close(),
      () => b.close(),
    );
    return [a, b];
  }
  const submit = (store: LeadStore) =>
    store.submit(
      { kind: 'lead', page: '/', fields: { company: 'AB' }, idempotencyKey: randomUUID(), payloadHash: 'h' },
      { channels: ['email'], maxTokenUses: 1 },
    );

  it('send each notification once between two servers, both doing their share', async () => {
    const [a, b] = await stores();
    const sent: [string, number][] = [];
    // A lease far longer than any send, even on a loaded machine: this case is about claims being
    // exclusive; a send that outlasts its lease may be sent again by design (the next case).
    const exclusive = { ...policy, leaseMs: 60_000 };
    const workers = [new Outbox(a, recordingSenders('a', sent), exclusive, () => {}), new Outbox(b, recordingSenders('b', sent), exclusive, () => {})];
    cleanup.push(...workers.map((w) => () => w.stop()));
    for (let i = 0; i < 60; i++) await submit(i % 2 ? a : b);
    await Promise.all(workers.map((w) => w.start()));
    await eventually(() => sent.length >= 60, 15_000, '60 notifications');
    await new Promise((resolve) => setTimeout(resolve, 3 * policy.pollMs));
    const leadIds = sent.map(([, id]) => id);
    expect(new Set(leadIds).size).toBe(60);
    expect(leadIds).toHaveLength(60);
    expect(new Set(sent.map(([worker]) => worker))).toEqual(new Set(['a', 'b']));
  });

  it('send again, after the lease, what a worker that died had claimed — and find what its server stored but never sent', async () => {
    const [a, b] = await stores();
    await submit(a);
    await submit(a);
    // Server a claimed the first and died before sending or recording anything.
    const [claimed] = await a.claim({ worker: 'a-that-died', now: Date.now(), limit: 1, leaseMs: policy.leaseMs });
    expect(claimed!.leadId).toBe(1);
    const sent: [string, number][] = [];
    const survivor = new Outbox(b, recordingSenders('b', sent), policy, () => {});
    cleanup.push(() => survivor.stop());
    const started = Date.now();
    await survivor.start();
    await eventually(() => sent.length === 2, 10_000, 'both notifications');
    expect(Date.now() - started).toBeGreaterThanOrEqual(policy.leaseMs - 100);
    expect(sent.map(([, id]) => id).sort()).toEqual([1, 2]);
    // Server a stores one more while the survivor is idle, and dies before sending it: the
    // survivor finds it by looking now and then, with nothing to tell it.
    await submit(a);
    await eventually(() => sent.length === 3, 10_000, 'the third notification');
    expect((await b.listLeads()).flatMap((l) => l.notifications.map((n) => n.status))).toEqual(['sent', 'sent', 'sent']);
  });
});
