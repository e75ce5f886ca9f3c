import { describe, expect, it } from 'vitest';
import { renderBlock, tags, texts } from '../test-fixture';
import { TextBlock } from './text-block';

describe('TextBlock', () => {
  it('renders paragraphs, then the list, then the paragraphs after it, in order', () => {
    const { html } = renderBlock(
      <TextBlock
        type="text"
        heading="Så hanterar vi personuppgifter"
        paragraphs={['Första stycket.', 'Andra stycket.']}
        list={['Namn', 'E-post']}
        afterList={['Sista stycket.']}
      />,
    );
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Så hanterar vi personuppgifter']);
    expect(texts(html, 'li')).toEqual(['Namn', 'E-post']);
    const order = ['Första stycket.', 'Andra stycket.', '<ul', 'Sista stycket.'].map((s) => html.indexOf(s));
    expect(order.every((pos) => pos >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('renders no list when there is none', () => {
    const { html } = renderBlock(<TextBlock type="text" heading="Rubrik" paragraphs={['Bara text.']} />);
    expect(tags(html, 'ul')).toHaveLength(0);
  });
});
