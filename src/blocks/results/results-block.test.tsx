import { describe, expect, it } from 'vitest';
import type { ResultsBlockData } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { renderBlock, tags, testPage, testSite, texts } from '../test-fixture';
import { ResultsBlock } from './results-block';

const block: ResultsBlockData = {
  type: 'results',
  heading: 'Resultat',
  intro: 'Så har det gått.',
  items: [
    { value: '85 %', label: 'hittar nya förbättringsområden', source: 'Nordvik Redovisning 2021–2024, 40 analyser' },
    { value: '+16 %', label: 'högre marginal i snitt', source: 'Bokslut hos 12 kunder, 2023' },
  ],
  footnote: 'Bygger på uppdrag 2021–2024.',
};
const { sourceLabel, exampleBadge, exampleNote } = testSite.figures;
/** A page with no hero: the block draws its own band there. */
const page = testPage([block]);

describe('ResultsBlock', () => {
  it('lists each figure as value, label and its source, under an h2, with the footnote', () => {
    const { html } = renderBlock(<ResultsBlock {...block} />, { page });
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Resultat']);
    expect(texts(html, 'li')).toEqual([
      `85 % hittar nya förbättringsområden ${sourceLabel} Nordvik Redovisning 2021–2024, 40 analyser`,
      `+16 % högre marginal i snitt ${sourceLabel} Bokslut hos 12 kunder, 2023`,
    ]);
    expect(html).toContain('Bygger på uppdrag 2021–2024.');
    expect(html).not.toContain(exampleBadge);
  });

  it('badges a figure without a source, and says whose figures they are instead of the footnote (docs/decisions.md 57, 171)', () => {
    const { html } = renderBlock(<ResultsBlock {...block} items={[block.items[0], { value: '+16 %', label: 'högre marginal i snitt' }]} />, { page });
    expect(texts(html, 'li')).toEqual([
      `85 % hittar nya förbättringsområden ${sourceLabel} Nordvik Redovisning 2021–2024, 40 analyser`,
      `+16 % högre marginal i snitt ${exampleBadge}`,
    ]);
    expect(html).toContain(exampleNote);
    expect(html).not.toContain('Bygger på uppdrag 2021–2024.');
  });

  it('takes a figure that is a fact of site.yaml (a promise) as owned: no source, no badge', () => {
    const { html } = renderBlock(
      <ResultsBlock
        {...block}
        items={[{ value: '48 timmar', label: 'som längst innan ni får svar', siteFact: true } as ResultsBlockData['items'][number]]}
        footnote={undefined}
      />,
      { page },
    );
    expect(texts(html, 'li')).toEqual(['48 timmar som längst innan ni får svar']);
    expect(html).not.toContain(exampleNote);
  });

  it('draws nothing on a page with a hero, whose key-figures box shows it: a page shows its figures once (docs/decisions.md 171)', () => {
    const withHero = testPage([withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' }), block]);
    expect(renderBlock(<ResultsBlock {...block} />, { page: withHero }).html).toBe('');
  });
});
