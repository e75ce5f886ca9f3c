/**
 * The lead store as the rest of the server sees it: asynchronous, so that waiting for the
 * database never holds up anything else the process does (serving pages above all), and small,
 * so that another database (PostgreSQL, docs/decisions.md 22) can stand behind it. The one
 * implementation today is SQLite (sqlite/sqlite-store.ts).
 *
 * `submit` is the one write a visitor causes and it is atomic: the idempotency key is checked,
 * the form token's use count is checked, and the lead and its outbox rows are written, in one
 * transaction that is durable before it resolves.
 */
export type Channel = 'email' | 'webhook';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface NewLead {
  kind: string;
  page: string;
  fields: Record<string, string>;
  idempotencyKey: string;
  payloadHash: string;
}

export interface StoredLead extends NewLead {
  id: number;
  createdAt: string;
}

export interface OutboxRow {
  id: number;
  leadId: number;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export interface SubmitOptions {
  channels: readonly Channel[];
  /** The form token the lead came with (its random part), counted against `maxTokenUses`. */
  tokenId?: string;
  maxTokenUses: number;
}

export type SubmitResult =
  | { outcome: 'stored'; lead: StoredLead }
  /** The key was used before with the same content: the visitor's retry, nothing new stored. */
  | { outcome: 'replayed'; lead: StoredLead }
  /** The key was used before with other content. */
  | { outcome: 'conflict' }
  /** The form token has already brought in `maxTokenUses` leads. */
  | { outcome: 'token-spent' };

export interface LeadStore {
  submit(lead: NewLead, options: SubmitOptions): Promise<SubmitResult>;
  findByKey(key: string): Promise<StoredLead | undefined>;
  lead(id: number): Promise<StoredLead | undefined>;
  /** Pending rows due by `now`, oldest first. */
  due(now: number, limit: number): Promise<OutboxRow[]>;
  /** When the next pending or failed row is due, if any. */
  nextDueAt(): Promise<number | undefined>;
  markSent(id: number): Promise<void>;
  markRetry(id: number, error: string, nextAttemptAt: number): Promise<void>;
  /** Gives up for now; the row gets a new round of tries at `retryAt` (reviveFailed). */
  markFailed(id: number, error: string, retryAt: number): Promise<void>;
  /** Failed rows whose time has come (or all, on start) start a new round; returns how many. */
  reviveFailed(now: number, all?: boolean): Promise<number>;
  /** A stored setting, created with `create()` the first time it is asked for. */
  setting(key: string, create: () => string): Promise<string>;
  close(): Promise<void>;
}

/** The database cannot be used (read-only, missing, locked for too long): a Swedish message. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly busy = false,
  ) {
    super(message);
  }
}
