import { describe, expect, it } from 'vitest';
import type { CasesBlockData } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { CasesBlock } from './cases-block';

const item = (company: string, industry: string, revenue: string) => ({
  company,
  industry,
  revenue,
  result: { value: '+9 procentenheter', label: 'högre rörelsemarginal' },
  challenge: `Utmaningen för ${company}.`,
  solution: `Lösningen för ${company}.`,
  quote: `Citat från ${company}.`,
  quoteBy: 'VD',
});

const block: CasesBlockData = withDefaults({
  type: 'cases',
  id: 'kundcase',
  heading: 'Kundcase',
  intro: 'Tre exempel.',
  items: [
    { ...item('SaaS-bolag i Stockholm', 'SaaS', '40 MSEK'), verified: true },
    { ...item('Tillverkningsföretag i Jönköping', 'Tillverkning', '85 MSEK'), verified: true },
    { ...item('E-handelsbolag i Göteborg', 'E-handel', '25 MSEK'), verified: true },
  ],
  footnote: 'Kunderna är anonymiserade.',
});

describe('CasesBlock', () => {
  const { html, islands } = renderBlock(<CasesBlock {...block} />);

  it('is the static #kundcase section with an h3 per case', () => {
    expect(attr(tags(html, 'section')[0]!, 'id')).toBe('kundcase');
    expect(texts(html, 'h2')).toEqual(['Kundcase']);
    expect(texts(html, 'h3')).toEqual(['SaaS-bolag i Stockholm', 'Tillverkningsföretag i Jönköping', 'E-handelsbolag i Göteborg']);
    expect(tags(html, 'li')).toHaveLength(3);
    expect(islands).toEqual([]);
  });

  it('shows industry, revenue, result, challenge and solution of each case', () => {
    for (const text of [
      'SaaS',
      'Omsättning 40 MSEK',
      '+9 procentenheter',
      'högre rörelsemarginal',
      'Utmaningen för SaaS-bolag i Stockholm.',
      'Lösningen för E-handelsbolag i Göteborg.',
    ]) {
      expect(html).toContain(text);
    }
    expect(texts(html, 'h4').slice(0, 2)).toEqual(['Utmaningen', 'Det här gjorde vi']);
  });

  it('quotes the customer in a figure with blockquote and caption', () => {
    expect(tags(html, 'blockquote')).toHaveLength(3);
    expect(texts(html, 'figcaption')).toEqual(['— VD, SaaS-bolag i Stockholm', '— VD, Tillverkningsföretag i Jönköping', '— VD, E-handelsbolag i Göteborg']);
    expect(html).toContain('”Citat från SaaS-bolag i Stockholm.”');
  });

  it('ends with the footnote', () => {
    expect(html).toContain('Kunderna är anonymiserade.');
  });

  it('labels a case the content has not marked verified as an example, and signs its quote by no one (docs/decisions.md 19, 50)', () => {
    const mixed = renderBlock(
      <CasesBlock {...block} items={[block.items[0]!, { ...block.items[1]!, verified: false }, item('Byrå i Malmö', 'Tjänster', '12 MSEK')]} />,
    ).html;
    expect(texts(mixed, 'p').filter((t) => t === block.exampleBadge)).toHaveLength(2);
    expect(texts(mixed, 'figcaption')).toEqual(['— VD, SaaS-bolag i Stockholm', block.exampleCaption, block.exampleCaption]);
    expect(texts(mixed, 'figcaption').slice(1).join(' ')).not.toContain('VD');
    expect(mixed).toContain(block.exampleNote);
    expect(html).not.toContain(block.exampleBadge);
  });

  it('is headed as examples, without the footnote about real customers, until every case is verified (docs/decisions.md 57)', () => {
    const oneLeft = renderBlock(<CasesBlock {...block} items={[block.items[0]!, block.items[1]!, { ...block.items[2]!, verified: false }]} />).html;
    expect(texts(oneLeft, 'h2')).toEqual([block.exampleHeading]);
    expect(oneLeft).not.toContain('Kunderna är anonymiserade.');
    expect(texts(html, 'h2')).toEqual([block.heading]);
    expect(html).not.toContain(block.exampleNote);
  });
});
