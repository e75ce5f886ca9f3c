/**
 * The workspace's browser tests (tests/e2e/konto*.spec.ts): accounts made as the operator makes
 * them — `leads user invite` (the built CLI, against the e2e server's database) prints the link —
 * and the second factor's codes computed from the secret the page shows, as an app would.
 */
import { execFileSync } from 'node:child_process';
import { expect as baseExpect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { root } from '../scripts/support/site-routes';
import { e2eLeadServerEnv } from './e2e-leads';

/**
 * The workspace's steps wait on argon2 hashing (19 MiB, decision 61) and the CLI: on a loaded
 * machine (several test runs on two cores) one step took longer than Playwright's 5-second default.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

export type Role = 'partner' | 'admin' | 'editor';

export interface Account {
  email: string;
  password: string;
  secret: string;
}

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (role: Role) => `${role}.${Date.now().toString(36)}.${process.pid}.${(counter += 1)}@nordvik.example`;

/**
 * Runs `leads user invite` as the operator does; returns the printed link. `serverEnv` is the
 * environment of the server the account is for (the e2e server's by default).
 */
export function inviteLink(email: string, role: Role, serverEnv: Record<string, string> = e2eLeadServerEnv): string {
  const output = execFileSync(process.execPath, ['dist-server/leads.js', 'user', 'invite', '--email', email, '--role', role], {
    cwd: root,
    env: { ...process.env, ...serverEnv },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/konto\/inbjudan#\S+/.exec(output)?.[0];
  if (!link) throw new Error(`leads user invite printed no link:\n${output}`);
  return link;
}

/** The link's path and fragment on the test server (the printed one carries the site's public address). */
export const localInvitation = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};

/**
 * The app's code `steps` periods from now. Each 30-second step is good once per account
 * (server/accounts/totp.ts), and the step after the current one is accepted too, so a second
 * sign-in right after the first uses the next step instead of waiting for it.
 */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

export const testPassword = 'Ett långt lösenord för provet 2026';

/** Follows an invitation in the page to the end: password, the app's set-up, the first code. */
export async function acceptInvitation(page: Page, role: Role, serverEnv?: Record<string, string>): Promise<Account> {
  const email = uniqueEmail(role);
  await page.goto(localInvitation(inviteLink(email, role, serverEnv)));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Nytt lösenord').fill(testPassword);
  await page.getByLabel('Upprepa lösenordet').fill(testPassword);
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toBeVisible();
  const secret = (await secretText.innerText()).replace(/\s/g, '');
  await page.getByLabel('Kod från autentiseringsappen').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bekräfta koden' }).click();
  // An editor may not read leads and starts in the page editor (docs/decisions.md 110), whose
  // list may take a while on a real server (a process per call, decision 92).
  if (role === 'editor') await expect(page).toHaveURL(/\/konto\/redigera$/);
  else await expect(page.getByRole('heading', { level: 1, name: 'Inkorg' })).toBeVisible();
  return { email, password: testPassword, secret };
}
