import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the Swedish not-found page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  const response = await page.goto('/den-har-sidan-finns-inte');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas');
  await expect.poll(() => errors.join('\n')).toContain('/den-har-sidan-finns-inte');

  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL('/');
});
