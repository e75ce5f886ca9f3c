/**
 * The accounts (../account-store.ts) on PostgreSQL, for several servers at once: an invitation
 * is taken up by one conditional UPDATE … RETURNING (two servers racing with one link: one wins),
 * and a session is checked and touched in one statement.
 */
import type pg from 'pg';
import {
  sessionTouchIntervalMs,
  type AccountStore,
  type AuditQuery,
  type FailedLogins,
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
import { guarded, transaction } from './pool';
import { oneRow } from '../one-row';

export class PgAccounts implements AccountStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly description: string,
  ) {}

  private async rows<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
    return (await guarded(this.description, () => this.pool.query<Row>(text, values))).rows;
  }

  private async count(text: string, values: unknown[]): Promise<number> {
    return (await guarded(this.description, () => this.pool.query(text, values))).rowCount ?? 0;
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return guarded(this.description, () => transaction(this.pool, work));
  }

  async invite({ tokenHash, email, role, now, expiresAt }: NewInvitation) {
    await this.transaction(async (client) => {
      await client.query('UPDATE invitations SET used_at = $1 WHERE email = $2 AND used_at IS NULL', [now, email.toLowerCase()]);
      await client.query('INSERT INTO invitations (token_hash, email, role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tokenHash,
        email.toLowerCase(),
        role,
        now,
        expiresAt,
      ]);
    });
  }

  async invitation(tokenHash: string, now: number): Promise<Invitation | undefined> {
    const [row] = await this.rows<{ email: string; role: Invitation['role']; expires_at: number }>(
      'SELECT email, role, expires_at FROM invitations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash, now],
    );
    return row && { email: row.email, role: row.role, expiresAt: row.expires_at };
  }

  redeem(tokenHash: string, { passwordHash, totpSecret }: { passwordHash: string; totpSecret: string }, now: number): Promise<User | undefined> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ email: string; role: string }>(
        'UPDATE invitations SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING email, role',
        [now, tokenHash],
      );
      if (!rows[0]) return undefined;
      const user = await client.query<UserRow>(
        `INSERT INTO users (email, role, password_hash, totp_secret, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash, totp_secret = excluded.totp_secret, totp_confirmed = 0, totp_last_step = 0 RETURNING *`,
        [rows[0].email, rows[0].role, passwordHash, totpSecret, now],
      );
      return toUser(oneRow(user.rows[0], 'the account an invitation made'));
    });
  }

  async confirmTotp(userId: number) {
    await this.rows('UPDATE users SET totp_confirmed = 1 WHERE id = $1', [userId]);
  }

  async useTotpStep(userId: number, step: number) {
    return (await this.count('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2', [userId, step])) === 1;
  }

  async userByEmail(email: string) {
    const [row] = await this.rows<UserRow>('SELECT * FROM users WHERE email = $1', [email.toLowerCase()]);
    return row && toUser(row);
  }

  async user(id: number) {
    const [row] = await this.rows<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return row && toUser(row);
  }

  async users() {
    return (await this.rows<UserRow>('SELECT * FROM users ORDER BY email')).map(toUser);
  }

  async createSession({ idHash, userId, now, secondFactor }: { idHash: string; userId: number; now: number; secondFactor: boolean }) {
    await this.rows('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, second_factor) VALUES ($1, $2, $3, $3, $4)', [
      idHash,
      userId,
      now,
      secondFactor ? 1 : 0,
    ]);
  }

  async session(idHash: string, now: number, { idleMs, absoluteMs }: SessionPolicy): Promise<Session | undefined> {
    const [row] = await this.rows<SessionRow>(`SELECT ${sessionColumns} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = $1`, [idHash]);
    if (!row || row.last_seen_at <= now - idleMs || row.session_created_at <= now - absoluteMs) {
      await this.rows('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
      return undefined;
    }
    const lastSeenAt = now - row.last_seen_at >= sessionTouchIntervalMs ? now : row.last_seen_at;
    if (lastSeenAt === now) await this.rows('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1 AND last_seen_at < $2', [idHash, now]);
    return { user: toUser(row), createdAt: row.session_created_at, lastSeenAt, secondFactor: row.second_factor === 1 };
  }

  async confirmSecondFactor(idHash: string, newIdHash: string) {
    return (await this.count('UPDATE sessions SET second_factor = 1, id_hash = $2 WHERE id_hash = $1', [idHash, newIdHash])) === 1;
  }

  async endSession(idHash: string) {
    await this.rows('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  endSessions(userId: number) {
    return this.count('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }

  async recordLogin({ account, address, at, succeeded }: LoginAttempt) {
    await this.rows('INSERT INTO login_attempts (account, address, at, succeeded) VALUES ($1, $2, $3, $4)', [
      account.toLowerCase(),
      address,
      at,
      succeeded ? 1 : 0,
    ]);
  }

  failedLogins({ account, address, since }: { account: string; address: string; since: number }): Promise<FailedLogins> {
    return this.transaction(async (client) => {
      await client.query('DELETE FROM login_attempts WHERE at < $1', [since]);
      const { rows } = await client.query<{ account: number; address: number; pair: number; last_at: number | null }>(failedLoginsSql('$1', '$2'), [
        account.toLowerCase(),
        address,
      ]);
      const row = oneRow(rows[0], 'the failed sign-ins');
      return { account: row.account, address: row.address, pair: row.pair, lastAt: row.last_at };
    });
  }

  clearFailedLogins(account: string) {
    return this.count('DELETE FROM login_attempts WHERE account = $1 AND succeeded = 0', [account.toLowerCase()]);
  }

  async audit({ at, userId, action, leadId, detail }: NewAuditEntry) {
    await this.rows('INSERT INTO audit_log (at, user_id, action, lead_id, detail) VALUES ($1, $2, $3, $4, $5)', [
      at,
      userId,
      action,
      leadId ?? null,
      detail ? JSON.stringify(detail) : null,
    ]);
  }

  async auditLog(query: AuditQuery = {}) {
    const { text, values } = auditQuerySql(query, (n) => `$${n}`, 'ALL');
    const rows = await this.rows<AuditRow & { total: number }>(text, values);
    return { entries: rows.map(toAudit), total: rows[0]?.total ?? 0 };
  }

  async passkeys(userId: number) {
    return (await this.rows<PasskeyRow>('SELECT * FROM passkeys WHERE user_id = $1 ORDER BY id', [userId])).map(toPasskey);
  }

  async passkeyByCredential(credentialId: string) {
    const [row] = await this.rows<PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = $1', [credentialId]);
    return row && toPasskey(row);
  }

  async addPasskey({ userId, credentialId, publicKey, counter, transports, name, createdAt }: NewPasskey) {
    const added = await this.count(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (credential_id) DO NOTHING`,
      [userId, credentialId, publicKey, counter, JSON.stringify(transports), name, createdAt],
    );
    return added === 1;
  }

  async usePasskey(id: number, counter: number, now: number) {
    // A counter of 0 means the authenticator keeps none (most synced passkeys): nothing to compare.
    return (
      (await this.count('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))', [
        id,
        counter,
        now,
      ])) === 1
    );
  }

  async renamePasskey(userId: number, id: number, name: string) {
    return (await this.count('UPDATE passkeys SET name = $3 WHERE id = $2 AND user_id = $1', [userId, id, name])) === 1;
  }

  async removePasskey(userId: number, id: number) {
    return (await this.count('DELETE FROM passkeys WHERE id = $2 AND user_id = $1', [userId, id])) === 1;
  }

  removePasskeys(userId: number) {
    return this.count('DELETE FROM passkeys WHERE user_id = $1', [userId]);
  }

  async setChallenge(idHash: string, challenge: string) {
    await this.rows('UPDATE sessions SET challenge = $2 WHERE id_hash = $1', [idHash, challenge]);
  }

  async takeChallenge(idHash: string) {
    // The old value, cleared in the same statement: two answers racing with one challenge get it once.
    const [row] = await this.rows<{ challenge: string | null }>(
      `UPDATE sessions s SET challenge = NULL FROM (SELECT id_hash, challenge FROM sessions WHERE id_hash = $1 FOR UPDATE) old
       WHERE s.id_hash = old.id_hash RETURNING old.challenge`,
      [idHash],
    );
    return row?.challenge ?? undefined;
  }
}
