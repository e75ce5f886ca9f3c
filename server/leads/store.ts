/**
 * Durable lead storage in SQLite (better-sqlite3): WAL journal with synchronous=FULL, so a lead
 * is on disk — the commit fsynced — before the server answers 201/303, and survives a crash or
 * a power cut. A lead and its outbox rows (one per notification channel) are written in one
 * transaction: a stored lead always gets its notifications, and no notification exists without
 * its lead. Writes are synchronous and serialised by the event loop, so checking an idempotency
 * key and inserting it cannot race.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';

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

const schemaVersion = 1;

const migrations = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  page TEXT NOT NULL,
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  idempotency_key TEXT NOT NULL UNIQUE,
  payload_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads(id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  UNIQUE (lead_id, channel)
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

interface LeadRow {
  id: number;
  created_at: string;
  kind: string;
  page: string;
  fields: string;
  idempotency_key: string;
  payload_hash: string;
}

const toLead = (row: LeadRow): StoredLead => ({
  id: row.id,
  createdAt: row.created_at,
  kind: row.kind,
  page: row.page,
  fields: JSON.parse(row.fields) as Record<string, string>,
  idempotencyKey: row.idempotency_key,
  payloadHash: row.payload_hash,
});

interface OutboxDbRow {
  id: number;
  lead_id: number;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

const toOutbox = (row: OutboxDbRow): OutboxRow => ({
  id: row.id,
  leadId: row.lead_id,
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
});

/** Opens the database, creating the file, its folder and the tables as needed. */
export function openDatabase(file: string, { readonly = false } = {}): Database.Database {
  if (!readonly && file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  let db: Database.Database;
  try {
    db = new Database(file, readonly ? { readonly: true, fileMustExist: true } : {});
  } catch (error) {
    if (error instanceof Error && /bindings|\.node\b/.test(error.message)) {
      throw new Error(`better-sqlite3 är inte byggt för den här Node-versionen — kör \`npm rebuild better-sqlite3\`. (${error.message})`, { cause: error });
    }
    throw error;
  }
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.exec(migrations);
    db.pragma(`user_version = ${schemaVersion}`);
  }
  return db;
}

export class LeadStore {
  private readonly statements;

  constructor(readonly db: Database.Database) {
    this.statements = {
      byKey: db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?'),
      byId: db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?'),
      insertLead: db.prepare(
        'INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash) VALUES (@createdAt, @kind, @page, @fields, @idempotencyKey, @payloadHash)',
      ),
      insertOutbox: db.prepare('INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)'),
      due: db.prepare<[number, number], OutboxDbRow>(
        "SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
      ),
      nextDue: db.prepare<[], { at: number | null }>("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'"),
      markSent: db.prepare("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = ? WHERE id = ?"),
      markRetry: db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?'),
      markFailed: db.prepare("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?"),
      reviveFailed: db.prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE status = 'failed'"),
      wakePending: db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?"),
      getSetting: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?'),
      putSetting: db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)'),
    };
  }

  findByKey(key: string): StoredLead | undefined {
    const row = this.statements.byKey.get(key);
    return row && toLead(row);
  }

  lead(id: number): StoredLead | undefined {
    const row = this.statements.byId.get(id);
    return row && toLead(row);
  }

  /** Stores the lead and one outbox row per channel in one transaction (fsynced on commit). */
  insert(lead: NewLead, channels: readonly Channel[], now = new Date()): StoredLead {
    const createdAt = now.toISOString();
    const insert = this.db.transaction(() => {
      const { lastInsertRowid } = this.statements.insertLead.run({ ...lead, fields: JSON.stringify(lead.fields), createdAt });
      const id = Number(lastInsertRowid);
      for (const channel of channels) this.statements.insertOutbox.run(id, channel, now.getTime());
      return id;
    });
    return { ...lead, id: insert(), createdAt };
  }

  due(now: number, limit: number): OutboxRow[] {
    return this.statements.due.all(now, limit).map(toOutbox);
  }

  nextDueAt(): number | undefined {
    return this.statements.nextDue.get()?.at ?? undefined;
  }

  markSent(id: number, now = new Date()): void {
    this.statements.markSent.run(now.toISOString(), id);
  }

  markRetry(id: number, error: string, nextAttemptAt: number): void {
    this.statements.markRetry.run(error, nextAttemptAt, id);
  }

  markFailed(id: number, error: string): void {
    this.statements.markFailed.run(error, id);
  }

  /** On start: notifications that gave up get a new round, waiting ones are due at once. */
  reviveOutbox(now = Date.now()): { revived: number } {
    const revived = this.statements.reviveFailed.run(now).changes;
    this.statements.wakePending.run(now, now);
    return { revived };
  }

  /** A stored setting, created with `create()` the first time it is asked for. */
  setting(key: string, create: () => string): string {
    const existing = this.statements.getSetting.get(key);
    if (existing) return existing.value;
    this.statements.putSetting.run(key, create());
    return this.statements.getSetting.get(key)!.value;
  }
}

export const randomSecret = () => randomBytes(32).toString('base64url');
