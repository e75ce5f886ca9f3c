import { describe, expect, it } from 'vitest';
import calculatorCss from '~/src/features/calculator/roi-calculator.css?inline';
import { attr, ids, renderBlock, tags, testSite, texts } from '../test-fixture';
import type { Site } from '~/src/content/model';
import { CalculatorBlock } from './calculator-block';

describe('CalculatorBlock', () => {
  const { html, islands } = renderBlock(
    <CalculatorBlock
      type="calculator"
      id="kalkylator"
      heading="Räkna på vad en CFO kan ge er"
      intro="Fyll i tre uppgifter."
      action={{ label: 'Gå igenom kalkylen med oss', href: '/boka-mote' }}
    />,
  );

  it('is a section at #kalkylator named by its h2', () => {
    const section = tags(html, 'section')[0]!;
    expect(attr(section, 'id')).toBe('kalkylator');
    expect(texts(html, 'h2')).toEqual(['Räkna på vad en CFO kan ge er']);
    expect(ids(html)).toContain(attr(section, 'aria-labelledby'));
    expect(tags(html, 'h1')).toHaveLength(0);
  });

  it('renders the calculator as an island with site.yaml’s ROI constants as its props', () => {
    expect(islands).toEqual(['calculator']);
    const island = tags(html, 'div').find((d) => attr(d, 'data-island') === 'calculator')!;
    expect(JSON.parse(attr(island, 'data-props')!)).toEqual({
      // The price of Månadspaket, the package test-content.ts's roi.package names.
      monthlyFee: 35000,
      industries: testSite.roi.industries,
      targetRevenueMsek: testSite.roi.targetRevenueMsek,
      targetMarginPercent: testSite.roi.targetMarginPercent,
      texts: (({ assumptions: _a, noscript: _n, ...rest }) => rest)(testSite.calculator),
    });
    // Far down the home page: React is evaluated only when the calculator comes near the viewport.
    expect(attr(island, 'data-hydrate')).toBe('visible');
    expect(attr(island, 'data-hydrated')).toBeUndefined();
  });

  it('prerenders the island’s first state: labelled inputs, a disabled button, the placeholder', () => {
    const words = testSite.calculator;
    expect(texts(html, 'label')).toEqual([words.revenue.label, words.margin.label, words.industry.label]);
    expect(tags(html, 'button')[0]).toMatch(/\sdisabled=""/);
    expect(html).toContain(words.ready.heading);
  });

  it('states its assumptions from site.yaml: the fee, the points per industry, the revenue range', () => {
    const list = texts(html, 'li').map((t) => t.replace(/\u00a0/g, ' '));
    expect(list[0]).toBe('Kostnad: 35 000 kr i månaden, 420 000 kr per år.');
    expect(list[1]).toContain(`(${testSite.roi.industries.map((i) => `${i.label} ${i.marginImprovement}`).join(', ')})`);
    expect(list[1]).toContain(`10 % blir ${10 + testSite.roi.industries[0]!.marginImprovement} %`);
    expect(list[3]).toContain('5–100 MSEK');
  });

  it('prices the package roi.package names: a new price or another package changes the fee it states and calculates with', () => {
    const block = <CalculatorBlock type="calculator" id="kalkylator" heading="Räkna på vad en CFO kan ge er" />;
    const hourly = {
      name: 'Löpande',
      description: 'Per timme.',
      price: 1500,
      unit: 'timme' as const,
      hours: 'Efter behov',
      features: ['Rådgivning'],
      ideal: 'Alla.',
    };
    const partner = { ...testSite.prices.packages[0]!, name: 'Strategisk partner', price: 65000 };
    for (const [packages, name, fee, shown] of [
      [[{ ...testSite.prices.packages[0]!, price: 39000 }], 'Månadspaket', 39000, 'Kostnad: 39 000 kr i månaden, 468 000 kr per år.'],
      [[hourly, ...testSite.prices.packages, partner], 'Strategisk partner', 65000, 'Kostnad: 65 000 kr i månaden, 780 000 kr per år.'],
    ] as const) {
      const site = {
        ...testSite,
        prices: { ...testSite.prices, packages: [...packages] as Site['prices']['packages'] },
        roi: { ...testSite.roi, package: name },
      };
      const { html: priced } = renderBlock(block, { site });
      const island = tags(priced, 'div').find((d) => attr(d, 'data-island') === 'calculator')!;
      expect((JSON.parse(attr(island, 'data-props')!) as { monthlyFee: number }).monthlyFee).toBe(fee);
      expect(texts(priced, 'li')[0]!.replace(/\u00a0/g, ' ')).toBe(shown);
    }
  });

  it('has the optional button below the calculator', () => {
    const link = tags(html, 'a').find((a) => attr(a, 'href') === '/boka-mote');
    expect(link).toBeDefined();
    expect(html).toContain('Gå igenom kalkylen med oss');
  });

  it('has a stylesheet of its own for the island (inlined by the server, never shipped as JS)', () => {
    expect(typeof calculatorCss).toBe('string');
  });
});
