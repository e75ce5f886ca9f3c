/**
 * The accounts (../account-store.ts) on PostgreSQL, for several servers at once: an invitation
 * is taken up by one conditional UPDATE … RETURNING (two servers racing with one link: one wins),
 * and a session is checked and touched in one statement.
 */
import type pg from 'pg';
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
         ON CONFLICT (email) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash, totp_secret = excluded.totp_secret, totp_confirmed = 0 RETURNING *`,
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

  failedLogins({ account, address, since }: { account: string; address: string; since: number }) {
    return this.transaction(async (client) => {
      await client.query('DELETE FROM login_attempts WHERE at < $1', [since]);
      const { rows } = await client.query<{ account: number; address: number }>(
        `SELECT (SELECT COUNT(*)::int FROM login_attempts WHERE account = $1 AND succeeded = 0
                   AND at > COALESCE((SELECT MAX(at) FROM login_attempts WHERE account = $1 AND succeeded = 1), -1)) AS account,
                (SELECT COUNT(*)::int FROM login_attempts WHERE address = $2 AND succeeded = 0) AS address`,
        [account.toLowerCase(), address],
      );
      const { account: byAccount, address: byAddress } = oneRow(rows[0], 'the failed sign-ins');
      return { account: byAccount, address: byAddress };
    });
  }

  async audit({ at, userId, action, leadId }: { at: number; userId: number | null; action: string; leadId?: number }) {
    await this.rows('INSERT INTO audit_log (at, user_id, action, lead_id) VALUES ($1, $2, $3, $4)', [at, userId, action, leadId ?? null]);
  }

  async auditLog({ limit }: { limit?: number } = {}) {
    return (await this.rows<AuditRow>(`${auditSql} LIMIT $1`, [limit ?? null])).map(toAudit);
  }
}
