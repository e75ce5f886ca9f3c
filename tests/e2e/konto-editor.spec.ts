/**
 * The page editor in the workspace, /konto/redigera (issue 30; docs/decisions.md 96–98), in
 * Chromium against the built workspace and the real lead server: an editor signs in, sees
 * "Redigera sidor", opens a page and edits it with the same components as npm run dev's editor.
 *
 * The e2e server has no content working copy (CONTENT_REPO_DIR), so /konto/api/redigera is
 * answered in the browser: reading and checking go to the dev editor's own API (the same
 * editor-api.ts the working copy runs, tests/editor-dev-server.ts), drafts are kept in this file,
 * and publish, history and restore answer in the shapes server/accounts/editor-routes.ts sends.
 * The server side of publishing — checks, build, commit, push, swap — is
 * tests/unit/publish/publish-server.integration.test.ts, and in Chromium against a real working copy
 * konto-publish.spec.ts. A partner is refused by the real server (403).
 */
import type { Page } from '@playwright/test';
import { test } from '../editor-e2e';
import { blocksOf, pageTexts } from '../e2e-content';
import { axeViolations } from '../e2e-axe';
import { acceptInvitation, expect, routeEditorApi } from '../e2e-konto';

/** The home page as its file states it: the editor's heading names its title. */
const home = pageTexts('index');
const homeHeading = blocksOf(home, 'hero')[0]?.heading ?? '';

test.describe.configure({ timeout: 180_000 });

const headingField = (page: Page) => page.getByLabel('Rubrik (måste fyllas i)').first();

interface Fake {
  drafts: Map<string, { data: unknown; hash: string; at: number }>;
  published: unknown[];
  restored: unknown[];
  /** The next publish's answer: a refusal with problems, or the server's success. */
  publishAnswer: { status: number; body: Record<string, unknown> };
}

/** /konto/api/redigera answered as described above; what was posted is recorded in the fake. */
async function fakeEditorApi(page: Page): Promise<Fake> {
  const fake: Fake = { drafts: new Map(), published: [], restored: [], publishAnswer: { status: 200, body: {} } };
  await routeEditorApi(page, {
    draftOf: (file) => fake.drafts.get(file) ?? null,
    answer: ({ call, body, json }) => {
      switch (call) {
        case 'utkast':
          if (body.data === null) fake.drafts.delete(String(body.file));
          else fake.drafts.set(String(body.file), { data: body.data, hash: String(body.hash), at: Date.now() });
          return json({ ok: true, kept: body.data !== null });
        case 'publicera':
          fake.published.push(body);
          return json({ ok: fake.publishAnswer.status === 200, ...fake.publishAnswer.body }, fake.publishAnswer.status);
        case 'historik':
          return json({
            ok: true,
            publications: [
              {
                commit: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0',
                at: '2026-11-26T09:15:00Z',
                editor: 'redaktor',
                email: 'redaktor@nordvik.example',
                message: `Publicera »${home.title}« (pages/index.yaml)`,
                removed: ['    heading: En gammal rubrik'],
                added: [`    heading: ${homeHeading}`],
              },
            ],
          });
        case 'aterstall':
          fake.restored.push(body);
          return json({
            ok: true,
            commit: 'f'.repeat(40),
            pushed: true,
            swapped: true,
            message: 'Publicerat: webbplatsen visar ändringen nu, och den är skickad till git.',
          });
        case 'granskningar':
          // No reviews here: they are tests/e2e/konto-review.spec.ts's.
          return json({ ok: true, reviews: [], declined: [] });
      }
      return undefined;
    },
  });
  return fake;
}

test('an editor finds “Redigera sidor”, edits a heading, gets the draft back after a reload, and publishing’s refusal lands on the field; no axe violations', async ({
  page,
}) => {
  const fake = await fakeEditorApi(page);
  await acceptInvitation(page, 'editor');
  await page.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Redigera sidor' }).click();
  await expect(page).toHaveURL(/\/konto\/redigera$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Redigera sidor' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/', exact: true })).toBeVisible();
  // "Ny stad" is offered in the workspace too: the new page stays the account's draft until published (decision 118).
  await expect(page.getByRole('button', { name: 'Ny stad' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: '/', exact: true }).click();
  await expect(page).toHaveURL(/\/konto\/redigera\?fil=pages%2Findex\.yaml$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home.title);
  const publish = page.getByRole('button', { name: 'Publicera' });
  await expect(publish).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  // The edit is kept on the server (debounced) and offered back when the page is opened again.
  await headingField(page).fill('Vi ger er kassaflödet tillbaka');
  await expect
    .poll(() => (fake.drafts.get('pages/index.yaml')?.data as { blocks?: { heading?: string }[] })?.blocks?.[0]?.heading)
    .toBe('Vi ger er kassaflödet tillbaka');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(headingField(page)).toHaveValue('Vi ger er kassaflödet tillbaka');
  await expect(page.getByText(/Osparade ändringar från .* är återställda från arbetsytan/)).toBeVisible();

  // A refusal (422) puts its problems on their fields, as a check does, and says why.
  fake.publishAnswer = {
    status: 422,
    body: {
      message: 'Sidan publicerades inte: 1 problem måste rättas först. Se fälten som är markerade.',
      problems: [
        {
          code: 'C230',
          severity: 'warning',
          file: 'pages/index.yaml',
          line: 7,
          col: 14,
          pointer: '/blocks/0/heading',
          message: 'Servern vägrade rubriken.',
          hint: 'Skriv om den.',
        },
      ],
    },
  };
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sidan publicerades inte: 1 problem' })).toBeVisible();
  await expect(headingField(page)).toHaveAccessibleDescription(/Servern vägrade rubriken\. — Skriv om den\./);
  expect(fake.published).toHaveLength(1);
  expect(fake.published[0]).toMatchObject({ file: 'pages/index.yaml', hash: expect.stringMatching(/\w+/) });
  expect(await axeViolations(page)).toEqual([]);

  // Published: the server's words, the page read in again, the draft gone.
  fake.publishAnswer = {
    status: 200,
    body: {
      commit: 'c'.repeat(40),
      pushed: false,
      swapped: true,
      message: 'Ändringen är publicerad och sparad i arbetskopian, men kunde inte skickas till grenen main på origin (nekad).',
    },
  };
  fake.drafts.delete('pages/index.yaml');
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: 'kunde inte skickas till grenen main på origin (nekad)' })).toBeVisible();
  await expect(publish).toBeDisabled();
});

test('the history lists each publish in words, and a version is restored only after a confirmation, by keyboard', async ({ page }) => {
  const fake = await fakeEditorApi(page);
  await acceptInvitation(page, 'admin');
  await page.goto('/konto/redigera?fil=pages%2Findex.yaml');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home.title);
  await page.getByRole('button', { name: 'Historik' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Historik för ${home.title}` });
  await expect(dialog.getByText('En rad ändrad:')).toBeVisible();
  await expect(dialog.getByText('redaktor@nordvik.example')).toBeVisible();
  await expect(dialog.getByText('Före: heading: En gammal rubrik')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Återställ den här versionen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Återställa den här versionen?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  expect(fake.restored).toEqual([]);

  await dialog.getByRole('button', { name: 'Återställ den här versionen' }).click();
  await confirm.getByRole('button', { name: 'Återställ', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicerat: webbplatsen visar ändringen nu' })).toBeVisible();
  expect(fake.restored).toEqual([{ file: 'pages/index.yaml', commit: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0' }]);
});

test('a partner has no “Redigera sidor” and is told so at /konto/redigera; the server refuses the API', async ({ page }) => {
  await acceptInvitation(page, 'partner');
  await expect(page.getByRole('navigation', { name: 'Arbetsytan' }).getByRole('link', { name: 'Redigera sidor' })).toHaveCount(0);
  await page.goto('/konto/redigera');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen behörighet att redigera sidor' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const answer = await page.request.get('/konto/api/redigera/sidor');
  expect(answer.status()).toBe(403);
});
