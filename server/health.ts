/**
 * GET /healthz — the process answers (for a container's or supervisor's liveness check).
 * GET /readyz  — it can take leads and the firm hears of them: the database takes a write, no
 * notification has waited longer than `maxPendingMs` or given up, and the last check or send of
 * each channel went through. 200 or 503 with small JSON — counts, ages and reasons, no personal data;
 * also how many leads were held as suspected spam in the last 24 hours (not a problem in itself).
 */
import type { FastifyInstance } from 'fastify';
import type { LeadService } from './leads/service';

export const healthPaths = { alive: '/healthz', ready: '/readyz' } as const;

export function healthRoutes(app: FastifyInstance, leads: LeadService | undefined, { maxPendingMs }: { maxPendingMs: number }) {
  const noStore = { 'Cache-Control': 'no-store' };
  app.get(healthPaths.alive, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get(healthPaths.ready, async (_request, reply) => {
    if (!leads) return reply.headers(noStore).send({ status: 'ok', leads: 'av' });
    const problems: string[] = [];
    let outbox: { oldestPendingSeconds: number | null; failed: number } | undefined;
    let quarantine: { lastDay: number } | undefined;
    try {
      const health = await leads.store.health();
      const age = health.oldestPendingAt === undefined ? null : Math.round((Date.now() - health.oldestPendingAt) / 1000);
      outbox = { oldestPendingSeconds: age, failed: health.failed };
      quarantine = { lastDay: health.quarantinedLastDay };
      if (age !== null && age * 1000 > maxPendingMs) problems.push(`en notis har väntat i ${age} s`);
      if (health.failed > 0) problems.push(`${health.failed} notiser har gett upp (npm run leads -- resend --failed)`);
    } catch (error) {
      problems.push(`databasen tar inte emot skrivningar: ${(error as Error).message}`);
    }
    for (const [channel, state] of Object.entries(leads.channelStates)) {
      if (!state.ok) problems.push(`${channel}: ${state.error}`);
    }
    const ready = problems.length === 0;
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ok' : 'fel', database: leads.store.description.split(' ')[0], outbox, quarantine, channels: leads.channelStates, problems });
  });
}
