/**
 * WCAG 2.2 AA by hand, as tests: every page type tabbed through forwards and backwards at 390 and
 * 1280 px with each focused element in view, clear of the sticky header (2.4.11); invalid fields
 * land below the header after an empty submit; the no-notice region takes no focus.
 */
import { expect, test } from '@playwright/test';
import { problems, tabThrough } from '../e2e-focus';
import { fieldTexts } from '~/src/lead-form/messages';
import { fieldsMissing, literally, siteTexts } from '../site-texts';

const { fields } = siteTexts.forms;

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
    await form.getByRole('button').click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(fieldsMissing(6));
    for (const [label, message] of [
      [fields.company, fieldTexts.company!.required],
      [fields.name, fieldTexts.name!.required],
      [fields.email, fieldTexts.email!.required],
      [fields.phone, fieldTexts.phone!.required],
      [fields.meetingFormat.label, fieldTexts.meetingFormat!.required],
      [fields.revenue.label, fieldTexts.revenue!.required],
    ] as const) {
      const control = form.getByLabel(label, { exact: false }).first();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
      await expect(alert.getByRole('link', { name: `${label}: ${message}` })).toBeVisible();
    }
    const first = form.getByLabel(fields.company);
    await expect(first).toBeFocused();
    const top = await first.evaluate((el) => el.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(0);
    // A link in the summary takes the visitor to its field.
    await alert.getByRole('link', { name: new RegExp(`^${literally(fields.phone).source}:`) }).click();
    await expect(form.getByLabel(fields.phone)).toBeFocused();
  });

  test('an address with a Swedish domain is accepted as typed', async ({ page }) => {
    await page.goto('/boka-mote');
    const form = page.locator('form[data-lead-form="booking"]');
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByLabel(fields.email).fill('namn@företag.se');
    await form.getByRole('button').click();
    await expect(form.getByLabel(fields.email)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).not.toContainText(fields.email);
  });

  test('?amne= chooses the topic, scrolls to the form and says what was chosen', async ({ page }) => {
    await page.goto('/boka-mote?amne=due-diligence');
    const { forms } = siteTexts;
    const note = page.locator('.lead-preselected');
    // site.yaml's sentence around {val}, which names the field and the chosen option.
    const [before, after] = forms.preselected.split('{val}') as [string, string];
    const [start, topic, end] = [before, forms.options.bookingTopic['due-diligence'], after].map((text) => literally(text).source);
    await expect(note).toHaveText(new RegExp(`^${start}.*${topic}.*${end}$`));
    // One colon at most: the option is not set after the field's own label and a second colon.
    expect((await note.textContent())?.match(/:/g)?.length ?? 0).toBeLessThanOrEqual(1);
    await expect(note).toBeFocused();
    await expect(note).toBeInViewport();
    await expect(page.getByLabel(forms.fields.topic.label)).toHaveValue('due-diligence');
  });
});

// English names in content are marked lang="en" by src/render/foreign-phrases.ts (its unit test); the
// pages now name every service in Swedish (tests/build/voice.test.ts), so there is none to find here.
test('the empty notices region takes no focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('form[data-lead-form="lead"]')).toHaveAttribute('novalidate', '');
  await page.keyboard.press('Alt+T');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
