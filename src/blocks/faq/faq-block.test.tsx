import { describe, expect, it } from 'vitest';
import type { FAQItem } from '~/src/content/model';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { FaqBlock } from './faq-block';

const items: [FAQItem, FAQItem, FAQItem] = [
  { question: 'Vilka underlag behövs?', answer: 'Bokslut och huvudbok för tre år.' },
  { question: 'Ingår en presentation?', answer: 'Ja, vi presenterar för ledningen.' },
  { question: 'Hur lång tid tar det?', answer: '1–2 veckor för en grundanalys & 3–4 för en fördjupad.' },
];

describe('FaqBlock', () => {
  const { html, islands } = renderBlock(<FaqBlock type="faq" id="vanliga-fragor" heading="Vanliga frågor" intro="Det här undrar många." items={items} />);

  it('renders heading, intro and every question and answer as static HTML, with no island', () => {
    expect(texts(html, 'h2')).toEqual(['Vanliga frågor']);
    expect(html).toContain('Det här undrar många.');
    expect(texts(html, 'h3')).toEqual(items.map((i) => i.question));
    for (const item of items) expect(html).toContain(item.answer.replace('&', '&amp;'));
    expect(islands).toEqual([]);
  });

  it('groups the items into one exclusive accordion, all closed at first', () => {
    const details = tags(html, 'details');
    expect(details).toHaveLength(items.length);
    const names = details.map((d) => attr(d, 'name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
    expect(details.every((d) => attr(d, 'open') === undefined)).toBe(true);
  });

  it('gives two FAQ blocks on one page separate groups, so each keeps its own open item', () => {
    const two = renderBlock(
      <>
        <FaqBlock type="faq" heading="A" items={[items[0]]} />
        <FaqBlock type="faq" heading="B" items={[items[1]]} />
      </>,
    );
    const names = tags(two.html, 'details').map((d) => attr(d, 'name'));
    expect(names[0]).not.toBe(names[1]);
  });
});
