import { describe, expect, it } from 'vitest';
import type { Card } from '~/src/content/model';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { CardsBlock, cardColumns } from './cards-block';

const card = (title: string, extra: Partial<Card> = {}): Card => ({ title, description: `Om ${title}.`, ...extra });

describe('cardColumns', () => {
  it.each([
    [undefined, 4, 2],
    [undefined, 3, 3],
    [undefined, 6, 3],
    [undefined, 1, 3],
    [4, 4, 4],
    [2, 6, 2],
  ] as const)('columns %s with %i cards → %i', (columns, count, expected) => {
    expect(cardColumns(columns, count)).toBe(expected);
  });
});

describe('CardsBlock', () => {
  const { html } = renderBlock(
    <CardsBlock
      type="cards"
      heading="Våra tjänster"
      intro="Välj det som passar."
      items={[
        card('Analys', { icon: 'Analytics', badge: 'Analys', detailsHeading: 'Leverabler', details: ['Rapport', 'Presentation'] }),
        card('Budget', { action: { label: 'Läs mer', href: '/budgetplanering' } }),
        card('Ring', { action: { label: 'Ring oss', href: 'telefon' } }),
      ]}
    />,
  );

  it('has an h2 and one h3 per card, in a list', () => {
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Våra tjänster']);
    expect(texts(html, 'h3')).toEqual(['Analys', 'Budget', 'Ring']);
    expect(html).toMatch(/^<section[^>]*>.*<ul\b/s);
  });

  it('shows details under their heading as a list', () => {
    expect(html).toContain('Leverabler');
    expect(html).toMatch(/Leverabler<\/p><ul\b[^>]*><li\b[^>]*>.*?Rapport.*?<\/li><li\b[^>]*>.*?Presentation.*?<\/li><\/ul>/s);
  });

  it('renders card actions as links; an ambiguous label gets the card title for screen readers', () => {
    const links = tags(html, 'a');
    expect(links.map((a) => attr(a, 'href'))).toEqual(['/budgetplanering', 'tel:+4681234567']);
    expect(texts(html, 'a')[0]).toBe('Läs mer – Budget');
  });
});
