import { describe, expect, it } from 'vitest';
import type { CitiesBlockData, Derived } from '~/src/content/model';
import { PageContext } from '~/src/render/page-context';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, testDerived, testPage, testSite, texts } from '../test-fixture';
import { CitiesBlock } from './cities-block';

const cities: Pick<Derived, 'cityCards' | 'moreCities'> = {
  cityCards: [
    { name: 'Göteborg', summary: 'CFO-stöd för industri och logistik i Västsverige.', cfoHref: '/cfo-tjanster-goteborg', interimHref: '/interim-cfo-goteborg' },
    { name: 'Umeå', summary: 'CFO-stöd för tech och Norrlands industri.', cfoHref: '/cfo-tjanster-umea', interimHref: '/interim-cfo-umea' },
  ],
  moreCities: [
    { href: '/cfo-tjanster-are-ostersund', label: 'Åre/Östersund' },
    { href: '/cfo-tjanster-gavle', label: 'Gävle' },
  ],
};

function render(block: Partial<CitiesBlockData> = {}, lists: Partial<Derived> = {}) {
  const props: CitiesBlockData = withDefaults({ type: 'cities', heading: 'CFO-tjänster på er ort', ...block });
  return renderBlock(
    <PageContext.Provider value={{ site: testSite, page: testPage(), derived: { ...testDerived, ...cities, ...lists } }}>
      <CitiesBlock {...props} />
    </PageContext.Provider>,
  ).html;
}

/** Accessible name (text content, markup stripped) of each link to `href`. */
function linkNames(html: string, href: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter((m) => attr(`<a${m[1]}>`, 'href') === href)
    .map((m) =>
      m[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

describe('CitiesBlock', () => {
  it('renders a card per derived city with both links, each naming the city', () => {
    const html = render();
    expect(texts(html, 'h3')).toEqual(['Göteborg', 'Umeå', 'Fler städer']);
    expect(html).toContain('CFO-stöd för tech och Norrlands industri.');
    expect(linkNames(html, '/cfo-tjanster-umea')).toEqual(['CFO-tjänster – Umeå']);
    expect(linkNames(html, '/interim-cfo-umea')).toEqual(['Interim CFO – Umeå']);
    expect(linkNames(html, '/interim-cfo-goteborg')).toEqual(['Interim CFO – Göteborg']);
  });

  it('lists the remaining cities as links under the "more" heading, after the cards', () => {
    const html = render({ moreHeading: 'Fler orter' });
    expect(texts(html, 'h3').at(-1)).toBe('Fler orter');
    expect(html.indexOf('Fler orter')).toBeGreaterThan(html.indexOf('/interim-cfo-umea'));
    expect(linkNames(html, '/cfo-tjanster-are-ostersund')).toEqual(['Åre/Östersund']);
    expect(linkNames(html, '/cfo-tjanster-gavle')).toEqual(['Gävle']);
  });

  it('leaves out the "more" list when every city has a card, and the cards when none has', () => {
    const cardsOnly = render({}, { moreCities: [] });
    expect(texts(cardsOnly, 'h3')).toEqual(['Göteborg', 'Umeå']);
    expect(tags(cardsOnly, 'ul')).toHaveLength(1);

    const listOnly = render({}, { cityCards: [] });
    expect(texts(listOnly, 'h3')).toEqual(['Fler städer']);
    expect(listOnly).not.toContain('Interim CFO');
  });

  it('renders nothing at all without any city pages', () => {
    expect(render({}, { cityCards: [], moreCities: [] })).toBe('');
  });

  it('is a section named by its h2, with the optional anchor', () => {
    const html = render({ id: 'orter' });
    const [section] = tags(html, 'section');
    const [h2] = tags(html, 'h2');
    expect(attr(section!, 'id')).toBe('orter');
    expect(attr(h2!, 'id')).toBe(attr(section!, 'aria-labelledby'));
    expect(texts(html, 'h2')).toEqual(['CFO-tjänster på er ort']);
  });
});
