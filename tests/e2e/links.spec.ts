/**
 * Link crawler over the built site (docs/decisions.md 4–5): every internal link on every page answers
 * 200, or 301 to a page that does; every #anchor exists on its target page; every preselecting
 * query (/boka-mote?amne=…) names an option the target form really has; tel: and mailto: links
 * are well formed. Pages come from the page files (scripts/support/site-routes.ts), never a hand-kept list.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pageRoutes } from '~/scripts/support/site-routes';

interface Fetched {
  status: number;
  /** Where a redirect points (path, query and hash as sent by the server). */
  location?: string;
  html: string;
}

/** Per worker: each target is fetched once however many pages link to it. */
const cache = new Map<string, Promise<Fetched>>();

function fetchOnce(request: APIRequestContext, pathAndQuery: string): Promise<Fetched> {
  let pending = cache.get(pathAndQuery);
  if (!pending) {
    pending = request.get(pathAndQuery, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      location: response.headers()['location'],
      html: response.status() === 200 ? await response.text() : '',
    }));
    cache.set(pathAndQuery, pending);
  }
  return pending;
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The href of every <a> in the document, decoded. */
function linkHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

function hasId(html: string, id: string): boolean {
  return [...html.matchAll(/\sid="([^"]*)"/g)].some((m) => decode(m[1]!) === id);
}

/** Query parameter → option values it may take, from every <form data-preselect> on the page. */
function preselectOptions(html: string): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const form of html.matchAll(/<form\b[^>]*\sdata-preselect="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)) {
    const map = JSON.parse(decode(form[1]!)) as Record<string, string>;
    for (const [param, field] of Object.entries(map)) {
      const select = [...form[2]!.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)].find((m) => new RegExp(`\\sname="${field}"`).test(m[1]!));
      const values = [...(select?.[2] ?? '').matchAll(/<option\b[^>]*\svalue="([^"]*)"/g)].map((m) => decode(m[1]!)).filter(Boolean);
      result.set(param, new Set(values));
    }
  }
  return result;
}

/** Follows one 301 (the server's redirects and trailing-slash rule) to the page it names. */
async function resolvePage(request: APIRequestContext, pathAndQuery: string): Promise<{ problem?: string; page?: Fetched; path: string }> {
  const first = await fetchOnce(request, pathAndQuery);
  if (first.status === 200) return { page: first, path: pathAndQuery };
  if (first.status !== 301 || !first.location) return { problem: `answers ${first.status}`, path: pathAndQuery };
  // The server redirects within the site, with a path: anything else is a problem here.
  if (!first.location.startsWith('/')) return { problem: `301 to ${first.location}, outside the site`, path: pathAndQuery };
  const target = new URL(first.location, 'http://site.invalid');
  const next = `${target.pathname}${target.search}`;
  const second = await fetchOnce(request, next);
  if (second.status !== 200) return { problem: `301 to ${next}, which answers ${second.status}`, path: pathAndQuery };
  return { page: second, path: next };
}

for (const route of pageRoutes()) {
  test(`${route}: every link leads to a real page, anchor or contact`, async ({ request }) => {
    const own = await fetchOnce(request, route);
    expect(own.status, `${route} itself`).toBe(200);
    const hrefs = [...new Set(linkHrefs(own.html))];
    expect(hrefs.length, 'a page without links is suspicious').toBeGreaterThan(0);

    const problems: string[] = [];
    for (const href of hrefs) {
      if (href.startsWith('tel:')) {
        if (!/^tel:\+\d{6,15}$/.test(href)) problems.push(`${href}: not a dialable international number`);
        continue;
      }
      if (href.startsWith('mailto:')) {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(href)) problems.push(`${href}: not an e-mail address`);
        continue;
      }
      if (/^https:\/\//.test(href)) continue; // external: not ours to crawl
      if (href.startsWith('#')) {
        if (href === '#' || !hasId(own.html, href.slice(1))) problems.push(`${href}: no such anchor on ${route}`);
        continue;
      }
      if (!href.startsWith('/')) {
        problems.push(`${href}: neither a site path, an anchor, tel:, mailto: nor https://`);
        continue;
      }

      const url = new URL(href, 'http://site.invalid');
      const { problem, page } = await resolvePage(request, `${url.pathname}${url.search}`);
      if (problem || !page) {
        problems.push(`${href}: ${problem}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && !hasId(page.html, anchor)) problems.push(`${href}: the target page has no #${anchor}`);

      const options = preselectOptions(page.html);
      for (const [param, value] of url.searchParams) {
        const allowed = options.get(param);
        if (!allowed) problems.push(`${href}: the target page does not use ?${param}=`);
        else if (!allowed.has(value)) problems.push(`${href}: "${value}" is not an option for ?${param}= (${[...allowed].join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });
}
