import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { root } from '~/scripts/support/site-routes';
import type { HeroBlockData, Page } from '~/src/content/model';
import { notFoundPageFile } from '~/src/content/routes';

/** pages/404.yaml as the editor wrote it: the test reads its words instead of copying them. */
const notFound = parse(readFileSync(path.join(root, 'pages', notFoundPageFile), 'utf8')) as Page;
const hero = notFound.blocks.find((block): block is HeroBlockData => block.type === 'hero')!;

test('an unknown path answers 404 with the not-found page of pages/404.yaml and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  const response = await page.goto('/den-har-sidan-finns-inte');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
  await expect.poll(() => errors.join('\n')).toContain('/den-har-sidan-finns-inte');

  const first = hero.actions![0]!;
  await page.getByRole('main').getByRole('link', { name: first.label, exact: true }).click();
  await expect(page).toHaveURL(first.href);
});
