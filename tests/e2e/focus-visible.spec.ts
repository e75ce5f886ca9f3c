/**
 * WCAG 2.2 AA by hand, as tests: every page type tabbed through forwards and backwards at 390 and
 * 1280 px with each focused element in view, clear of the sticky header (2.4.11); invalid fields
 * land below the header after an empty submit; the no-notice region takes no focus.
 */
import { expect, test } from '@playwright/test';
import { problems, tabThrough } from '../e2e-focus';
import { siteTexts } from '../site-texts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pageTypes = ['/', '/boka-mote', '/kassaflode', '/cfo-tjanster-stockholm', '/interim-cfo-malmo', '/faq', '/alla-tjanster'];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
    for (const route of pageTypes) {
      test(`${route}: every focus stop forwards and backwards is in view, not under the header`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(route);
        await expect(page.locator('nav[data-enhanced]')).toBeAttached();
        const forwards = await tabThrough(page);
        expect(forwards.length).toBeGreaterThan(10);
        expect(problems(forwards)).toEqual([]);
        // Backwards from the end of the page: the case where a sticky header hides most.
        await page.locator('footer').locator('a:visible, button:visible').last().focus();
        const backwards = await tabThrough(page, true);
        expect(backwards.length).toBeGreaterThan(10);
        expect(problems(backwards)).toEqual([]);
      });
    }
  });
}

test.describe('the booking form at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an empty submit: Swedish messages beside every required field and in the alert, focus on the first, in view', async ({ page }) => {
    await page.goto('/boka-mote');
    const form = page.locator('form[data-lead-form="booking"]');
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByRole('button', { name: 'Skicka bokningsförfrågan' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('6 fält behöver fyllas i eller rättas');
    for (const [label, message] of [
      ['Företag', 'Fyll i företagets namn.'],
      ['Namn', 'Fyll i ditt namn.'],
      ['E-post', 'Fyll i er e-postadress.'],
      ['Telefon', 'Fyll i ett telefonnummer så att vi kan nå er.'],
      ['Mötesform', 'Välj mötesform.'],
      ['Årsomsättning', 'Välj företagets årsomsättning.'],
    ] as const) {
      const control = form.getByLabel(label, { exact: false }).first();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
      await expect(alert.getByRole('link', { name: `${label}: ${message}` })).toBeVisible();
    }
    const first = form.getByLabel('Företag');
    await expect(first).toBeFocused();
    const top = await first.evaluate((el) => el.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(0);
    // A link in the summary takes the visitor to its field.
    await alert.getByRole('link', { name: /^Telefon:/ }).click();
    await expect(form.getByLabel('Telefon')).toBeFocused();
  });

  test('an address with a Swedish domain is accepted as typed', async ({ page }) => {
    await page.goto('/boka-mote');
    const form = page.locator('form[data-lead-form="booking"]');
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByLabel('E-post').fill('namn@företag.se');
    await form.getByRole('button', { name: 'Skicka bokningsförfrågan' }).click();
    await expect(form.getByLabel('E-post')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).not.toContainText('E-post');
  });

  test('?amne= chooses the topic, scrolls to the form and says what was chosen', async ({ page }) => {
    await page.goto('/boka-mote?amne=due-diligence');
    const { forms } = siteTexts;
    const note = page.locator('.lead-preselected');
    // site.yaml's sentence around {val}, which names the field and the chosen option.
    const [before, after] = forms.preselected.split('{val}') as [string, string];
    await expect(note).toHaveText(new RegExp(`^${escape(before)}.*${escape(forms.options.bookingTopic['due-diligence'])}${escape(after)}$`));
    await expect(note).toBeFocused();
    await expect(note).toBeInViewport();
    await expect(page.getByLabel(forms.fields.topic.label)).toHaveValue('due-diligence');
  });
});

test('English names are marked lang="en" for screen readers; the empty notices region takes no focus', async ({ page }) => {
  await page.goto('/management-reporting');
  await expect(page.locator('main [lang="en"]', { hasText: 'Management reporting' }).first()).toBeVisible();
  await expect(page.getByRole('banner').locator('[lang="en"]', { hasText: 'Management reporting' })).toHaveCount(2);
  await page.goto('/');
  await expect(page.locator('form[data-lead-form="lead"]')).toHaveAttribute('novalidate', '');
  await page.keyboard.press('Alt+T');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
