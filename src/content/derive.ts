import type { Block, CityCard, Derived, LoadedPage, NavLink, Page, ServiceSummary, Site } from './model';

const byName = (a: NavLink, b: NavLink) => a.label.localeCompare(b.label, 'sv');

/**
 * How many cities the Places menu holds per group (CFO-tjänster, Interim CFO). The header is on
 * every page, so the menu has a fixed size: each city in it costs every page its link (once, in
 * the one menu of every width; the footer links to the complete list instead, docs/decisions.md
 * 172), and 16 + 16 keeps the narrow menu to about 16 rows on a phone. Every city is always on the complete list that the
 * menu links to; a city is in the menu unless its page says `menu: false`, and validate refuses a
 * group with more than this many (list-checks.ts) — the menu never drops a city by itself.
 */
export const menuCityLimit = 16;

type City = NonNullable<Page['city']>;

/** The page's title as the browser tab and a search result show it: the brand is added to every title. */
export const documentTitle = (site: Pick<Site, 'brand'>, page: Pick<LoadedPage, 'data'>) => `${page.data.title} | ${site.brand}`;

/**
 * The longest document title a search result shows whole (docs/decisions.md 39). The interim city
 * pages' titles follow the pattern docs/specification.md fixes, whatever their length.
 */
export const titleMaxLength = 60;
export const hasFixedTitle = (page: Pick<LoadedPage, 'data'>) =>
  page.data.city?.offer === 'interim' && page.data.title === `Interim CFO ${page.data.city.name} | Erfaren CFO på kort varsel i ${page.data.city.name}`;

/** "Åre" and "åre" are one city: its CFO page and interim page pair up, and it may not be named twice. */
export const cityKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('sv');

/** A city page is in the Places menu unless it says `menu: false`. */
export const inMenu = (city: City) => city.menu !== false;

/** The block that lists every city, and where it is: the Places menu links there. */
export function cityListOf(pages: readonly LoadedPage[]): { page: LoadedPage; block: Extract<Block, { type: 'cities' }> } | undefined {
  for (const page of pages) {
    const block = page.data.blocks.find((b): b is Extract<Block, { type: 'cities' }> => b.type === 'cities');
    if (block) return { page, block };
  }
  return undefined;
}

/** Computes menus, city lists, the sitemap and the booking pages from the pages' own metadata. */
export function derive(pages: readonly LoadedPage[]): Derived {
  const services: (ServiceSummary & { order: number })[] = [];
  const cfo: (NavLink & { menu: boolean })[] = [];
  const interim: (NavLink & { menu: boolean })[] = [];
  const summaries = new Map<string, string>();

  for (const { path, data } of pages) {
    if (data.service) {
      const { name, summary, category, group, order, icon } = data.service;
      services.push({ href: path, label: name, summary, category, group, order, ...(icon ? { icon } : {}) });
    }
    if (data.city) {
      const link = { href: path, label: data.city.name, menu: inMenu(data.city) };
      (data.city.offer === 'cfo' ? cfo : interim).push(link);
      if (!summaries.has(cityKey(data.city.name)) || data.city.offer === 'cfo') summaries.set(cityKey(data.city.name), data.city.summary);
    }
  }
  services.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, 'sv'));
  cfo.sort(byName);
  interim.sort(byName);

  const interimByCity = new Map(interim.map((link) => [cityKey(link.label), link.href]));
  const cfoByCity = new Map(cfo.map((link) => [cityKey(link.label), link.href]));
  // A city with both pages gets a card; its summary is the CFO page's, set for every CFO page above.
  const cityCards: CityCard[] = cfo.flatMap((link) => {
    const summary = summaries.get(cityKey(link.label));
    const interimHref = interimByCity.get(cityKey(link.label));
    return summary !== undefined && interimHref !== undefined ? [{ name: link.label, summary, cfoHref: link.href, interimHref }] : [];
  });
  const nav = ({ href, label }: NavLink): NavLink => ({ href, label });
  // Every city without a card, whichever of its two pages it has: the complete list holds them all.
  const moreCities = [...cfo.filter((l) => !interimByCity.has(cityKey(l.label))), ...interim.filter((l) => !cfoByCity.has(cityKey(l.label)))]
    .sort(byName)
    .map(nav);
  const list = cityListOf(pages);

  return {
    services: services.map(({ order: _order, ...service }) => service),
    places: {
      cfo: cfo.filter((l) => l.menu).map(nav),
      interim: interim.filter((l) => l.menu).map(nav),
      ...(list ? { all: list.block.id ? `${list.page.path}#${list.block.id}` : list.page.path } : {}),
    },
    cityCards,
    moreCities,
    sitemap: pages
      .filter((p) => !p.data.noindex)
      .map((p) => p.path)
      .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b))),
    bookingPaths: pages
      .filter((p) => p.data.blocks.some((b) => b.type === 'booking'))
      .map((p) => p.path)
      .sort(),
  };
}

/**
 * The price package the calculator prices (site.yaml roi.package names it, docs/decisions.md 81):
 * its price is the calculator's monthly fee, so the price is written once. validate refuses a name
 * that is not a package, or a package priced per hour (checks.ts); undefined only before that.
 */
export const roiPackageOf = (site: Pick<Site, 'prices' | 'roi'>) => site.prices.packages.find((p) => p.name === site.roi.package);

/** The calculator's monthly fee in kronor: the price of the package roi.package names. */
export function roiMonthlyFee(site: Pick<Site, 'prices' | 'roi'>): number {
  const pkg = roiPackageOf(site);
  if (!pkg) throw new Error(`roi.package "${site.roi.package}" is not a price package (validate reports it as C417)`);
  return pkg.price;
}
