import { describe, expect, it } from 'vitest';
import type { FAQItem } from '../../content/schema-types.generated';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { FaqBlock } from './faq-block';

const items: [FAQItem, FAQItem, FAQItem] = [
  { question: 'Vilka underlag behövs?', answer: 'Bokslut och huvudbok för tre år.' },
  { question: 'Ingår en presentation?', answer: 'Ja, vi presenterar för ledningen.' },
  { question: 'Hur lång tid tar det?', answer: '1–2 veckor för en grundanalys & 3–4 för en fördjupad.' },
];

describe('FaqBlock', () => {
  const { html, islands } = renderBlock(
    <FaqBlock type="faq" id="vanliga-fragor" heading="Vanliga frågor" intro="Det här undrar många." items={items} />,
  );

  it('renders heading and intro statically and the accordion as exactly one faq island', () => {
    expect(texts(html, 'h2')).toEqual(['Vanliga frågor']);
    expect(html).toContain('Det här undrar många.');
    expect(islands).toEqual(['faq']);
    const markers = tags(html, 'div').filter((d) => attr(d, 'data-island'));
    expect(markers).toHaveLength(1);
    expect(attr(markers[0]!, 'data-island')).toBe('faq');
    expect(JSON.parse(attr(markers[0]!, 'data-props')!)).toEqual({ items });
  });

  it('puts every question in an h3 button and every answer in the server HTML', () => {
    expect(texts(html, 'h3')).toEqual(items.map((i) => i.question));
    for (const item of items) expect(html).toContain(item.answer.replace('&', '&amp;'));
  });

  it('starts with all answers closed, each button controlling its answer region', () => {
    const buttons = tags(html, 'div').filter((d) => attr(d, 'role') === 'button').concat(tags(html, 'button'));
    expect(buttons).toHaveLength(items.length);
    for (const button of buttons) {
      expect(attr(button, 'aria-expanded')).toBe('false');
      const region = tags(html, 'div').find((d) => attr(d, 'id') === attr(button, 'aria-controls'));
      expect(region && attr(region, 'role')).toBe('region');
      expect(attr(region!, 'aria-labelledby')).toBe(attr(button, 'id'));
    }
  });
});
