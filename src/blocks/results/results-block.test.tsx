import { describe, expect, it } from 'vitest';
import { renderBlock, tags, texts } from '../test-fixture';
import { ResultsBlock } from './results-block';

describe('ResultsBlock', () => {
  it('lists each figure as value then label, under an h2, with the footnote', () => {
    const { html } = renderBlock(
      <ResultsBlock
        type="results"
        heading="Resultat"
        intro="Så har det gått."
        items={[
          { value: '85 %', label: 'hittar nya förbättringsområden' },
          { value: '+16 %', label: 'högre marginal i snitt' },
        ]}
        footnote="Bygger på uppdrag 2021–2024."
      />,
    );
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Resultat']);
    expect(texts(html, 'li')).toEqual(['85 % hittar nya förbättringsområden', '+16 % högre marginal i snitt']);
    expect(html).toContain('Bygger på uppdrag 2021–2024.');
  });
});
