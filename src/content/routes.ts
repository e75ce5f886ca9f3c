/**
 * The one place that maps routes to files and back: a page file in pages/ to its URL, and a URL
 * to the HTML file the build writes into dist/. Pure string functions, safe in the browser, the
 * build, the server and the tests alike; nothing else may spell these rules out again.
 */

/** The page file of the home page, relative to pages/. */
export const homePageFile = 'index.yaml';

/** `index.yaml` → `/`, `kassaflode.yaml` → `/kassaflode` (docs/decisions.md: the URL is the file name). */
export function routeOfPageFile(fileName: string): string {
  const stem = fileName.replace(/\.yaml$/, '');
  return stem === 'index' ? '/' : `/${stem}`;
}

/** `/` → `pages/index.yaml`, `/kassaflode` → `pages/kassaflode.yaml` (relative to the project root). */
export function pageFileOfRoute(route: string): string {
  return `pages/${route === '/' ? homePageFile : `${route.slice(1)}.yaml`}`;
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
