/**
 * The accounts (../account-store.ts) on SQLite: the lead store's connection, its prepared
 * statements and its busy retries; each write that reads first is one IMMEDIATE transaction.
 */
import type Database from 'better-sqlite3';
import {
  sessionTouchIntervalMs,
  type AccountStore,
  type AuditQuery,
  type Invitation,
  type LoginAttempt,
  type NewAuditEntry,
  type NewInvitation,
  type NewPasskey,
  type Session,
  type SessionPolicy,
  type User,
} from '../account-store';
import {
  auditQuerySql,
  failedLoginsSql,
  sessionColumns,
  toAudit,
  toPasskey,
  toUser,
  type AuditRow,
  type PasskeyRow,
  type SessionRow,
  type UserRow,
} from '../account-rows';
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
         ON CONFLICT (email) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash, totp_secret = excluded.totp_secret, totp_confirmed = 0, totp_last_step = 0 RETURNING *`,
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
        this.sql<{ account: number; address: number; pair: number; last_at: number | null }>(failedLoginsSql('@account', '@address')).get({
          account: account.toLowerCase(),
          address,
        }),
        'the failed sign-ins',
      );
      return { account: row.account, address: row.address, pair: row.pair, lastAt: row.last_at };
    });
    return this.attempt(() => count.immediate());
  }

  clearFailedLogins(account: string) {
    return this.attempt(() => this.sql('DELETE FROM login_attempts WHERE account = ? AND succeeded = 0').run(account.toLowerCase()).changes);
  }

  async audit({ at, userId, action, leadId, detail }: NewAuditEntry) {
    await this.attempt(() =>
      this.sql('INSERT INTO audit_log (at, user_id, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)').run(
        at,
        userId,
        action,
        leadId ?? null,
        detail ? JSON.stringify(detail) : null,
      ),
    );
  }

  auditLog(query: AuditQuery = {}) {
    return this.attempt(() => {
      const { text, values } = auditQuerySql(query, () => '?', '-1');
      const rows = this.sql<AuditRow & { total: number }>(text).all(...values);
      return { entries: rows.map(toAudit), total: rows[0]?.total ?? 0 };
    });
  }

  passkeys(userId: number) {
    return this.attempt(() => this.sql<PasskeyRow>('SELECT * FROM passkeys WHERE user_id = ? ORDER BY id').all(userId).map(toPasskey));
  }

  passkeyByCredential(credentialId: string) {
    return this.attempt(() => {
      const row = this.sql<PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = ?').get(credentialId);
      return row && toPasskey(row);
    });
  }

  addPasskey({ userId, credentialId, publicKey, counter, transports, name, createdAt }: NewPasskey) {
    return this.attempt(
      () =>
        this.sql(
          `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (credential_id) DO NOTHING`,
        ).run(userId, credentialId, publicKey, counter, JSON.stringify(transports), name, createdAt).changes === 1,
    );
  }

  usePasskey(id: number, counter: number, now: number) {
    // A counter of 0 means the authenticator keeps none (most synced passkeys): nothing to compare.
    return this.attempt(
      () =>
        this.sql('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND (counter < ? OR (counter = 0 AND ? = 0))').run(
          counter,
          now,
          id,
          counter,
          counter,
        ).changes === 1,
    );
  }

  renamePasskey(userId: number, id: number, name: string) {
    return this.attempt(() => this.sql('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?').run(name, id, userId).changes === 1);
  }

  removePasskey(userId: number, id: number) {
    return this.attempt(() => this.sql('DELETE FROM passkeys WHERE id = ? AND user_id = ?').run(id, userId).changes === 1);
  }

  removePasskeys(userId: number) {
    return this.attempt(() => this.sql('DELETE FROM passkeys WHERE user_id = ?').run(userId).changes);
  }

  async setChallenge(idHash: string, challenge: string) {
    await this.attempt(() => this.sql('UPDATE sessions SET challenge = ? WHERE id_hash = ?').run(challenge, idHash));
  }

  takeChallenge(idHash: string) {
    const take = this.db.transaction(() => {
      const row = this.sql<{ challenge: string | null }>('SELECT challenge FROM sessions WHERE id_hash = ?').get(idHash);
      if (row?.challenge) this.sql('UPDATE sessions SET challenge = NULL WHERE id_hash = ?').run(idHash);
      return row?.challenge ?? undefined;
    });
    return this.attempt(() => take.immediate());
  }
}
