import type { CityCard, Derived, LoadedPage, NavLink, ServiceSummary } from './model';

const byName = (a: NavLink, b: NavLink) => a.label.localeCompare(b.label, 'sv');

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

  return {
    services: services.map(({ order: _order, ...service }) => service),
    places: { cfo, interim },
    cityCards,
    moreCities,
    sitemap: pages.map((p) => p.path).sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b))),
  };
}
