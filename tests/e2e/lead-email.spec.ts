/**
 * The lead e-mail's HTML part as a mail program shows it (README "The lead e-mail"): each form's
 * e-mail, made from the leads lead-email.test.ts keeps snapshots of and the built site's form
 * specs (so with the content's own words), rendered in Chromium: no external
 * resource is requested, axe finds no violation, the answers read as a table of question and
 * answer, and the phone number, e-mail address and page are links a partner can act on.
 */
import { expect, test } from '@playwright/test';
import { leadEmail } from '~/server/leads/lead-email';
import { leadView, loadSiteFacts } from '~/server/leads/lead-view';
import { leadKinds } from '~/src/lead-form/fields';
import { distDir } from '~/scripts/support/site-routes';
import { axeViolations } from '../e2e-axe';
import { sampleLeads } from '../unit/leads/support/sample-leads';
import { literally, siteTexts } from '../site-texts';

const site = loadSiteFacts(distDir);

const company = siteTexts.forms.fields.company;

for (const kind of leadKinds) {
  test(`the ${kind} e-mail reads well in a browser and passes axe`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:') && request.url() !== 'about:blank') requests.push(request.url());
    });
    await page.setContent(leadEmail(leadView(sampleLeads[kind], site)).html);
    expect(requests).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Brådskande Bygg AB, Karin Öst');
    await expect(page.getByRole('rowheader', { name: company })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${literally(company).source} Brådskande Bygg AB`) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'karin.ost@bradskandebygg.se' })).toHaveAttribute('href', 'mailto:karin.ost@bradskandebygg.se');
    await expect(page.getByRole('link', { name: /^(\+46 ?|0)70/ })).toHaveAttribute('href', 'tel:+46701234567');
    await expect(page.getByRole('link', { name: /^https:\/\/www\.nordvikcfo\.example\// })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // A 320 px phone: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
