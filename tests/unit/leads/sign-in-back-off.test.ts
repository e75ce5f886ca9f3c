/**
 * The sign-in back-off (server/accounts/back-off.ts, docs/decisions.md 141) on its own, with a
 * clock the test moves: the wait after each failure, who waits and who never does, the address
 * limit, and the unlock. One SQLite file for the whole file; the store's counting itself is in
 * the store contract (both databases), the routes in konto-sign-in.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOffDelay, defaultLockout, SignInGuard, unlockAccount } from '~/server/accounts/back-off';
import { waitWords } from '~/server/accounts/texts';
import type { LeadStore } from '~/server/leads/store';
import { testDatabase } from './support/databases';

let store: LeadStore;
beforeAll(async () => {
  store = await (await testDatabase('sqlite')).openStore();
});
afterAll(() => store.close());

const t0 = Date.UTC(2026, 10, 28, 8);
const second = 1000;
const minute = 60 * second;

describe('the sign-in back-off', () => {
  it('lets five tries go free, then doubles the wait from 30 seconds up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 40].map((n) => backOffDelay(defaultLockout, n))).toEqual([
      0,
      0,
      30 * second,
      minute,
      2 * minute,
      4 * minute,
      8 * minute,
      15 * minute,
      15 * minute,
      15 * minute,
    ]);
  });

  it('holds back only a client address that has failed for the account, for the back-off’s time since the latest failure', async () => {
    const mails: string[] = [];
    const guard = new SignInGuard(store, defaultLockout, { mailer: async ({ to }) => void mails.push(to) });
    const user = undefined;
    const account = 'vd@foretaget.example';
    let at = t0;
    for (let i = 0; i < 5; i++) {
      expect(await guard.wait(account, 'angripare', at)).toBe(0);
      await guard.failed({ account, address: 'angripare', now: at, user, step: 'password' });
      at += second;
    }
    const last = at - second;
    expect(await guard.wait(account, 'angripare', at)).toBe(last + 30 * second - at);
    expect(await guard.wait(account, 'partnerns-kontor', at)).toBe(0);
    expect(await guard.wait('annan@foretaget.example', 'angripare', at)).toBe(0);

    // Once the wait is over, the next failure doubles it; a fresh address's one failure counts too.
    at = last + 30 * second;
    expect(await guard.wait(account, 'angripare', at)).toBe(0);
    await guard.failed({ account, address: 'angripare', now: at, user, step: 'code' });
    expect(await guard.wait(account, 'angripare', at)).toBe(minute);
    await guard.failed({ account, address: 'botnät-1', now: at + second, user, step: 'password' });
    expect(await guard.wait(account, 'botnät-1', at + second)).toBe(2 * minute);
    expect(await guard.wait(account, 'botnät-2', at + second)).toBe(0);
    // No account has the address: nobody to mail, whatever the count.
    expect(mails).toEqual([]);

    // The operator's unlock forgets them all: no wait anywhere, logged.
    expect(await unlockAccount(store, 'VD@foretaget.example', at + 2 * second)).toEqual({ forgotten: 7, account: false });
    expect(await guard.wait(account, 'angripare', at + 2 * second)).toBe(0);
    const [line] = (await store.accounts.auditLog({ action: 'user.unlock' })).entries;
    expect(line).toMatchObject({ userId: null, detail: { forgotten: 7 } });
  });

  it('makes one client address wait out the window after twenty failures, whatever it typed, and logs that once', async () => {
    const guard = new SignInGuard(store, defaultLockout);
    const at = t0 + 60 * minute;
    for (let i = 0; i < 20; i++) await guard.failed({ account: `prov${i}@foretaget.example`, address: 'sprejare', now: at, user: undefined, step: 'password' });
    expect(await guard.wait('ny@foretaget.example', 'sprejare', at)).toBe(15 * minute);
    expect(await guard.wait('ny@foretaget.example', 'granne', at)).toBe(0);
    expect(await guard.wait('ny@foretaget.example', 'sprejare', at + 15 * minute + 1)).toBe(0);
    expect((await store.accounts.auditLog({ action: 'signin.address-limit' })).total).toBe(1);
  });

  it('says a wait in whole seconds, then whole minutes, never shorter than it is', () => {
    expect([1, 999, 1001, 30_000, 119_000, 120_000, 121_000, 15 * minute].map(waitWords)).toEqual([
      '1 sekund',
      '1 sekund',
      '2 sekunder',
      '30 sekunder',
      '119 sekunder',
      '2 minuter',
      '3 minuter',
      '15 minuter',
    ]);
  });
});
