/**
 * "Skicka för granskning" in the workspace's page editor (issue 30 point 3; docs/decisions.md
 * 111–112), in Chromium against the built workspace and the real lead server, in
 * konto-editor.spec.ts's way: the e2e server has no content working copy, so /konto/api/redigera is
 * answered in the browser — pages read and checked by the dev editor's own API, reviews kept in
 * this file in the shapes server/accounts/review-routes.ts sends. The server side (checks, build,
 * branch, push, merge, conflict, roles) is tests/unit/publish/review-server.integration.test.ts.
 */
import type { Page } from '@playwright/test';
import { test } from '../editor-e2e';
import { pageTexts } from '../e2e-content';
import { axeViolations } from '../e2e-axe';
import { acceptInvitation, expect, routeEditorApi } from '../e2e-konto';
import type { DeclinedReview, Review } from '~/src/konto/review-calls';
import { reviewListTexts } from '~/src/konto/texts';

const home = pageTexts('index');

test.describe.configure({ timeout: 180_000 });

interface Fake {
  sent: Record<string, unknown>[];
  published: unknown[];
  declined: unknown[];
  reviews: Review[];
  declinedReviews: DeclinedReview[];
  /** The next publish of a review: the server's answer. */
  publishAnswer: { status: number; body: Record<string, unknown> };
}

const review = (n: number, email: string, heading: string): Review => ({
  branch: `granskning/index-2026-11-27-${n}`,
  commit: String(n).repeat(40),
  at: '2026-11-27T08:30:00Z',
  editor: email.split('@')[0]!,
  email,
  message: `Publicera »${home.title}« (pages/index.yaml)`,
  files: ['pages/index.yaml'],
  removed: ['    heading: En gammal rubrik'],
  added: [`    heading: ${heading}`],
});

async function fakeEditorApi(page: Page): Promise<Fake> {
  const fake: Fake = { sent: [], published: [], declined: [], reviews: [], declinedReviews: [], publishAnswer: { status: 200, body: {} } };
  await routeEditorApi(page, {
    answer: ({ call, body, json }) => {
      switch (call) {
        case 'utkast':
          return json({ ok: true, kept: body.data !== null });
        case 'granska': {
          fake.sent.push(body);
          const heading = (body.data as { blocks: { heading: string }[] }).blocks[0]!.heading;
          fake.reviews.push(review(fake.reviews.length + 1, 'redaktor@nordvik.example', heading));
          return json({
            ok: true,
            branch: fake.reviews.at(-1)!.branch,
            pushed: true,
            message: 'Skickat för granskning. Ändringen väntar nu på att en administratör publicerar den; webbplatsen är oförändrad tills dess.',
          });
        }
        case 'granskningar':
          return json({ ok: true, reviews: fake.reviews, declined: fake.declinedReviews });
        case 'granskning/publicera':
          fake.published.push(body);
          if (fake.publishAnswer.status === 200) fake.reviews = fake.reviews.filter((r) => r.branch !== body.branch);
          return json({ ok: fake.publishAnswer.status === 200, ...fake.publishAnswer.body }, fake.publishAnswer.status);
        case 'granskning/avvisa':
          fake.declined.push(body);
          fake.reviews = fake.reviews.filter((r) => r.branch !== body.branch);
          return json({ ok: true, message: 'Granskningen är avvisad och grenen borttagen.' });
      }
      return undefined;
    },
  });
  return fake;
}

test('an editor sends a heading for review, sees it waiting, and sees a declined one with its note; no axe violations', async ({ page }) => {
  const fake = await fakeEditorApi(page);
  fake.declinedReviews.push({
    ...review(9, 'redaktor@nordvik.example', 'Vi är bäst'),
    declinedAt: '2026-11-26T15:00:00Z',
    declinedBy: 'admin@nordvik.example',
    note: 'Skriv hellre vad kunden får.',
  });
  await acceptInvitation(page, 'editor');
  await page.goto('/konto/redigera?fil=pages%2Findex.yaml');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home.title);
  const declined = page.getByRole('list', { name: 'Avvisade granskningar' });
  await expect(declined.getByText('Avvisad 26 nov. 2026 16:00 av admin@nordvik.example.')).toBeVisible();
  await expect(declined.getByText('Kommentar: Skriv hellre vad kunden får.')).toBeVisible();

  const send = page.getByRole('button', { name: 'Skicka för granskning' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Rubrik (måste fyllas i)').first().fill('Ekonomichef på deltid för ert företag');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Skickat för granskning. Ändringen väntar nu på att en administratör' })).toBeVisible();
  expect(fake.sent).toEqual([expect.objectContaining({ file: 'pages/index.yaml', hash: expect.stringMatching(/\w+/) })]);
  // The page is read in again as published: the edit now waits on its branch, not in the form.
  await expect(page.getByLabel('Rubrik (måste fyllas i)').first()).not.toHaveValue('Ekonomichef på deltid för ert företag');
  await expect(send).toBeDisabled();

  const waiting = page.getByRole('list', { name: 'Dina ändringar som väntar på granskning' });
  await expect(waiting.getByText('En rad ändrad:')).toBeVisible();
  await expect(waiting.getByText('Efter: heading: Ekonomichef på deltid för ert företag')).toBeVisible();
  // An editor neither publishes nor declines a review.
  await expect(waiting.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('an admin sees the waiting reviews in words, a stale one is refused in Swedish, one is published and one declined with a note, by keyboard', async ({
  page,
}) => {
  const fake = await fakeEditorApi(page);
  fake.reviews.push(review(1, 'redaktor@nordvik.example', 'En ny rubrik från redaktören'), review(2, 'andra@nordvik.example', 'En annan ny rubrik'));
  await acceptInvitation(page, 'admin');
  await page.goto('/konto/redigera');
  const waiting = page.getByRole('list', { name: 'Ändringar som väntar på granskning' });
  const first = waiting.getByRole('listitem').filter({ hasText: 'redaktor@nordvik.example' });
  const second = waiting.getByRole('listitem').filter({ hasText: 'andra@nordvik.example' });
  await expect(first.getByText('Skickad 27 nov. 2026 09:30 av redaktor@nordvik.example')).toBeVisible();
  await expect(first.getByText(`Publicera »${home.title}« (pages/index.yaml)`)).toBeVisible();
  await expect(first.getByText('Före: heading: En gammal rubrik')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The page changed since it was sent: the server's refusal is shown, and the review stays.
  fake.publishAnswer = {
    status: 409,
    body: { message: 'Granskningen publicerades inte: sidan har ändrats sedan den skickades, och ändringarna går inte att föra ihop.' },
  };
  await second.getByRole('button', { name: 'Publicera' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Granskningen publicerades inte: sidan har ändrats sedan den skickades' })).toBeVisible();
  await expect(second).toBeVisible();

  fake.publishAnswer = {
    status: 200,
    body: { commit: 'c'.repeat(40), pushed: true, swapped: true, message: 'Granskningen är publicerad. Publicerat: webbplatsen visar ändringen nu.' },
  };
  await first.getByRole('button', { name: 'Publicera' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Granskningen är publicerad.' })).toBeVisible();
  await expect(first).toHaveCount(0);
  expect(fake.published.at(-1)).toEqual({ branch: 'granskning/index-2026-11-27-1' });

  // Declining asks for an optional note; Escape cancels, and nothing is sent.
  await second.getByRole('button', { name: 'Avvisa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avvisa granskningen?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(fake.declined).toEqual([]);
  await second.getByRole('button', { name: 'Avvisa' }).click();
  await dialog.getByLabel('Kommentar till redaktören (frivillig)').fill('Rubriken är redan ändrad.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Avvisa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Granskningen är avvisad' })).toBeVisible();
  expect(fake.declined).toEqual([{ branch: 'granskning/index-2026-11-27-2', note: 'Rubriken är redan ändrad.' }]);
  await expect(page.getByRole('region', { name: reviewListTexts.title })).toHaveCount(0);
});
