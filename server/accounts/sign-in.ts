/**
 * Signing in to the workspace, in two steps (docs/decisions.md 61–64): the password (argon2id),
 * which opens a session that may only give the second factor; then a code from the TOTP app,
 * which moves the session to a new id and opens the workspace. Taking up an invitation sets the
 * password and a new TOTP secret, and its first code confirms the app.
 *
 * Failed passwords, codes and passkey answers are slowed by back-off.ts (docs/decisions.md 141):
 * never a block that keeps the person with the right password and code out. Every address typed
 * is counted alike — whether or not an account has it — so the back-off tells an attacker nothing
 * either. Only a whole sign-in (both factors) counts as a success. Every refusal of a password
 * says the same words, and an unknown address costs the same argon2 work. The second factor is a
 * code from the TOTP app or, where the person has added one, a passkey (passkeys.ts).
 */
import { createHmac } from 'node:crypto';
import type { Role, Session, SessionPolicy, User } from '../leads/account-store';
import type { LeadStore } from '../leads/store';
import { accountTexts } from './texts';
import { defaultLockout, SignInGuard, type LockoutPolicy, type SignInStep } from './back-off';
import type { AccountMailer } from './mail';
import { checkPassword, hashPassword, passwordProblem, prepareDummyHash } from './password';
import { hashSecret, isSecret, newSecret } from './secrets';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-seal';

export interface AccountPolicy {
  session: SessionPolicy;
  lockout: LockoutPolicy;
}

/** docs/decisions.md 63: OWASP's session and authentication guidance, for a daily tool. */
export const defaultAccountPolicy: AccountPolicy = {
  session: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
  lockout: defaultLockout,
};

/** `retryAfterMs` with a 429: how long this client address must wait (the Retry-After header). */
export type Refusal = { ok: false; status: 400 | 401 | 404 | 409 | 429 | 503; message: string; retryAfterMs?: number };
export type Step<T> = ({ ok: true } & T) | Refusal;

export const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });
const slowDown = (waitMs: number): Refusal => ({ ok: false, status: 429, message: accountTexts.slowDown(waitMs), retryAfterMs: waitMs });

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
  readonly now: () => number;
  readonly guard: SignInGuard;
  private addressSalt?: Promise<string>;

  constructor(
    readonly store: LeadStore,
    private readonly options: AccountServiceOptions = {},
  ) {
    this.policy = options.policy ?? defaultAccountPolicy;
    this.now = options.now ?? Date.now;
    this.guard = new SignInGuard(store, this.policy.lockout, {
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    });
    prepareDummyHash();
  }

  /** The client address as a salted hash (the salt kept once in the database for all servers). */
  async addressKey(clientKey: string) {
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
    // A new invitation resets every factor (docs/decisions.md 142): the passkeys go with the old
    // password and app, and the sign-in starts with no failures counted.
    await this.store.accounts.endSessions(user.id);
    await this.store.accounts.removePasskeys(user.id);
    await this.store.accounts.clearFailedLogins(user.email);
    await this.store.accounts.audit({ at: now, userId: user.id, action: 'user.accept' });
    return { ok: true, sessionId: await this.openSession(user.id, now), user };
  }

  private async openSession(userId: number, now: number) {
    const sessionId = newSecret();
    await this.store.accounts.createSession({ idHash: hashSecret(sessionId), userId, now, secondFactor: false });
    return sessionId;
  }

  /** The back-off's answer for this client address, if it must wait. */
  async held(account: string, address: string, now: number): Promise<Refusal | undefined> {
    const wait = await this.guard.wait(account, address, now);
    return wait > 0 ? slowDown(wait) : undefined;
  }

  /** A failed step, counted and logged (back-off.ts). */
  failed(account: string, address: string, now: number, user: User | undefined, step: SignInStep) {
    return this.guard.failed({ account, address, now, user, step });
  }

  /** The first step: the password. */
  async signIn(email: unknown, password: unknown, clientKey: string): Promise<Step<{ sessionId: string; passkey: boolean }>> {
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password || password.length > 4 * 256)
      return refuse(400, accountTexts.signInIncomplete);
    const account = email.trim().toLowerCase();
    const address = await this.addressKey(clientKey);
    const now = this.now();
    const held = await this.held(account, address, now);
    if (held) return held;
    const user = await this.store.accounts.userByEmail(account);
    // Checked whether or not the account exists (a dummy hash for none): the same work either way.
    const passwordRight = await checkPassword(user?.passwordHash, password);
    if (!user || !passwordRight) {
      await this.failed(account, address, now, user, 'password');
      return refuse(401, accountTexts.wrongPassword);
    }
    // After the right password the app may offer the account's passkey before the code (passkeys.ts).
    const passkey = (await this.store.accounts.passkeys(user.id)).length > 0;
    return { ok: true, sessionId: await this.openSession(user.id, now), passkey };
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
    const held = await this.held(user.email, address, now);
    if (held) return held;
    const opened = user.totpSecret ? openTotpSecret(user.totpSecret, this.options.totpKey) : undefined;
    // The server's key, not the person's code, is wrong: no failure is counted against them.
    if (opened && !opened.ok) return refuse(503, accountTexts.totpKeyWrong);
    const step = opened?.ok ? totpStep(opened.secret, code, now) : undefined;
    if (step === undefined || !(await this.store.accounts.useTotpStep(user.id, step))) {
      await this.failed(user.email, address, now, user, 'code');
      return refuse(401, accountTexts.wrongCode);
    }
    if (!user.totpConfirmed) await this.store.accounts.confirmTotp(user.id);
    return this.completeSignIn(sessionId, user, address, now, 'code');
  }

  /** Both factors given: the session moves to a new id (returned for the cookie) and is open. */
  async completeSignIn(sessionId: string, user: User, address: string, now: number, factor: 'code' | 'passkey'): Promise<Step<{ sessionId: string }>> {
    const newId = newSecret();
    if (!(await this.store.accounts.confirmSecondFactor(hashSecret(sessionId), hashSecret(newId)))) return refuse(401, accountTexts.sessionOver);
    await this.guard.succeeded(user.email, address, now);
    await this.store.accounts.audit({ at: now, userId: user.id, action: 'session.start', detail: { factor } });
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
