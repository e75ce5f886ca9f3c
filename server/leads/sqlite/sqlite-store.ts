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
import {
  newIdentity,
  StoreError,
  type Channel,
  type ClaimOptions,
  type InboxLead,
  type InboxQuery,
  type LeadNote,
  type LeadStamp,
  type LeadStatus,
  type OutboxHealth,
  type LeadStore,
  type ListedLead,
  type NewLead,
  type NewNote,
  type OutboxRow,
  type RestoreOptions,
  type SpamDecision,
  type SubmitOptions,
  type SubmitResult,
} from '../store';
import type { SpamReason } from '../spam';
import { inboxMatch, searchWords } from '../inbox-search';
import { oneRow } from '../one-row';
import { toDecided, toInboxLead, toLead, toListed, toNote, toOutbox, type LeadRow, type ListedTextRow, type NoteRow, type OutboxDbRow } from '../rows';
import { readHighWater, reserveBlock, writeHighWater } from './high-water';
import { openDatabase } from './open';
import { SqliteAccounts } from './sqlite-accounts';
import { SqliteBookings } from './sqlite-bookings';
import { BookingMethods } from '../booking-methods';

/** Thrown inside submit's transaction to undo it when the time to book was taken meanwhile. */
const slotTaken = new Error('slot taken');

const codeOf = (error: unknown) => String((error as { code?: string }).code ?? '');
const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(codeOf(error));

/**
 * A full disk (SQLITE_FULL: ENOSPC, or the file's size limit) or a failing one (SQLITE_IOERR_*)
 * is the database's trouble, not the visitor's: a StoreError, so the post gets the same 503 with
 * its input kept as a busy database, and /readyz names the cause (docs/decisions.md "Health and
 * a full disk").
 */
function diskError(error: unknown): StoreError | undefined {
  const code = codeOf(error);
  if (code === 'SQLITE_FULL') return new StoreError(`Disken där databasen ligger är full (${code}). Frigör utrymme, så sparas nya leads igen.`);
  if (code.startsWith('SQLITE_IOERR'))
    return new StoreError(`Databasen kunde inte skriva till disken (${code}: ${(error as Error).message}). Kontrollera disken och ledigt utrymme.`);
  return undefined;
}
const dayMs = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const listColumns = `l.*, (SELECT json_group_array(json_object('channel', o.channel, 'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error))
               FROM (SELECT * FROM outbox WHERE lead_id = l.id ORDER BY id) o) AS notifications`;
const listSql = `SELECT ${listColumns} FROM leads l ORDER BY l.id DESC LIMIT ?`;
const spamListSql = `SELECT ${listColumns} FROM leads l WHERE l.spam IS NOT NULL ORDER BY l.id DESC LIMIT ?`;
/** An outbox row whose lead is held as spam waits (store.ts `release`). */
const notHeld = 'NOT EXISTS (SELECT 1 FROM leads h WHERE h.id = outbox.lead_id AND h.spam IS NOT NULL)';
const emailOf = "lower(json_extract(fields, '$.email'))";
/** Leads of people (by e-mail) whose latest lead came before ?. */
/**
 * Lead numbers never repeat (docs/decisions.md "Restore"): a new lead is numbered after both the
 * highest stored one and `highest-lead-number`, which erasure, purge and restore raise — without
 * it SQLite would hand the number of an erased newest lead, or of leads a restored older copy
 * never had, to the next visitor.
 */
const highestSql =
  "SELECT MAX(COALESCE((SELECT MAX(id) FROM leads), 0), COALESCE((SELECT CAST(value AS INTEGER) FROM settings WHERE key = 'highest-lead-number'), 0)) AS n";
/** Kept as the text of an integer ("516"), as every setting is text; bound as text, never as a float. */
const raiseHighest =
  "INSERT INTO settings (key, value) VALUES ('highest-lead-number', CAST(CAST(? AS INTEGER) AS TEXT)) ON CONFLICT (key) DO UPDATE SET value = CAST(MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER)) AS TEXT)";
/**
 * Leads of people (by e-mail) whose latest contact of either side — their latest lead, the firm's
 * latest contact on any of their leads — came before ?, and none of whose leads is a client's.
 */
const staleIds = `SELECT id FROM leads WHERE ${emailOf} IN (SELECT e FROM (SELECT ${emailOf} AS e, MAX(MAX(created_at, COALESCE(last_contact_at, created_at))) AS latest, MAX(status = 'kund') AS client FROM leads GROUP BY e) WHERE latest < ? AND NOT client)`;
const field = (name: string) => `json_extract(l.fields, '$.${name}')`;
const withNotes =
  'SELECT n.id, n.at, n.user_id, u.email AS author, n.text, n.contacted_at FROM lead_notes n LEFT JOIN users u ON u.id = n.user_id WHERE n.lead_id = ? ORDER BY n.id';

/** The inbox's WHERE clause and its parameters (store.ts InboxQuery). */
function inboxWhere({ q, kind, status, urgentValues, spam, from, before }: InboxQuery): { where: string; params: unknown[] } {
  const terms = [spam ? 'l.spam IS NOT NULL' : 'l.spam IS NULL'];
  const params: unknown[] = [];
  if (q) {
    // One call per lead on its search column (migration 7, inbox-search.ts inboxMatch).
    const { words, phone } = searchWords(q);
    terms.push('inbox_match(l.search, ?, ?)');
    params.push(words, phone);
  }
  const add = (term: string, value: unknown) => {
    terms.push(term);
    params.push(value);
  };
  if (kind) add('l.kind = ?', kind);
  if (status) add('l.status = ?', status);
  if (urgentValues) add(`${field('urgency')} IN (SELECT value FROM json_each(?))`, JSON.stringify(urgentValues));
  if (from) add('l.created_at >= ?', from.toISOString());
  if (before) add('l.created_at < ?', before.toISOString());
  return { where: terms.join(' AND '), params };
}

const inboxRow = (row: ListedTextRow) => toInboxLead({ ...row, notifications: JSON.parse(row.notifications) });

export class SqliteLeadStore extends BookingMethods implements LeadStore {
  private readonly prepared = new Map<string, Database.Statement>();
  /** Numbers up to this are recorded in the high-water file (high-water.ts). */
  private reserved: number;
  readonly accounts: SqliteAccounts;
  /** The booking tables (sqlite-bookings.ts); the store's booking methods below are theirs. */
  protected readonly bookings: SqliteBookings;

  constructor(
    readonly db: Database.Database,
    readonly description: string,
    private readonly busyWaitMs = 5_000,
    /** The database file, for its high-water file; none in memory. */
    readonly file?: string,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    super();
    this.reserved = file ? readHighWater(file) : Infinity;
    this.accounts = new SqliteAccounts(
      db,
      (text) => this.sql(text),
      (work) => this.attempt(work),
    );
    this.bookings = new SqliteBookings(
      db,
      (text) => this.sql(text),
      (work) => this.attempt(work),
    );
    // SQLite's own lower() folds only A–Z; the inbox's search folds Å, Ä, Ö and the rest too.
    db.function('inbox_match', { deterministic: true }, inboxMatch);
  }

  /** Opens (creating and migrating) the file; `readonly` only reads and changes nothing. */
  static open(
    file: string,
    { busyWaitMs, readonly = false, log }: { busyWaitMs?: number; readonly?: boolean; log?: (message: string) => void } = {},
  ): SqliteLeadStore {
    return new SqliteLeadStore(openDatabase(file, { readonly }), `SQLite ${file}`, busyWaitMs, readonly || file === ':memory:' ? undefined : file, log);
  }

  /**
   * Records a block of numbers beyond `id` before the lead that uses it is committed. A failure
   * (a full disk) must not cost the visitor the lead: it is logged, and tried again next lead.
   */
  private reserveNumbers(id: number) {
    if (!this.file || id <= this.reserved) return;
    try {
      writeHighWater(this.file, id + reserveBlock - 1);
      this.reserved = id + reserveBlock - 1;
    } catch (error) {
      this.log(`Lead-numrens högvattenmärke (${this.file}.high-water) kunde inte skrivas: ${(error as Error).message}. Leadet sparas ändå.`);
    }
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
        if (!isBusy(error)) throw diskError(error) ?? error;
        if (Date.now() + delay > deadline) throw new StoreError('Databasen är upptagen av en annan process.', true);
      }
      await sleep(delay);
    }
  }

  private byKey(key: string) {
    return this.sql<LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?').get(key);
  }

  submit(lead: NewLead, { channels, tokenId, maxTokenUses, booking }: SubmitOptions): Promise<SubmitResult> {
    const write = this.db.transaction((): SubmitResult => {
      const existing = this.byKey(lead.idempotencyKey);
      if (existing) return existing.payload_hash === lead.payloadHash ? { outcome: 'replayed', lead: toLead(existing) } : { outcome: 'conflict' };
      if (tokenId && oneRow(this.sql<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE form_token_id = ?').get(tokenId)).n >= maxTokenUses)
        return { outcome: 'token-spent' };
      const now = new Date();
      const createdAt = now.toISOString();
      const id = oneRow(this.sql<{ n: number }>(highestSql).get()).n + 1;
      this.reserveNumbers(id);
      this.sql(
        'INSERT INTO leads (id, created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id, spam, warning) VALUES (@id, @createdAt, @kind, @page, @fields, @idempotencyKey, @payloadHash, @tokenId, @spam, @warning)',
      ).run({
        ...lead,
        id,
        fields: JSON.stringify(lead.fields),
        createdAt,
        tokenId: tokenId ?? null,
        spam: lead.spam?.length ? JSON.stringify(lead.spam) : null,
        warning: lead.warning ? JSON.stringify(lead.warning) : null,
      });
      for (const channel of channels) this.sql('INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)').run(id, channel, now.getTime());
      // A time to book: taken meanwhile, the whole post is undone (nothing stored) and the visitor told.
      const booked = booking && this.bookings.place(id, booking, now.getTime());
      if (booking && !booked) throw slotTaken;
      return { outcome: 'stored', lead: { ...lead, id, createdAt }, ...(booked ? { booking: booked } : {}) };
    });
    return this.attempt(() => write.immediate()).catch((error: unknown) => {
      if (error === slotTaken) return { outcome: 'slot-taken' as const };
      throw error;
    });
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

  listLeads({ limit, spam = false }: { limit?: number; spam?: boolean } = {}): Promise<ListedLead[]> {
    return this.attempt(() =>
      this.sql<ListedTextRow>(spam ? spamListSql : listSql)
        .all(limit ?? -1)
        .map((row) => toListed({ ...row, notifications: JSON.parse(row.notifications) })),
    );
  }

  release(id: number, now: number) {
    const release = this.db.transaction(() => {
      const row = this.sql<{ held: number }>('SELECT spam IS NOT NULL AS held FROM leads WHERE id = ?').get(id);
      if (!row) return { outcome: 'missing' as const };
      if (!row.held) return { outcome: 'not-held' as const };
      // Released is decided: not spam (the classifier learns it, spam-filter.ts).
      this.sql("UPDATE leads SET spam = NULL, spam_decision = 'ham', spam_decided_at = ? WHERE id = ?").run(now, id);
      const { changes } = this.sql("UPDATE outbox SET next_attempt_at = ?, claimed_by = NULL WHERE lead_id = ? AND status = 'pending'").run(now, id);
      return { outcome: 'released' as const, notifications: changes };
    });
    return this.attempt(() => release.immediate());
  }

  markSpam(id: number, now: number, reason: SpamReason) {
    const mark = this.db.transaction(() => {
      const row = this.sql<{ held: number }>('SELECT spam IS NOT NULL AS held FROM leads WHERE id = ?').get(id);
      if (!row) return { outcome: 'missing' as const };
      this.sql("UPDATE leads SET spam = COALESCE(spam, ?), spam_decision = 'spam', spam_decided_at = ? WHERE id = ?").run(JSON.stringify([reason]), now, id);
      return { outcome: 'marked' as const, wasHeld: row.held === 1 };
    });
    return this.attempt(() => mark.immediate());
  }

  spamDecisions() {
    return this.attempt(() =>
      this.sql<{ fields: string; spam_decision: SpamDecision }>(
        'SELECT fields, spam_decision FROM leads WHERE spam_decision IS NOT NULL ORDER BY spam_decided_at, id',
      )
        .all()
        .map(toDecided),
    );
  }

  spamDecisionStamp() {
    return this.attempt(() => {
      const row = oneRow(
        this.sql<{ n: number; latest: number | null }>('SELECT COUNT(*) AS n, MAX(spam_decided_at) AS latest FROM leads WHERE spam_decision IS NOT NULL').get(),
      );
      return `${row.n}:${row.latest ?? 0}`;
    });
  }

  countQuarantined(since: Date) {
    return this.attempt(
      () => oneRow(this.sql<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE spam IS NOT NULL AND created_at >= ?').get(since.toISOString())).n,
    );
  }

  claim({ worker, now, limit, leaseMs }: ClaimOptions) {
    return this.attempt(() =>
      this.sql<OutboxDbRow>(
        `UPDATE outbox SET claimed_by = ?, next_attempt_at = ?
         WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND ${notHeld} ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING *`,
      )
        .all(worker, now + leaseMs, now, limit)
        .map(toOutbox)
        .sort((a, b) => a.id - b.id),
    );
  }

  nextDueAt() {
    return this.attempt(
      () =>
        this.sql<{ at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'failed') AND ${notHeld}`).get()?.at ??
        undefined,
    );
  }

  async markSent(row: OutboxRow) {
    await this.attempt(() =>
      this.sql("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, claimed_by = NULL, sent_at = ? WHERE id = ?").run(
        new Date().toISOString(),
        row.id,
      ),
    );
  }

  async markRetry(row: OutboxRow, error: string, nextAttemptAt: number) {
    await this.attempt(() =>
      this.sql(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by IS ?",
      ).run(error, nextAttemptAt, row.id, row.claimedBy),
    );
  }

  async markFailed(row: OutboxRow, error: string, retryAt: number) {
    await this.attempt(() =>
      this.sql(
        "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by IS ?",
      ).run(error, retryAt, row.id, row.claimedBy),
    );
  }

  reviveFailed(now: number, all = false) {
    const revive = this.db.transaction(() => {
      const { changes } = this.sql(
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now WHERE status = 'failed' AND (@all OR next_attempt_at <= @now)",
      ).run({ now, all: all ? 1 : 0 });
      if (all) this.sql("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND claimed_by IS NULL AND next_attempt_at > ?").run(now, now);
      return changes;
    });
    return this.attempt(() => revive.immediate());
  }

  leadsByEmail(email: string): Promise<InboxLead[]> {
    return this.attempt(() => this.sql<ListedTextRow>(`SELECT ${listColumns} FROM leads l WHERE ${emailOf} = lower(?) ORDER BY l.id`).all(email).map(inboxRow));
  }

  queryLeads(query: InboxQuery): Promise<{ leads: InboxLead[]; total: number }> {
    const { where, params } = inboxWhere(query);
    // The page and the count in one pass over the matching leads; a page past the end counts again.
    return this.attempt(() => {
      const rows = this.sql<ListedTextRow & { total: number }>(
        `WITH page AS (SELECT l.id, COUNT(*) OVER () AS total FROM leads l WHERE ${where} ORDER BY l.id DESC LIMIT ? OFFSET ?)
         SELECT ${listColumns}, page.total FROM page JOIN leads l ON l.id = page.id ORDER BY l.id DESC`,
      ).all(...params, query.limit, query.offset);
      const total =
        rows[0]?.total ?? (query.offset === 0 ? 0 : oneRow(this.sql<{ n: number }>(`SELECT COUNT(*) AS n FROM leads l WHERE ${where}`).get(...params)).n);
      return { leads: rows.map(inboxRow), total };
    });
  }

  leadsAfter(afterId: number, limit: number): Promise<InboxLead[]> {
    return this.attempt(() =>
      this.sql<ListedTextRow>(`SELECT ${listColumns} FROM leads l WHERE l.id > ? AND l.spam IS NULL ORDER BY l.id DESC LIMIT ?`)
        .all(afterId, limit)
        .map(inboxRow),
    );
  }

  inboxState() {
    return this.attempt(() => {
      const row = oneRow(
        this.sql<{ unread: number; latest: number | null }>(
          'SELECT (SELECT COUNT(*) FROM leads WHERE read_at IS NULL AND spam IS NULL) AS unread, (SELECT MAX(id) FROM leads WHERE spam IS NULL) AS latest',
        ).get(),
      );
      return { unread: row.unread, latestId: row.latest };
    });
  }

  inboxLead(id: number): Promise<InboxLead | undefined> {
    return this.attempt(() => {
      const row = this.sql<ListedTextRow>(`SELECT ${listColumns} FROM leads l WHERE l.id = ?`).get(id);
      return row && inboxRow(row);
    });
  }

  notes(leadId: number): Promise<LeadNote[]> {
    return this.attempt(() => this.sql<NoteRow>(withNotes).all(leadId).map(toNote));
  }

  async markRead(id: number, now: number) {
    await this.attempt(() => this.sql('UPDATE leads SET read_at = ? WHERE id = ? AND read_at IS NULL').run(now, id));
  }

  setStatus(id: number, status: LeadStatus, lastContactAt?: string) {
    return this.attempt(
      () =>
        this.sql('UPDATE leads SET status = ?, last_contact_at = COALESCE(?, last_contact_at) WHERE id = ?').run(status, lastContactAt ?? null, id).changes > 0,
    );
  }

  addNote({ leadId, at, userId, text, contactedAt }: NewNote) {
    const add = this.db.transaction(() => {
      if (!this.sql('SELECT 1 FROM leads WHERE id = ?').get(leadId)) return false;
      this.sql('INSERT INTO lead_notes (lead_id, at, user_id, text, contacted_at) VALUES (?, ?, ?, ?, ?)').run(leadId, at, userId, text, contactedAt ?? null);
      if (contactedAt)
        this.sql('UPDATE leads SET last_contact_at = ? WHERE id = ? AND (last_contact_at IS NULL OR last_contact_at < ?)').run(
          contactedAt,
          leadId,
          contactedAt,
        );
      return true;
    });
    return this.attempt(() => add.immediate());
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
      this.sql(raiseHighest).run(String(oneRow(this.sql<{ n: number }>(highestSql).get()).n));
      this.sql(`DELETE FROM lead_notes WHERE lead_id IN (${ids})`).run(param);
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

  staleLeads(before: Date): Promise<LeadStamp[]> {
    return this.attempt(() =>
      this.sql<LeadStamp>(`SELECT id, created_at AS createdAt FROM leads WHERE id IN (${staleIds}) ORDER BY id`).all(before.toISOString()),
    );
  }

  countLeads() {
    return this.attempt(() => oneRow(this.sql<{ n: number }>('SELECT COUNT(*) AS n FROM leads').get()).n);
  }

  highestNumber() {
    return this.attempt(() => oneRow(this.sql<{ n: number }>(highestSql).get()).n);
  }

  identity() {
    return this.setting('database-identity', newIdentity);
  }

  restored({ identity, highestNumber, notifications, now }: RestoreOptions): Promise<number> {
    const restore = this.db.transaction(() => {
      this.sql("INSERT INTO settings (key, value) VALUES ('database-identity', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(identity);
      this.sql(raiseHighest).run(String(highestNumber));
      return notifications === 'send'
        ? this.sql("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL WHERE status <> 'sent'").run(now).changes
        : this.sql(
            "UPDATE outbox SET status = 'sent', claimed_by = NULL, last_error = 'markerad som skickad vid återställning', sent_at = ? WHERE status <> 'sent'",
          ).run(new Date(now).toISOString()).changes;
    });
    const changed = this.attempt(() => restore.immediate());
    if (this.file && highestNumber > this.reserved) {
      writeHighWater(this.file, highestNumber);
      this.reserved = highestNumber;
    }
    return changed;
  }

  wake(channel: Channel, now: number) {
    return this.attempt(
      () =>
        this.sql(
          `UPDATE outbox SET next_attempt_at = ? WHERE channel = ? AND status = 'pending' AND claimed_by IS NULL AND next_attempt_at > ? AND ${notHeld}`,
        ).run(now, channel, now).changes,
    );
  }

  resend(target: { leadId: number } | { failed: true }, now: number) {
    const where = 'leadId' in target ? 'lead_id = ?' : "status = 'failed' AND ? IS NULL";
    return this.attempt(
      () =>
        this.sql(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, claimed_by = NULL WHERE ${where}`).run(
          now,
          'leadId' in target ? target.leadId : null,
        ).changes,
    );
  }

  health(): Promise<OutboxHealth> {
    return this.attempt(() => {
      this.sql("INSERT INTO settings (key, value) VALUES ('health-check', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
        new Date().toISOString(),
      );
      const row = oneRow(
        this.sql<{ oldest: string | null; failed: number; quarantined: number }>(
          `SELECT (SELECT MIN(l.created_at) FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.status = 'pending' AND l.spam IS NULL) AS oldest,
                (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS failed,
                (SELECT COUNT(*) FROM leads WHERE spam IS NOT NULL AND created_at >= ?) AS quarantined`,
        ).get(new Date(Date.now() - dayMs).toISOString()),
      );
      return { ...(row.oldest ? { oldestPendingAt: Date.parse(row.oldest) } : {}), failed: row.failed, quarantinedLastDay: row.quarantined };
    });
  }

  /** A consistent copy of the live database in `file` (SQLite's online backup API). */
  backup(file: string): Promise<unknown> {
    return this.db.backup(file);
  }

  /**
   * A PRAGMA on this store's own connection, its value as SQLite gives it: `npm run leads` reads
   * `integrity_check`, a test caps `max_page_count` as a full disk would. The connection lives in
   * the store's worker (worker-store.ts), so this is the way to reach it.
   */
  pragma(source: string): unknown {
    return this.db.pragma(source, { simple: true });
  }

  setting(key: string, create: () => string) {
    const read = () => this.sql<{ value: string }>('SELECT value FROM settings WHERE key = ?').get(key)?.value;
    return this.attempt(() => {
      const existing = read();
      if (existing !== undefined) return existing;
      this.sql('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, create());
      return oneRow(read(), `setting ${key}`);
    });
  }

  async close() {
    this.db.close();
  }
}
