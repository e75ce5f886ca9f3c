/**
 * What the end-to-end tests expect, read from the content an editor changes (site.yaml), never
 * copied into the specs: a new menu label or price in site.yaml changes the site and leaves the
 * tests true (issue 17). Read as the editor wrote it, before placeholders are filled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Block, Page, Site } from '../src/content/model';
import { fillTokens, siteTokens } from '../src/content/tokens';
import { root } from '../scripts/support/site-routes';

export const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as Site;

/** The menu's words. */
export const menu = site.header;

/** sv-SE with a no-break space between thousands and before the unit, written here, not with the site's formatter. */
const amount = (kronor: number) => `${new Intl.NumberFormat('sv-SE').format(kronor)}\u00a0kr`;

/** Every price in site.yaml's price list as a visitor reads it: "35 000 kr/mån", "8 000 kr". */
export const shownPrices = [...site.prices.packages.map((p) => `${amount(p.price)}/${p.unit}`), ...site.prices.addOns.map((a) => amount(a.price))];

/** A page's content (pages/<name>.yaml) as its built page shows it: the site's placeholders filled in. */
export const pageTexts = (name: string): Page => fillTokens(parse(readFileSync(path.join(root, 'pages', `${name}.yaml`), 'utf8')) as Page, siteTokens(site));

/** A page's blocks of one type, in order. */
export const blocksOf = <T extends Block['type']>(page: Page, type: T) =>
  page.blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type);

/** A kind of city page by the name the editor gives it ("Ny stad"): the page schema's x-etiketter for city.offer. */
export const offerLabel = (offer: string): string =>
  (
    JSON.parse(readFileSync(path.join(root, 'schema/page.schema.json'), 'utf8')) as {
      properties: { city: { properties: { offer: { 'x-etiketter': Record<string, string> } } } };
    }
  ).properties.city.properties.offer['x-etiketter'][offer]!;
