/**
 * Database rows as the store returns them, the same for both databases: SQLite gives JSON and
 * times as text, PostgreSQL as parsed values (json, timestamptz), so both are accepted here.
 */
import type { LeadWarning, SpamReason } from './spam';
import type { Channel, DecidedLead, InboxLead, LeadNote, LeadStatus, ListedLead, OutboxRow, OutboxStatus, StoredLead } from './store';

export interface LeadRow {
  id: number;
  created_at: string | Date;
  kind: string;
  page: string;
  fields: string | Record<string, string>;
  idempotency_key: string;
  payload_hash: string;
  /** Absent in a database opened read-only before migration 4. */
  spam?: string | SpamReason[] | null;
  /** Absent before migration 8. */
  warning?: string | LeadWarning | null;
  /** Absent before migration 7. */
  status?: LeadStatus;
  last_contact_at?: string | Date | null;
  read_at?: number | string | null;
}

export interface NoteRow {
  id: number;
  at: number | string;
  user_id: number | null;
  author: string | null;
  text: string;
  contacted_at: string | Date | null;
}

export interface OutboxDbRow {
  id: number;
  lead_id: number;
  channel: Channel;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  claimed_by: string | null;
}

export type ListedRow = LeadRow & { notifications: ListedLead['notifications'] };
/** SQLite's json_group_array comes back as text. */
export type ListedTextRow = LeadRow & { notifications: string };

const isoTime = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

export const toLead = (row: LeadRow): StoredLead => ({
  id: Number(row.id),
  createdAt: isoTime(row.created_at),
  kind: row.kind,
  page: row.page,
  fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
  idempotencyKey: row.idempotency_key,
  payloadHash: row.payload_hash,
  ...(row.spam ? { spam: typeof row.spam === 'string' ? (JSON.parse(row.spam) as SpamReason[]) : row.spam } : {}),
  ...(row.warning ? { warning: typeof row.warning === 'string' ? (JSON.parse(row.warning) as LeadWarning) : row.warning } : {}),
});

/** A decided lead's row (migration 8) as the classifier learns from it. */
export const toDecided = (row: { fields: string | Record<string, string>; spam_decision: 'spam' | 'ham' }): DecidedLead => ({
  decision: row.spam_decision,
  fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
});

export const toListed = (row: ListedRow): ListedLead => ({ ...toLead(row), notifications: row.notifications });

export const toInboxLead = (row: ListedRow): InboxLead => ({
  ...toListed(row),
  status: row.status ?? 'ny',
  lastContactAt: row.last_contact_at ? isoTime(row.last_contact_at) : null,
  readAt: row.read_at === null || row.read_at === undefined ? null : Number(row.read_at),
});

export const toNote = (row: NoteRow): LeadNote => ({
  id: Number(row.id),
  at: Number(row.at),
  userId: row.user_id === null ? null : Number(row.user_id),
  author: row.author,
  text: row.text,
  contactedAt: row.contacted_at ? isoTime(row.contacted_at) : null,
});

export const toOutbox = (row: OutboxDbRow): OutboxRow => ({
  id: Number(row.id),
  leadId: Number(row.lead_id),
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  claimedBy: row.claimed_by,
});
