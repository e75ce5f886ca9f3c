/**
 * The lead store on SQLite (better-sqlite3): WAL journal with synchronous=FULL, so a lead is on
 * disk — the commit fsynced — before the server answers, and survives a crash or a power cut.
 *
 * better-sqlite3 is synchronous. Each statement is short, but waiting for a lock held by another
 * process (a backup, `npm run leads`, a stuck writer) would block the whole event loop; so
 * SQLite's own busy wait is off (open.ts) and a busy database is retried here with timers, up to
 * `busyWaitMs`, after which the caller gets a StoreError (a 503 to the visitor). Static pages are
 * served all the while. Write transactions start IMMEDIATE, so they take the lock before reading;
 * that lock also makes a claim on the outbox one step for every process on the file.
 */
import type Database from 'better-sqlite3';
import { StoreError, type ClaimOptions, type OutboxHealth, type LeadStore, type ListedLead, type NewLead, type OutboxRow, type SubmitOptions, type SubmitResult } from '../store';
import { toLead, toListed, toOutbox, type LeadRow, type ListedTextRow, type OutboxDbRow } from '../rows';
import { openDatabase } from './open';
import { SqliteAccounts } from './sqlite-accounts';

const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: string }).code ?? ''));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const listColumns = `l.*, (SELECT json_group_array(json_object('channel', o.channel, 'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error))
               FROM (SELECT * FROM outbox WHERE lead_id = l.id ORDER BY id) o) AS notifications`;
const listSql = `SELECT ${listColumns} FROM leads l ORDER BY l.id DESC LIMIT ?`;
const emailOf = "lower(json_extract(fields, '$.email'))";
/** Leads of people (by e-mail) whose latest lead came before ?. */
const staleIds = `SELECT id FROM leads WHERE ${emailOf} IN (SELECT e FROM (SELECT ${emailOf} AS e, MAX(created_at) AS latest FROM leads GROUP BY e) WHERE latest < ?)`;

export class SqliteLeadStore implements LeadStore {
  private readonly prepared = new Map<string, Database.Statement>();
  readonly accounts: SqliteAccounts;

  constructor(
    readonly db: Database.Database,
    readonly description: string,
    private readonly busyWaitMs = 5_000,
  ) {
    this.accounts = new SqliteAccounts(db, (text) => this.sql(text), (work) => this.attempt(work));
  }

  /** Opens (creating and migrating) the file; `readonly` only reads and changes nothing. */
  static open(file: string, { busyWaitMs, readonly = false }: { busyWaitMs?: number; readonly?: boolean } = {}): SqliteLeadStore {
    return new SqliteLeadStore(openDatabase(file, { readonly }), `SQLite ${file}`, busyWaitMs);
  }

  /** Statements are prepared when first used, so a read-only look at an older file works. */
  private sql<Row = unknown>(text: string): Database.Statement<unknown[], Row> {
    let statement = this.prepared.get(text);
    if (!statement) this.prepared.set(text, (statement = this.db.prepare(text)));
    return statement as Database.Statement<unknown[], Row>;
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

  private byKey(key: string) {
    return this.sql<LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?').get(key);
  }

  submit(lead: NewLead, { channels, tokenId, maxTokenUses }: SubmitOptions): Promise<SubmitResult> {
    const write = this.db.transaction((): SubmitResult => {
      const existing = this.byKey(lead.idempotencyKey);
      if (existing) return existing.payload_hash === lead.payloadHash ? { outcome: 'replayed', lead: toLead(existing) } : { outcome: 'conflict' };
      if (tokenId && this.sql<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE form_token_id = ?').get(tokenId)!.n >= maxTokenUses) return { outcome: 'token-spent' };
      const now = new Date();
      const createdAt = now.toISOString();
      const { lastInsertRowid } = this.sql(
        'INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id) VALUES (@createdAt, @kind, @page, @fields, @idempotencyKey, @payloadHash, @tokenId)',
      ).run({ ...lead, fields: JSON.stringify(lead.fields), createdAt, tokenId: tokenId ?? null });
      const id = Number(lastInsertRowid);
      for (const channel of channels) this.sql('INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)').run(id, channel, now.getTime());
      return { outcome: 'stored', lead: { ...lead, id, createdAt } };
    });
    return this.attempt(() => write.immediate());
  }

  findByKey(key: string) {
    return this.attempt(() => {
      const row = this.byKey(key);
      return row && toLead(row);
    });
  }

  lead(id: number) {
    return this.attempt(() => {
      const row = this.sql<LeadRow>('SELECT * FROM leads WHERE id = ?').get(id);
      return row && toLead(row);
    });
  }

  listLeads({ limit }: { limit?: number } = {}): Promise<ListedLead[]> {
    return this.attempt(() => this.sql<ListedTextRow>(listSql).all(limit ?? -1).map((row) => toListed({ ...row, notifications: JSON.parse(row.notifications) })));
  }

  claim({ worker, now, limit, leaseMs }: ClaimOptions) {
    return this.attempt(() =>
      this.sql<OutboxDbRow>(
        `UPDATE outbox SET claimed_by = ?, next_attempt_at = ?
         WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING *`,
      )
        .all(worker, now + leaseMs, now, limit)
        .map(toOutbox)
        .sort((a, b) => a.id - b.id),
    );
  }

  nextDueAt() {
    return this.attempt(() => this.sql<{ at: number | null }>("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'failed')").get()?.at ?? undefined);
  }

  async markSent(row: OutboxRow) {
    await this.attempt(() => this.sql("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, claimed_by = NULL, sent_at = ? WHERE id = ?").run(new Date().toISOString(), row.id));
  }

  async markRetry(row: OutboxRow, error: string, nextAttemptAt: number) {
    await this.attempt(() =>
      this.sql("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by IS ?").run(error, nextAttemptAt, row.id, row.claimedBy),
    );
  }

  async markFailed(row: OutboxRow, error: string, retryAt: number) {
    await this.attempt(() =>
      this.sql("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by IS ?").run(error, retryAt, row.id, row.claimedBy),
    );
  }

  reviveFailed(now: number, all = false) {
    const revive = this.db.transaction(() => {
      const { changes } = this.sql("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now WHERE status = 'failed' AND (@all OR next_attempt_at <= @now)").run({ now, all: all ? 1 : 0 });
      if (all) this.sql("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND claimed_by IS NULL AND next_attempt_at > ?").run(now, now);
      return changes;
    });
    return this.attempt(() => revive.immediate());
  }

  leadsByEmail(email: string): Promise<ListedLead[]> {
    return this.attempt(() =>
      this.sql<ListedTextRow>(`SELECT ${listColumns} FROM leads l WHERE ${emailOf} = lower(?) ORDER BY l.id`)
        .all(email)
        .map((row) => toListed({ ...row, notifications: JSON.parse(row.notifications) })),
    );
  }

  erase(email: string) {
    return this.deleteLeads(`SELECT id FROM leads WHERE ${emailOf} = lower(?)`, email);
  }

  purge(before: Date) {
    return this.deleteLeads(staleIds, before.toISOString());
  }

  /**
   * Deletes with secure_delete (freed space zeroed), then VACUUM rewrites the file and a
   * TRUNCATE checkpoint empties the WAL: the text is gone from every file, not just unlinked.
   */
  private async deleteLeads(ids: string, param: string): Promise<number> {
    this.db.pragma('secure_delete = ON');
    const remove = this.db.transaction(() => {
      this.sql(`DELETE FROM outbox WHERE lead_id IN (${ids})`).run(param);
      return this.sql(`DELETE FROM leads WHERE id IN (${ids})`).run(param).changes;
    });
    const deleted = await this.attempt(() => remove.immediate());
    if (deleted > 0) {
      await this.attempt(() => this.db.exec('VACUUM'));
      await this.attempt(() => {
        const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
        if (result?.busy) throw Object.assign(new Error('checkpoint busy'), { code: 'SQLITE_BUSY' });
      });
    }
    return deleted;
  }

  resend(target: { leadId: number } | { failed: true }, now: number) {
    const where = 'leadId' in target ? 'lead_id = ?' : "status = 'failed' AND ? IS NULL";
    return this.attempt(
      () => this.sql(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL WHERE ${where}`).run(now, 'leadId' in target ? target.leadId : null).changes,
    );
  }

  health(): Promise<OutboxHealth> {
    return this.attempt(() => {
      this.sql("INSERT INTO settings (key, value) VALUES ('health-check', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(new Date().toISOString());
      const row = this.sql<{ oldest: string | null; failed: number }>(
        `SELECT (SELECT MIN(l.created_at) FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.status = 'pending') AS oldest,
                (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS failed`,
      ).get()!;
      return { ...(row.oldest ? { oldestPendingAt: Date.parse(row.oldest) } : {}), failed: row.failed };
    });
  }

  /** A consistent copy of the live database in `file` (SQLite's online backup API). */
  backup(file: string): Promise<unknown> {
    return this.db.backup(file);
  }

  setting(key: string, create: () => string) {
    const read = () => this.sql<{ value: string }>('SELECT value FROM settings WHERE key = ?').get(key)?.value;
    return this.attempt(() => {
      const existing = read();
      if (existing !== undefined) return existing;
      this.sql('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, create());
      return read()!;
    });
  }

  async close() {
    this.db.close();
  }
}
