/**
 * One export in a worker thread of its own (docs/decisions.md 152): it opens the database itself
 * — read-only SQLite beside the server's connection, or one PostgreSQL connection — reads the
 * leads of the filter and builds the workbook (export.ts), the whole of it off the main thread,
 * which only gets the finished file. Building the workbook of 10 000 leads took the main thread
 * 29 s before, and every request waited for it. export-jobs.ts starts it, caps it and keeps the file.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { FormSpec } from '~/src/lead-form/form-spec';
import type { DatabaseConfig } from './database-config';
import { exportLeads, leadsWorkbook } from './export';
import { formSpecsFrom } from './form-specs';
import { PgLeadStore } from './postgres/pg-store';
import { SqliteLeadStore } from './sqlite/sqlite-store';
import type { InboxQuery, LeadStore } from './store';
import { toWire, type WireError } from './sqlite/worker-protocol';

export interface ExportOrder {
  database: DatabaseConfig;
  query: InboxQuery;
  /** The built forms and the site's address: the workbook's labels (lead-view.ts). */
  forms: readonly FormSpec[];
  baseUrl?: string;
}

export type ExportMessage = { counted: number } | { done: { file: ArrayBuffer; leads: number } } | { failed: WireError };

/**
 * On Linux each thread has a nice value of its own (/proc/thread-self names the thread): the
 * export lowers its own to the lowest, so on a machine with few cores the server's main thread —
 * pages, posts, health checks — gets the processor first, and the export what is left. Elsewhere
 * it runs at the process's priority.
 */
function yieldToTheServer() {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux, or not allowed: the export runs as the rest of the server.
  }
}
yieldToTheServer();

const port = parentPort;
if (!port) throw new Error('export-worker.ts körs bara som arbetstråd (export-jobs.ts startar den).');
const tell = (message: ExportMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function openStore(database: DatabaseConfig): Promise<LeadStore> {
  if (database.kind === 'sqlite') return SqliteLeadStore.open(database.path, { readonly: true });
  return PgLeadStore.open(database.url, { poolSize: 1, migrate: false });
}

async function run({ database, query, forms, baseUrl }: ExportOrder) {
  const store = await openStore(database);
  try {
    // With each lead's notes: the workbook carries the firm's work (docs/decisions.md 144).
    const leads = await exportLeads(store, query, query.limit);
    tell({ counted: leads.length });
    const workbook = await leadsWorkbook(leads, { forms: formSpecsFrom(forms), ...(baseUrl ? { baseUrl } : {}) });
    // Copied once into a buffer of its own here, then handed over to the main thread, not copied again.
    const file = new Uint8Array(workbook).buffer;
    tell({ done: { file, leads: leads.length } }, [file]);
  } finally {
    await store.close();
  }
}

run(workerData as ExportOrder).catch((error: unknown) => tell({ failed: toWire(error) }));
