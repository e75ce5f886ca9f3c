/**
 * The figures beside a hero that has no `stats` of its own (docs/decisions.md 43, 171): the page's
 * results block — all of it: the box is where the page shows its figures, and the block itself
 * then draws nothing, so no page shows them twice — else the facts site.yaml keeps for every page:
 * price, response time, meeting length, or how soon an interim CFO starts. Nothing is made up for
 * the hero.
 */
import type { LoadedPage, Site } from '~/src/content/model';
import type { ShownFigure } from '~/src/content/figure-facts';
import { fill } from '~/src/lib/fill';
import { formatPrice } from '~/src/lib/format';

export interface HeroFigures {
  heading: string;
  items: readonly ShownFigure[];
  /** The results block's introduction and footnote, and its anchor, which the box keeps. */
  intro?: string;
  footnote?: string;
  id?: string;
}

export function heroFigures(page: LoadedPage, site: Site): HeroFigures {
  const results = page.data.blocks.find((block) => block.type === 'results');
  if (results?.type === 'results') {
    const { heading, items, intro, footnote, id } = results;
    return { heading, items, ...(intro && { intro }), ...(footnote && { footnote }), ...(id && { id }) };
  }
  const { city } = page.data;
  const interim = city ? city.offer === 'interim' : page.path.startsWith('/interim-cfo');
  const monthly = site.prices.packages.find((p) => p.popular) ?? site.prices.packages[0]!;
  const { responseTime, meetingLength, interimStart } = site.promises;
  const texts = site.heroFigures;
  return {
    heading: city ? fill(texts.cityHeading, { ort: city.name }) : texts.heading,
    // Facts site.yaml keeps: the price list and the promises, which need no source of their own.
    items: [
      interim
        ? { value: interimStart, label: texts.interimStart, siteFact: true }
        : { value: formatPrice(monthly.price, monthly.unit), label: `${monthly.name.toLowerCase()}, ${monthly.hours.toLowerCase()}`, siteFact: true },
      { value: responseTime, label: texts.responseTime, siteFact: true },
      { value: meetingLength, label: texts.meetingLength, siteFact: true },
    ],
  };
}
