/**
 * The security headers of every response. Built into dist/_headers at build time (for static
 * hosts that read it) and read back from there by `npm start`, so both serve the same policy.
 * Scripts may only come from this origin, plus the one inline script the build allows by its
 * hash (the loader that starts the page's script after the first paint,
 * scripts/build/entry-loader.ts) and Google's tag host when analytics is configured; island props
 * are data attributes and JSON-LD is a data block. Styles allow inline because each page carries
 * its CSS in one <style> in the head, which measured faster than a stylesheet request.
 */
import { captures } from '../src/shared/captures';
export interface PolicyOptions {
  /** Google Analytics is configured in site.yaml: allow its tag and its collection endpoints. */
  analytics: boolean;
  /** `'sha256-…'` sources of the inline scripts the build wrote (the same text on every page). */
  scriptHashes?: readonly string[];
}

const googleTag = 'https://www.googletagmanager.com';
const googleCollect = 'https://*.google-analytics.com https://*.analytics.google.com';

export function contentSecurityPolicy({ analytics, scriptHashes = [] }: PolicyOptions): string {
  const extra = (sources: string) => (analytics ? ` ${sources}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}${extra(googleTag)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(`${googleTag} ${googleCollect}`)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(`${googleTag} ${googleCollect}`)}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * What the server's own answers add — the workspace, the forms' answers, the booking pages, the
 * error pages: a window of their own, which no page of another site that opened them or that
 * they opened can reach. The prerendered visitor pages, the same for every visitor, go without
 * it; it would start each visit from another site in a fresh browser process, measured at
 * 30 → 1 ms of total blocking time and 1.09 → 1.03 × the floor's LCP on / (docs/decisions.md 194).
 */
export const isolationHeaders: Readonly<Record<string, string>> = { 'Cross-Origin-Opener-Policy': 'same-origin' };

/** Reads the headers of the `/*` section of a _headers file (the format static hosts use). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const header = captures(/^\s+([\w-]+):\s*(.*)$/.exec(line), 2);
    if (inAll && header) headers[header[0]] = header[1];
  }
  return headers;
}
