/**
 * A price, a menu label or a form's or the calculator's words changed in site.yaml change the
 * site and leave `npm test` green (issue 17): the tests that check the real, built site
 * (tests/e2e, tests/build, tests/webkit) read that copy from content (tests/e2e-content.ts,
 * tests/site-texts.ts) and never write it out themselves, neither as a string nor as a regular
 * expression. Unit tests render their own fixture data, so a literal there does not depend on site.yaml.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/support/site-routes';
import { menu, site } from '../e2e-content';
import { siteTexts } from '../site-texts';

const folders = ['tests/e2e', 'tests/build', 'tests/webkit'];
const files = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name)),
);

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const labels = [menu.navLabel, menu.services, menu.places, menu.allServices.label, menu.allPlaces, menu.faq.label, menu.book.label, menu.menu, menu.closeName];
/** Every word of the forms and the calculator as the site shows it: labels, options, messages, headings. */
const formTexts = [...strings(siteTexts.forms), ...strings(siteTexts.calculator)];
/** The amounts as a test would type them, with an ordinary or a no-break space: "35 000", "35 000". */
const amounts = [...site.prices.packages, ...site.prices.addOns].flatMap(({ price }) => {
  const grouped = String(price).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return [`${grouped} kr`, `${grouped}\u00a0kr`];
});

/** The text a regular expression literal matches literally ("/Skriv omsättningen\./" → "Skriv omsättningen."). */
const unescaped = (source: string) => source.replace(/\\(.)/g, '$1');

/**
 * Every place in `text` where a string literal is a menu label or a form's or the calculator's
 * text, or a part of one of 12 characters or more, or holds an amount; and every regular
 * expression literal that spells out part of such a text (8 characters or more, so /kr/ is no copy).
 */
function copies(text: string): string[] {
  const found: string[] = [];
  const at = (index: number | undefined) => text.slice(0, index).split('\n').length;
  for (const literal of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const value = literal[1] ?? literal[2] ?? literal[3] ?? '';
    const copied = labels.includes(value) || formTexts.includes(value) || (value.length >= 12 && formTexts.some((t) => t.includes(value)));
    if (copied) found.push(`${at(literal.index)}: "${value}"`);
    for (const amount of amounts) if (value.includes(amount)) found.push(`${at(literal.index)}: "${value}"`);
  }
  // A regular expression literal follows ( , = or : (a division follows a value).
  for (const literal of text.matchAll(/(?<=[(,=:]\s*)\/((?:[^/\n\\[]|\\.|\[(?:[^\]\n\\]|\\.)*\])+)\/[dgimsuy]*/g)) {
    const words = unescaped(literal[1]!).replace(/^\^|\$$/g, '');
    if (words.length >= 8 && formTexts.some((t) => t.includes(words))) found.push(`${at(literal.index)}: /${literal[1]}/`);
  }
  return found;
}

describe('copy from site.yaml in the tests of the built site', () => {
  it('reads what it checks', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(labels.every(Boolean) && amounts.length > 0).toBe(true);
  });

  it.each(files)("%s writes no menu label, price, or form's or calculator's text of site.yaml", (file) => {
    expect(copies(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('would see one', () => {
    expect(copies(`await nav.getByRole('button', { name: '${menu.services}' });`)).toHaveLength(1);
    expect(copies(`expect(text).toContain('${amounts[0]}/mån');`)).toHaveLength(1);
    expect(copies(`await form.getByLabel('${siteTexts.forms.fields.company}').fill(company);`)).toHaveLength(1);
    expect(copies(`await page.getByRole('button', { name: "${siteTexts.calculator.submit}" }).click();`)).toHaveLength(1);
    expect(copies(`await expect(alert).toHaveText(/${siteTexts.calculator.errors.revenueNotPositive.replace('.', '\\.')}/);`)).toHaveLength(1);
    expect(copies(`const half = width / 2; const x = 'Företagets namn';`)).toEqual([]);
  });
});
