/**
 * What passes between the main thread and the SQLite store's worker (worker-store.ts,
 * sqlite-worker.ts; docs/decisions.md 151): a call names a method by its path on the store
 * (`['submit']`, `['accounts', 'session']`) with its arguments, and comes back as a value or an
 * error. Nothing here knows the store's methods, so a method added to SqliteLeadStore (or to its
 * accounts) is called through the worker as it is, without a line here.
 */
import { StoreError } from '../store';

export interface WorkerCall {
  id: number;
  path: string[];
  args: unknown[];
}

/** Main thread → worker: a call, or a hold (the worker stops until the buffer's first word is set). */
export type WorkerRequest = { call: WorkerCall } | { hold: SharedArrayBuffer };

/** An error as it crosses: its class is lost on the way, so what the callers test is carried. */
export interface WireError {
  message: string;
  code?: string;
  storeError: boolean;
  busy: boolean;
  stack?: string;
}

/** Worker → main thread. */
export type WorkerReply = { id: number; value: unknown } | { id: number; error: WireError } | { log: string } | { ready: string } | { failed: WireError };

/** What the worker opens (workerData). */
export interface OpenData {
  file: string;
  readonly: boolean;
  busyWaitMs?: number;
}

export function toWire(error: unknown): WireError {
  const { message, stack, code } = error as Error & { code?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
    storeError: error instanceof StoreError,
    busy: error instanceof StoreError && error.busy,
    ...(typeof stack === 'string' ? { stack } : {}),
  };
}

export function fromWire(wire: WireError): Error {
  const error = wire.storeError ? new StoreError(wire.message, wire.busy) : Object.assign(new Error(wire.message), wire.code ? { code: wire.code } : {});
  // The worker's own stack: where the program error happened, not where the reply was read.
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/**
 * A function cannot cross to another thread. A function argument stands for a value made only
 * when needed (`setting`'s `create`): it is made here, once, and the worker gets it back as a
 * function that returns it — the store still uses it only if it needs it.
 */
const made = '__sqliteWorkerMadeValue';

export const sendable = (args: unknown[]) => args.map((arg) => (typeof arg === 'function' ? { [made]: (arg as () => unknown)() } : arg));

export const received = (args: unknown[]) =>
  args.map((arg) => (arg !== null && typeof arg === 'object' && made in arg ? () => (arg as Record<typeof made, unknown>)[made] : arg));
