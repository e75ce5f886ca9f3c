/**
 * The server as a process, as an operator runs it (README "Production"): its log lines are JSON
 * without personal data; SIGTERM during a burst — with an upload stalled mid-body — stops it
 * within SHUTDOWN_TIMEOUT_SECONDS and loses no acknowledged lead; `leads -- backup` taken during a
 * burst holds every lead acknowledged before it began and passes SQLite's integrity check; the
 * database folder and file it creates are its user's alone.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '~/scripts/local-postgres';
import { writeFixtureSite } from './support/fixture-site';
import { validLead } from './support/lead-server';
import { runLeads } from './support/run-leads';
import { exited, postLead, startServerProcess, type ServerProcess } from '~/scripts/support/server-process';

const distDir = writeFixtureSite();
const folders: string[] = [distDir];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const formSecret = 'process-test-form-secret-0123456789abcdef';
const kinds = ['lead', 'enquiry', 'booking'] as const;

async function start(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-process-'));
  folders.push(dir);
  const file = path.join(dir, 'data', 'leads.db');
  const server = await startServerProcess({
    DATABASE_PATH: file,
    PORT: String(await freePort()),
    DIST_DIR: distDir,
    FORM_SECRET: formSecret,
    LEAD_RATE_LIMIT: '1000000',
    LOG_FORMAT: 'json',
    ...env,
  });
  servers.push(server);
  return { server, file, dir };
}

/** Posts `count` leads, `concurrency` at a time; `during` runs once `startAfter` are acknowledged. */
async function burst(port: number, count: number, { startAfter, during }: { startAfter: number; during: (acknowledged: string[]) => Promise<unknown> }) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const acknowledged: string[] = [];
  let next = 0;
  let duringRun: Promise<unknown> | undefined;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const body = validLead(kinds[next++ % 3]!, formSecret);
        const { status } = await postLead(port, agent, body);
        if (status === 201) acknowledged.push(body.idempotencyKey as string);
        if (!duringRun && acknowledged.length >= startAfter) duringRun = during([...acknowledged]);
      }
    }),
  );
  await duringRun;
  agent.destroy();
  return acknowledged;
}

describe('the server process', () => {
  it('logs one JSON line per request, lead and notification, without personal data', async () => {
    const { server } = await start({ WEBHOOK_URL: 'http://127.0.0.1:9/ingen', WEBHOOK_SECRET: 'process-test-webhook-secret', NOTIFY_MAX_ATTEMPTS: '1' });
    const agent = new Agent();
    const lead = validLead('booking', formSecret, { email: 'hemlig.person@example.se', name: 'Hemlig Person', phone: '0709999999' });
    expect((await postLead(server.port, agent, lead)).status).toBe(201);
    expect((await postLead(server.port, agent, { ...lead, idempotencyKey: 'another-key-0123456789', email: 'inte-en-adress' })).status).toBe(422);
    await fetch(`http://127.0.0.1:${server.port}/boka-mote?utm=hemlig.person@example.se`);
    await expect.poll(() => server.output().includes('"notification.failed"'), { timeout: 15_000 }).toBe(true);
    await server.stop();

    const lines = server.output().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.every((e) => typeof e.level === 'number' && typeof e.time === 'string')).toBe(true);
    const event = (name: string) => entries.filter((e) => e.event === name);
    expect(event('request')).toContainEqual(expect.objectContaining({ method: 'GET', path: '/boka-mote', status: 200, ms: expect.any(Number) }));
    expect(event('request')).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/leads', status: 201 }));
    expect(event('lead.accepted')).toEqual([expect.objectContaining({ kind: 'booking', leadId: 1 })]);
    expect(event('lead.refused')).toEqual([expect.objectContaining({ status: 422, code: 'L401', reason: 'invalid', fields: ['email'] })]);
    // A notification that gives up is an error (level 50), with its reason.
    expect(event('notification.failed')).toEqual([
      expect.objectContaining({ level: 50, leadId: 1, channel: 'webhook', error: expect.stringContaining('webhook') }),
    ]);
    const all = lines.join('\n');
    for (const secret of ['hemlig.person', 'Hemlig Person', '0709999999', '127.0.0.1:' + String(server.port) + '/boka-mote?'])
      expect(all).not.toContain(secret);
    expect(entries.some((e) => 'client' in e || 'remoteAddress' in e)).toBe(false);
  });

  it('stops within its shutdown time on SIGTERM during a burst with a stalled upload, losing nothing acknowledged', async () => {
    const { server, file } = await start({ SHUTDOWN_TIMEOUT_SECONDS: '2', REQUEST_TIMEOUT_SECONDS: '300', IDLE_TIMEOUT_SECONDS: '300' });
    // An upload that never finishes: headers promise 1000 bytes, 10 arrive.
    const stalled = connect(server.port, '127.0.0.1');
    stalled.on('error', () => {});
    stalled.write('POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"kind":"l');
    let signalledAt = 0;
    const acknowledged = await burst(server.port, 400, {
      startAfter: 100,
      during: async () => {
        signalledAt = performance.now();
        server.child.kill('SIGTERM');
        await exited(server.child);
      },
    });
    const stopMs = performance.now() - signalledAt;
    expect(server.child.exitCode).toBe(0);
    // Bounded: the stalled upload would have held it for REQUEST_TIMEOUT_SECONDS (300 s).
    expect(stopMs).toBeLessThan(20_000);
    stalled.destroy();
    const db = new Database(file, { readonly: true });
    const stored = new Set(db.prepare('SELECT idempotency_key FROM leads').pluck().all() as string[]);
    db.close();
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    expect(server.output()).toContain('"event":"shutdown.done"');
  });

  it('creates the database folder and file for its own user only', async () => {
    const { server, file } = await start();
    await server.stop();
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('`leads -- backup` during a burst holds every lead acknowledged before it began and passes the integrity check', async () => {
    const { server, file, dir } = await start();
    const copy = path.join(dir, 'backup', 'kopia.db');
    let before: string[] = [];
    let output = '';
    const acknowledged = await burst(server.port, 500, {
      startAfter: 150,
      during: async (soFar) => {
        before = soFar;
        const { mkdirSync } = await import('node:fs');
        mkdirSync(path.dirname(copy), { recursive: true });
        output = (await runLeads(['backup', copy], { DATABASE_PATH: file })).stdout;
      },
    });
    expect(output).toMatch(/integritetskontroll ok/);
    expect(acknowledged.length).toBeGreaterThan(before.length);
    const db = new Database(copy, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const inCopy = new Set(db.prepare('SELECT idempotency_key FROM leads').pluck().all() as string[]);
    db.close();
    expect(before.filter((key) => !inCopy.has(key))).toEqual([]);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    // A backup never overwrites.
    await expect(runLeads(['backup', copy], { DATABASE_PATH: file })).rejects.toMatchObject({ stderr: expect.stringMatching(/finns redan/) });
    expect(existsSync(copy) && readFileSync(copy).length > 0).toBe(true);
  });
});
