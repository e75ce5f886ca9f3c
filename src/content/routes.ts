/**
 * The one place that maps routes to files and back: a page file in pages/ to its URL, and a URL
 * to the HTML file the build writes into dist/. Pure string functions, safe in the browser, the
 * build, the server and the tests alike; nothing else may spell these rules out again.
 */

/** The home page's route. */
export const homePath = '/';

/** The page file of the home page, relative to pages/. */
export const homePageFile = 'index.yaml';

/**
 * The not-found page's text (pages/404.yaml): a page file but not a route. The build renders it
 * as 404.html and every unknown address gets it with status 404. The one file that
 * `reservedRouteNames` allows under a reserved name (404 is the built file's name).
 */
export const notFoundPageFile = '404.yaml';

/** The route of the not-found page's LoadedPage; never a URL of the site (nothing links to it). */
export const notFoundRoute = '/404';

/** The page the lead server sends a visitor to after a plain (no-JavaScript) post: pages/tack.yaml. */
export const thankYouPath = '/tack';

/** Page files the site cannot do without, and why (validate says so when one is missing). */
export const requiredPageFiles = {
  [homePageFile]: 'home',
  [notFoundPageFile]: 'notFound',
  [pageFileNameOfRoute(thankYouPath)]: 'thankYou',
} as const;

function pageFileNameOfRoute(route: string): string {
  return `${route.slice(1)}.yaml`;
}

/** `index.yaml` → `/`, `kassaflode.yaml` → `/kassaflode` (docs/decisions.md: the URL is the file name). */
export function routeOfPageFile(fileName: string): string {
  const stem = fileName.replace(/\.yaml$/, '');
  return stem === 'index' ? '/' : `/${stem}`;
}

/** `/` → `pages/index.yaml`, `/kassaflode` → `pages/kassaflode.yaml` (relative to the project root). */
export function pageFileOfRoute(route: string): string {
  return `pages/${route === '/' ? homePageFile : pageFileNameOfRoute(route)}`;
}

/**
 * The built HTML file of a route, relative to dist/: `/` → `index.html`, `/kassaflode` →
 * `kassaflode.html`. A file beside its siblings, not `kassaflode/index.html`: static hosts
 * (Cloudflare Pages, Netlify) then serve `/kassaflode` itself with 200 and redirect
 * `/kassaflode/` and `/kassaflode.html` to it, which is the one canonical URL without a trailing
 * slash that the sitemap and `npm start` use (docs/decisions.md 20; docs/hosting.md).
 */
export function htmlFileOfRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The route a built HTML file (relative to dist/) serves, or undefined for any other file. */
export function routeOfHtmlFile(file: string): string | undefined {
  if (file === 'index.html') return '/';
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.html$/.exec(file);
  return match && file !== notFoundHtmlFile ? `/${match[1]}` : undefined;
}

/** The built not-found page, relative to dist/ (static hosts serve it for unknown paths). */
export const notFoundHtmlFile = '404.html';

/** The first path segment the server answers under (`POST /api/leads`); never a page. */
export const apiSegment = 'api';

/**
 * The lead server's own paths beside the pages (server/health.ts imports them from here): the
 * liveness and readiness checks and the firm's workspace /konto. None of them may be a page: the
 * server's route would shadow it (`reservedRouteNames`).
 */
export const serverPaths = { alive: '/healthz', ready: '/readyz', account: '/konto' } as const;

/**
 * The city pages' file-name prefix per offer (docs/lagg-till-en-stad.md): pages/cfo-tjanster-kiruna.yaml
 * is CFO-tjänster in Kiruna at /cfo-tjanster-kiruna, pages/interim-cfo-kiruna.yaml its interim page.
 * validate holds a page's `city.offer` to its name, and `npm run new:city` names new pages by it.
 */
export const cityPagePrefixes = { cfo: 'cfo-tjanster', interim: 'interim-cfo' } as const;

export type CityOffer = keyof typeof cityPagePrefixes;

/** `('cfo', 'kiruna')` → `/cfo-tjanster-kiruna`. */
export const cityRoute = (offer: CityOffer, slug: string) => `/${cityPagePrefixes[offer]}-${slug}`;

/** The offer a route's name says it is a city page of (`/interim-cfo-umea` → interim), if any. */
export function cityOfferOfRoute(route: string): CityOffer | undefined {
  return (Object.keys(cityPagePrefixes) as CityOffer[]).find((offer) => route.startsWith(`/${cityPagePrefixes[offer]}-`));
}

/** The lead endpoint and the form-token endpoint of the lead server (src/lead-form/contract.ts). */
export const apiRoutes = {
  leads: `/${apiSegment}/leads`,
  formToken: `/${apiSegment}/form-token`,
  /** The free times to book (server/booking/routes.ts). */
  times: `/${apiSegment}/tider`,
  /** A booked meeting's page (the visitor's signed link) and its two actions: under /api, which a static host forwards already. */
  meeting: `/${apiSegment}/mote`,
  cancelMeeting: `/${apiSegment}/mote/avboka`,
  moveMeeting: `/${apiSegment}/mote/flytta`,
} as const;

/** Vite's `build.assetsDir` (its default): the hashed scripts and styles in dist/assets/. */
export const assetsDir = 'assets';

/** The folder of files the build writes for the lead server, not pages (src/lead-form/contract.ts). */
export const endpointDir = '_endpoint';

/** The workspace /konto's shell page (scripts/build/konto.ts; its scripts are in assets/konto/). */
export const workspaceDir = '_konto';

/** The share image every page names as og:image, drawn from content by the build (scripts/build/share-image.ts). */
export const shareImageFile = 'og-image.png';

/** What the build writes at the top of dist/ besides the pages and public/ (scripts/build.ts). */
export const builtFiles = [notFoundHtmlFile, 'sitemap.xml', 'robots.txt', '_redirects', '_headers', endpointDir, workspaceDir, shareImageFile] as const;

export type ReservedKind = 'built' | 'assets' | 'api' | 'server' | 'public';

/**
 * Page names no page may have, derived from what else lives at the top of dist/ and the server:
 * the files the build writes, the assets folder, /api, the server's own paths and every entry of
 * public/. A name counts as taken both whole and without its extension (`404` beside `404.html`:
 * static hosts serve `x.html` for `/x`), so the rule holds whichever way the build lays out a
 * route's HTML file.
 */
export function reservedRouteNames(publicEntries: readonly string[]): Map<string, { kind: ReservedKind; entry: string }> {
  const reserved = new Map<string, { kind: ReservedKind; entry: string }>();
  const add = (entry: string, kind: ReservedKind) => {
    for (const name of [entry, entry.replace(/\..*$/, '')]) if (!reserved.has(name)) reserved.set(name, { kind, entry });
  };
  add(apiSegment, 'api');
  for (const route of Object.values(serverPaths)) add(route.slice(1), 'server');
  add(assetsDir, 'assets');
  for (const file of builtFiles) add(file, 'built');
  for (const entry of publicEntries) add(entry, 'public');
  return reserved;
}
