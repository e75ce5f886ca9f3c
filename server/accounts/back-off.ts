/**
 * Guessing is slowed, never made into a way to keep someone out (docs/decisions.md 141, which
 * replaces 65's lockout). Failed passwords, codes and passkey answers are counted, in the database
 * so every server counts the same, per address typed (since its last whole sign-in), per client
 * address (a salted hash), and per both together:
 *
 *  - a client address with `perAddress` failures in the window, whatever it typed, waits out the
 *    window: that stops one address spraying many accounts, and hurts no one else;
 *  - an address typed with `perAccount` failures is in back-off: a client address that has failed
 *    for it since its last sign-in must wait `firstDelayMs` after the latest failure, doubling with
 *    each further failure up to `maxDelayMs`;
 *  - a client address with no failure of its own for that account is never held back, so the
 *    person with the right password and code, from their own network, always gets in however many
 *    guesses others make. An attacker with many addresses gets one guess from each.
 *
 * Unknown addresses typed are counted and slowed exactly like known ones, so neither the status,
 * the message nor the wait tells whether an account exists.
 */
import type { User } from '../leads/account-store';
import type { LeadStore } from '../leads/store';
import type { AccountMailer } from './mail';
import { accountTexts } from './texts';

export interface LockoutPolicy {
  /** How long a failed sign-in is remembered. */
  windowMs: number;
  /** Failures for one address typed, since its last whole sign-in, before its back-off starts. */
  perAccount: number;
  /** Failures from one client address within the window, before it waits out the window. */
  perAddress: number;
  /** The back-off's first wait; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** docs/decisions.md 141: five free tries, then 30 s, 1, 2, 4, 8 and at most 15 minutes between guesses. */
export const defaultLockout: LockoutPolicy = { windowMs: 15 * 60_000, perAccount: 5, perAddress: 20, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 };

/** Which step failed, as the audit log names it. */
export type SignInStep = 'password' | 'code' | 'passkey';

/** The back-off's wait after the account's `failures`-th failure (0 before it starts). */
export function backOffDelay(policy: LockoutPolicy, failures: number): number {
  if (failures < policy.perAccount) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.perAccount));
}

export class SignInGuard {
  constructor(
    private readonly store: LeadStore,
    readonly policy: LockoutPolicy,
    private readonly options: { mailer?: AccountMailer; baseUrl?: string } = {},
  ) {}

  /** How long this client address must wait before trying this address typed (ms), or 0. */
  async wait(account: string, address: string, now: number): Promise<number> {
    const { windowMs, perAddress } = this.policy;
    const failed = await this.store.accounts.failedLogins({ account, address, since: now - windowMs });
    if (failed.address >= perAddress) return windowMs;
    if (failed.pair === 0 || failed.lastAt === null) return 0;
    return Math.max(0, failed.lastAt + backOffDelay(this.policy, failed.account) - now);
  }

  /**
   * Counts a failure and writes it to the audit log; the one that starts the account's back-off
   * tells the account's owner, and the one that reaches the client address's limit is logged too.
   */
  async failed({ account, address, now, user, step }: { account: string; address: string; now: number; user: User | undefined; step: SignInStep }) {
    const { accounts } = this.store;
    await accounts.recordLogin({ account, address, at: now, succeeded: false });
    const userId = user?.id ?? null;
    await accounts.audit({ at: now, userId, action: 'signin.failed', detail: { step } });
    const { windowMs, perAccount, perAddress } = this.policy;
    const failed = await accounts.failedLogins({ account, address, since: now - windowMs });
    if (failed.address === perAddress) await accounts.audit({ at: now, userId, action: 'signin.address-limit', detail: { failures: perAddress } });
    if (failed.account !== perAccount) return;
    await accounts.audit({ at: now, userId, action: 'signin.backoff', detail: { failures: perAccount } });
    if (user && this.options.mailer) {
      // Not awaited: the answer must not take longer for an account that exists.
      this.options.mailer({ to: user.email, ...accountTexts.backOffMail(this.policy, this.options.baseUrl) }).catch(() => undefined);
    }
  }

  async succeeded(account: string, address: string, now: number) {
    await this.store.accounts.recordLogin({ account, address, at: now, succeeded: true });
  }
}

/**
 * `npm run leads -- user unlock --email …` (and a new invitation): the address typed starts
 * again with no failures, on every client address. Logged as `user.unlock` for its account, if any.
 */
export async function unlockAccount(store: LeadStore, email: string, now = Date.now()): Promise<{ forgotten: number; account: boolean }> {
  const account = email.trim().toLowerCase();
  const forgotten = await store.accounts.clearFailedLogins(account);
  const user = await store.accounts.userByEmail(account);
  await store.accounts.audit({ at: now, userId: user?.id ?? null, action: 'user.unlock', detail: { forgotten } });
  return { forgotten, account: user !== undefined };
}
