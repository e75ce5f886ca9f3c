/**
 * Posts to the lead endpoint come from the site's own pages only (docs/decisions.md, "Same-site
 * posts only"): another website must not be able to make its visitors' browsers send leads.
 *
 * Browsers send `Origin` with every POST. It must be the origin the request was addressed to
 * (its `Host`, over http or https: TLS usually ends at a proxy in front of us), the site's
 * `baseUrl` or one of LEAD_ALLOWED_ORIGINS (a static host whose function forwards /api/* here,
 * where `Host` is the lead server's own name). `Origin: null` is refused: Chromium, Firefox and
 * WebKit all send the page's origin for the site's own plain forms (tests/e2e/same-origin-forms.spec.ts,
 * tests/webkit/same-origin-form.spec.ts), and null comes from sandboxed or opaque documents, which
 * the site has none of. Without `Origin`, `Sec-Fetch-Site` decides (same-origin, or none: the visitor's
 * own action). A request with neither is no browser's: a script can write any header it likes,
 * so refusing it protects nobody, and the rate limit and form token hold it as before.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The origins allowed besides the request's own host, normalised as `URL.origin`. */
export function allowedOrigins(baseUrl: string | undefined, configured: readonly string[]): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const candidate of [baseUrl, ...configured]) {
    if (!candidate) continue;
    try {
      origins.add(new URL(candidate).origin);
    } catch {
      // loadLeadConfig checked the configured ones; a baseUrl that is no URL allows nothing
    }
  }
  return origins;
}

/** Host names compared as URLs do: lower case, the default port left out. */
function authority(scheme: string, host: string): string | undefined {
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return undefined;
  }
}

export function isSameSitePost(headers: IncomingHttpHeaders, allowed: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // includes "null"
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (allowed.has(url.origin)) return true;
    const host = headers.host;
    return host !== undefined && authority(url.protocol, host) === url.host;
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
