/**
 * A price or a menu label changed in site.yaml changes the site and leaves `npm test` green
 * (issue 17): the tests that check the real, built site (tests/e2e, tests/build) read that copy
 * from content (tests/e2e-content.ts) and never write it out themselves. Unit tests render their
 * own fixture data, so a literal there does not depend on site.yaml.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/support/site-routes';
import { menu, site } from '../e2e-content';

const folders = ['tests/e2e', 'tests/build'];
const files = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name)),
);

const labels = [menu.navLabel, menu.services, menu.places, menu.allServices.label, menu.allPlaces, menu.faq.label, menu.book.label, menu.menu, menu.closeName];
/** The amounts as a test would type them, with an ordinary or a no-break space: "35 000", "35 000". */
const amounts = [...site.prices.packages, ...site.prices.addOns].flatMap(({ price }) => {
  const grouped = String(price).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return [`${grouped} kr`, `${grouped}\u00a0kr`];
});

/** Every place in `text` where a string literal is exactly `label`, or holds an amount. */
function copies(text: string): string[] {
  const found: string[] = [];
  for (const literal of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const value = literal[1] ?? literal[2] ?? literal[3] ?? '';
    const line = text.slice(0, literal.index).split('\n').length;
    if (labels.includes(value)) found.push(`${line}: "${value}"`);
    for (const amount of amounts) if (value.includes(amount)) found.push(`${line}: "${value}"`);
  }
  return found;
}

describe('copy from site.yaml in the tests of the built site', () => {
  it('reads what it checks', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(labels.every(Boolean) && amounts.length > 0).toBe(true);
  });

  it.each(files)('%s writes no menu label and no price of site.yaml', (file) => {
    expect(copies(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it('would see one', () => {
    expect(copies(`await nav.getByRole('button', { name: '${menu.services}' });`)).toHaveLength(1);
    expect(copies(`expect(text).toContain('${amounts[0]}/mån');`)).toHaveLength(1);
  });
});
