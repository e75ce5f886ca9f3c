import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { QuoteBlock } from './quote-block';

describe('QuoteBlock', () => {
  const { html } = renderBlock(
    <QuoteBlock
      {...withDefaults({ type: 'quote', id: 'citat', text: 'Vi fick kontroll på kassaflödet.', author: 'VD, SaaS-bolag i Stockholm', verified: true })}
    />,
  );

  it('is a labelled section with a figure holding the blockquote and its caption', () => {
    const section = tags(html, 'section')[0]!;
    expect(attr(section, 'id')).toBe('citat');
    expect(attr(section, 'aria-label')).toBe('Vad våra kunder säger');
    expect(html).toMatch(/<figure\b[^>]*>.*<blockquote\b[^>]*>.*Vi fick kontroll på kassaflödet\..*<\/blockquote>.*<figcaption\b/s);
    expect(texts(html, 'figcaption')).toEqual(['— VD, SaaS-bolag i Stockholm']);
    expect(tags(html, 'h1')).toHaveLength(0);
  });

  it('is shown as an example, signed by no one, until the content marks it verified (docs/decisions.md 19, 50)', () => {
    const block = withDefaults({ type: 'quote', text: 'Vi fick kontroll.', author: 'VD, SaaS-bolag' });
    const example = renderBlock(<QuoteBlock {...block} />).html;
    expect(attr(tags(example, 'section')[0]!, 'aria-label')).toBe('Exempel på vad en kund kan säga');
    expect(texts(example, 'figcaption')).toEqual([block.exampleCaption]);
    expect(example).not.toContain('VD');
  });
});
