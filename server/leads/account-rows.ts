/** Account rows as both databases return them (server/leads/account-store.ts). */
import type { AuditDetail, AuditEntry, AuditQuery, Passkey, Role, User } from './account-store';

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
  detail: string | null;
}

export const toAudit = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  userId: row.user_id,
  email: row.email,
  action: row.action,
  leadId: row.lead_id,
  detail: row.detail === null ? null : (JSON.parse(row.detail) as AuditDetail),
});

/** The columns of a session joined with its user. */
export const sessionColumns = 'u.*, s.created_at AS session_created_at, s.last_seen_at, s.second_factor';

/**
 * Logg's query for either dialect: `place(n)` writes the n-th parameter (`?` or `$n`). The page
 * and the total come from one pass (`COUNT(*) OVER ()`), as the inbox's do.
 */
export function auditQuerySql({ userId, action, from, before, offset = 0, limit }: AuditQuery, place: (n: number) => string, unlimited: string) {
  const values: unknown[] = [];
  const where: string[] = [];
  const add = (condition: string, value: unknown) => {
    values.push(value);
    where.push(condition.replace('#', place(values.length)));
  };
  if (userId !== undefined) add('a.user_id = #', userId);
  if (action !== undefined) add('a.action = #', action);
  if (from !== undefined) add('a.at >= #', from);
  if (before !== undefined) add('a.at < #', before);
  const limitText = limit === undefined ? unlimited : place(values.push(limit));
  const offsetText = place(values.push(offset));
  const text = `SELECT a.id, a.at, a.user_id, u.email, a.action, a.lead_id, a.detail, COUNT(*) OVER () AS total
    FROM audit_log a LEFT JOIN users u ON u.id = a.user_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY a.id DESC LIMIT ${limitText} OFFSET ${offsetText}`;
  return { text, values };
}

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  name: string;
  created_at: number | string;
  last_used_at: number | string | null;
}

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  name: row.name,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

/** The failed sign-ins the back-off counts (account-store.ts FailedLogins), `?`-free: each dialect binds @account/@address its own way. */
export const failedLoginsSql = (account: string, address: string) => `SELECT
  (SELECT COUNT(*) FROM login_attempts WHERE account = ${account} AND succeeded = 0 AND at > ${lastSuccess(account)}) AS account,
  (SELECT COUNT(*) FROM login_attempts WHERE address = ${address} AND succeeded = 0) AS address,
  (SELECT COUNT(*) FROM login_attempts WHERE account = ${account} AND address = ${address} AND succeeded = 0 AND at > ${lastSuccess(account)}) AS pair,
  (SELECT MAX(at) FROM login_attempts WHERE account = ${account} AND succeeded = 0 AND at > ${lastSuccess(account)}) AS last_at`;
const lastSuccess = (account: string) => `COALESCE((SELECT MAX(at) FROM login_attempts WHERE account = ${account} AND succeeded = 1), -1)`;
