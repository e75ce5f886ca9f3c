/**
 * One voice on every built page (docs/decisions.md 18, 37, 39): the reader is "ni", the service has
 * one name, promises read the same wherever they stand, and titles fit a search result. Reads the
 * visible text of what `npm run build` wrote, so text from YAML, site.yaml and components counts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { endpointFiles } from '../../src/lead-form/contract';
import { distDir, root } from '../../scripts/support/site-routes';
import { builtPages, readPage } from './built-pages';

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as {
  brand: string;
  promises: { responseTime: string; meetingLength: string; interimStart: string };
};
const templates = Object.values(endpointFiles)
  .filter((f) => f.endsWith('.html'))
  .map((f): [string, string] => [f, path.join(distDir, f)]);
const pages = [...builtPages(), ...templates].map(([name, file]) => [name, readPage(file)] as const);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** What a visitor reads: the title, descriptions, labels and the text between tags. */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [body, ...attributes]
    .join(' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/[\u00a0\u202f\s]+/g, ' ');
}

/** Swedish words for a singular "you"; \b does not know å/ä/ö, so the edges are spelled out. */
const informal = /(?<![\p{L}\d-])(du|din|ditt|dina|dig|dej)(?![\p{L}\d-])/giu;

describe('one voice on every built page', () => {
  it.each(pages)('%s addresses the reader as "ni", never "du/din/dig"', (_, html) => {
    expect(visibleText(html).match(informal) ?? []).toEqual([]);
  });

  it.each(pages)('%s names the service in Swedish ("CFO som tjänst")', (_, html) => {
    expect(visibleText(html)).not.toMatch(/CFO as a Service/i);
  });

  it.each(pages)('%s states each promise as site.yaml does', (_, html) => {
    const text = visibleText(html);
    const { responseTime, meetingLength, interimStart } = site.promises;
    for (const [, within] of text.matchAll(/inom ([\d–-]+ (?:timmar|timme|dagar|arbetsdagar))/g)) {
      expect([responseTime, interimStart]).toContain(within);
    }
    for (const [minutes] of text.matchAll(/[\d–-]+ minuter/g)) expect(minutes).toBe(meetingLength);
    expect(text).not.toMatch(/\d+ h\b/);
  });

  it.each(pages)('%s has a title of at most 60 characters, unless docs/specification.md §2 fixes it', (_, html) => {
    const title = visibleText(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '').trim();
    // The interim city pages' title is the specification's own pattern (docs/specification.md "Interim city pages").
    if (/^Interim CFO (.+) \| Erfaren CFO på kort varsel i \1 \|/.test(title)) return;
    expect(title.length, title).toBeLessThanOrEqual(60);
  });
});

describe('the voice check itself', () => {
  it('finds an informal word in text, in an attribute and beside Swedish letters, and nothing in "dinosaurie" or "Dubai"', () => {
    expect(visibleText('<p>Boka <b>din</b> tid</p>').match(informal)).toEqual(['din']);
    expect(visibleText('<a aria-label="Ring dig">x</a>').match(informal)).toEqual(['dig']);
    expect('Åtgärda du, än'.match(informal)).toEqual(['du']);
    expect(visibleText('<p>En dinosaurie i Dubai – dina-rattigheter</p>').match(informal)).toBeNull();
    expect(visibleText('<script>var du=1</script><style>.din{}</style>').match(informal)).toBeNull();
  });
});
