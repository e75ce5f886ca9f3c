/** Account rows as both databases return them (server/leads/account-store.ts). */
import type { AuditEntry, Role, User } from './account-store';

export interface UserRow {
  id: number;
  email: string;
  role: Role;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed: number;
  created_at: number;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpConfirmed: row.totp_confirmed === 1,
  createdAt: row.created_at,
});

export interface SessionRow extends UserRow {
  session_created_at: number;
  last_seen_at: number;
  second_factor: number;
}

export interface AuditRow {
  id: number;
  at: number;
  user_id: number | null;
  email: string | null;
  action: string;
  lead_id: number | null;
}

export const toAudit = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  userId: row.user_id,
  email: row.email,
  action: row.action,
  leadId: row.lead_id,
});

/** The columns of a session joined with its user. */
export const sessionColumns = 'u.*, s.created_at AS session_created_at, s.last_seen_at, s.second_factor';
export const auditSql = 'SELECT a.id, a.at, a.user_id, u.email, a.action, a.lead_id FROM audit_log a LEFT JOIN users u ON u.id = a.user_id ORDER BY a.id DESC';
