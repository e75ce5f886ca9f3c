/**
 * Figures a reader can believe, read from what `npm run build` wrote (docs/decisions.md 57, 171):
 * every page shows its figures in one box; a price or promise from site.yaml is never marked as
 * a figure without a source; a figure so marked on one page is not stated as plain fact anywhere
 * else; and the revenue range and the offices read the same on every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from '~/scripts/support/site-routes';
import { builtPages, readPage } from './built-pages';

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as {
  offices: string[];
  promises: Record<string, string>;
  prices: { packages: { price: number; unit: string }[]; addOns: { price: number }[]; firstMeeting: number };
  roi: { targetRevenueMsek: { min: number; max: number } };
  figures: { exampleBadge: string };
};
const pages = builtPages().map(([name, file]) => [name, readPage(file)] as const);

/** Text as a reader sees it: no markup, entities read, every kind of space one space. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
const body = (html: string) => html.slice(html.indexOf('<body')).replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ');
/** The page's lists of figures (src/ui/figures.tsx), whole. */
const figureLists = (html: string) => [...html.matchAll(/<ul class="figures[^"]*">[\s\S]*?<\/ul>/g)].map((m) => m[0]);
/** Each figure of a list: its value and whether it carries the mark of a figure without a source. */
const figuresIn = (list: string) =>
  [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => ({
    value: plain(/<span class="figure-value">([\s\S]*?)<\/span>/.exec(m[1] ?? '')?.[1] ?? ''),
    marked: /class="badge figure-example"/.test(m[1] ?? ''),
  }));

const sv = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const kronor = (amount: number) => plain(`${sv.format(amount)} kr`);
/** What site.yaml states for the firm: its prices, its promises, its revenue range, its first meeting. */
const siteFacts = new Set(
  [
    ...site.prices.packages.map((p) => `${kronor(p.price)}/${p.unit}`),
    ...site.prices.addOns.map((a) => kronor(a.price)),
    kronor(site.prices.firstMeeting),
    ...Object.values(site.promises),
    `${sv.format(site.roi.targetRevenueMsek.min)}–${sv.format(site.roi.targetRevenueMsek.max)} MSEK`,
  ].map(plain),
);

describe('figures on the built pages', () => {
  it('come in one box per page', () => {
    const twice = pages.filter(([, html]) => figureLists(html).length > 1).map(([name, html]) => `${name}: ${figureLists(html).length}`);
    expect(twice).toEqual([]);
    // The box is on nearly every page: the check above is not passing for want of figures.
    expect(pages.filter(([, html]) => figureLists(html).length === 1).length).toBeGreaterThan(30);
  });

  it('never mark a price or promise of site.yaml as a figure without a source', () => {
    const shown = pages.flatMap(([name, html]) => figureLists(html).flatMap((list) => figuresIn(list).map((f) => ({ ...f, name }))));
    const facts = shown.filter((f) => siteFacts.has(f.value));
    expect(facts.map((f) => `${f.name}: ${f.value}`)).toEqual(expect.arrayContaining(['/: 0 kr', '/due-diligence: 5–100 MSEK']));
    expect(facts.filter((f) => f.marked).map((f) => `${f.name}: ${f.value}`)).toEqual([]);
    // The mark is in use, so its absence above means something.
    expect(shown.filter((f) => f.marked).length).toBeGreaterThan(10);
    expect(pages.some(([, html]) => plain(html).includes(site.figures.exampleBadge))).toBe(true);
  });

  it('do not state a figure marked as without a source as plain fact anywhere else: text, headings, /om-oss', () => {
    const marked = new Set(
      pages.flatMap(([, html]) =>
        figureLists(html).flatMap((list) =>
          figuresIn(list)
            .filter((f) => f.marked)
            .map((f) => f.value),
        ),
      ),
    );
    expect(marked).toContain('50+');
    const stated = pages.flatMap(([name, html]) => {
      const text = plain(figureLists(html).reduce((rest, list) => rest.replace(list, ' '), body(html)));
      return [...marked]
        .filter((value) => /\D/.test(value.replace(/[ ,–-]/g, '')))
        .filter((value) => new RegExp(`(?<![\\p{L}\\p{N}±+−,.-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{N}])`, 'u').test(text))
        .map((value) => `${name}: ${value}`);
    });
    expect(stated).toEqual([]);
  });

  it('state one revenue range, the firm’s, outside the forms’ choices of a visitor’s own revenue', () => {
    const range = `${sv.format(site.roi.targetRevenueMsek.min)}–${sv.format(site.roi.targetRevenueMsek.max)} MSEK`;
    const ranges = pages.flatMap(([name, html]) =>
      [...plain(body(html).replace(/<select\b[\s\S]*?<\/select>/g, ' ')).matchAll(/\d+(?:,\d+)? ?[–-] ?\d+(?:,\d+)? MSEK/g)].map((m) => `${name}: ${m[0]}`),
    );
    expect(ranges.length).toBeGreaterThan(5);
    expect(ranges.filter((r) => !r.endsWith(`: ${range}`))).toEqual([]);
  });

  it('name only the offices site.yaml lists, and /boka-mote names them all', () => {
    const claims = pages.flatMap(([name, html]) =>
      [
        ...plain(body(html)).matchAll(
          /(?:\b[Hh]os oss|\b[Vv]årt kontor|\b[Vv]åra kontor|\b[Vv]i har (?:kontor|lokaler)|\bKontor) i ((?:\p{Lu}[\p{L}-]*(?:, | och )?)+)/gu,
        ),
      ].flatMap((m) =>
        (m[1] ?? '')
          .split(/, | och /)
          .filter(Boolean)
          .map((city) => ({ name, city })),
      ),
    );
    expect(claims.filter(({ city }) => !site.offices.includes(city)).map(({ name, city }) => `${name}: ${city}`)).toEqual([]);
    const booking = plain(body(pages.find(([name]) => name === '/boka-mote')?.[1] ?? ''));
    for (const office of site.offices) expect(booking).toContain(office);
    expect(claims.length).toBeGreaterThan(site.offices.length);
  });
});
