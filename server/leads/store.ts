/**
 * The lead store as the rest of the server sees it: asynchronous, so that waiting for the
 * database never holds up anything else the process does (serving pages above all), and small,
 * so that either database can stand behind it (docs/decisions.md 22): SQLite, the embedded
 * default (sqlite/sqlite-store.ts), or PostgreSQL for several servers (postgres/pg-store.ts).
 * Both pass the same contract tests (tests/unit/leads/store-contract.test.ts).
 *
 * `submit` is the one write a visitor causes and it is atomic: the idempotency key is checked,
 * the form token's use count is checked, and the lead and its outbox rows are written, in one
 * transaction that is durable before it resolves — also when several servers submit at once.
 *
 * The outbox is shared by every worker on the database: `claim` hands each due row to exactly one
 * worker for a lease; a worker that dies lets its lease run out and the row becomes due again.
 */
import { randomBytes } from 'node:crypto';
import type { LeadWarning, SpamReason } from './spam';
import type { AccountStore } from './account-store';
import type { BookingPlacement, BookingStore, StoredBooking } from './booking-store';

export type Channel = 'email' | 'webhook';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface NewLead {
  kind: string;
  page: string;
  fields: Record<string, string>;
  idempotencyKey: string;
  payloadHash: string;
  /**
   * Held as suspected spam, for these reasons (server/leads/spam.ts): stored and answered like any
   * lead, but its notifications wait until it is released. Absent for a lead that is not held.
   */
  spam?: SpamReason[];
  /** Looks like phishing or a fake invoice (spam-lures.ts): marked wherever it is shown, held or released. */
  warning?: LeadWarning;
}

/** A partner's word on a lead (migration 8): the spam filter learns from it (spam-filter.ts). */
export type SpamDecision = 'spam' | 'ham';

/** A decided lead as the classifier learns from it. */
export interface DecidedLead {
  decision: SpamDecision;
  fields: Record<string, string>;
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
  /** When the row is due; while it is claimed, when the claim's lease runs out. */
  nextAttemptAt: number;
  lastError: string | null;
  /** The worker holding the row (outbox.ts `workerId`), if any. */
  claimedBy: string | null;
}

/** A lead as `npm run leads` shows it: with the state of each of its notifications. */
export interface ListedLead extends StoredLead {
  notifications: Pick<OutboxRow, 'channel' | 'status' | 'attempts' | 'lastError'>[];
}

/** A lead as a purge or an erasure shows it before deleting: its number and time, nothing personal. */
export interface LeadStamp {
  id: number;
  createdAt: string;
}

/** What `leads restore` does to the restored database (server/leads/restore.ts). */
export interface RestoreOptions {
  /** The restored copy's new identity: it must not share the original's (docs/decisions.md "Restore"). */
  identity: string;
  /** The highest lead number the firm may have seen: new leads are numbered after it. */
  highestNumber: number;
  /** Notifications the backup holds as not sent: marked sent, or queued to be sent now. */
  notifications: 'mark-sent' | 'send';
  now: number;
}

export interface SubmitOptions {
  channels: readonly Channel[];
  /** The form token the lead came with (its random part), counted against `maxTokenUses`. */
  tokenId?: string;
  maxTokenUses: number;
  /**
   * A time the visitor picked (booking-store.ts): booked in the same transaction with the first
   * candidate whose time is free, the lead marked "Möte bokat"; if none is, nothing is stored.
   */
  booking?: BookingPlacement;
}

export type SubmitResult =
  | { outcome: 'stored'; lead: StoredLead; booking?: StoredBooking }
  /** The time to book was taken meanwhile by every candidate: nothing stored. */
  | { outcome: 'slot-taken' }
  /** The key was used before with the same content: the visitor's retry, nothing new stored. */
  | { outcome: 'replayed'; lead: StoredLead }
  /** The key was used before with other content. */
  | { outcome: 'conflict' }
  /** The form token has already brought in `maxTokenUses` leads. */
  | { outcome: 'token-spent' };

export interface OutboxHealth {
  /** When the oldest lead still waiting for a notification came in (ms), if any waits. */
  oldestPendingAt?: number;
  /** Notifications that gave up and wait for their next round (or a resend). */
  failed: number;
  /** Leads held as suspected spam that came in during the last 24 hours. */
  quarantinedLastDay: number;
}

export interface ClaimOptions {
  worker: string;
  now: number;
  limit: number;
  leaseMs: number;
}

/** What the firm did with a lead (docs/konto-api.md); a new lead is 'ny'. */
export const leadStatuses = ['ny', 'kontaktad', 'mote-bokat', 'kund', 'inte-aktuell'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A partner's note on a lead: the text is theirs, so it goes with the lead when it is erased. */
export interface LeadNote {
  id: number;
  /** Milliseconds since 1970. */
  at: number;
  userId: number | null;
  /** The author's account address, while the account exists. */
  author: string | null;
  text: string;
  /** The day of a contact the note records (ISO time, noon UTC of that day), if any. */
  contactedAt: string | null;
}

/** A lead as the workspace's inbox lists it: with what the firm did with it. */
export interface InboxLead extends ListedLead {
  status: LeadStatus;
  /** The firm's latest contact (ISO time, noon UTC of the day a partner gave), if any. */
  lastContactAt: string | null;
  /** When someone in the firm first opened it (ms); null while unread. */
  readAt: number | null;
}

/** The inbox's filters (docs/konto-api.md `GET /konto/api/leads`), checked by the caller. */
export interface InboxQuery {
  /** Substring of name, company, e-mail or phone, any case; the phone also without spaces and dashes. */
  q?: string;
  kind?: string;
  status?: LeadStatus;
  /** Only leads whose start choice is one of these (the forms' soonest, form-spec.ts isUrgent). */
  urgentValues?: readonly string[];
  /** Only held leads if true; never held leads otherwise. */
  spam: boolean;
  /** Received at or after `from` and before `before`. */
  from?: Date;
  before?: Date;
  offset: number;
  limit: number;
}

export interface NewNote {
  leadId: number;
  at: number;
  userId: number | null;
  text: string;
  contactedAt?: string;
}

export interface LeadStore extends BookingStore {
  /** Which database this is, for messages: never with a password in it. */
  readonly description: string;
  /** The workspace's accounts, sessions and audit log, in the same database (account-store.ts). */
  readonly accounts: AccountStore;
  submit(lead: NewLead, options: SubmitOptions): Promise<SubmitResult>;
  findByKey(key: string): Promise<StoredLead | undefined>;
  lead(id: number): Promise<StoredLead | undefined>;
  /** Newest first, with their notifications; `spam`: only the leads held as suspected spam. */
  listLeads(options?: { limit?: number; spam?: boolean }): Promise<ListedLead[]>;
  /**
   * Releases a lead held as suspected spam: clears its verdict and makes its notifications due at
   * `now`, in one step. 'not-held' if the lead is there but not held, 'missing' if it is not there.
   */
  release(id: number, now: number): Promise<{ outcome: 'released'; notifications: number } | { outcome: 'not-held' | 'missing' }>;
  /**
   * A partner's "Skräppost": the lead is held (with `reason`, unless it is held already) — its
   * notifications not yet sent wait — and its decision is recorded as spam at `now`. Releasing a
   * lead records it as not spam. 'missing' if the lead is not there.
   */
  markSpam(id: number, now: number, reason: SpamReason): Promise<{ outcome: 'marked'; wasHeld: boolean } | { outcome: 'missing' }>;
  /** Every decided lead's fields and decision, oldest decision first (the classifier's training). */
  spamDecisions(): Promise<DecidedLead[]>;
  /** Changes whenever a decision is made or a decided lead is deleted: tells a server to train again. */
  spamDecisionStamp(): Promise<string>;
  /** How many leads held as suspected spam came in since `since` (still held, not released). */
  countQuarantined(since: Date): Promise<number>;
  /**
   * Pending rows due by `now`, oldest first, given to `worker` until `now + leaseMs`: no other
   * worker gets them meanwhile, whichever server it runs in. Rows of a lead held as spam are not due.
   */
  claim(options: ClaimOptions): Promise<OutboxRow[]>;
  /** When the next pending or failed row is due (or its lease runs out), if any. */
  nextDueAt(): Promise<number | undefined>;
  markSent(row: OutboxRow): Promise<void>;
  /** Both only while `row` is still this worker's claim: a stale worker changes nothing. */
  markRetry(row: OutboxRow, error: string, nextAttemptAt: number): Promise<void>;
  /** Gives up for now; the row gets a new round of tries at `retryAt` (reviveFailed). */
  markFailed(row: OutboxRow, error: string, retryAt: number): Promise<void>;
  /**
   * Failed rows whose time has come (or all, on start) start a new round; on start, unclaimed
   * waiting rows are due at once too (claimed ones wait for their lease). Returns how many revived.
   */
  reviveFailed(now: number, all?: boolean): Promise<number>;
  /** The inbox's page for `query`, newest first, and how many leads match in all. */
  queryLeads(query: InboxQuery): Promise<{ leads: InboxLead[]; total: number }>;
  /** Non-held leads numbered above `afterId`, newest first, at most `limit`. */
  leadsAfter(afterId: number, limit: number): Promise<InboxLead[]>;
  /** Non-held leads nobody in the firm has opened, and the newest non-held lead's number. */
  inboxState(): Promise<{ unread: number; latestId: number | null }>;
  /** One lead with its status and notifications, or undefined. */
  inboxLead(id: number): Promise<InboxLead | undefined>;
  /** A lead's notes, oldest first. */
  notes(leadId: number): Promise<LeadNote[]>;
  /** Marks a lead read at `now` unless someone read it before. */
  markRead(id: number, now: number): Promise<void>;
  /**
   * Sets a lead's status and, if given, the firm's latest contact (as given: a partner may
   * correct it). False if the lead is not there.
   */
  setStatus(id: number, status: LeadStatus, lastContactAt?: string): Promise<boolean>;
  /** Adds a note; one with `contactedAt` moves the lead's latest contact forward (never back). False if the lead is not there. */
  addNote(note: NewNote): Promise<boolean>;
  /** Everything stored about the person with this e-mail address (any case), oldest first. */
  leadsByEmail(email: string): Promise<InboxLead[]>;
  /**
   * Deletes that person's leads and their notifications, and rewrites the database so that no
   * copy of them is left in its files (docs/decisions.md "Data protection"). How many leads.
   */
  erase(email: string): Promise<number>;
  /**
   * Deletes the leads (and notes) of every person whose latest contact, either side's — their
   * latest lead, or the firm's latest contact on any of their leads — is older than `before`
   * (the retention period), unless one of their leads is marked 'kund' (docs/decisions.md 71).
   */
  purge(before: Date): Promise<number>;
  /**
   * A channel answers again after failing: its waiting notifications (pending, not claimed, not
   * held) that wait for a later try are due at `now` instead (outbox.ts). How many.
   */
  wake(channel: Channel, now: number): Promise<number>;
  /** Puts notifications back in the queue, due at once: one lead's, or every failed one. How many. */
  resend(target: { leadId: number } | { failed: true }, now: number): Promise<number>;
  /** Writes to the database (throws if it cannot) and tells how the outbox stands, for /readyz. */
  health(): Promise<OutboxHealth>;
  /** The leads `purge(before)` would delete, oldest first. */
  staleLeads(before: Date): Promise<LeadStamp[]>;
  countLeads(): Promise<number>;
  /**
   * The highest lead number this database has used or been told of (erased and purged ones, and
   * a restore's high-water mark, included): the next lead gets a higher one.
   */
  highestNumber(): Promise<number>;
  /** The database's random identity (migration 5), part of every Message-ID and Idempotency-Key. */
  identity(): Promise<string>;
  /** Makes a just-restored database safe to run: new identity, numbers continue, notifications as chosen. How many notifications it changed. */
  restored(options: RestoreOptions): Promise<number>;
  /** A stored setting, created with `create()` the first time it is asked for (once, for all servers). */
  setting(key: string, create: () => string): Promise<string>;
  close(): Promise<void>;
}

export const newIdentity = () => randomBytes(8).toString('hex');

/** The database cannot be used (read-only, missing, unreachable, locked for too long): a Swedish message. */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly busy = false,
  ) {
    super(message);
  }
}
