/**
 * The SQLite store's worker thread (docs/decisions.md 151): the whole SqliteLeadStore lives here,
 * with its connection, its busy retries and its high-water file, so that nothing it does — a
 * statement, an fsync on a slow or frozen disk, a VACUUM, a search over every lead — holds the
 * main thread, which serves the pages. better-sqlite3's documentation recommends a worker for
 * exactly this. Each message is one call by name (worker-protocol.ts): whatever the store has, a
 * method added tomorrow included, is called here as it is.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteLeadStore } from './sqlite-store';
import { received, toWire, type OpenData, type WorkerCall, type WorkerReply, type WorkerRequest } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('sqlite-worker.ts körs bara som arbetstråd (worker-store.ts startar den).');
const reply = (message: WorkerReply) => port.postMessage(message);

/** The method at `path` on the store, bound to its object; only the store's own methods. */
function methodAt(store: SqliteLeadStore, path: string[]): (...args: unknown[]) => unknown {
  let target: unknown = store;
  for (const [i, key] of path.entries()) {
    if (key === 'constructor' || key === '__proto__' || target === null || typeof target !== 'object') break;
    const value: unknown = Reflect.get(target, key);
    if (i === path.length - 1 && typeof value === 'function') return (...args) => Reflect.apply(value, target, args);
    target = value;
  }
  throw new Error(`Lead-databasen har ingen metod ${path.join('.')}.`);
}

async function run(store: SqliteLeadStore, { id, path, args }: WorkerCall) {
  try {
    const value = await methodAt(store, path)(...received(args));
    reply({ id, value });
  } catch (error) {
    reply({ id, error: toWire(error) });
  }
}

function open(): SqliteLeadStore | undefined {
  const { file, readonly, busyWaitMs } = workerData as OpenData;
  try {
    return SqliteLeadStore.open(file, { readonly, ...(busyWaitMs === undefined ? {} : { busyWaitMs }), log: (message) => reply({ log: message }) });
  } catch (error) {
    reply({ failed: toWire(error) });
    return undefined;
  }
}

const store = open();
if (store) {
  port.on('message', (request: WorkerRequest) => {
    // A hold stops this thread as a frozen disk would stop a write (the bench, the tests).
    if ('hold' in request) Atomics.wait(new Int32Array(request.hold), 0, 0);
    else void run(store, request.call);
  });
  reply({ ready: store.description });
}
