/**
 * Passkeys in a real browser (docs/decisions.md 142): Chromium's virtual authenticators (the
 * DevTools protocol's WebAuthn domain) stand in for a laptop's and a phone's, on the one e2e server
 * the Playwright config starts. The page is opened as http://localhost:PORT — the same server —
 * because WebAuthn takes a domain as relying party, never an IP address, and the server names a
 * loopback page's own host as its relying party. A partner adds two named passkeys, signs in with
 * one after the password, removes the other; the code from the app stays offered beside it.
 */
import { test, type CDPSession, type Page } from '@playwright/test';
import { e2ePort } from '../e2e-leads';
import { axeViolations } from '../e2e-axe';
import { acceptInvitation, expect, testPassword } from '../e2e-konto';

test.describe.configure({ timeout: 180_000 });

/** A platform authenticator that verifies its user and answers at once, as Touch ID or Windows Hello would. */
async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function addPasskey(page: Page, name: string) {
  await page.getByLabel('Namn på nyckeln').fill(name);
  await page.getByRole('button', { name: 'Lägg till nyckel' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Nyckeln ${name} är tillagd.` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Era nycklar' })).toContainText(name);
}

test('a partner adds two named passkeys, signs in with one after the password instead of the code, and removes the other', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://localhost:${e2ePort}` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const laptop = await addAuthenticator(cdp);
  const account = await acceptInvitation(page, 'partner');

  await page.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Nycklar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nycklar' })).toBeVisible();
  await expect(page.getByText('Inga nycklar ännu.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await addPasskey(page, 'Jobbdatorn');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop })).credentials).toHaveLength(1);

  // The phone: another authenticator, the laptop's out of reach, as when the partner is away from it.
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: laptop });
  const phone = await addAuthenticator(cdp);
  await addPasskey(page, 'Telefonen');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Logga ut', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord').fill(testPassword);
  await page.getByRole('button', { name: 'Logga in' }).click();
  // The passkey first, the app's code still there as the fallback.
  await expect(page.getByRole('heading', { level: 1, name: 'Bekräfta med nyckel eller kod' })).toBeVisible();
  await expect(page.getByLabel('Kod från autentiseringsappen')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Logga in med nyckel' }).click();
  // Signed in, back where the partner was when signing out.
  await expect(page.getByRole('heading', { level: 1, name: 'Nycklar' })).toBeVisible();
  await expect(page).toHaveURL(/\/konto\/nycklar$/);
  const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: phone })).credentials;
  expect(used?.signCount).toBeGreaterThan(0);

  const keys = page.getByRole('list', { name: 'Era nycklar' });
  await expect(keys.getByRole('listitem').filter({ hasText: 'Telefonen' })).toContainText('senast använd');
  await expect(keys.getByRole('listitem').filter({ hasText: 'Jobbdatorn' })).toContainText('inte använd ännu');
  await page.getByRole('button', { name: 'Ta bort Jobbdatorn' }).click();
  await page.getByRole('button', { name: 'Ja, ta bort nyckeln' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jobbdatorn är borttagen.' })).toBeVisible();
  await expect(keys).not.toContainText('Jobbdatorn');
  await expect(keys).toContainText('Telefonen');
  await context.close();
});
