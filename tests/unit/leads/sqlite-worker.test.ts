/**
 * The SQLite store in its worker thread (server/leads/sqlite/worker-store.ts, docs/decisions.md
 * 151): calls go by name, so a method of SqliteLeadStore that no list names works through it;
 * errors come back as the callers know them; a function argument is made once; the main thread
 * goes on while the worker is stopped, and the call answers once it goes on. What the store does
 * is the contract test's (store-contract.test.ts runs SQLite through this worker).
 */
import { writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteLeadStore } from '~/server/leads/sqlite/sqlite-store';
import { fromWire, received, sendable, toWire } from '~/server/leads/sqlite/worker-protocol';
import { openSqliteWorker, type SqliteWorkerStore } from '~/server/leads/sqlite/worker-store';
import { StoreError } from '~/server/leads/store';
import { tempDatabase } from './support/databases';

const lead = (key: string) => ({ kind: 'lead', page: '/', fields: { name: 'Åsa Öberg', email: 'asa@akeri.se' }, idempotencyKey: key, payloadHash: 'h' });
const opened: SqliteWorkerStore[] = [];
const open = async (...args: Parameters<typeof openSqliteWorker>) => {
  const store = await openSqliteWorker(...args);
  opened.push(store);
  return store;
};
afterAll(async () => {
  for (const store of opened) await store.close();
});

describe('the SQLite store in a worker', async () => {
  const file = tempDatabase();
  const store = await open(file, { busyWaitMs: 50 });

  it('calls any method of the store by its name, one outside the LeadStore interface too', async () => {
    expect(store.description).toBe(`SQLite ${file}`);
    expect(await store.pragma('journal_mode')).toBe('wal');
    expect(await store.pragma('synchronous')).toBe(2);
    expect((await store.submit(lead('worker-key-0000001'), { channels: ['email'], maxTokenUses: 3 })).outcome).toBe('stored');
    expect(await store.accounts.users()).toEqual([]);
    const forwarded = store as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await expect(forwarded.noSuchMethod!()).rejects.toThrow('Lead-databasen har ingen metod noSuchMethod.');
  });

  it('is not a promise itself, so that awaiting it never calls the worker', async () => {
    expect(await Promise.resolve(store)).toBe(store);
  });

  it('answers a busy database with a StoreError marked busy, and a mistake with its own error and SQLite code', async () => {
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const busy = await store.submit(lead('worker-key-0000002'), { channels: [], maxTokenUses: 3 }).catch((error: unknown) => error);
      expect(busy).toBeInstanceOf(StoreError);
      expect(busy).toMatchObject({ message: 'Databasen är upptagen av en annan process.', busy: true });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const wrong = await store.submit(lead('worker-key-0000003'), { channels: ['sms' as 'email'], maxTokenUses: 3 }).catch((error: unknown) => error);
    expect(wrong).not.toBeInstanceOf(StoreError);
    expect(wrong).toMatchObject({ code: 'SQLITE_CONSTRAINT_CHECK' });
    expect((wrong as Error).stack).toContain('server/leads/sqlite/sqlite-store.ts');
  });

  it('makes a value-making argument once per call and keeps the value made first', async () => {
    let made = 0;
    const create = () => `hemlighet-${++made}`;
    expect(await store.setting('worker-test', create)).toBe('hemlighet-1');
    expect(await store.setting('worker-test', create)).toBe('hemlighet-1');
    expect(made).toBe(2);
  });

  it('lets the main thread go on while the worker is stopped, and answers once it goes on', async () => {
    const release = store.hold();
    const count = store.countLeads();
    let answered = false;
    void count.then(() => (answered = true));
    // The main thread's own work goes on: timers fire, other promises settle.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(answered).toBe(false);
    release();
    expect(await count).toBe(1);
  });

  it('refuses calls once closed', async () => {
    const closing = await open(tempDatabase());
    await closing.close();
    await expect(closing.countLeads()).rejects.toThrow(new StoreError('Databasen är stängd.'));
  });
});

describe('opening in a worker', () => {
  it('refuses a file that is no database with the same Swedish reason as in this thread', async () => {
    const file = tempDatabase();
    writeFileSync(file, 'detta är ingen databas, bara text som någon sparade här av misstag'.repeat(20));
    const here = (() => {
      try {
        SqliteLeadStore.open(file);
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(here).toBeInstanceOf(StoreError);
    const there = await openSqliteWorker(file).catch((error: unknown) => error);
    expect(there).toBeInstanceOf(StoreError);
    expect((there as StoreError).message).toBe((here as StoreError).message);
  });
});

/**
 * The same crossing taken apart in this thread (worker-protocol.ts), where a mutation run sees it:
 * in the worker it runs where Stryker neither measures nor mutates (docs/decisions.md 120).
 */
describe('what crosses between the threads', () => {
  const crossed = <T>(value: T): T => structuredClone(value);

  it('carries an error as its callers test it: a busy StoreError stays one, a SQLite code and the worker’s stack are kept', () => {
    const busy = fromWire(crossed(toWire(new StoreError('Databasen är upptagen av en annan process.', true))));
    expect(busy).toBeInstanceOf(StoreError);
    expect(busy).toMatchObject({ message: 'Databasen är upptagen av en annan process.', busy: true });

    const mistake = Object.assign(new Error('CHECK constraint failed: channel'), { code: 'SQLITE_CONSTRAINT_CHECK' });
    const back = fromWire(crossed(toWire(mistake)));
    expect(back).not.toBeInstanceOf(StoreError);
    expect(back).toMatchObject({ message: 'CHECK constraint failed: channel', code: 'SQLITE_CONSTRAINT_CHECK' });
    expect(back.stack).toBe(mistake.stack);
  });

  it('carries no code that is not a string, and a thrown value that is no error as its text', () => {
    const numbered = toWire(Object.assign(new Error('errno'), { code: 28 }));
    expect(numbered).not.toHaveProperty('code');
    expect(fromWire(crossed(numbered))).not.toHaveProperty('code');
    const thrown = toWire('disken svarar inte');
    expect(thrown).toStrictEqual({ message: 'disken svarar inte', storeError: false, busy: false });
    expect(fromWire(crossed(thrown)).message).toBe('disken svarar inte');
  });

  it('makes a value-making argument on the sending side and hands the store a function that returns it', () => {
    let made = 0;
    const sent = crossed(sendable(['nyckel', () => `hemlighet-${++made}`, null, { name: 'Åsa' }]));
    expect(made).toBe(1);
    const [key, create, nothing, plain] = received(sent);
    expect(key).toBe('nyckel');
    expect(typeof create).toBe('function');
    expect((create as () => unknown)()).toBe('hemlighet-1');
    expect(nothing).toBeNull();
    expect(plain).toEqual({ name: 'Åsa' });
  });
});
