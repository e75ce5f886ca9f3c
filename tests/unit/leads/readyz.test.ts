/**
 * /readyz tells the truth and cannot be used against the site (docs/decisions.md "Health and a
 * full disk"): one database write per READY_CACHE_SECONDS however many call, a per-address
 * limit, the reasons only on loopback or with HEALTH_TOKEN, and a disk with too little room fails
 * it — with a warning in the log — before the first lead does. Requests are injected (Fastify's inject sets the caller's
 * address); the database is real, the disk's figures are the test's own (`statfs`).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import type { Statfs, VolumeStats } from '~/server/disk-space';
import { loadLeadConfig } from '~/server/leads/config';
import { createLeadService, type LeadService } from '~/server/leads/service';
import { freePort } from '~/scripts/local-postgres';
import { testDatabase, type StoreKind } from './support/databases';
import { writeFixtureSite } from './support/fixture-site';

const distDir = writeFixtureSite();
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
/** A volume of `totalMb` with `freeMb` free, in 4 KB blocks as ext4 has them. */
const volume = (freeMb: number, totalMb: number): VolumeStats => ({ bsize: 4096, blocks: (totalMb * MB) / 4096, bavail: (freeMb * MB) / 4096 });
const roomy = volume(50_000, 100_000);

interface Ready {
  app: FastifyInstance;
  service: LeadService;
  /** Writes /readyz has made to the database (calls of the store's health()). */
  writes: () => number;
  /** Volumes statfs was asked about. */
  statfsCalls: string[];
  warnings: string[];
  infos: string[];
  get: (options?: Omit<InjectOptions, 'url' | 'method'>) => Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
}

const running: Ready[] = [];
afterEach(async () => {
  for (const ready of running.splice(0)) {
    await ready.app.close();
    await ready.service.close();
  }
});

async function startReady({
  env = {},
  disk = () => roomy,
  store = 'sqlite',
}: { env?: Record<string, string>; disk?: () => VolumeStats; store?: StoreKind } = {}): Promise<Ready> {
  const db = await testDatabase(store);
  const config = loadLeadConfig({ READY_CACHE_SECONDS: '60', ...db.env, ...env });
  const warnings: string[] = [];
  const infos: string[] = [];
  const service = await createLeadService(config, {
    log: { info: (_d, m) => infos.push(m), warn: (_d, m) => warnings.push(m), error: (_d, m) => warnings.push(m) },
  });
  let writes = 0;
  const health = service.store.health.bind(service.store);
  service.store.health = () => {
    writes++;
    return health();
  };
  const statfsCalls: string[] = [];
  const statfs: Statfs = async (dir) => {
    statfsCalls.push(dir);
    return disk();
  };
  const app = await buildServer({ distDir, leads: service, statfs, trustProxyHops: config.trustProxyHops });
  const ready: Ready = {
    app,
    service,
    writes: () => writes,
    statfsCalls,
    warnings,
    infos,
    get: async (options = {}) => {
      const response = await app.inject({ method: 'GET', url: '/readyz', remoteAddress: '127.0.0.1', ...options });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
  };
  running.push(ready);
  return ready;
}

const stranger = '203.0.113.7';

describe('one database write per interval', () => {
  it('lets 25 concurrent and 25 later callers within READY_CACHE_SECONDS share one write', async () => {
    const ready = await startReady();
    const first = await Promise.all(Array.from({ length: 25 }, () => ready.get()));
    expect(first.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(ready.writes()).toBe(1);
    for (let i = 0; i < 25; i++) expect((await ready.get({ remoteAddress: `198.51.100.${i}` })).status).toBe(200);
    expect(ready.writes()).toBe(1);
    // Every caller saw the one check.
    expect(new Set(first.map((r) => r.body.checkedAt)).size).toBe(1);
  });

  it('checks again once the interval has passed, and never more often', async () => {
    const intervalMs = 150;
    const ready = await startReady({ env: { READY_CACHE_SECONDS: String(intervalMs / 1000), READY_RATE_LIMIT: '100000' } });
    const started = Date.now();
    let calls = 0;
    // Callers in a steady stream, until three intervals have passed.
    while ((Date.now() - started < 3 * intervalMs || ready.writes() < 2) && Date.now() - started < 20_000) {
      const answers = await Promise.all([ready.get(), ready.get(), ready.get()]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      calls += 3;
    }
    const elapsed = Date.now() - started;
    expect(ready.writes()).toBeGreaterThanOrEqual(2);
    // A new write only after a whole interval since the last check finished.
    expect(ready.writes()).toBeLessThanOrEqual(Math.floor(elapsed / intervalMs) + 1);
    expect(calls).toBeGreaterThan(ready.writes() * 3);
  });

  it('still tells a database that takes no write (the check fails, the result is 503)', async () => {
    const ready = await startReady({ env: { READY_CACHE_SECONDS: '0' } });
    ready.service.store.health = () => Promise.reject(new Error('Disken där databasen ligger är full (SQLITE_FULL).'));
    const answer = await ready.get();
    expect(answer.status).toBe(503);
    expect(answer.body.problems).toEqual(['databasen tar inte emot skrivningar: Disken där databasen ligger är full (SQLITE_FULL).']);
  });
});

describe('a limit per address', () => {
  it('answers the fourth call in a minute with 429 and Retry-After, and other addresses as before', async () => {
    const ready = await startReady({ env: { READY_RATE_LIMIT: '3' } });
    for (let i = 0; i < 3; i++) expect((await ready.get({ remoteAddress: stranger })).status).toBe(200);
    const limited = await ready.get({ remoteAddress: stranger });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.message).toMatch(/^För många anrop till \/readyz från er adress\. Försök igen om \d+ s\.$/);
    expect((await ready.get({ remoteAddress: '198.51.100.20' })).status).toBe(200);
    expect((await ready.get({ remoteAddress: '127.0.0.1' })).status).toBe(200);
    expect(ready.writes()).toBe(1);
  });
});

describe('reasons only for the operator', () => {
  const token = `halsa-${'x'.repeat(26)}`;

  async function failingSmtp() {
    const smtpPort = await freePort();
    const ready = await startReady({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_EMAIL: 'leads@nordvik.example', HEALTH_TOKEN: token } });
    await ready.service.checkChannels();
    return { ready, smtpPort };
  }

  it('gives a caller from elsewhere only {status}, with the same 503 — no host, port or error text', async () => {
    const { ready, smtpPort } = await failingSmtp();
    const answer = await ready.get({ remoteAddress: stranger });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'fel' });
    const local = await ready.get();
    expect(local.status).toBe(503);
    expect(local.body).toMatchObject({ status: 'fel', database: 'SQLite', outbox: { failed: 0 }, channels: { email: { ok: false } } });
    expect((local.body.problems as string[]).join(' ')).toMatch(new RegExp(`ECONNREFUSED.*${smtpPort}|${smtpPort}.*ECONNREFUSED`));
  });

  it('shows the reasons off loopback with the right bearer token, and not with a wrong one', async () => {
    const { ready, smtpPort } = await failingSmtp();
    const withToken = await ready.get({ remoteAddress: stranger, headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(503);
    expect(JSON.stringify(withToken.body)).toContain(String(smtpPort));
    for (const authorization of [`Bearer ${token.slice(0, -1)}y`, `Bearer ${token}x`, `Basic ${token}`, token, 'Bearer ']) {
      const answer = await ready.get({ remoteAddress: stranger, headers: { authorization } });
      expect(answer.body, authorization).toEqual({ status: 'fel' });
    }
  });

  it('treats a request relayed by a proxy on this machine as from elsewhere, also with TRUST_PROXY', async () => {
    const ready = await startReady();
    expect(Object.keys((await ready.get()).body)).toEqual(
      expect.arrayContaining(['status', 'database', 'outbox', 'channels', 'problems', 'checkedAt', 'disk']),
    );
    expect((await ready.get({ headers: { 'x-forwarded-for': stranger } })).body).toEqual({ status: 'ok' });
    expect((await ready.get({ headers: { forwarded: `for=${stranger}` } })).body).toEqual({ status: 'ok' });
    const proxied = await startReady({ env: { TRUST_PROXY: '1' } });
    expect((await proxied.get({ headers: { 'x-forwarded-for': stranger } })).body).toEqual({ status: 'ok' });
    // The proxy's own check on loopback, forwarded for loopback, is the operator's.
    expect((await proxied.get()).body).toHaveProperty('problems', []);
  });

  it('refuses a HEALTH_TOKEN that is short or not one header word at start', () => {
    expect(() => loadLeadConfig({ HEALTH_TOKEN: 'kort' })).toThrow(/HEALTH_TOKEN ska vara minst 16 tecken/);
    expect(() => loadLeadConfig({ HEALTH_TOKEN: 'två ord med mellanslag emellan' })).toThrow(/HEALTH_TOKEN/);
  });
});

describe('free disk space', () => {
  it('fails below 50 MB on a small volume, with the reason and one warning in the log, and recovers', async () => {
    let free = 40;
    const ready = await startReady({ env: { READY_CACHE_SECONDS: '0' }, disk: () => volume(free, 1_000) });
    const low = await ready.get();
    expect(low.status).toBe(503);
    expect(low.body.disk).toEqual({ freeMb: 40, minFreeMb: 50 });
    expect(low.body.problems).toEqual(['bara 40 MB ledigt på databasens disk (gränsen är 50 MB); frigör utrymme innan leads inte kan sparas']);
    expect((await ready.get({ remoteAddress: stranger })).body).toEqual({ status: 'fel' });
    const { database } = ready.service.config;
    expect(new Set(ready.statfsCalls)).toEqual(new Set([database.kind === 'sqlite' && path.dirname(database.path)]));
    // Warned once (at start), not at every look.
    expect(ready.warnings).toEqual([expect.stringMatching(/^VARNING: bara 40 MB ledigt på disken där databasen ligger \(.+\), under gränsen 50 MB\./)]);
    free = 60;
    expect((await ready.get()).status).toBe(200);
    expect(ready.infos.join('\n')).toMatch(/åter över gränsen: 60 MB/);
  });

  it('uses 1 % of a large volume when that is more than 50 MB', async () => {
    let free = 90;
    // 10 000 MB: 1 % is 100 MB.
    const ready = await startReady({ env: { READY_CACHE_SECONDS: '0' }, disk: () => volume(free, 10_000) });
    const low = await ready.get();
    expect(low.status).toBe(503);
    expect(low.body.disk).toEqual({ freeMb: 90, minFreeMb: 100 });
    free = 101;
    expect((await ready.get()).status).toBe(200);
  });

  it('takes LEAD_MIN_FREE_DISK_MB instead when it is set (0 turns the check off)', async () => {
    const lower = await startReady({ env: { LEAD_MIN_FREE_DISK_MB: '10' }, disk: () => volume(40, 10_000) });
    expect((await lower.get()).body).toMatchObject({ status: 'ok', disk: { freeMb: 40, minFreeMb: 10 } });
    const higher = await startReady({ env: { LEAD_MIN_FREE_DISK_MB: '500' }, disk: () => volume(400, 1_000) });
    expect((await higher.get()).status).toBe(503);
    const off = await startReady({ env: { LEAD_MIN_FREE_DISK_MB: '0' }, disk: () => volume(0.5, 1_000) });
    expect((await off.get()).status).toBe(200);
    expect(() => loadLeadConfig({ LEAD_MIN_FREE_DISK_MB: 'mycket' })).toThrow(/LEAD_MIN_FREE_DISK_MB="mycket" ska vara ett tal ≥ 0/);
  });

  it('says so when the volume cannot be read', async () => {
    const ready = await startReady({
      disk: () => {
        throw Object.assign(new Error('EIO: i/o error, statfs'), { code: 'EIO' });
      },
    });
    const answer = await ready.get();
    expect(answer.status).toBe(503);
    expect(answer.body.problems).toEqual(['ledigt utrymme på databasens disk kunde inte läsas: EIO: i/o error, statfs']);
  });

  it('does not look at this machine’s disk for PostgreSQL, whose disk is its server’s', async () => {
    const ready = await startReady({ store: 'postgres', disk: () => volume(1, 1_000) });
    const answer = await ready.get();
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('disk');
    expect(ready.statfsCalls).toEqual([]);
  });
});
