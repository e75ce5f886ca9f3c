/**
 * The lead store on SQLite (better-sqlite3): WAL journal with synchronous=FULL, so a lead is on
 * disk — the commit fsynced — before the server answers, and survives a crash or a power cut.
 *
 * better-sqlite3 is synchronous. Each statement is short, but waiting for a lock held by another
 * process (a backup, `npm run leads`, a stuck writer) would block the whole event loop; so
 * SQLite's own busy wait is off (open.ts) and a busy database is retried here with timers, up to
 * `busyWaitMs`, after which the caller gets a StoreError (a 503 to the visitor). Static pages are
 * served all the while. Write transactions start IMMEDIATE, so they take the lock before reading.
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { StoreError, type Channel, type LeadStore, type NewLead, type OutboxRow, type OutboxStatus, type StoredLead, type SubmitOptions, type SubmitResult } from '../store';
import { openDatabase } from './open';

interface LeadRow {
  id: number;
  created_at: string;
  kind: string;
  page: string;
  fields: string;
  idempotency_key: string;
  payload_hash: string;
}

interface OutboxDbRow {
  id: number;
  lead_id: number;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
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

const toOutbox = (row: OutboxDbRow): OutboxRow => ({
  id: row.id,
  leadId: row.lead_id,
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
});

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: string }).code ?? ''));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SqliteLeadStore implements LeadStore {
  private readonly statements;

  constructor(
    readonly db: Database.Database,
    private readonly busyWaitMs = 5_000,
  ) {
    this.statements = {
      byKey: db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?'),
      byId: db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?'),
      tokenUses: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM leads WHERE form_token_id = ?'),
      insertLead: db.prepare(
        'INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id) VALUES (@createdAt, @kind, @page, @fields, @idempotencyKey, @payloadHash, @tokenId)',
      ),
      insertOutbox: db.prepare('INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)'),
      due: db.prepare<[number, number], OutboxDbRow>("SELECT * FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?"),
      nextDue: db.prepare<[], { at: number | null }>("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'failed')"),
      markSent: db.prepare("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, sent_at = ? WHERE id = ?"),
      markRetry: db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?'),
      markFailed: db.prepare("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?"),
      reviveFailed: db.prepare("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now WHERE status = 'failed' AND (@all OR next_attempt_at <= @now)"),
      wakePending: db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?"),
      getSetting: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?'),
      putSetting: db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)'),
    };
  }

  static open(file: string, busyWaitMs?: number): SqliteLeadStore {
    return new SqliteLeadStore(openDatabase(file), busyWaitMs);
  }

  /** Runs `work` now, or again a little later while another connection holds the lock. */
  private async attempt<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + this.busyWaitMs;
    for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
      try {
        return work();
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (Date.now() + delay > deadline) throw new StoreError('Databasen är upptagen av en annan process.', true);
      }
      await sleep(delay);
    }
  }

  submit(lead: NewLead, { channels, tokenId, maxTokenUses }: SubmitOptions): Promise<SubmitResult> {
    const write = this.db.transaction((): SubmitResult => {
      const existing = this.statements.byKey.get(lead.idempotencyKey);
      if (existing) return existing.payload_hash === lead.payloadHash ? { outcome: 'replayed', lead: toLead(existing) } : { outcome: 'conflict' };
      if (tokenId && this.statements.tokenUses.get(tokenId)!.n >= maxTokenUses) return { outcome: 'token-spent' };
      const now = new Date();
      const createdAt = now.toISOString();
      const { lastInsertRowid } = this.statements.insertLead.run({ ...lead, fields: JSON.stringify(lead.fields), createdAt, tokenId: tokenId ?? null });
      const id = Number(lastInsertRowid);
      for (const channel of channels) this.statements.insertOutbox.run(id, channel, now.getTime());
      return { outcome: 'stored', lead: { ...lead, id, createdAt } };
    });
    return this.attempt(() => write.immediate());
  }

  findByKey(key: string) {
    return this.attempt(() => {
      const row = this.statements.byKey.get(key);
      return row && toLead(row);
    });
  }

  lead(id: number) {
    return this.attempt(() => {
      const row = this.statements.byId.get(id);
      return row && toLead(row);
    });
  }

  due(now: number, limit: number) {
    return this.attempt(() => this.statements.due.all(now, limit).map(toOutbox));
  }

  nextDueAt() {
    return this.attempt(() => this.statements.nextDue.get()?.at ?? undefined);
  }

  async markSent(id: number) {
    await this.attempt(() => this.statements.markSent.run(new Date().toISOString(), id));
  }

  async markRetry(id: number, error: string, nextAttemptAt: number) {
    await this.attempt(() => this.statements.markRetry.run(error, nextAttemptAt, id));
  }

  async markFailed(id: number, error: string, retryAt: number) {
    await this.attempt(() => this.statements.markFailed.run(error, retryAt, id));
  }

  reviveFailed(now: number, all = false) {
    return this.attempt(() => {
      const { changes } = this.statements.reviveFailed.run({ now, all: all ? 1 : 0 });
      if (all) this.statements.wakePending.run(now, now);
      return changes;
    });
  }

  setting(key: string, create: () => string) {
    return this.attempt(() => {
      const existing = this.statements.getSetting.get(key);
      if (existing) return existing.value;
      this.statements.putSetting.run(key, create());
      return this.statements.getSetting.get(key)!.value;
    });
  }

  async close() {
    this.db.close();
  }
}

export const randomSecret = () => randomBytes(32).toString('base64url');
