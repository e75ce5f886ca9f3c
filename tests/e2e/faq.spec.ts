/** The FAQ accordion in a real browser: one answer open at a time, collapsible, keyboard operable. */
import { expect, test } from '@playwright/test';

test('FAQ items open one at a time, close again, and work from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const section = page
    .locator('section')
    .filter({ has: page.locator('details') })
    .first();
  const items = section.locator('details');
  const first = items.nth(0);
  const second = items.nth(1);
  const answerOf = (item: typeof first) => item.locator('p').last();

  await expect(answerOf(first)).toBeHidden();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(answerOf(first)).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');

  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(section.locator('details[open]')).toHaveCount(0);

  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
});
