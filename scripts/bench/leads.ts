/**
 * Throughput and latency of POST /api/leads on this machine: the real server (`server/index.ts`,
 * its own process, a fresh SQLite file, e-mail notification to an SMTP sink on loopback) under a
 * fixed number of concurrent keep-alive connections posting valid leads. Bounded in count and in
 * time; loopback only. Every 201 is a lead fsynced to disk before the answer (synchronous=FULL).
 *
 *   npm run bench -- --leads [--leads-requests 2000] [--leads-concurrency 32] (with the rest)
 *   npx tsx scripts/bench/leads.ts [--requests 2000] [--concurrency 32]       (on its own)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { createFormToken } from '../../server/leads/form-token';
import { startSmtpSink } from '../support/smtp-sink';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LeadBenchOptions {
  requests: number;
  concurrency: number;
  /** Stop sending new requests after this long, whatever the count. */
  maxSeconds: number;
  distDir: string;
}

export interface LeadBenchResult {
  requests: number;
  concurrency: number;
  seconds: number;
  throughputPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  statuses: Record<string, number>;
  stored: number;
  emailsDelivered: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

export async function benchLeads({ requests, concurrency, maxSeconds, distDir }: LeadBenchOptions): Promise<LeadBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-leads-'));
  const databasePath = path.join(dataDir, 'leads.db');
  const formSecret = randomUUID() + randomUUID();
  const sink = await startSmtpSink();
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATABASE_PATH: databasePath,
      FORM_SECRET: formSecret,
      LEAD_RATE_LIMIT: String(requests * 2),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      NOTIFY_EMAIL: 'leads@bench.example',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error('the lead server did not start within 30 s')), 30_000);
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Webbplatsen körs på')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('exit', (code) => reject(new Error(`the lead server exited (${code})`)));
    });

    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const token = createFormToken(formSecret, Date.now() - 60_000);
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const deadline = performance.now() + maxSeconds * 1000;
    let next = 0;
    const one = (i: number) =>
      new Promise<void>((resolve) => {
        const body = JSON.stringify({
          kind: 'booking',
          page: '/boka-mote',
          formToken: token,
          idempotencyKey: randomUUID(),
          company: `Lastprov ${i} AB`,
          name: 'Åsa Öberg',
          email: 'asa@lastprov.se',
          phone: '070-123 45 67',
          meetingFormat: 'video',
          revenue: '15-30',
          message: 'Ett meddelande av rimlig längd, som en besökare skulle kunna skriva i formuläret.',
        });
        const started = performance.now();
        const req = request(
          { host: '127.0.0.1', port, path: '/api/leads', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            response.resume();
            response.on('end', () => {
              latencies.push(performance.now() - started);
              statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
              resolve();
            });
          },
        );
        req.on('error', () => {
          statuses.error = (statuses.error ?? 0) + 1;
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
    agent.destroy();

    // Give the outbox a bounded moment to catch up, to report how many notifications went out.
    // (Each mail is its own SMTP connection, and smtp-server waits 100 ms before its greeting.)
    const created = statuses['201'] ?? 0;
    const until = performance.now() + 10_000;
    while (sink.messages.length < created && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));

    const db = new Database(databasePath, { readonly: true });
    const stored = db.prepare('SELECT COUNT(*) FROM leads').pluck().get() as number;
    db.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      requests: latencies.length,
      concurrency,
      seconds: round(seconds),
      throughputPerSecond: Math.round(latencies.length / seconds),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p90: round(percentile(sorted, 90)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
        mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
      },
      statuses,
      stored,
      emailsDelivered: sink.messages.length,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', () => resolve())));
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLeadBench(result: LeadBenchResult): void {
  const { latencyMs: l } = result;
  console.log(`\nLead endpoint (POST /api/leads, JSON, fsync per lead; ${result.concurrency} concurrent connections on loopback)`);
  console.log(
    `${result.requests} requests in ${result.seconds} s = ${result.throughputPerSecond} leads/s; ` +
      `latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms, mean ${l.mean} ms`,
  );
  console.log(`statuses ${JSON.stringify(result.statuses)}; stored ${result.stored}; e-mails delivered within 10 s after the load ${result.emailsDelivered}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '32' },
      'max-seconds': { type: 'string', default: '60' },
    },
  });
  printLeadBench(
    await benchLeads({
      requests: Number(values.requests),
      concurrency: Number(values.concurrency),
      maxSeconds: Number(values['max-seconds']),
      distDir: path.join(root, 'dist'),
    }),
  );
}
