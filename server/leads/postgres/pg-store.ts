/**
 * The lead store on PostgreSQL (`pg`), for several servers on one database. Durable before the
 * answer as on SQLite: the commit returns once PostgreSQL has flushed it (synchronous_commit on,
 * its default). What SQLite gets from one writer at a time is made explicit here, because many
 * servers write at once:
 *
 *  - the idempotency key is UNIQUE and the lead is inserted ON CONFLICT DO NOTHING, so two
 *    servers racing with the same key store one lead, and the loser answers as a replay;
 *  - a form token's use count is read and written under an advisory lock on that token, so two
 *    servers cannot both see "2 of 3" and store a fourth;
 *  - the outbox is claimed with SELECT … FOR UPDATE SKIP LOCKED, so each row goes to one worker.
 */
import type pg from 'pg';
import { describePostgres } from '../database-config';
import { latestVersion } from '../migrations';
import { searchPatterns } from '../inbox-search';
import { oneRow } from '../one-row';
import { toDecided, toInboxLead, toLead, toListed, toNote, toOutbox, type LeadRow, type ListedRow, type NoteRow, type OutboxDbRow } from '../rows';
import type { SpamReason } from '../spam';
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
  type StoredLead,
  type SubmitOptions,
  type SubmitResult,
} from '../store';
import { migratePostgres, schemaVersion } from './migrate';
import { PgAccounts } from './pg-accounts';
import { PgBookings, placeBooking } from './pg-bookings';
import { BookingMethods } from '../booking-methods';
import { createPool, explainPostgresError, guarded, transaction } from './pool';

/** Thrown inside submit's transaction to undo it when the time to book was taken meanwhile. */
const slotTaken = new Error('slot taken');

const byKeySql = 'SELECT * FROM leads WHERE idempotency_key = $1';

const listColumns = `l.*, COALESCE((SELECT json_agg(json_build_object('channel', o.channel, 'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error) ORDER BY o.id)
                        FROM outbox o WHERE o.lead_id = l.id), '[]') AS notifications`;
const listSql = `SELECT ${listColumns} FROM leads l ORDER BY l.id DESC LIMIT $1`;
const spamListSql = `SELECT ${listColumns} FROM leads l WHERE l.spam IS NOT NULL ORDER BY l.id DESC LIMIT $1`;
/** An outbox row whose lead is held as spam waits (store.ts `release`). */
const notHeld = 'NOT EXISTS (SELECT 1 FROM leads h WHERE h.id = outbox.lead_id AND h.spam IS NOT NULL)';
const dayMs = 86_400_000;
const emailOf = "lower(fields->>'email')";
/**
 * Leads of people (by e-mail) whose latest contact of either side — their latest lead, the firm's
 * latest contact on any of their leads — came before $1, and none of whose leads is a client's.
 */
const staleIds = `SELECT id FROM leads WHERE ${emailOf} IN (SELECT ${emailOf} FROM leads GROUP BY ${emailOf} HAVING MAX(GREATEST(created_at, last_contact_at)) < $1 AND NOT bool_or(status = 'kund'))`;
const withNotes =
  'SELECT n.id, n.at, n.user_id, u.email AS author, n.text, n.contacted_at FROM lead_notes n LEFT JOIN users u ON u.id = n.user_id WHERE n.lead_id = $1 ORDER BY n.id';

/** The inbox's WHERE clause and its parameters (store.ts InboxQuery), parameters from $1. */
function inboxWhere({ q, kind, status, urgentValues, spam, from, before }: InboxQuery): { from: string; where: string; params: unknown[] } {
  const terms = [spam ? 'l.spam IS NOT NULL' : 'l.spam IS NULL'];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const source = 'leads l';
  if (q) {
    // The stored, folded search column (migration 7, inbox-search.ts): no json parsed per lead.
    const patterns = searchPatterns(q);
    const texts = [`l.search LIKE ${param(patterns.text)}`];
    if (patterns.phone) texts.push(`l.search LIKE ${param(patterns.phone)}`);
    terms.push(`(${texts.join(' OR ')})`);
  }
  if (kind) terms.push(`l.kind = ${param(kind)}`);
  if (status) terms.push(`l.status = ${param(status)}`);
  if (urgentValues) terms.push(`l.fields->>'urgency' = ANY(${param(urgentValues)}::text[])`);
  if (from) terms.push(`l.created_at >= ${param(from)}`);
  if (before) terms.push(`l.created_at < ${param(before)}`);
  return { from: source, where: terms.join(' AND '), params };
}

export interface PgOpenOptions {
  poolSize?: number;
  /** Bring the schema up to date (the server); without it the schema must already be there. */
  migrate?: boolean;
  log?: (message: string) => void;
}

export class PgLeadStore extends BookingMethods implements LeadStore {
  readonly accounts: PgAccounts;
  /** The booking tables (pg-bookings.ts); the store's booking methods below are theirs. */
  protected readonly bookings: PgBookings;

  constructor(
    readonly pool: pg.Pool,
    readonly description: string,
  ) {
    super();
    this.accounts = new PgAccounts(pool, description);
    this.bookings = new PgBookings(pool, description);
  }

  static async open(url: string, { poolSize = 10, migrate = true, log }: PgOpenOptions = {}): Promise<PgLeadStore> {
    const description = describePostgres(url);
    const pool = createPool(url, { size: poolSize, log });
    try {
      if (migrate) await migratePostgres(pool);
      else if ((await schemaVersion(pool)) < latestVersion)
        throw new StoreError(
          `${description} har inga lead-tabeller i aktuell version ännu: de skapas när servern startar mot den (npm start med DATABASE_URL).`,
        );
    } catch (error) {
      await pool.end();
      throw error instanceof StoreError ? error : explainPostgresError(description, error);
    }
    return new PgLeadStore(pool, description);
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    return guarded(this.description, work);
  }

  private async rows<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.run(() => this.pool.query<Row>(text, values))).rows;
  }

  submit(lead: NewLead, { channels, tokenId, maxTokenUses, booking }: SubmitOptions): Promise<SubmitResult> {
    const answerTo = (existing: LeadRow): SubmitResult =>
      existing.payload_hash === lead.payloadHash ? { outcome: 'replayed', lead: toLead(existing) } : { outcome: 'conflict' };
    return this.run(() =>
      transaction(this.pool, async (client): Promise<SubmitResult> => {
        if (tokenId) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`form-token:${tokenId}`]);
        const existing = (await client.query<LeadRow>(byKeySql, [lead.idempotencyKey])).rows[0];
        if (existing) return answerTo(existing);
        if (tokenId) {
          const { rows } = await client.query<{ n: number }>('SELECT COUNT(*) AS n FROM leads WHERE form_token_id = $1', [tokenId]);
          if (oneRow(rows[0]).n >= maxTokenUses) return { outcome: 'token-spent' };
        }
        const now = new Date();
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id, spam, warning) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [
            now,
            lead.kind,
            lead.page,
            JSON.stringify(lead.fields),
            lead.idempotencyKey,
            lead.payloadHash,
            tokenId ?? null,
            lead.spam?.length ? JSON.stringify(lead.spam) : null,
            lead.warning ? JSON.stringify(lead.warning) : null,
          ],
        );
        // Another server stored this key between our look and our insert (and has committed).
        if (inserted.rowCount === 0) return answerTo(oneRow((await client.query<LeadRow>(byKeySql, [lead.idempotencyKey])).rows[0], 'the lead of a known key'));
        const id = oneRow(inserted.rows[0]).id;
        if (channels.length) {
          await client.query('INSERT INTO outbox (lead_id, channel, next_attempt_at) SELECT $1, unnest($2::text[]), $3', [id, channels, now.getTime()]);
        }
        // A time to book: taken meanwhile, the whole post is undone (nothing stored) and the visitor told.
        const booked = booking && (await placeBooking(client, id, booking, now.getTime()));
        if (booking && !booked) throw slotTaken;
        return { outcome: 'stored', lead: { ...lead, id, createdAt: now.toISOString() }, ...(booked ? { booking: booked } : {}) };
      }),
    ).catch((error: unknown): SubmitResult => {
      if (error === slotTaken) return { outcome: 'slot-taken' };
      throw error;
    });
  }

  async findByKey(key: string): Promise<StoredLead | undefined> {
    const [row] = await this.rows<LeadRow>(byKeySql, [key]);
    return row && toLead(row);
  }

  async lead(id: number): Promise<StoredLead | undefined> {
    const [row] = await this.rows<LeadRow>('SELECT * FROM leads WHERE id = $1', [id]);
    return row && toLead(row);
  }

  async listLeads({ limit, spam = false }: { limit?: number; spam?: boolean } = {}): Promise<ListedLead[]> {
    return (await this.rows<ListedRow>(spam ? spamListSql : listSql, [limit ?? null])).map(toListed);
  }

  release(id: number, now: number) {
    return this.run(() =>
      transaction(this.pool, async (client) => {
        const { rows } = await client.query<{ held: boolean }>('SELECT spam IS NOT NULL AS held FROM leads WHERE id = $1 FOR UPDATE', [id]);
        if (!rows[0]) return { outcome: 'missing' as const };
        if (!rows[0].held) return { outcome: 'not-held' as const };
        // Released is decided: not spam (the classifier learns it, spam-filter.ts).
        await client.query("UPDATE leads SET spam = NULL, spam_decision = 'ham', spam_decided_at = $1 WHERE id = $2", [now, id]);
        const queued = await client.query("UPDATE outbox SET next_attempt_at = $1, claimed_by = NULL WHERE lead_id = $2 AND status = 'pending'", [now, id]);
        return { outcome: 'released' as const, notifications: queued.rowCount ?? 0 };
      }),
    );
  }

  markSpam(id: number, now: number, reason: SpamReason) {
    return this.run(() =>
      transaction(this.pool, async (client) => {
        const { rows } = await client.query<{ held: boolean }>('SELECT spam IS NOT NULL AS held FROM leads WHERE id = $1 FOR UPDATE', [id]);
        if (!rows[0]) return { outcome: 'missing' as const };
        await client.query("UPDATE leads SET spam = COALESCE(spam, $1::json), spam_decision = 'spam', spam_decided_at = $2 WHERE id = $3", [
          JSON.stringify([reason]),
          now,
          id,
        ]);
        return { outcome: 'marked' as const, wasHeld: rows[0].held };
      }),
    );
  }

  async spamDecisions() {
    return (
      await this.rows<{ fields: Record<string, string>; spam_decision: SpamDecision }>(
        'SELECT fields, spam_decision FROM leads WHERE spam_decision IS NOT NULL ORDER BY spam_decided_at, id',
      )
    ).map(toDecided);
  }

  async spamDecisionStamp() {
    const [row] = await this.rows<{ n: number; latest: string | null }>(
      'SELECT COUNT(*)::int AS n, MAX(spam_decided_at)::text AS latest FROM leads WHERE spam_decision IS NOT NULL',
    );
    return `${row?.n ?? 0}:${row?.latest ?? 0}`;
  }

  async countQuarantined(since: Date): Promise<number> {
    const [row] = await this.rows<{ n: number }>('SELECT COUNT(*)::int AS n FROM leads WHERE spam IS NOT NULL AND created_at >= $1', [since]);
    return row?.n ?? 0;
  }

  async claim({ worker, now, limit, leaseMs }: ClaimOptions): Promise<OutboxRow[]> {
    const rows = await this.rows<OutboxDbRow>(
      `UPDATE outbox SET claimed_by = $1, next_attempt_at = $2
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $3 AND ${notHeld} ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [worker, now + leaseMs, now, limit],
    );
    return rows.map(toOutbox).sort((a, b) => a.id - b.id);
  }

  async nextDueAt(): Promise<number | undefined> {
    const [row] = await this.rows<{ at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'failed') AND ${notHeld}`);
    return row?.at ?? undefined;
  }

  async markSent(row: OutboxRow) {
    await this.rows("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, claimed_by = NULL, sent_at = now() WHERE id = $1", [
      row.id,
    ]);
  }

  async markRetry(row: OutboxRow, error: string, nextAttemptAt: number) {
    await this.rows(
      "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_by = NULL WHERE id = $3 AND status = 'pending' AND claimed_by IS NOT DISTINCT FROM $4",
      [error, nextAttemptAt, row.id, row.claimedBy],
    );
  }

  async markFailed(row: OutboxRow, error: string, retryAt: number) {
    await this.rows(
      "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_by = NULL WHERE id = $3 AND status = 'pending' AND claimed_by IS NOT DISTINCT FROM $4",
      [error, retryAt, row.id, row.claimedBy],
    );
  }

  reviveFailed(now: number, all = false): Promise<number> {
    return this.run(() =>
      transaction(this.pool, async (client) => {
        const revived = await client.query(
          "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status = 'failed' AND ($2 OR next_attempt_at <= $1)",
          [now, all],
        );
        if (all) await client.query("UPDATE outbox SET next_attempt_at = $1 WHERE status = 'pending' AND claimed_by IS NULL AND next_attempt_at > $1", [now]);
        return revived.rowCount ?? 0;
      }),
    );
  }

  async leadsByEmail(email: string): Promise<InboxLead[]> {
    return (await this.rows<ListedRow>(`SELECT ${listColumns} FROM leads l WHERE ${emailOf} = lower($1) ORDER BY l.id`, [email])).map(toInboxLead);
  }

  async queryLeads(query: InboxQuery): Promise<{ leads: InboxLead[]; total: number }> {
    const { from, where, params } = inboxWhere(query);
    const n = params.length;
    // The page and the count in one pass over the matching leads; a page past the end counts again.
    const rows = await this.rows<ListedRow & { total: string }>(
      `WITH page AS (SELECT l.id, COUNT(*) OVER () AS total FROM ${from} WHERE ${where} ORDER BY l.id DESC LIMIT $${n + 1} OFFSET $${n + 2})
       SELECT ${listColumns}, page.total::text AS total FROM page JOIN leads l ON l.id = page.id ORDER BY l.id DESC`,
      [...params, query.limit, query.offset],
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : query.offset === 0
        ? 0
        : Number(oneRow((await this.rows<{ n: string }>(`SELECT COUNT(*)::text AS n FROM ${from} WHERE ${where}`, params))[0]).n);
    return { leads: rows.map(toInboxLead), total };
  }

  async leadsAfter(afterId: number, limit: number): Promise<InboxLead[]> {
    return (
      await this.rows<ListedRow>(`SELECT ${listColumns} FROM leads l WHERE l.id > $1 AND l.spam IS NULL ORDER BY l.id DESC LIMIT $2`, [afterId, limit])
    ).map(toInboxLead);
  }

  async inboxState(): Promise<{ unread: number; latestId: number | null }> {
    const [found] = await this.rows<{ unread: number; latest: string | null }>(
      'SELECT (SELECT COUNT(*)::int FROM leads WHERE read_at IS NULL AND spam IS NULL) AS unread, (SELECT MAX(id)::text FROM leads WHERE spam IS NULL) AS latest',
    );
    const row = oneRow(found);
    return { unread: row.unread, latestId: row.latest === null ? null : Number(row.latest) };
  }

  async inboxLead(id: number): Promise<InboxLead | undefined> {
    const [row] = await this.rows<ListedRow>(`SELECT ${listColumns} FROM leads l WHERE l.id = $1`, [id]);
    return row && toInboxLead(row);
  }

  async notes(leadId: number): Promise<LeadNote[]> {
    return (await this.rows<NoteRow>(withNotes, [leadId])).map(toNote);
  }

  async markRead(id: number, now: number) {
    await this.rows('UPDATE leads SET read_at = $1 WHERE id = $2 AND read_at IS NULL', [now, id]);
  }

  async setStatus(id: number, status: LeadStatus, lastContactAt?: string): Promise<boolean> {
    const result = await this.run(() =>
      this.pool.query('UPDATE leads SET status = $1, last_contact_at = COALESCE($2, last_contact_at) WHERE id = $3', [status, lastContactAt ?? null, id]),
    );
    return (result.rowCount ?? 0) > 0;
  }

  addNote({ leadId, at, userId, text, contactedAt }: NewNote): Promise<boolean> {
    return this.run(() =>
      transaction(this.pool, async (client) => {
        const { rows } = await client.query(
          contactedAt
            ? 'UPDATE leads SET last_contact_at = GREATEST(last_contact_at, $2) WHERE id = $1 RETURNING id'
            : 'SELECT id FROM leads WHERE id = $1 FOR UPDATE',
          contactedAt ? [leadId, contactedAt] : [leadId],
        );
        if (!rows[0]) return false;
        await client.query('INSERT INTO lead_notes (lead_id, at, user_id, text, contacted_at) VALUES ($1, $2, $3, $4, $5)', [
          leadId,
          at,
          userId,
          text,
          contactedAt ?? null,
        ]);
        return true;
      }),
    );
  }

  erase(email: string) {
    return this.deleteLeads(`SELECT id FROM leads WHERE ${emailOf} = lower($1)`, email);
  }

  purge(before: Date) {
    return this.deleteLeads(staleIds, before);
  }

  /**
   * VACUUM FULL rewrites both tables into new files and removes the old ones, so the deleted
   * rows are not left behind as dead tuples. (PostgreSQL's own WAL keeps them until it is
   * recycled; docs/hosting.md "Data protection".)
   */
  private async deleteLeads(ids: string, param: unknown): Promise<number> {
    const deleted = await this.run(() =>
      transaction(this.pool, async (client) => {
        await client.query(`DELETE FROM lead_notes WHERE lead_id IN (${ids})`, [param]);
        await client.query(`DELETE FROM outbox WHERE lead_id IN (${ids})`, [param]);
        return (await client.query(`DELETE FROM leads WHERE id IN (${ids})`, [param])).rowCount ?? 0;
      }),
    );
    if (deleted > 0) await this.rows('VACUUM FULL leads, outbox, lead_notes');
    return deleted;
  }

  async staleLeads(before: Date): Promise<LeadStamp[]> {
    const rows = await this.rows<{ id: number; created_at: Date }>(`SELECT id, created_at FROM leads WHERE id IN (${staleIds}) ORDER BY id`, [before]);
    return rows.map((row) => ({ id: Number(row.id), createdAt: row.created_at.toISOString() }));
  }

  async countLeads(): Promise<number> {
    return oneRow((await this.rows<{ n: number }>('SELECT COUNT(*)::int AS n FROM leads'))[0]).n;
  }

  /** The identity sequence never goes back, so its last value counts erased and purged leads too. */
  async highestNumber(): Promise<number> {
    const [row] = await this.rows<{ n: string }>(
      `SELECT GREATEST((SELECT MAX(id) FROM leads), (SELECT CASE WHEN is_called THEN last_value END FROM leads_id_seq), 0)::text AS n`,
    );
    return Number(oneRow(row).n);
  }

  identity(): Promise<string> {
    return this.setting('database-identity', newIdentity);
  }

  /**
   * After pg_restore: the sequence is the dump's again, so it is set past `highestNumber` (the
   * highest number the firm has seen, README "Backup and restore"); a new identity as on SQLite.
   */
  restored({ identity, highestNumber, notifications, now }: RestoreOptions): Promise<number> {
    return this.run(() =>
      transaction(this.pool, async (client) => {
        await client.query("INSERT INTO settings (key, value) VALUES ('database-identity', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [
          identity,
        ]);
        await client.query(
          "SELECT setval(pg_get_serial_sequence('leads', 'id'), GREATEST((SELECT MAX(id) FROM leads), $1::bigint, (SELECT last_value FROM leads_id_seq), 1))",
          [highestNumber],
        );
        const changed =
          notifications === 'send'
            ? await client.query("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, claimed_by = NULL WHERE status <> 'sent'", [now])
            : await client.query(
                "UPDATE outbox SET status = 'sent', claimed_by = NULL, last_error = 'markerad som skickad vid återställning', sent_at = $1 WHERE status <> 'sent'",
                [new Date(now)],
              );
        return changed.rowCount ?? 0;
      }),
    );
  }

  async wake(channel: Channel, now: number): Promise<number> {
    const result = await this.run(() =>
      this.pool.query(
        `UPDATE outbox SET next_attempt_at = $1 WHERE channel = $2 AND status = 'pending' AND claimed_by IS NULL AND next_attempt_at > $1 AND ${notHeld}`,
        [now, channel],
      ),
    );
    return result.rowCount ?? 0;
  }

  async resend(target: { leadId: number } | { failed: true }, now: number): Promise<number> {
    const where = 'leadId' in target ? 'lead_id = $2' : "status = 'failed' AND $2::bigint IS NULL";
    const result = await this.run(() =>
      this.pool.query(`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, claimed_by = NULL WHERE ${where}`, [
        now,
        'leadId' in target ? target.leadId : null,
      ]),
    );
    return result.rowCount ?? 0;
  }

  async health(): Promise<OutboxHealth> {
    await this.rows("INSERT INTO settings (key, value) VALUES ('health-check', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [
      new Date().toISOString(),
    ]);
    const [row] = await this.rows<{ oldest: Date | null; failed: number; quarantined: number }>(
      `SELECT (SELECT MIN(l.created_at) FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.status = 'pending' AND l.spam IS NULL) AS oldest,
              (SELECT COUNT(*)::int FROM outbox WHERE status = 'failed') AS failed,
              (SELECT COUNT(*)::int FROM leads WHERE spam IS NOT NULL AND created_at >= $1) AS quarantined`,
      [new Date(Date.now() - dayMs)],
    );
    return { ...(row?.oldest ? { oldestPendingAt: row.oldest.getTime() } : {}), failed: row?.failed ?? 0, quarantinedLastDay: row?.quarantined ?? 0 };
  }

  async setting(key: string, create: () => string): Promise<string> {
    const read = async () => (await this.rows<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]))[0]?.value;
    const existing = await read();
    if (existing !== undefined) return existing;
    await this.rows('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, create()]);
    return oneRow(await read(), `setting ${key}`);
  }

  async close() {
    await this.pool.end();
  }
}
