/**
 * `npm run bench -- --blocking` (issue 40, docs/decisions.md 151–156): does anything one request
 * or client does hold the others up? The time of GET /healthz and GET / (p99) is measured during
 * an export of 10 000 leads, while the database is stalled and under 1 000 slow clients, each as
 * a ratio to idle measured just before it (on a shared machine the load of others drifts). The
 * server runs in this process — the real app and lead service on a SQLite file of 10 000 leads,
 * from dist/ — and its clients in processes of their own (blocking-clients.ts), so no client's
 * work is counted as the server's. The stall stops the store's worker thread where it stands, as
 * a frozen disk would (`hold`, sqlite/worker-store.ts); a lead post is timed meanwhile. Loopback
 * only; the slow clients come from 127.0.1.x, spread so that each address stays under the
 * per-address cap (docs/decisions.md 155) — what is measured is that they cost the others nothing.
 *
 *   npm run bench -- --blocking [--blocking-leads 10000] [--blocking-clients 1000]   (with the rest)
 *   npx tsx scripts/bench/blocking.ts [--leads 10000] [--clients 1000]                (on its own)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildServer } from '~/server/app';
import { servedBuild } from '~/server/built-endpoint';
import { loadLeadConfig } from '~/server/leads/config';
import { createFormToken } from '~/server/leads/form-token';
import { createLeadService, type LeadService } from '~/server/leads/service';
import type { SqliteWorkerStore } from '~/server/leads/sqlite/worker-store';
import type { ClientCommand, ClientReport } from './blocking-clients';
import { seed } from './inbox';
import { kontoSession } from './konto-session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const paths = ['/healthz', '/'] as const;
const idleMs = 5_000;
const stallMs = 8_000;
const slowMs = 8_000;

export interface BlockingOptions {
  distDir: string;
  leads: number;
  slowClients: number;
}

export interface BlockingPhase {
  phase: string;
  /** Per path: p99 in ms, how many answers it is of, and its ratio to idle. */
  paths: Record<string, { p99: number; samples: number; ratio: number }>;
  /**
   * The server's main thread, from inside: how late its timers ran (p99, ms). Blocking shows
   * here as it is, while others' load on a shared machine shows in it less than in the answers.
   */
  eventLoopDelayP99: number;
  note: string;
}

export interface BlockingResult {
  leads: number;
  slowClients: number;
  phases: BlockingPhase[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number) => Math.round(value * 100) / 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} s`;

function clients(): ChildProcess {
  return fork(path.join(root, 'scripts/bench/blocking-clients.ts'), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}
const command = (child: ChildProcess, message: ClientCommand) => child.send(message);
function report<K extends 'samples' | 'slow'>(
  child: ChildProcess,
  kind: K,
  accept: (report: Extract<ClientReport, Record<K, unknown>>) => boolean = () => true,
) {
  return new Promise<Extract<ClientReport, Record<K, unknown>>>((resolve) => {
    const listen = (message: ClientReport) => {
      if (!(kind in message) || !accept(message as Extract<ClientReport, Record<K, unknown>>)) return;
      child.off('message', listen);
      resolve(message as Extract<ClientReport, Record<K, unknown>>);
    };
    child.on('message', listen);
  });
}

async function startServer(distDir: string, leads: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-blocking-'));
  const database = path.join(dir, 'leads.db');
  const config = loadLeadConfig({ DATABASE_PATH: database, LEAD_RATE_LIMIT: '100000', READY_RATE_LIMIT: '100000' }, root);
  const built = servedBuild(distDir);
  const service = await createLeadService(config, { site: built.endpoint, log: () => undefined });
  const app = await buildServer({ distDir, built, leads: service, timeouts: config.timeouts, maxConnectionsPerAddress: config.maxConnectionsPerAddress });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await seed(service.store, leads, database);
  const close = async () => {
    await app.close();
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, service, port: (app.server.address() as AddressInfo).port, close };
}

/** A lead post as the enhanced form sends it: how long until the answer, and which. */
async function timedPost(port: number, service: LeadService): Promise<{ status: number; ms: number }> {
  const body = {
    kind: 'booking',
    page: '/boka-mote',
    formToken: createFormToken(service.formSecret, Date.now() - 60_000),
    idempotencyKey: crypto.randomUUID(),
    company: 'Stoppet AB',
    name: 'Åsa Öberg',
    email: 'asa@stoppet.example',
    phone: '070-123 45 67',
    meetingFormat: 'video',
    revenue: '15-30',
    message: 'Skickat medan databasens disk stod still.',
  };
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(body),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

/** The pings' answers while `during` runs, and what it says about itself. */
async function phase(pinger: ChildProcess, port: number, name: string, during: () => Promise<string>, idle?: BlockingPhase): Promise<BlockingPhase> {
  const answered = report(pinger, 'samples');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  command(pinger, { ping: { port, paths: [...paths] } });
  const note = await during();
  command(pinger, { stop: true });
  delay.disable();
  const { samples } = await answered;
  const measured = Object.fromEntries(
    paths.map((p) => {
      const p99 = round(percentile(samples[p] ?? [], 99));
      const base = idle?.paths[p]?.p99 ?? p99;
      return [p, { p99, samples: samples[p]?.length ?? 0, ratio: round(base > 0 ? p99 / base : 1) }];
    }),
  );
  process.stderr.write(`  blocking: ${name}\n`);
  return { phase: name, paths: measured, eventLoopDelayP99: round(delay.percentile(99) / 1e6), note };
}

async function exportPhase(app: Awaited<ReturnType<typeof startServer>>['app'], service: LeadService, leads: number): Promise<string> {
  const session = await kontoSession(app, service.store);
  const started = performance.now();
  const id = session.call('POST', '/konto/api/leads/export', {}).then((answer) => answer.json<{ export: { id: string } }>().export.id);
  let state = { status: 'preparing', leads: 0 };
  while (state.status === 'preparing') {
    await sleep(250);
    state = (await session.call('GET', `/konto/api/leads/export/${await id}`)).json<{ export: typeof state }>().export;
  }
  return `export av ${leads.toLocaleString('sv-SE')} leads ${state.status === 'ready' ? 'klar' : state.status} efter ${seconds(performance.now() - started)}`;
}

async function stallPhase(port: number, service: LeadService): Promise<string> {
  const release = (service.store as SqliteWorkerStore).hold();
  try {
    const [post] = await Promise.all([timedPost(port, service), sleep(stallMs)]);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    await ready.text();
    return `lead-post: ${post.status} efter ${seconds(post.ms)}; /readyz ${ready.status}`;
  } finally {
    release();
  }
}

async function slowPhase(pinger: ChildProcess, port: number, count: number, idle: BlockingPhase): Promise<BlockingPhase> {
  const slow = clients();
  try {
    const connected = report(slow, 'slow', ({ slow: counts }) => counts.open >= count * 0.95);
    command(slow, { slow: { port, clients: count, addresses: Math.ceil(count / 50), path: '/' } });
    await Promise.race([connected, sleep(20_000)]);
    // Their first answers (three pages each) are written by now; what is measured is their holding on.
    await sleep(5_000);
    const measured = await phase(pinger, port, `${count.toLocaleString('sv-SE')} långsamma klienter`, () => sleep(slowMs).then(() => ''), idle);
    const finalCounts = report(slow, 'slow');
    command(slow, { stop: true });
    const { slow: counts } = await finalCounts;
    return { ...measured, note: `${counts.open} anslutna, ${counts.opened} öppnade, ${counts.cut} stängda av servern` };
  } finally {
    slow.kill();
  }
}

export async function benchBlocking({ distDir, leads, slowClients }: BlockingOptions): Promise<BlockingResult> {
  const server = await startServer(distDir, leads);
  const pinger = clients();
  // Each case against idle measured just before it: on a shared machine the load of others drifts.
  const idle = () => phase(pinger, server.port, 'i vila', () => sleep(idleMs).then(() => ''));
  const phases: BlockingPhase[] = [];
  try {
    let before = await idle();
    const exported = `export av ${leads.toLocaleString('sv-SE')} leads`;
    phases.push(before, await phase(pinger, server.port, exported, () => exportPhase(server.app, server.service, leads), before));
    before = await idle();
    phases.push(before, await phase(pinger, server.port, 'databasen står still', () => stallPhase(server.port, server.service), before));
    before = await idle();
    phases.push(before, await slowPhase(pinger, server.port, slowClients, before));
    return { leads, slowClients, phases };
  } finally {
    pinger.kill();
    await server.close();
  }
}

export function printBlocking(result: BlockingResult): void {
  console.log(`\nBlockering (issue 40): GET /healthz och GET / medan servern har annat för sig; ${result.leads.toLocaleString('sv-SE')} leads i SQLite`);
  for (const { phase: name, paths: measured, eventLoopDelayP99, note } of result.phases) {
    console.log(`  ${name.padEnd(28)} serverns händelseslinga: fördröjning p99 ${eventLoopDelayP99} ms`);
    for (const [route, { p99, samples, ratio }] of Object.entries(measured))
      console.log(
        `  ${name.padEnd(28)} ${route.padEnd(9)} p99 ${String(p99).padStart(7)} ms  ratio ${ratio.toFixed(2)} (mot i vila strax före; ${samples} svar)`,
      );
    if (note) console.log(`  ${''.padEnd(28)} ${note}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { leads: { type: 'string', default: '10000' }, clients: { type: 'string', default: '1000' } } });
  printBlocking(await benchBlocking({ distDir: path.join(root, 'dist'), leads: Number(values.leads), slowClients: Number(values.clients) }));
}
