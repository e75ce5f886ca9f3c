import type { CityCard, Derived, LoadedPage, NavLink, ServiceSummary } from './model';

const byName = (a: NavLink, b: NavLink) => a.label.localeCompare(b.label, 'sv');

/**
 * The most cities a menu lists per group. The header and footer are on every page, so listing
 * every city there would make each page grow with the number of cities and the whole build grow
 * quadratically; beyond this the menus link to the complete list on /alla-tjanster instead.
 */
export const menuCityLimit = 24;

/** At most `menuCityLimit` links: cities with both offers first (they have cards), then A–Ö. */
function forMenu(links: NavLink[], featured: ReadonlySet<string>): NavLink[] {
  if (links.length <= menuCityLimit) return links;
  const ranked = [...links].sort((a, b) => Number(featured.has(b.label)) - Number(featured.has(a.label)) || byName(a, b));
  return ranked.slice(0, menuCityLimit).sort(byName);
}

/** Computes menus, city lists and the sitemap from the pages' own metadata. */
export function derive(pages: readonly LoadedPage[]): Derived {
  const services: (ServiceSummary & { order: number })[] = [];
  const cfo: NavLink[] = [];
  const interim: NavLink[] = [];
  const summaries = new Map<string, string>();

  for (const { path, data } of pages) {
    if (data.service) {
      const { name, summary, category, group, order, icon } = data.service;
      services.push({ href: path, label: name, summary, category, group, order, ...(icon ? { icon } : {}) });
    }
    if (data.city) {
      const link = { href: path, label: data.city.name };
      (data.city.offer === 'cfo' ? cfo : interim).push(link);
      if (data.city.offer === 'cfo') summaries.set(data.city.name, data.city.summary);
    }
  }
  services.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'sv'));
  cfo.sort(byName);
  interim.sort(byName);

  const interimByCity = new Map(interim.map((link) => [link.label, link.href]));
  const cityCards: CityCard[] = cfo
    .filter((link) => interimByCity.has(link.label))
    .map((link) => ({
      name: link.label,
      summary: summaries.get(link.label)!,
      cfoHref: link.href,
      interimHref: interimByCity.get(link.label)!,
    }));
  const moreCities = cfo.filter((link) => !interimByCity.has(link.label));
  const featured = new Set(cityCards.map((card) => card.name));
  const menuCfo = forMenu(cfo, featured);
  const menuInterim = forMenu(interim, featured);

  return {
    services: services.map(({ order: _order, ...service }) => service),
    places: { cfo: menuCfo, interim: menuInterim, complete: menuCfo.length === cfo.length && menuInterim.length === interim.length },
    cityCards,
    moreCities,
    sitemap: pages
      .filter((p) => !p.data.noindex)
      .map((p) => p.path)
      .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b))),
  };
}
