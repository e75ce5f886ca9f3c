/**
 * GET /healthz — the process answers (for a container's or supervisor's liveness check).
 * GET /readyz  — it can take leads and the firm hears of them: the database takes a write, its
 * disk has room, no notification has waited longer than `maxPendingMs` or given up, and the last
 * check or send of each channel went through. 200 or 503.
 *
 * /readyz is public, so it must not be a lever against the site (docs/decisions.md "Health and
 * a full disk"): the write is made at most once per READY_CACHE_SECONDS (readiness.ts), each
 * address may call it READY_RATE_LIMIT times a minute (429 with Retry-After), and the reasons —
 * counts, ages, SMTP host and error texts — go only to a caller on loopback (not through a
 * proxy) or one with `Authorization: Bearer <HEALTH_TOKEN>`; everyone else gets `{status}`.
 * No personal data either way; the detailed body also counts the leads held as suspected spam in
 * the last 24 hours (not a problem in itself).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverPaths } from '../src/content/routes';
import { DiskWatch, inMegabytes, type Statfs } from './disk-space';
import { MemoryRateLimit } from './leads/rate-limit';
import type { LeadService } from './leads/service';
import { Readiness, type ReadinessSnapshot } from './readiness';

/** Declared with the site's routes, so no page can take them (src/content/routes.ts serverPaths). */
export const healthPaths = { alive: serverPaths.alive, ready: serverPaths.ready } as const;

export interface HealthOptions {
  maxPendingMs: number;
  /** The volume's figures (default fs.statfs): tests pass a volume of any size. */
  statfs?: Statfs;
}

/** How often the disk is looked at (and a low one warned of) when nobody asks /readyz. */
const diskWatchMs = 60_000;

const isLoopback = (address: string | undefined) => !!address && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i.test(address);
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** On this machine, and not relayed by a proxy on it (whose visitors are anyone). */
function isLocal(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && !forwardingHeaders.some((name) => request.headers[name] !== undefined);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests of equal length). */
function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const given = token && /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
  return !!given && timingSafeEqual(digest(given), digest(token));
}

export function healthRoutes(app: FastifyInstance, leads: LeadService | undefined, { maxPendingMs, statfs }: HealthOptions) {
  app.get(healthPaths.alive, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  if (!leads) {
    app.get(healthPaths.ready, async (_request, reply) => reply.headers(noStore).send({ status: 'ok', leads: 'av' }));
    return;
  }

  const settings = leads.config.health;
  const disk = watchDatabaseDisk(app, leads, statfs);
  const readiness = new Readiness(leads.store, disk, settings.cacheMs, leads.config.databaseTimeoutMs);
  const limit = new MemoryRateLimit(settings.rateLimit.max, settings.rateLimit.windowMs);

  app.get(healthPaths.ready, async (request, reply) => {
    reply.headers(noStore);
    const verdict = await limit.hit(request.clientKey);
    if (!verdict.allowed) {
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      return reply
        .code(429)
        .header('Retry-After', String(seconds))
        .send({ status: 'fel', message: `För många anrop till ${healthPaths.ready} från er adress. Försök igen om ${seconds} s.` });
    }
    const checked = await readiness.snapshot();
    const { problems, outbox, quarantine } = findProblems(checked, leads, maxPendingMs);
    const ready = problems.length === 0;
    const status = ready ? 'ok' : 'fel';
    reply.code(ready ? 200 : 503);
    if (!isLocal(request) && !hasToken(request, settings.token)) return reply.send({ status });
    const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
    return reply.send({
      status,
      database: leads.store.description.split(' ')[0],
      checkedAt: new Date(checked.at).toISOString(),
      outbox,
      quarantine,
      ...(checked.disk ? { disk: { freeMb: mb(checked.disk.freeBytes), minFreeMb: mb(checked.disk.minFreeBytes) } } : {}),
      channels: leads.channelStates,
      problems,
    });
  });
}

const noStore = { 'Cache-Control': 'no-store' };

/** A SQLite database's disk is looked at every `diskWatchMs` too, so a low one is warned of when nobody asks /readyz. */
function watchDatabaseDisk(app: FastifyInstance, leads: LeadService, statfs: Statfs | undefined): DiskWatch | undefined {
  const database = leads.config.database;
  const disk =
    database.kind === 'sqlite'
      ? new DiskWatch(path.dirname(database.path), { minFreeBytes: leads.config.health.minFreeDiskBytes, statfs, log: leads.log })
      : undefined;
  if (disk) {
    const look = () => void disk.check().catch(() => undefined);
    look();
    const timer = setInterval(look, diskWatchMs).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return disk;
}

/** The reasons the server is not ready (none: it is), with the outbox's figures for the detailed body. */
function findProblems(checked: ReadinessSnapshot, leads: LeadService, maxPendingMs: number) {
  const problems: string[] = [];
  let outbox: { oldestPendingSeconds: number | null; failed: number } | undefined;
  let quarantine: { lastDay: number } | undefined;
  if (checked.outbox) {
    const health = checked.outbox;
    const age = health.oldestPendingAt === undefined ? null : Math.round((Date.now() - health.oldestPendingAt) / 1000);
    outbox = { oldestPendingSeconds: age, failed: health.failed };
    quarantine = { lastDay: health.quarantinedLastDay };
    if (age !== null && age * 1000 > maxPendingMs) problems.push(`en notis har väntat i ${age} s`);
    if (health.failed > 0) problems.push(`${health.failed} notiser har gett upp (npm run leads -- resend --failed)`);
  } else {
    problems.push(`databasen tar inte emot skrivningar: ${checked.databaseError}`);
  }
  if (checked.disk?.low)
    problems.push(
      `bara ${inMegabytes(checked.disk.freeBytes)} ledigt på databasens disk (gränsen är ${inMegabytes(checked.disk.minFreeBytes)}); frigör utrymme innan leads inte kan sparas`,
    );
  if (checked.diskError) problems.push(`ledigt utrymme på databasens disk kunde inte läsas: ${checked.diskError}`);
  for (const [channel, state] of Object.entries(leads.channelStates)) {
    if (!state.ok) problems.push(`${channel}: ${state.error}`);
  }
  return { problems, outbox, quarantine };
}
