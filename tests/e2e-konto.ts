/**
 * The workspace's browser tests (tests/e2e/konto*.spec.ts): accounts made as the operator makes
 * them — `leads user invite` (the built CLI, against the e2e server's database) prints the link —
 * and the second factor's codes computed from the secret the page shows, as an app would.
 */
import { execFileSync } from 'node:child_process';
import { expect as baseExpect, type Page, type Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { root } from '../scripts/support/site-routes';
import { e2eLeadServerEnv } from './e2e-leads';
import { editorUrl } from './editor-e2e';

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

/** One call of the workspace editor's API, for a spec's own answers. */
export interface EditorApiCall {
  /** The path after /konto/api/redigera/, e.g. `publicera` or `granskning/avvisa`. */
  call: string;
  /** The `fil` query parameter, if any. */
  file: string;
  body: Record<string, unknown>;
  json: (body: unknown, status?: number) => Promise<void>;
}

/** `npm run dev`'s editor API (tests/editor-dev-server.ts), which the workspace's own answers stand in for. */
async function devEditor(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${editorUrl}/redigera/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Origin: editorUrl, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Answers /konto/api/redigera in the browser without a working copy: the page list, schemas,
 * icons, pages and checks are the dev editor's own answers (the same editor-api.ts the working copy
 * runs), a page comes with `draftOf(file)`, and `answer` answers the rest in the shapes
 * server/accounts/editor-routes.ts sends; a call it does not answer is a 404.
 */
export async function routeEditorApi(
  page: Page,
  { draftOf = () => null, answer }: { draftOf?: (file: string) => unknown; answer: (call: EditorApiCall) => Promise<void> | undefined },
): Promise<void> {
  await page.route('**/konto/api/redigera/**', async (route: Route) => {
    const url = new URL(route.request().url());
    const call = url.pathname.replace('/konto/api/redigera/', '');
    const file = url.searchParams.get('fil') ?? '';
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    const json = (answered: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(answered) });
    switch (call) {
      case 'sidor':
        return json({ ok: true, ...(await devEditor('pages')) });
      case 'scheman':
        return json({ ok: true, schemas: await devEditor('schemas') });
      case 'ikoner':
        return json({ ok: true, icons: await devEditor('icons') });
      case 'sida':
        return json({ ok: true, page: await devEditor(`page?fil=${encodeURIComponent(file)}`), draft: draftOf(file) });
      case 'kontrollera':
        return json({ ok: true, ...(await devEditor('draft', { file: body.file, data: body.data })) });
      default:
        // The spec's answer, if it has one (a promise); undefined when it does not know the call.
        return answer({ call, file, body, json }) ?? json({ ok: false, message: 'Okänt anrop.' }, 404);
    }
  });
}
