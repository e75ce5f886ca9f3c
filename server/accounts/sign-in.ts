/**
 * Signing in to the workspace, in two steps (docs/decisions.md 61–64): the password (argon2id),
 * which opens a session that may only give the second factor; then a code from the TOTP app,
 * which moves the session to a new id and opens the workspace. Taking up an invitation sets the
 * password and a new TOTP secret, and its first code confirms the app.
 *
 * Failed passwords and failed codes count against the address typed and the client address
 * alike, for every address typed — whether or not an account has it — so the lockout tells an
 * attacker nothing either. Only a whole sign-in (both factors) counts as a success. Every
 * refusal of a password says the same words, and an unknown address costs the same argon2 work.
 */
import { createHmac } from 'node:crypto';
import type { Role, Session, SessionPolicy, User } from '../leads/account-store';
import type { LeadStore } from '../leads/store';
import { accountTexts } from './texts';
import type { AccountMailer } from './mail';
import { checkPassword, hashPassword, passwordProblem, prepareDummyHash } from './password';
import { hashSecret, isSecret, newSecret } from './secrets';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

export interface LockoutPolicy {
  windowMs: number;
  /** Failed sign-ins for one address typed, since its last success, within the window. */
  perAccount: number;
  /** Failed sign-ins from one client address within the window. */
  perAddress: number;
}

export interface AccountPolicy {
  session: SessionPolicy;
  lockout: LockoutPolicy;
}

/** docs/decisions.md 63: OWASP's session and authentication guidance, for a daily tool. */
export const defaultAccountPolicy: AccountPolicy = {
  session: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
  lockout: { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20 },
};

export type Refusal = { ok: false; status: 400 | 401 | 404 | 429 | 503; message: string };
export type Step<T> = ({ ok: true } & T) | Refusal;

const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

export interface AccountServiceOptions {
  policy?: AccountPolicy;
  mailer?: AccountMailer;
  /** For messages that must say where: the workspace's address. */
  baseUrl?: string;
  /** Seals the TOTP secrets the database keeps (TOTP_KEY; totp-seal.ts). */
  totpKey?: string;
  now?: () => number;
}

export class AccountService {
  readonly policy: AccountPolicy;
  private readonly now: () => number;
  private addressSalt?: Promise<string>;

  constructor(
    readonly store: LeadStore,
    private readonly options: AccountServiceOptions = {},
  ) {
    this.policy = options.policy ?? defaultAccountPolicy;
    this.now = options.now ?? Date.now;
    prepareDummyHash();
  }

  /** The client address as a salted hash (the salt kept once in the database for all servers). */
  private async addressKey(clientKey: string) {
    const salt = await (this.addressSalt ??= this.store.setting('login-address-salt', newSecret));
    return createHmac('sha256', salt).update(clientKey).digest('hex');
  }

  /** The invitation behind a link's token, if it can still be taken up. */
  async invitation(token: unknown): Promise<Step<{ email: string; role: Role }>> {
    const found = isSecret(token) ? await this.store.accounts.invitation(hashSecret(token), this.now()) : undefined;
    return found ? { ok: true, email: found.email, role: found.role } : refuse(404, accountTexts.invitationGone);
  }

  /**
   * Sets the password and a new TOTP secret, ends any earlier sessions of the account, and opens
   * a session for the second factor's set-up. The session id is the caller's to put in a cookie.
   */
  async acceptInvitation(token: unknown, password: unknown): Promise<Step<{ sessionId: string; user: User }>> {
    const problem = passwordProblem(password);
    if (problem) return refuse(400, problem);
    if (!isSecret(token)) return refuse(404, accountTexts.invitationGone);
    const now = this.now();
    const user = await this.store.accounts.redeem(
      hashSecret(token),
      { passwordHash: await hashPassword(password as string), totpSecret: sealTotpSecret(newTotpSecret(), this.options.totpKey) },
      now,
    );
    if (!user) return refuse(404, accountTexts.invitationGone);
    await this.store.accounts.endSessions(user.id);
    await this.store.accounts.audit({ at: now, userId: user.id, action: 'user.accept' });
    return { ok: true, sessionId: await this.openSession(user.id, now), user };
  }

  private async openSession(userId: number, now: number) {
    const sessionId = newSecret();
    await this.store.accounts.createSession({ idHash: hashSecret(sessionId), userId, now, secondFactor: false });
    return sessionId;
  }

  /** Refused while either count is at its limit. */
  private async lockedOut(account: string, address: string, now: number) {
    const { windowMs, perAccount, perAddress } = this.policy.lockout;
    const failed = await this.store.accounts.failedLogins({ account, address, since: now - windowMs });
    return failed.account >= perAccount || failed.address >= perAddress;
  }

  /** Counts a failure; the one that reaches the account's limit tells the account's owner. */
  private async failed(account: string, address: string, now: number, user: User | undefined) {
    await this.store.accounts.recordLogin({ account, address, at: now, succeeded: false });
    const { windowMs, perAccount } = this.policy.lockout;
    const failed = await this.store.accounts.failedLogins({ account, address, since: now - windowMs });
    if (user && failed.account === perAccount && this.options.mailer) {
      // Not awaited: the answer must not take longer for an account that exists.
      this.options.mailer({ to: user.email, ...accountTexts.lockoutMail(perAccount, windowMs, this.options.baseUrl) }).catch(() => undefined);
    }
  }

  /** The first step: the password. */
  async signIn(email: unknown, password: unknown, clientKey: string): Promise<Step<{ sessionId: string }>> {
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password || password.length > 4 * 256)
      return refuse(400, accountTexts.signInIncomplete);
    const account = email.trim().toLowerCase();
    const address = await this.addressKey(clientKey);
    const now = this.now();
    if (await this.lockedOut(account, address, now)) return refuse(429, accountTexts.lockedOut);
    const user = await this.store.accounts.userByEmail(account);
    if (!(await checkPassword(user?.passwordHash, password))) {
      await this.failed(account, address, now, user);
      return refuse(401, accountTexts.wrongPassword);
    }
    return { ok: true, sessionId: await this.openSession(user!.id, now) };
  }

  /** The session behind a cookie's id, if it is live (touched: its idle time starts again). */
  session(sessionId: unknown): Promise<Session | undefined> {
    return isSecret(sessionId) ? this.store.accounts.session(hashSecret(sessionId), this.now(), this.policy.session) : Promise.resolve(undefined);
  }

  /** What the app needs to set up the second factor: only before it has been confirmed. */
  async totpSetup(session: Session): Promise<Step<{ secret: string; uri: string }>> {
    const { user } = session;
    if (session.secondFactor || user.totpConfirmed || !user.totpSecret) return refuse(404, accountTexts.noSetup);
    const opened = openTotpSecret(user.totpSecret, this.options.totpKey);
    if (!opened.ok) return refuse(503, accountTexts.totpKeyWrong);
    return { ok: true, secret: opened.secret, uri: totpUri(opened.secret, user.email) };
  }

  /** The second step: a code from the app. The session gets a new id, returned for the cookie. */
  async secondFactor(sessionId: string, session: Session, code: unknown, clientKey: string): Promise<Step<{ sessionId: string }>> {
    const { user } = session;
    const address = await this.addressKey(clientKey);
    const now = this.now();
    if (await this.lockedOut(user.email, address, now)) return refuse(429, accountTexts.lockedOut);
    const opened = user.totpSecret ? openTotpSecret(user.totpSecret, this.options.totpKey) : undefined;
    // The server's key, not the person's code, is wrong: no failure is counted against them.
    if (opened && !opened.ok) return refuse(503, accountTexts.totpKeyWrong);
    const step = opened?.ok ? totpStep(opened.secret, code, now) : undefined;
    if (step === undefined || !(await this.store.accounts.useTotpStep(user.id, step))) {
      await this.failed(user.email, address, now, user);
      return refuse(401, accountTexts.wrongCode);
    }
    if (!user.totpConfirmed) await this.store.accounts.confirmTotp(user.id);
    const newId = newSecret();
    if (!(await this.store.accounts.confirmSecondFactor(hashSecret(sessionId), hashSecret(newId)))) return refuse(401, accountTexts.sessionOver);
    await this.store.accounts.recordLogin({ account: user.email, address, at: now, succeeded: true });
    await this.store.accounts.audit({ at: now, userId: user.id, action: 'session.start' });
    return { ok: true, sessionId: newId };
  }

  async signOut(sessionId: string) {
    await this.store.accounts.endSession(hashSecret(sessionId));
  }

  /** "Logga ut överallt": every session of the account, on every device. */
  async signOutEverywhere(session: Session): Promise<number> {
    const ended = await this.store.accounts.endSessions(session.user.id);
    await this.store.accounts.audit({ at: this.now(), userId: session.user.id, action: 'session.end-all' });
    return ended;
  }
}
