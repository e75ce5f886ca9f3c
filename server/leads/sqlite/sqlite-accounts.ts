/**
 * The accounts (../account-store.ts) on SQLite: the lead store's connection, its prepared
 * statements and its busy retries; each write that reads first is one IMMEDIATE transaction.
 */
import type Database from 'better-sqlite3';
import {
  sessionTouchIntervalMs,
  type AccountStore,
  type Invitation,
  type LoginAttempt,
  type NewInvitation,
  type Session,
  type SessionPolicy,
  type User,
} from '../account-store';
import { auditSql, sessionColumns, toAudit, toUser, type AuditRow, type SessionRow, type UserRow } from '../account-rows';
import { oneRow } from '../one-row';

type Sql = <Row = unknown>(text: string) => Database.Statement<unknown[], Row>;
type Attempt = <T>(work: () => T) => Promise<T>;

export class SqliteAccounts implements AccountStore {
  constructor(
    private readonly db: Database.Database,
    private readonly sql: Sql,
    private readonly attempt: Attempt,
  ) {}

  async invite({ tokenHash, email, role, now, expiresAt }: NewInvitation) {
    const write = this.db.transaction(() => {
      this.sql('UPDATE invitations SET used_at = ? WHERE email = ? AND used_at IS NULL').run(now, email.toLowerCase());
      this.sql('INSERT INTO invitations (token_hash, email, role, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        tokenHash,
        email.toLowerCase(),
        role,
        now,
        expiresAt,
      );
    });
    await this.attempt(() => write.immediate());
  }

  invitation(tokenHash: string, now: number) {
    return this.attempt(() => {
      const row = this.sql<{ email: string; role: Invitation['role']; expires_at: number }>(
        'SELECT email, role, expires_at FROM invitations WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      ).get(tokenHash, now);
      return row && { email: row.email, role: row.role, expiresAt: row.expires_at };
    });
  }

  redeem(tokenHash: string, { passwordHash, totpSecret }: { passwordHash: string; totpSecret: string }, now: number) {
    const write = this.db.transaction((): User | undefined => {
      const invitation = this.sql<{ email: string; role: string }>(
        'UPDATE invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email, role',
      ).get(now, tokenHash, now);
      if (!invitation) return undefined;
      const row = oneRow(
        this.sql<UserRow>(
          `INSERT INTO users (email, role, password_hash, totp_secret, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash, totp_secret = excluded.totp_secret, totp_confirmed = 0 RETURNING *`,
        ).get(invitation.email, invitation.role, passwordHash, totpSecret, now),
        'the account an invitation made',
      );
      return toUser(row);
    });
    return this.attempt(() => write.immediate());
  }

  async confirmTotp(userId: number) {
    await this.attempt(() => this.sql('UPDATE users SET totp_confirmed = 1 WHERE id = ?').run(userId));
  }

  useTotpStep(userId: number, step: number) {
    return this.attempt(() => this.sql('UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?').run(step, userId, step).changes === 1);
  }

  userByEmail(email: string) {
    return this.attempt(() => {
      const row = this.sql<UserRow>('SELECT * FROM users WHERE email = ?').get(email.toLowerCase());
      return row && toUser(row);
    });
  }

  user(id: number) {
    return this.attempt(() => {
      const row = this.sql<UserRow>('SELECT * FROM users WHERE id = ?').get(id);
      return row && toUser(row);
    });
  }

  users() {
    return this.attempt(() => this.sql<UserRow>('SELECT * FROM users ORDER BY email').all().map(toUser));
  }

  async createSession({ idHash, userId, now, secondFactor }: { idHash: string; userId: number; now: number; secondFactor: boolean }) {
    await this.attempt(() =>
      this.sql('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, second_factor) VALUES (?, ?, ?, ?, ?)').run(
        idHash,
        userId,
        now,
        now,
        secondFactor ? 1 : 0,
      ),
    );
  }

  session(idHash: string, now: number, { idleMs, absoluteMs }: SessionPolicy) {
    const touch = this.db.transaction((): Session | undefined => {
      const row = this.sql<SessionRow>(`SELECT ${sessionColumns} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`).get(idHash);
      if (!row || row.last_seen_at <= now - idleMs || row.session_created_at <= now - absoluteMs) {
        this.sql('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
        return undefined;
      }
      const lastSeenAt = now - row.last_seen_at >= sessionTouchIntervalMs ? now : row.last_seen_at;
      if (lastSeenAt !== row.last_seen_at) this.sql('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').run(now, idHash);
      return { user: toUser(row), createdAt: row.session_created_at, lastSeenAt, secondFactor: row.second_factor === 1 };
    });
    return this.attempt(() => touch.immediate());
  }

  confirmSecondFactor(idHash: string, newIdHash: string) {
    return this.attempt(() => this.sql('UPDATE sessions SET second_factor = 1, id_hash = ? WHERE id_hash = ?').run(newIdHash, idHash).changes === 1);
  }

  async endSession(idHash: string) {
    await this.attempt(() => this.sql('DELETE FROM sessions WHERE id_hash = ?').run(idHash));
  }

  endSessions(userId: number) {
    return this.attempt(() => this.sql('DELETE FROM sessions WHERE user_id = ?').run(userId).changes);
  }

  async recordLogin({ account, address, at, succeeded }: LoginAttempt) {
    await this.attempt(() =>
      this.sql('INSERT INTO login_attempts (account, address, at, succeeded) VALUES (?, ?, ?, ?)').run(account.toLowerCase(), address, at, succeeded ? 1 : 0),
    );
  }

  failedLogins({ account, address, since }: { account: string; address: string; since: number }) {
    const count = this.db.transaction(() => {
      this.sql('DELETE FROM login_attempts WHERE at < ?').run(since);
      const row = oneRow(
        this.sql<{ account: number; address: number }>(
          `SELECT (SELECT COUNT(*) FROM login_attempts WHERE account = @account AND succeeded = 0
                   AND at > COALESCE((SELECT MAX(at) FROM login_attempts WHERE account = @account AND succeeded = 1), -1)) AS account,
                (SELECT COUNT(*) FROM login_attempts WHERE address = @address AND succeeded = 0) AS address`,
        ).get({ account: account.toLowerCase(), address }),
        'the failed sign-ins',
      );
      return { account: row.account, address: row.address };
    });
    return this.attempt(() => count.immediate());
  }

  async audit({ at, userId, action, leadId }: { at: number; userId: number | null; action: string; leadId?: number }) {
    await this.attempt(() => this.sql('INSERT INTO audit_log (at, user_id, action, lead_id) VALUES (?, ?, ?, ?)').run(at, userId, action, leadId ?? null));
  }

  auditLog({ limit }: { limit?: number } = {}) {
    return this.attempt(() =>
      this.sql<AuditRow>(`${auditSql} LIMIT ?`)
        .all(limit ?? -1)
        .map(toAudit),
    );
  }
}
