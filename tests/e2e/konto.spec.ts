/**
 * The workspace /konto in Chromium against the built site and the real lead server (issue 27):
 * an invitation from the CLI to the inbox, signing in with a wrong and a right password and the
 * app's code, signing out, by keyboard, the admin's views hidden from and refused to a partner,
 * the shell's headers, and axe on every view that does not need the lead API. The views that
 * show leads are in konto-leads.spec.ts.
 */
import { test, type Page } from '@playwright/test';
import { accountTexts } from '~/server/accounts/texts';
import { site } from '../e2e-content';
import { literally } from '../site-texts';
import { passwordProblem } from '~/server/accounts/password';
import { axeViolations } from '../e2e-axe';
import { acceptInvitation, expect, inviteLink, localInvitation, totpCode, uniqueEmail } from '../e2e-konto';

// Each test makes its accounts as the operator does (the CLI, argon2 hashing): seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });

const inboxHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Inkorg' });

test('/konto and its views answer the Swedish shell, never cached; /konto/api stays the API', async ({ request }) => {
  for (const path of ['/konto', '/konto/logga-in', '/konto/leads/12']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toMatch(/<noscript>.*JavaScript.*<\/noscript>/);
    expect(html).toMatch(/<script type="module" src="\/assets\/konto\/[\w-]+\.js"><\/script>/);
  }
  // An address under /konto/api that no route has is not the page.
  const unknown = await request.get('/konto/api/finns-inte');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).not.toContain('<div id="konto">');
  expect(await unknown.json()).toEqual({ ok: false, message: accountTexts.noSuchCall });
  const bare = await request.get('/konto/api');
  expect(bare.status()).toBe(404);
  expect(await bare.json()).toEqual({ ok: false, message: accountTexts.noSuchCall });
  const api = await request.get('/konto/api/jag');
  expect(api.status()).toBe(401);
  expect(await api.json()).toEqual({ ok: false, message: accountTexts.signInFirst });
});

test('an invitation from the CLI leads through password and the authenticator app to the inbox', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !/Failed to load resource/.test(message.text()) && errors.push(message.text()));
  const email = uniqueEmail('partner');
  const link = inviteLink(email, 'partner');
  expect(link).toMatch(/\/konto\/inbjudan#[\w-]{20,}$/);
  await page.goto(localInvitation(link));
  await expect(page).toHaveTitle(/^Inbjudan – /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  // The token is read once and taken out of the address bar (and so out of the history).
  await expect(page.getByText(email)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');

  // A mistyped repetition is caught before anything is sent; the server's own rule comes back in Swedish.
  await page.getByLabel('Nytt lösenord').fill('kort');
  await page.getByLabel('Upprepa lösenordet').fill('kort');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByRole('alert')).toHaveText(passwordProblem('kort')!);
  await page.getByLabel('Nytt lösenord').fill('Ett långt lösenord för provet 2026');
  await page.getByLabel('Upprepa lösenordet').fill('Ett långt lösenord för provet 2027');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await expect(page.getByText('Lösenorden är inte likadana.', { exact: false })).toBeVisible();
  await page.getByLabel('Upprepa lösenordet').fill('Ett långt lösenord för provet 2026');
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();

  // The app's set-up: a QR code drawn in the page and the secret as text.
  const qr = page.getByRole('img', { name: 'QR-kod för autentiseringsappen' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Kod från autentiseringsappen').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bekräfta koden' }).click();
  await expect(page.getByRole('alert')).toHaveText(accountTexts.wrongCode);
  await page.getByLabel('Kod från autentiseringsappen').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bekräfta koden' }).click();
  await expect(inboxHeading(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/konto');
  await expect(page.getByRole('banner')).toContainText(email);
  // The link works once.
  await page.goto(localInvitation(link));
  await expect(page.getByRole('alert')).toHaveText(accountTexts.invitationGone);
  expect(errors).toEqual([]);
});

test('signing in: a wrong password is refused in Swedish, the right one and the code open the inbox; signing out ends it', async ({ browser }) => {
  const setup = await browser.newContext();
  const account = await acceptInvitation(await setup.newPage(), 'partner');
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/konto');
  await expect(page).toHaveURL(/\/konto\/logga-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord').fill('Inte det rätta lösenordet');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText(accountTexts.wrongPassword);
  await expect(page.getByLabel('Kod från autentiseringsappen')).toHaveCount(0);

  await page.getByLabel('Lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  // The app is set up already: only the code, no QR code again.
  await expect(page.getByLabel('Kod från autentiseringsappen')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-kod för autentiseringsappen' })).toHaveCount(0);
  await page.getByLabel('Kod från autentiseringsappen').fill(totpCode(account.secret, 1));
  await page.getByRole('button', { name: 'Bekräfta koden' }).click();
  await expect(inboxHeading(page)).toBeVisible();

  await page.getByRole('button', { name: 'Logga ut', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await expect(page.getByText('Du är utloggad.')).toBeVisible();
  expect((await context.request.get('/konto/api/jag')).status()).toBe(401);
  await page.goto('/konto/person');
  await expect(page).toHaveURL(/\/konto\/logga-in$/);
  await context.close();
});

test('signing in by keyboard alone, and signing out everywhere ends the other browser’s session too', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  const account = await acceptInvitation(firstPage, 'partner');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/konto/logga-in');
  await expect(page.getByLabel('E-postadress')).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Lösenord')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('Kod från autentiseringsappen');
  await expect(code).toBeFocused();
  await page.keyboard.type(totpCode(account.secret, 1));
  await page.keyboard.press('Enter');
  await expect(inboxHeading(page)).toBeVisible();

  // The header's buttons come first: reach "Logga ut överallt" by Tab.
  const everywhere = page.getByRole('button', { name: 'Logga ut överallt' });
  for (let i = 0; i < 30 && !(await everywhere.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(everywhere).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Du är utloggad på alla enheter/)).toBeVisible();
  expect((await first.request.get('/konto/api/jag')).status()).toBe(401);
  // The other browser finds out at its next call and is sent to sign in.
  await firstPage.goto('/konto/person');
  await expect(firstPage.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await first.close();
  await context.close();
});

test('a partner sees no admin views and is refused them in Swedish; an admin reads the accounts and the log', async ({ browser }) => {
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await acceptInvitation(partner, 'partner');
  const nav = partner.getByRole('navigation', { name: 'Arbetsytan' });
  await expect(nav.getByRole('link', { name: 'Inkorg' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Logg' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Konton' })).toHaveCount(0);
  await partner.goto('/konto/logg');
  await expect(partner.getByRole('alert')).toHaveText(accountTexts.forbidden);
  await partner.goto('/konto/konton');
  await expect(partner.getByRole('alert')).toHaveText(accountTexts.forbidden);
  await partnerContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const account = await acceptInvitation(admin, 'admin');
  await admin.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Konton' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Konton' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expect(row).toContainText('Administratör');
  await expect(row).toContainText('Inställd');
  expect(await axeViolations(admin)).toEqual([]);

  await admin.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Logg' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Logg' })).toBeVisible();
  await expect(admin).toHaveTitle(new RegExp(`Logg – ${literally(site.brand).source}$`));
  // The admin's own acceptance and sign-in, in words: filtered to the admin, as other tests write lines meanwhile.
  await admin.getByRole('combobox', { name: 'Person' }).click();
  await admin.getByRole('option', { name: account.email }).click();
  await admin.getByRole('button', { name: 'Visa' }).click();
  await expect(admin).toHaveURL(/[?&]user=\d+/);
  const table = admin.getByRole('table', { name: 'Logg, senaste först' });
  await expect(table).toContainText('Inbjudan antagen');
  await expect(table).toContainText('Inloggning');
  await expect(table.getByRole('row').filter({ hasText: 'Inloggning' })).toContainText('med kod från appen');
  expect(await axeViolations(admin)).toEqual([]);
  // Only the admin's lines: one event filter more, and none of another kind is left.
  await admin.getByRole('combobox', { name: 'Händelse' }).click();
  await admin.getByRole('option', { name: 'Inbjudan antagen' }).click();
  await admin.getByRole('button', { name: 'Visa' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText('Inloggning');
  await adminContext.close();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`axe finds nothing on the sign-in steps and the privacy page at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/konto/logga-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    expect(await axeViolations(page), `sign-in at ${viewport.width}px`).toEqual([]);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('alert')).toHaveText(accountTexts.signInIncomplete);
    expect(await axeViolations(page), `sign-in refused at ${viewport.width}px`).toEqual([]);

    const email = uniqueEmail('partner');
    await page.goto(localInvitation(inviteLink(email, 'partner')));
    await expect(page.getByText(email)).toBeVisible();
    expect(await axeViolations(page), `invitation at ${viewport.width}px`).toEqual([]);
    await page.getByLabel('Nytt lösenord').fill('Ett långt lösenord för provet 2026');
    await page.getByLabel('Upprepa lösenordet').fill('Ett långt lösenord för provet 2026');
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();
    const secret = page.getByTestId('totp-secret');
    await expect(secret).toBeVisible();
    expect(await axeViolations(page), `app set-up at ${viewport.width}px`).toEqual([]);
    await page.getByLabel('Kod från autentiseringsappen').fill(totpCode((await secret.innerText()).replace(/\s/g, '')));
    await page.getByRole('button', { name: 'Bekräfta koden' }).click();
    await expect(inboxHeading(page)).toBeVisible();

    await page.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Personuppgifter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personuppgifter' })).toBeVisible();
    expect(await axeViolations(page), `privacy at ${viewport.width}px`).toEqual([]);
    await context.close();
  });
}

test('no button is dead: the erase and look-up forms say what is missing', async ({ page }) => {
  await acceptInvitation(page, 'partner');
  await page.goto('/konto/person');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Skriv personens e-postadress.');
});
