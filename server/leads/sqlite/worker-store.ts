/**
 * The SQLite store as the main thread holds it (docs/decisions.md 151): every call is sent to a
 * worker thread that runs the real SqliteLeadStore (sqlite-worker.ts) and comes back as a
 * promise, so the main thread — pages, /healthz, every other request — never waits for SQLite,
 * its locks or its disk. Calls are forwarded by name: any method of SqliteLeadStore or of its
 * `accounts` works here as soon as it is written there, with the same arguments and the same
 * errors (a StoreError stays a StoreError), and the type follows (`Remote`).
 *
 * One worker, one connection, as before: the store's transactions and retries behave as they did
 * in the main thread. Should the worker die, the calls in flight fail with a StoreError (a 503)
 * and the next call starts a new one.
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from '~/server/worker-file';
import { StoreError } from '../store';
import type { SqliteAccounts } from './sqlite-accounts';
import type { SqliteLeadStore } from './sqlite-store';
import { fromWire, sendable, type OpenData, type WorkerReply, type WorkerRequest } from './worker-protocol';

type Method = (...args: never[]) => unknown;
/** The methods of `T`, each answering a promise of what it answers. */
export type Remote<T> = {
  readonly [K in keyof T as T[K] extends Method ? K : never]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export type SqliteWorkerStore = Remote<SqliteLeadStore> & {
  readonly description: string;
  readonly accounts: Remote<SqliteAccounts>;
  /**
   * Stops the worker where it stands, as a disk that stops answering would (fsfreeze needs root
   * and a file system of its own): calls wait until the returned function lets it go on. For
   * `npm run bench -- --blocking` and the tests.
   */
  hold(): () => void;
};

export interface SqliteWorkerOptions {
  readonly?: boolean;
  busyWaitMs?: number;
  log?: (message: string) => void;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

class WorkerChannel {
  private worker?: Worker;
  private starting?: Promise<Worker>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  description = '';

  constructor(
    private readonly data: OpenData,
    private readonly log: (message: string) => void,
  ) {}

  /** The running worker, started (and its database opened) if there is none. */
  ensure(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= this.start().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async start(): Promise<Worker> {
    const worker = await startWorker(new URL('./sqlite-worker.ts', import.meta.url), 'sqlite-worker', { workerData: this.data });
    return new Promise<Worker>((resolve, reject) => {
      worker.on('message', (message: WorkerReply) => {
        if ('ready' in message) {
          this.description = message.ready;
          this.worker = worker;
          this.idle(worker);
          resolve(worker);
        } else if ('failed' in message) reject(fromWire(message.failed));
        else if ('log' in message) this.log(message.log);
        else this.settle(message);
      });
      worker.on('error', (error) => reject(error));
      worker.on('exit', (code) => {
        reject(new StoreError(`Databasens arbetstråd kunde inte starta (kod ${code}).`, true));
        if (this.worker === worker) this.lost(code);
      });
    });
  }

  /** The worker died: what was asked of it fails as the database being away, and the next call starts another. */
  private lost(code: number) {
    this.worker = undefined;
    const error = new StoreError(`Databasens arbetstråd avslutades oväntat (kod ${code}); den startas om vid nästa anrop.`, true);
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private settle(message: Extract<WorkerReply, { id: number }>) {
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (this.pending.size === 0 && this.worker) this.idle(this.worker);
    if ('error' in message) waiting.reject(fromWire(message.error));
    else waiting.resolve(message.value);
  }

  /** An idle worker does not keep the process alive (as the connection in the main thread did not); a call in flight does. */
  private idle(worker: Worker) {
    if (this.pending.size === 0) worker.unref();
  }

  async call(path: string[], args: unknown[]): Promise<unknown> {
    if (this.closed) throw new StoreError('Databasen är stängd.');
    const worker = await this.ensure();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      const request: WorkerRequest = { call: { id, path, args: sendable(args) } };
      try {
        worker.postMessage(request);
      } catch (error) {
        this.pending.delete(id);
        reject(error as Error);
      }
    });
  }

  hold(): () => void {
    const buffer = new SharedArrayBuffer(4);
    const request: WorkerRequest = { hold: buffer };
    this.worker?.postMessage(request);
    return () => {
      Atomics.store(new Int32Array(buffer), 0, 1);
      Atomics.notify(new Int32Array(buffer), 0);
    };
  }

  async close() {
    if (this.closed) return;
    try {
      if (this.worker) await this.call(['close'], []);
    } finally {
      this.closed = true;
      await this.worker?.terminate();
      this.worker = undefined;
    }
  }
}

/** Proxies that forward every method name at `path` to the worker; `own` answers its own names. */
function forwarding(channel: WorkerChannel, path: string[], own: object): object {
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(own, {
    get(target, key) {
      if (Reflect.has(target, key)) return Reflect.get(target, key);
      // Not a thenable (`await store` must not call the worker), nor anything but a method name.
      if (typeof key !== 'string' || key === 'then' || key === 'toJSON') return undefined;
      let method = methods.get(key);
      if (!method) methods.set(key, (method = (...args: unknown[]) => channel.call([...path, key], args)));
      return method;
    },
  });
}

const workerStores = new WeakSet<object>();

/** Is `store` a SQLite store in a worker (for `npm run leads -- backup`, which copies the file)? */
export const isSqliteWorkerStore = (store: object): store is SqliteWorkerStore => workerStores.has(store);

/** Starts the worker and opens the file in it (a StoreError with the Swedish reason if it cannot). */
export async function openSqliteWorker(
  file: string,
  { readonly = false, busyWaitMs, log = console.warn }: SqliteWorkerOptions = {},
): Promise<SqliteWorkerStore> {
  const channel = new WorkerChannel({ file, readonly, ...(busyWaitMs === undefined ? {} : { busyWaitMs }) }, log);
  await channel.ensure();
  const own = {
    get description() {
      return channel.description;
    },
    accounts: forwarding(channel, ['accounts'], {}),
    hold: () => channel.hold(),
    close: () => channel.close(),
  };
  const store = forwarding(channel, [], own) as SqliteWorkerStore;
  workerStores.add(store);
  return store;
}
