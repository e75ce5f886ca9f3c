/**
 * The caps on the workspace's exports (server/leads/export-jobs.ts, docs/decisions.md 152), with
 * real worker threads on a real SQLite file: one export at a time per account, a short queue on
 * the server (beyond it none is taken: a 503), work stopped at its time limit, a database that
 * cannot be read told in Swedish, and a finished file dropped after its time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ExportJobs, exportTexts, type ExportOptions } from '~/server/leads/export-jobs';
import type { StoreError } from '~/server/leads/store';
import { SqliteLeadStore } from '~/server/leads/sqlite/sqlite-store';
import { tempDatabase, testDatabase } from './support/databases';
import { eventually } from './support/lead-server';

const open: ExportJobs[] = [];
afterAll(async () => {
  for (const jobs of open) await jobs.close();
});

async function jobsWith(options: Partial<ExportOptions> = {}) {
  const db = await testDatabase('sqlite');
  // The schema, as the server makes it.
  await (await db.openStore()).close();
  const jobs = new ExportJobs({ database: db.config, site: { forms: () => undefined }, limit: 100, timeoutMs: 60_000, keepMs: 60_000, ...options });
  open.push(jobs);
  return jobs;
}
const all = { spam: false };
const settled = async (jobs: ExportJobs, owner: number, id: string) => {
  await eventually(() => jobs.find(owner, id)?.status !== 'preparing', 60_000, 'the export');
  return jobs.find(owner, id);
};

describe('exports as jobs', () => {
  it('runs one export per account at a time, and takes no other when the server’s queue is full', async () => {
    const jobs = await jobsWith({ queueLength: 0 });
    const first = jobs.start(1, all)!;
    expect(jobs.start(1, all)?.id).toBe(first.id);
    expect(jobs.start(2, all)).toBeUndefined();
    expect(jobs.find(2, first.id)).toBeUndefined();
    expect(await settled(jobs, 1, first.id)).toMatchObject({ status: 'ready', leads: 0 });
    expect(jobs.file(1, first.id)?.subarray(0, 2).toString()).toBe('PK');
    // Done: the next one may run, and the account's earlier file makes way for its new export.
    const second = jobs.start(1, all);
    expect(second?.id).not.toBe(first.id);
    expect(jobs.find(1, first.id)).toBeUndefined();
  });

  it('stops an export at its time limit and says so in Swedish', async () => {
    const jobs = await jobsWith({ timeoutMs: 1 });
    const started = jobs.start(1, all)!;
    expect(await settled(jobs, 1, started.id)).toMatchObject({ status: 'failed', message: exportTexts.timedOut(0) });
    expect(jobs.file(1, started.id)).toBeUndefined();
  });

  it('tells the reason a database cannot be read, as the store words it', async () => {
    const missing = tempDatabase();
    const reason = (() => {
      try {
        SqliteLeadStore.open(missing, { readonly: true });
      } catch (error) {
        return (error as StoreError).message;
      }
    })();
    expect(reason).toMatch(/^Databasen .* kan inte/);
    const jobs = new ExportJobs({
      database: { kind: 'sqlite', path: missing },
      site: { forms: () => undefined },
      limit: 100,
      timeoutMs: 60_000,
      keepMs: 60_000,
    });
    open.push(jobs);
    const started = jobs.start(1, all)!;
    expect(await settled(jobs, 1, started.id)).toMatchObject({ status: 'failed', message: reason });
  });

  it('drops a finished file after its time', async () => {
    const jobs = await jobsWith({ keepMs: 1 });
    const started = jobs.start(1, all)!;
    await eventually(() => jobs.find(1, started.id) === undefined, 60_000, 'the file dropped');
    expect(jobs.file(1, started.id)).toBeUndefined();
  });
});
