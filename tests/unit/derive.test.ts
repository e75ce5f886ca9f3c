/** derive(): menus, city lists and the sitemap come from the pages' own metadata (docs/decisions.md 2). */
import { describe, expect, it } from 'vitest';
import { derive, menuCityLimit } from '~/src/content/derive';
import type { LoadedPage, Page } from '~/src/content/model';
import { withDefaults } from '~/src/blocks/test-content';

const hero = (heading: string, lead: string) => withDefaults({ type: 'hero', heading, lead });

function page(path: string, extra: Partial<Page> = {}): LoadedPage {
  return {
    path,
    file: `pages/${path === '/' ? 'index' : path.slice(1)}.yaml`,
    data: {
      title: `Sidan ${path}`,
      description: 'En beskrivning.',
      blocks: [hero('Rubrik', 'Ingress.')],
      ...extra,
    },
  };
}

function service(path: string, name: string, order: number, group: 'main' | 'specialist' = 'main'): LoadedPage {
  return page(path, { service: { name, summary: `Om ${name}.`, category: 'Kategori', group, order } });
}

/** `menu` left out is the schema's default, as the loader fills it in. */
function city(path: string, name: string, offer: 'cfo' | 'interim', menu = true): LoadedPage {
  return page(path, { city: { name, offer, summary: `${offer} i ${name}.`, menu } });
}

describe('derive', () => {
  it('lists services by their order, then by name, without the order field', () => {
    const { services } = derive([
      service('/kpi-utveckling', 'KPI-utveckling', 3, 'specialist'),
      page('/'),
      service('/kassaflode', 'Kassaflödesoptimering', 1),
      service('/due-diligence', 'Due diligence', 3, 'specialist'),
      service('/budget', 'Budget och prognos', 2),
    ]);
    expect(services.map((s) => s.label)).toEqual(['Kassaflödesoptimering', 'Budget och prognos', 'Due diligence', 'KPI-utveckling']);
    expect(services[0]).toEqual({
      href: '/kassaflode',
      label: 'Kassaflödesoptimering',
      summary: 'Om Kassaflödesoptimering.',
      category: 'Kategori',
      group: 'main',
    });
  });

  it('keeps a service icon when there is one', () => {
    const withIcon = page('/kassaflode', {
      service: { name: 'Kassaflöde', summary: 'Om kassaflöde.', category: 'Kassaflöde', group: 'main', order: 1, icon: 'Payments' },
    });
    expect(derive([withIcon]).services[0]?.icon).toBe('Payments');
  });

  it('sorts cities in Swedish order: Å, Ä and Ö after Z', () => {
    const { places } = derive([
      city('/cfo-tjanster-orebro', 'Örebro', 'cfo'),
      city('/cfo-tjanster-vasteras', 'Västerås', 'cfo'),
      city('/cfo-tjanster-are', 'Åre', 'cfo'),
      city('/cfo-tjanster-angelholm', 'Ängelholm', 'cfo'),
      city('/cfo-tjanster-zinkgruvan', 'Zinkgruvan', 'cfo'),
      city('/cfo-tjanster-goteborg', 'Göteborg', 'cfo'),
      city('/cfo-tjanster-umea', 'Umeå', 'cfo'),
    ]);
    expect(places.cfo.map((c) => c.label)).toEqual(['Göteborg', 'Umeå', 'Västerås', 'Zinkgruvan', 'Åre', 'Ängelholm', 'Örebro']);
    expect(places.cfo[0]).toEqual({ href: '/cfo-tjanster-goteborg', label: 'Göteborg' });
  });

  it('makes a city card for a city with both pages, and lists every other city under "Fler städer"', () => {
    const derived = derive([
      city('/interim-cfo-umea', 'Umeå', 'interim'),
      city('/cfo-tjanster-orebro', 'Örebro', 'cfo'),
      city('/cfo-tjanster-umea', 'Umeå', 'cfo'),
      city('/cfo-tjanster-malmo', 'Malmö', 'cfo'),
      city('/interim-cfo-malmo', 'Malmö', 'interim'),
      city('/cfo-tjanster-lulea', 'Luleå', 'cfo'),
      // An interim page without a CFO page gets no card, but it is on the complete list too.
      city('/interim-cfo-kiruna', 'Kiruna', 'interim'),
    ]);
    expect(derived.cityCards).toEqual([
      { name: 'Malmö', summary: 'cfo i Malmö.', cfoHref: '/cfo-tjanster-malmo', interimHref: '/interim-cfo-malmo' },
      { name: 'Umeå', summary: 'cfo i Umeå.', cfoHref: '/cfo-tjanster-umea', interimHref: '/interim-cfo-umea' },
    ]);
    expect(derived.moreCities).toEqual([
      { href: '/interim-cfo-kiruna', label: 'Kiruna' },
      { href: '/cfo-tjanster-lulea', label: 'Luleå' },
      { href: '/cfo-tjanster-orebro', label: 'Örebro' },
    ]);
    expect(derived.places.interim.map((c) => c.label)).toEqual(['Kiruna', 'Malmö', 'Umeå']);
  });

  it('pairs the two pages of a city whatever the case of its name', () => {
    const derived = derive([city('/cfo-tjanster-are', 'Åre', 'cfo'), city('/interim-cfo-are', 'åre', 'interim')]);
    expect(derived.cityCards).toEqual([{ name: 'Åre', summary: 'cfo i Åre.', cfoHref: '/cfo-tjanster-are', interimHref: '/interim-cfo-are' }]);
    expect(derived.moreCities).toEqual([]);
  });

  it('puts every page in the sitemap, the home page first', () => {
    const { sitemap } = derive([
      service('/kassaflode', 'Kassaflöde', 1),
      city('/cfo-tjanster-umea', 'Umeå', 'cfo'),
      page('/boka-mote'),
      page('/'),
      page('/alla-tjanster'),
    ]);
    expect(sitemap).toEqual(['/', '/alla-tjanster', '/boka-mote', '/cfo-tjanster-umea', '/kassaflode']);
  });

  it('leaves pages marked noindex (the thank-you page) out of the sitemap', () => {
    const { sitemap } = derive([page('/'), page('/tack', { noindex: true }), page('/boka-mote', { noindex: false })]);
    expect(sitemap).toEqual(['/', '/boka-mote']);
  });

  it('derives empty lists from no pages', () => {
    expect(derive([])).toEqual({ services: [], places: { cfo: [], interim: [] }, cityCards: [], moreCities: [], sitemap: [], bookingPaths: [] });
  });

  it('names the pages that hold the booking form, whatever they are called', () => {
    const booking = withDefaults({ type: 'booking', heading: 'Boka ett möte' });
    const { bookingPaths } = derive([page('/'), page('/traffa-oss', { blocks: [hero('Möte', 'Ingress.'), booking] }), page('/kassaflode')]);
    expect(bookingPaths).toEqual(['/traffa-oss']);
  });
});

describe('the Places menu and the complete list of cities', () => {
  const list = page('/alla-tjanster', { blocks: [hero('Alla', 'Allt.'), withDefaults({ type: 'cities', id: 'orter', heading: 'Orter' })] });

  it('holds every city page unless it says menu: false; the complete list holds every city', () => {
    const many = Array.from({ length: menuCityLimit + 6 }, (_, i) => `Ort ${String(i).padStart(2, '0')}`);
    const pages = [
      list,
      // Only the first menuCityLimit are in the menu: the rest say so themselves.
      ...many.map((name, i) => city(`/cfo-tjanster-ort-${i}`, name, 'cfo', i < menuCityLimit)),
      city('/interim-cfo-kiruna', 'Kiruna', 'interim'),
      // An interim page may stay out of the menu too.
      city('/interim-cfo-boden', 'Boden', 'interim', false),
    ];
    const { places, moreCities, cityCards } = derive(pages);
    expect(places.cfo.map((l) => l.label)).toEqual(many.slice(0, menuCityLimit));
    expect(places.interim.map((l) => l.label)).toEqual(['Kiruna']);
    // Cards and "Fler städer" together name every city once, the interim-only Kiruna and Boden too.
    expect([...cityCards.map((c) => c.name), ...moreCities.map((l) => l.label)].sort()).toEqual(['Boden', 'Kiruna', ...many]);
  });

  it('links the menu to the block that lists every city, by its anchor', () => {
    expect(derive([list, city('/cfo-tjanster-umea', 'Umeå', 'cfo')]).places).toEqual({
      cfo: [{ href: '/cfo-tjanster-umea', label: 'Umeå' }],
      interim: [],
      all: '/alla-tjanster#orter',
    });
    const withoutId = page('/orter', { blocks: [hero('Orter', 'Alla orter.'), withDefaults({ type: 'cities', heading: 'Orter' })] });
    expect(derive([withoutId]).places.all).toBe('/orter');
  });
});
