/**
 * `npm run leads -- migrate --to postgres://…`: moves the leads of a SQLite file into PostgreSQL
 * when the firm goes from one server to several (README "Leads"). Everything is copied as it is —
 * ids (lead numbers in e-mails already sent stay right), times, fields, outbox rows with their
 * status and tries, each lead's status, latest contact, read time and notes, the workspace's
 * accounts (password hash and second factor as they are, so partners sign in as before) and its
 * audit log, settings (the form secret, so open pages keep working) — in one transaction:
 * it lands whole or not at all. Running it again copies nothing twice: a lead already there with
 * the same id and key is skipped; a different lead under the same id or key stops the copy. An
 * account whose address the target already has keeps the target's (its notes and log lines are
 * credited to it). Sessions, invitations and sign-in attempts are not copied: everyone signs in
 * again after the move, and an unused invitation is sent anew (docs/decisions.md 80).
 */
import type pg from 'pg';
import { openDatabase } from '../sqlite/open';
import { StoreError } from '../store';
import { transaction } from './pool';
import { readBookingTables, writeBookingTables } from './copy-bookings';
import { PgLeadStore } from './pg-store';
import { oneRow } from '../one-row';

interface SqliteLead {
  id: number;
  created_at: string;
  kind: string;
  page: string;
  fields: string;
  idempotency_key: string;
  payload_hash: string;
  form_token_id?: string | null;
  /** From schema 4 on (a held lead's reasons, JSON). */
  spam?: string | null;
  /** From schema 7 on (docs/decisions.md 71). */
  status?: string;
  last_contact_at?: string | null;
  read_at?: number | null;
  /** From schema 8 on (docs/decisions.md 133–134). */
  warning?: string | null;
  spam_decision?: string | null;
  spam_decided_at?: number | null;
}

interface SqliteNote {
  lead_id: number;
  at: number;
  user_id: number | null;
  text: string;
  contacted_at: string | null;
}

interface SqliteUser {
  id: number;
  email: string;
  role: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed: number;
  totp_last_step: number;
  created_at: number;
}

interface SqliteAudit {
  at: number;
  user_id: number | null;
  action: string;
  lead_id: number | null;
  /** Migration 9 on. */
  detail?: string | null;
}

interface SqlitePasskey {
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

interface SqliteOutbox {
  id: number;
  lead_id: number;
  channel: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: string | null;
}

export interface CopyReport {
  leads: number;
  notifications: number;
  /** Accounts copied; those the target already had by address are not counted. */
  accounts: number;
  alreadyThere: number;
  /** Settings the target already had with another value (kept). */
  keptSettings: string[];
  target: string;
}

type SqliteContents = ReturnType<typeof readSqlite>;
type AccountOf = (id: number | null) => number | null;

/** Everything the copy moves, read from the SQLite file before the target is touched. */
function readSqlite(file: string) {
  const source = openDatabase(file, { readonly: true });
  try {
    const hasTable = (name: string) => source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    const leads = source.prepare('SELECT * FROM leads ORDER BY id').all() as SqliteLead[];
    const outbox = source
      .prepare('SELECT id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at FROM outbox ORDER BY id')
      .all() as SqliteOutbox[];
    const settings = source.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[];
    const notes = hasTable('lead_notes')
      ? (source.prepare('SELECT lead_id, at, user_id, text, contacted_at FROM lead_notes ORDER BY id').all() as SqliteNote[])
      : [];
    // Migration 6 on: the workspace's accounts and what they did.
    const users = hasTable('users')
      ? (source
          .prepare('SELECT id, email, role, password_hash, totp_secret, totp_confirmed, totp_last_step, created_at FROM users ORDER BY id')
          .all() as SqliteUser[])
      : [];
    const audit = hasTable('audit_log') ? (source.prepare('SELECT * FROM audit_log ORDER BY id').all() as SqliteAudit[]) : [];
    const passkeys = hasTable('passkeys') ? (source.prepare('SELECT * FROM passkeys ORDER BY id').all() as SqlitePasskey[]) : [];
    return { leads, outbox, settings, notes, users, audit, passkeys, bookingTables: readBookingTables(source, hasTable) };
  } finally {
    source.close();
  }
}

/** The leads the target lacks, under their own numbers; one it has (a second run) is counted, another with its number or key refused. */
async function copyLeads(client: pg.PoolClient, leads: SqliteLead[], target: string) {
  const copied = new Set<number>();
  let alreadyThere = 0;
  for (const lead of leads) {
    const { rows } = await client.query<{ id: number; idempotency_key: string }>(
      'SELECT id, idempotency_key FROM leads WHERE id = $1 OR idempotency_key = $2',
      [lead.id, lead.idempotency_key],
    );
    if (rows.some((r) => r.id === lead.id && r.idempotency_key === lead.idempotency_key)) {
      alreadyThere++;
      continue;
    }
    if (rows.length) {
      throw new StoreError(
        `${target} har redan ett annat lead med nummer ${lead.id} eller samma nyckel. Flytta leads innan servern tar emot nya i PostgreSQL, till en tom databas.`,
      );
    }
    await client.query(
      'INSERT INTO leads (id, created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id, spam, status, last_contact_at, read_at, warning, spam_decision, spam_decided_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)',
      [
        lead.id,
        lead.created_at,
        lead.kind,
        lead.page,
        lead.fields,
        lead.idempotency_key,
        lead.payload_hash,
        lead.form_token_id ?? null,
        lead.spam ?? null,
        lead.status ?? 'ny',
        lead.last_contact_at ?? null,
        lead.read_at ?? null,
        lead.warning ?? null,
        lead.spam_decision ?? null,
        lead.spam_decided_at ?? null,
      ],
    );
    copied.add(lead.id);
  }
  return { copied, alreadyThere };
}

/** The accounts, one the target has by address kept: how many were new, and the SQLite id → the target's. */
async function copyAccounts(client: pg.PoolClient, users: SqliteUser[]): Promise<{ accounts: number; account: AccountOf }> {
  const accountIds = new Map<number, number>();
  let accounts = 0;
  for (const user of users) {
    const inserted = await client.query<{ id: string }>(
      'INSERT INTO users (email, role, password_hash, totp_secret, totp_confirmed, totp_last_step, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING RETURNING id',
      [user.email, user.role, user.password_hash, user.totp_secret, user.totp_confirmed, user.totp_last_step, user.created_at],
    );
    if (inserted.rows[0]) accounts++;
    const id =
      inserted.rows[0]?.id ??
      oneRow((await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [user.email])).rows[0], 'an account already there').id;
    accountIds.set(user.id, Number(id));
  }
  return { accounts, account: (id) => (id === null ? null : (accountIds.get(id) ?? null)) };
}

/** The copied leads' notifications and notes, and the audit log, under the target's account ids. */
async function copyLeadHistory(client: pg.PoolClient, source: SqliteContents, copied: Set<number>, account: AccountOf) {
  const notifications = source.outbox.filter((row) => copied.has(row.lead_id));
  for (const row of notifications) {
    // Unclaimed: whichever server picks the row up next owns it.
    await client.query(
      'INSERT INTO outbox (id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [row.id, row.lead_id, row.channel, row.status, row.attempts, row.next_attempt_at, row.last_error, row.sent_at],
    );
  }
  for (const note of source.notes.filter((row) => copied.has(row.lead_id))) {
    await client.query('INSERT INTO lead_notes (lead_id, at, user_id, text, contacted_at) VALUES ($1, $2, $3, $4, $5)', [
      note.lead_id,
      note.at,
      account(note.user_id),
      note.text,
      note.contacted_at,
    ]);
  }
  // A line the target already has (a second run) is not written twice.
  for (const line of source.audit) {
    await client.query(
      'INSERT INTO audit_log (at, user_id, action, lead_id, detail) SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE at = $1 AND user_id IS NOT DISTINCT FROM $2 AND action = $3 AND lead_id IS NOT DISTINCT FROM $4)',
      [line.at, account(line.user_id), line.action, line.lead_id, line.detail ?? null],
    );
  }
  return notifications.length;
}

/** The settings the target lacks; the keys it already had with another value (kept) are returned. */
async function copySettings(client: pg.PoolClient, settings: SqliteContents['settings']): Promise<string[]> {
  const keptSettings: string[] = [];
  // Each database keeps its own identity (migration 5): Message-IDs must not repeat across them.
  for (const { key, value } of settings.filter((setting) => setting.key !== 'database-identity')) {
    const { rows } = await client.query<{ value: string }>(
      'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING value',
      [key, value],
    );
    if (oneRow(rows[0], `setting ${key}`).value !== value) keptSettings.push(key);
  }
  return keptSettings;
}

export async function copySqliteToPostgres(file: string, url: string): Promise<CopyReport> {
  const source = readSqlite(file);
  const target = await PgLeadStore.open(url, { poolSize: 1 });
  try {
    return await transaction(target.pool, async (client) => {
      // A server already running on the target waits until the copy is committed.
      await client.query('LOCK TABLE leads, outbox IN EXCLUSIVE MODE');
      const { copied, alreadyThere } = await copyLeads(client, source.leads, target.description);
      // Accounts first, so that notes and log lines can name them.
      const { accounts, account } = await copyAccounts(client, source.users);
      const notifications = await copyLeadHistory(client, source, copied, account);
      await copyPasskeys(client, source.passkeys, account);
      // Booked times stay booked after the move (copy-bookings.ts).
      await writeBookingTables(client, source.bookingTables, copied, account);
      const keptSettings = await copySettings(client, source.settings);
      // New leads and notifications continue after the copied numbers — and after numbers the
      // SQLite file used for leads since erased (its highest-lead-number).
      for (const table of ['leads', 'outbox']) {
        const floor = table === 'leads' ? ", (SELECT value::numeric::bigint FROM settings WHERE key = 'highest-lead-number')" : '';
        await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table})${floor}, 1))`);
      }
      return { leads: copied.size, notifications, accounts, alreadyThere, keptSettings, target: target.description };
    });
  } finally {
    await target.close();
  }
}

/** The accounts' passkeys (migration 9), under the target's account ids; one the target has is kept. */
async function copyPasskeys(client: pg.PoolClient, passkeys: SqlitePasskey[], account: (id: number) => number | null) {
  for (const key of passkeys) {
    const userId = account(key.user_id);
    if (userId === null) continue;
    await client.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (credential_id) DO NOTHING`,
      [userId, key.credential_id, key.public_key, key.counter, key.transports, key.name, key.created_at, key.last_used_at],
    );
  }
}
