/**
 * The booking page in a real browser: links like /boka-mote?amne=due-diligence&bradskande=asap
 * preselect the topic and the urgency (docs/decisions.md 5), unknown values are ignored, and the small
 * module that does it is only downloaded by pages that have such a form.
 */
import { expect, test, type Page } from '@playwright/test';
import { blocksOf, pageTexts } from '../e2e-content';
import { siteTexts } from '../site-texts';

const { fields } = siteTexts.forms;
const topic = (page: Page) => page.getByLabel(fields.topic.label);
const urgency = (page: Page) => page.getByLabel(fields.bookingUrgency.label);

test('?amne= and ?bradskande= preselect the topic and the urgency', async ({ page }) => {
  await page.goto('/boka-mote?amne=due-diligence&bradskande=asap');
  await expect(topic(page)).toHaveValue('due-diligence');
  await expect(urgency(page)).toHaveValue('asap');
  // Required fields stay for the visitor to fill in.
  await expect(page.getByLabel(fields.meetingFormat.label)).toHaveValue('');
});

test('values that are not options, and no query at all, leave the choices empty', async ({ page }) => {
  const preselect = page.waitForResponse((response) => /preselect[^/]*\.js$/.test(response.url()));
  await page.goto('/boka-mote?amne=kassaflode&bradskande=<script>');
  await preselect; // the module has run (or is about to): give it a moment to do the wrong thing
  await page.waitForLoadState('networkidle');
  await expect(topic(page)).toHaveValue('');
  await expect(urgency(page)).toHaveValue('');

  await page.goto('/boka-mote');
  await page.waitForLoadState('networkidle');
  await expect(topic(page)).toHaveValue('');
  await expect(urgency(page)).toHaveValue('');
});

test('"Beställ analys" on /finansiell-analys arrives with financial analysis chosen', async ({ page }) => {
  await page.goto('/finansiell-analys');
  // The hero's first action, as pages/finansiell-analys.yaml words it.
  await page.getByRole('link', { name: blocksOf(pageTexts('finansiell-analys'), 'hero')[0]!.actions![0]!.label }).click();
  await expect(page).toHaveURL(/\/boka-mote\?amne=financial-analysis$/);
  await expect(topic(page)).toHaveValue('financial-analysis');
});

test('"Bli uppringd samma arbetsdag" on /interim-cfo arrives marked as urgent interim CFO', async ({ page }) => {
  await page.goto('/interim-cfo');
  await page.getByRole('link', { name: `Bli uppringd ${siteTexts.promises.urgentResponse}` }).click();
  await expect(page).toHaveURL(/\/boka-mote\?/);
  await expect(urgency(page)).toHaveValue('asap');
  await expect(topic(page)).toHaveValue('interim-cfo');
});

test('the preselect module is loaded only where a form asks for it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/kassaflode');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('preselect'))).toEqual([]);

  await page.goto('/boka-mote?amne=valuation');
  await expect(topic(page)).toHaveValue('valuation');
  expect(scripts.filter((s) => s.includes('preselect'))).toHaveLength(1);
});
