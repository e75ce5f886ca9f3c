import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { QuoteBlock } from './quote-block';

describe('QuoteBlock', () => {
  const { html } = renderBlock(
    <QuoteBlock {...withDefaults({ type: 'quote', id: 'citat', text: 'Vi fick kontroll på kassaflödet.', author: 'VD, SaaS-bolag i Stockholm' })} />,
  );

  it('is a labelled section with a figure holding the blockquote and its caption', () => {
    const section = tags(html, 'section')[0]!;
    expect(attr(section, 'id')).toBe('citat');
    expect(attr(section, 'aria-label')).toBe('Vad våra kunder säger');
    expect(html).toMatch(/<figure\b[^>]*>.*<blockquote\b[^>]*>.*Vi fick kontroll på kassaflödet\..*<\/blockquote>.*<figcaption\b/s);
    expect(texts(html, 'figcaption')).toEqual(['— VD, SaaS-bolag i Stockholm']);
    expect(tags(html, 'h1')).toHaveLength(0);
  });
});
