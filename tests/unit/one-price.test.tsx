/**
 * The Månadspaket price is written once (docs/decisions.md 81, issue 28): changed in a copy of the
 * real content, as an editor would, the home page's price list and the calculator beside it (its
 * props, the cost it calculates with, and the assumptions it states) all show the new price.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attr, tags, texts } from '~/src/blocks/test-fixture';
import { loadContent } from '~/src/content/load';
import type { Content } from '~/src/content/model';
import { renderPage } from '~/src/entry-server';
import { calculateRoi } from '~/src/features/calculator/roi';
import { formatKronor } from '~/src/lib/format';
import { copyContent, removeCopies } from './editor/content-copy';

afterAll(removeCopies);

const root = copyContent();
const siteFile = path.join(root, 'site.yaml');
// The package's own price line, found from its name so another package's price is left alone.
const monthlyPackagePrice = /(- name: Månadspaket\n(?: {6}.*\n)*? {6}price: )(\d+)$/m;
const before = Number(monthlyPackagePrice.exec(readFileSync(siteFile, 'utf8'))?.[2]);
// A price the content does not hold, whatever it holds now (npm run test:changed-content changes it too).
const after = before + 4_000;
writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(monthlyPackagePrice, `$1${after}`));

async function changed(): Promise<Content> {
  const result = await loadContent(root);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n'));
  return result.content;
}

/** The text a visitor reads: hard spaces (sv-SE thousands) as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const kronor = (amount: number) => plain(formatKronor(amount));

describe('the Månadspaket price changed in site.yaml', () => {
  it('was another price before, and is the package the calculator prices', async () => {
    expect(before).toBeGreaterThan(0);
    expect(before).not.toBe(after);
    const { site } = await changed();
    expect(site.roi.package).toBe('Månadspaket');
    expect(site.prices.packages.find((p) => p.name === 'Månadspaket')?.price).toBe(after);
  });

  it('shows the new price on the home page, in the price list and in the calculator, and the old one nowhere', async () => {
    const { html, islands } = await renderPage(await changed(), '/');
    expect(islands).toContain('calculator');
    const page = plain(html);
    expect(page).not.toContain(kronor(before));
    // The price list's card for the package, and the calculator's stated assumptions.
    const cardPrices = [...html.matchAll(/<p class="package-price">([\s\S]*?)<\/p>/g)].map((m) => plain(m[1]!.replace(/<[^>]+>/g, '')));
    expect(cardPrices.filter((t) => t.includes(kronor(after)))).toHaveLength(1);
    const assumption = texts(html, 'li')
      .map(plain)
      .find((t) => t.includes(kronor(after)));
    expect(assumption).toContain(kronor(after * 12));
  });

  it('has the calculator calculate with the new price: a year costs twelve of them', async () => {
    const { html } = await renderPage(await changed(), '/');
    const island = tags(html, 'div').find((d) => attr(d, 'data-island') === 'calculator')!;
    const props = JSON.parse(attr(island, 'data-props')!) as { monthlyFee: number; industries: Parameters<typeof calculateRoi>[0]['industry'][] };
    expect(props.monthlyFee).toBe(after);
    const result = calculateRoi({ revenueMsek: 20, marginPercent: 10, industry: props.industries[0]! }, props.monthlyFee);
    expect(result.annualCost).toBe(after * 12);
  });
});
