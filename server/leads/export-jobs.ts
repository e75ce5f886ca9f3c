/**
 * The workspace's exports as jobs (docs/decisions.md 152, docs/konto-api.md): "Exportera" starts
 * one and answers at once; the app shows that it is being prepared, asks how it goes, and offers
 * the file when it is ready. Each export runs in a worker thread of its own (export-worker.ts), so
 * the main thread — every page, every other request — never waits for it; and each is capped:
 * at most `limit` leads, `timeoutMs` of work (then the worker is stopped), 1 GB of memory, one
 * running at a time on the server with a short queue, one at a time per account. A finished file
 * is kept for its account for `keepMs`, then dropped; a new export of the account replaces it.
 */
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../worker-file';
import type { DatabaseConfig } from './database-config';
import type { ExportMessage, ExportOrder } from './export-worker';
import type { SiteFacts } from './lead-view';
import { fromWire } from './sqlite/worker-protocol';
import { StoreError, type InboxQuery } from './store';

export type ExportStatus = 'preparing' | 'ready' | 'failed';

/** An export as the workspace sees it (docs/konto-api.md `ExportState`). */
export interface ExportState {
  id: string;
  status: ExportStatus;
  startedAt: string;
  /** How many leads it holds, once they are read. */
  leads: number | null;
  /** Why it failed, in Swedish. */
  message: string | null;
}

interface Job extends ExportState {
  owner: number;
  query: InboxQuery;
  file?: Buffer;
  worker?: Worker;
  timer?: NodeJS.Timeout;
}

export const exportTexts = {
  timedOut: (minutes: number) => `Exporten tog längre än ${minutes} minuter och avbröts. Smalna av urvalet med filtren och försök igen.`,
  tooLarge: 'Exporten blev för stor för servern. Smalna av urvalet med filtren och försök igen.',
  failed: 'Exporten misslyckades. Försök igen; händer det igen, kontakta den som driver webbplatsen.',
  busy: 'Många exporter förbereds just nu. Försök igen om en stund.',
  notReady: 'Exporten förbereds fortfarande. Filen kan hämtas när den är klar.',
} as const;

export interface ExportOptions {
  database: DatabaseConfig;
  /** The build being served: read when each export starts, so a publish's new forms are used. */
  site: SiteFacts;
  /** The most leads one export takes. */
  limit: number;
  timeoutMs: number;
  keepMs: number;
  /** Exports waiting for the one running, at most. */
  queueLength?: number;
  log?: (error: Error) => void;
}

export class ExportJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly queue: Job[] = [];
  private running?: Job;

  constructor(private readonly options: ExportOptions) {}

  /** Starts an export of `query` for account `owner`, or answers the one it has running; undefined when the queue is full. */
  start(owner: number, query: Omit<InboxQuery, 'offset' | 'limit'>): ExportState | undefined {
    const mine = [...this.jobs.values()].filter((job) => job.owner === owner);
    const going = mine.find((job) => job.status === 'preparing');
    if (going) return this.state(going);
    // A running export that has its answer only closes its worker: it no longer counts.
    if (this.running?.status === 'preparing' && this.queue.length >= (this.options.queueLength ?? 5)) return undefined;
    for (const old of mine) this.drop(old);
    const job: Job = {
      id: randomUUID(),
      owner,
      status: 'preparing',
      startedAt: new Date().toISOString(),
      leads: null,
      message: null,
      query: { ...query, offset: 0, limit: this.options.limit },
    };
    this.jobs.set(job.id, job);
    this.queue.push(job);
    void this.next();
    return this.state(job);
  }

  /** The account's export `id`, if it is there. */
  find(owner: number, id: string): ExportState | undefined {
    const job = this.jobs.get(id);
    return job?.owner === owner ? this.state(job) : undefined;
  }

  /** The finished file of the account's export `id`. */
  file(owner: number, id: string): Buffer | undefined {
    const job = this.jobs.get(id);
    return job?.owner === owner ? job.file : undefined;
  }

  /** Stops what runs and drops everything (the server closes). */
  async close(): Promise<void> {
    this.queue.length = 0;
    const running = this.running?.worker;
    for (const job of this.jobs.values()) this.drop(job);
    await running?.terminate();
  }

  private state({ id, status, startedAt, leads, message }: Job): ExportState {
    return { id, status, startedAt, leads, message };
  }

  private drop(job: Job) {
    clearTimeout(job.timer);
    void job.worker?.terminate();
    this.jobs.delete(job.id);
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
  }

  private async next() {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = job;
    try {
      await this.run(job);
    } finally {
      this.running = undefined;
      void this.next();
    }
  }

  private async run(job: Job): Promise<void> {
    const { database, site, timeoutMs } = this.options;
    const order: ExportOrder = { database, query: job.query, forms: site.forms.all ?? [], ...(site.baseUrl ? { baseUrl: site.baseUrl } : {}) };
    let worker: Worker;
    try {
      worker = await startWorker(new URL('./export-worker.ts', import.meta.url), 'export-worker', {
        workerData: order,
        resourceLimits: { maxOldGenerationSizeMb: 1024 },
      });
    } catch (error) {
      return this.fail(job, error);
    }
    job.worker = worker;
    await new Promise<void>((settled) => {
      const timer = setTimeout(() => (this.fail(job, exportTexts.timedOut(Math.round(timeoutMs / 60_000))), void worker.terminate()), timeoutMs);
      timer.unref();
      worker.on('message', (message: ExportMessage) => {
        if ('counted' in message) job.leads = message.counted;
        else if ('done' in message) this.finish(job, message.done);
        else this.fail(job, fromWire(message.failed));
      });
      worker.on('error', (error: Error & { code?: string }) => this.fail(job, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? exportTexts.tooLarge : error));
      worker.once('exit', () => {
        clearTimeout(timer);
        if (job.status === 'preparing') this.fail(job, new Error('the export worker ended without an answer'));
        job.worker = undefined;
        settled();
      });
    });
  }

  private finish(job: Job, { file, leads }: { file: ArrayBuffer; leads: number }) {
    if (job.status !== 'preparing') return;
    Object.assign(job, { status: 'ready', leads, file: Buffer.from(file) });
    this.keep(job);
  }

  /** `why` in Swedish as it stands, or an error: a StoreError's own message, anything else logged and told generally. */
  private fail(job: Job, why: unknown) {
    if (job.status !== 'preparing') return;
    let message = typeof why === 'string' ? why : exportTexts.failed;
    if (why instanceof StoreError) message = why.message;
    else if (why instanceof Error) this.options.log?.(why);
    Object.assign(job, { status: 'failed', message });
    this.keep(job);
  }

  private keep(job: Job) {
    job.timer = setTimeout(() => this.drop(job), this.options.keepMs);
    job.timer.unref();
  }
}
