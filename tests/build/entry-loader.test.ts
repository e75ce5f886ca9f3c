/**
 * Every built page starts its script through the one inline loader (scripts/build/entry-loader.ts),
 * and the policy in dist/_headers allows exactly that inline script by its hash: no page carries
 * another inline script the policy would block, and no page asks for a script before it paints.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '~/server/security-headers';
import { builtHtml, distDir, pageRoutes } from '~/scripts/support/site-routes';

const policy = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'))['Content-Security-Policy'] ?? '';
const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

/** Inline scripts that run (JSON-LD is data, not a script). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/type="application\/ld\+json"/.test(attributes!) && !/\bsrc=/.test(attributes!),
  );

describe('the script loader of every built page', () => {
  it.each(pageRoutes())('%s: one inline loader, allowed by its hash, and no script tag that loads before the first paint', (route) => {
    const html = builtHtml(route);
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]![2]!).digest('base64')}'`;
    expect(scriptSources).toContain(hash);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
  });

  it('the policy allows no other inline script', () => {
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });
});
