import { describe, expect, it } from 'vitest';
import type { PricingBlockData, Site } from '~/src/content/model';
import { PageContext } from '~/src/render/page-context';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, testDerived, testPage, testSite, texts } from '../test-fixture';
import { PricingBlock } from './pricing-block';

/** docs/specification.md §9's prices, as site.yaml holds them. */
const prices: Site['prices'] = {
  packages: [
    {
      name: 'Timbaserad CFO',
      description: 'CFO-stöd när ni behöver det.',
      price: 1500,
      unit: 'timme',
      hours: 'Efter behov',
      features: ['Ingen bindningstid'],
      ideal: 'Passar den som vill ha ett bollplank.',
    },
    {
      name: 'Månadspaket',
      description: 'En fast CFO varje månad.',
      price: 35000,
      unit: 'mån',
      hours: '20–25 timmar per månad',
      popular: true,
      features: ['Månadsrapport', 'Likviditetsprognos'],
      ideal: 'Passar växande företag.',
    },
    {
      name: 'Strategisk partner',
      description: 'En CFO i ledningen.',
      price: 65000,
      unit: 'mån',
      hours: 'Över 40 timmar per månad',
      features: ['Allt i Månadspaketet'],
      ideal: 'Passar bolag i snabb tillväxt.',
    },
  ],
  addOns: [
    { name: 'Due diligence-stöd', price: 15000 },
    { name: 'Investerarpresentation', price: 12000 },
    { name: 'Kassaflödesmodell', price: 8000 },
    { name: 'KPI-dashboard', price: 10000 },
  ],
  firstMeeting: 0,
};

const block: PricingBlockData = withDefaults({
  type: 'pricing',
  id: 'priser',
  heading: 'Priser',
  addOnsIntro: 'Kan läggas till alla paket.',
  footnote: 'Alla priser är exklusive moms.',
});

function render(site: Site = { ...testSite, prices }, data: PricingBlockData = block) {
  const html = renderBlock(
    <PageContext.Provider value={{ site, derived: testDerived, page: testPage() }}>
      <PricingBlock {...data} />
    </PageContext.Provider>,
  ).html;
  return html.replace(/\u00a0/g, ' ').replace(/<!-- -->/g, '');
}

/** Each package's <li>, as HTML. */
const packages = (html: string) => [...html.matchAll(/<li\b[^>]*>(?:(?!<li\b)[\s\S])*?<\/h3>[\s\S]*?<\/a>/g)].map((m) => m[0]);

describe('PricingBlock', () => {
  const html = render();

  it('is the #priser section with one h3 per package and one for the add-ons', () => {
    expect(attr(tags(html, 'section')[0]!, 'id')).toBe('priser');
    expect(texts(html, 'h2')).toEqual(['Priser']);
    expect(texts(html, 'h3')).toEqual(['Timbaserad CFO', 'Månadspaket', 'Strategisk partner', 'Tillägg']);
  });

  it('formats every price from site.yaml for sv-SE, with its unit', () => {
    const shown = [...html.matchAll(/<span[^>]*data-price[^>]*>([\s\S]*?)<\/span><\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(shown).toEqual(['1 500 kr/timme', '35 000 kr/mån', '65 000 kr/mån']);
    for (const [name, price] of [
      ['Due diligence-stöd', '15 000 kr'],
      ['Investerarpresentation', '12 000 kr'],
      ['Kassaflödesmodell', '8 000 kr'],
      ['KPI-dashboard', '10 000 kr'],
    ]) {
      expect(html).toMatch(new RegExp(`${name}</span><span[^>]*>${price}</span>`));
    }
  });

  it('shows each package’s description, hours, features and ideal-for text', () => {
    for (const text of ['En fast CFO varje månad.', '20–25 timmar per månad', 'Likviditetsprognos', 'Passar växande företag.', 'Över 40 timmar per månad']) {
      expect(html).toContain(text);
    }
  });

  it('marks the popular package with a text label, not colour alone, and only that one', () => {
    const cards = packages(html);
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.includes('Populärast'))).toEqual([false, true, false]);
    expect(cards.map((card) => /data-popular/.test(card))).toEqual([false, true, false]);
    // The label comes before the package name, so it is read first.
    expect(cards[1]!.indexOf('Populärast')).toBeLessThan(cards[1]!.indexOf('<h3'));
  });

  it('links every package to /boka-mote, naming the package for screen readers', () => {
    const links = tags(html, 'a');
    expect(links.map((a) => attr(a, 'href'))).toEqual(['/boka-mote', '/boka-mote', '/boka-mote']);
    expect(texts(html, 'a')).toEqual([
      'Boka gratis konsultation – Timbaserad CFO',
      'Boka gratis konsultation – Månadspaket',
      'Boka gratis konsultation – Strategisk partner',
    ]);
  });

  it('takes the label and the footnote from the block', () => {
    const out = render(undefined, { ...block, popularLabel: 'Mest valt', action: { label: 'Kom igång', href: '/boka-mote' } });
    expect(out).toContain('Mest valt');
    expect(out).toContain('Kom igång');
    expect(html).toContain('Alla priser är exklusive moms.');
  });

  it('has one source for prices: a change in site.yaml changes the page', () => {
    const raised = { ...prices, packages: prices.packages.map((p) => (p.name === 'Månadspaket' ? { ...p, price: 37500 } : p)) } as Site['prices'];
    const out = render({ ...testSite, prices: raised });
    expect(out).toContain('37 500 kr');
    expect(out).not.toContain('35 000 kr');
  });

  it('leaves out the add-ons heading when there are none', () => {
    const out = render({ ...testSite, prices: { ...prices, addOns: [] } });
    expect(texts(out, 'h3')).not.toContain('Tillägg');
  });
});
