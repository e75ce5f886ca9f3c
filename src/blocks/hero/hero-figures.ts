/**
 * The figures beside a hero that has no `stats` of its own (docs/decisions.md 43): the page's own
 * results, else the facts site.yaml keeps for every page — price, response time, meeting length,
 * or how soon an interim CFO starts. Nothing is made up for the hero.
 */
import type { LoadedPage, Site } from '../../content/model';
import type { Figure } from '../../content/schema-types.generated';
import { fill } from '../../lib/fill';
import { formatPrice } from '../../lib/format';

export interface HeroFigures {
  heading: string;
  items: Figure[];
}

export function heroFigures(page: LoadedPage, site: Site): HeroFigures {
  const results = page.data.blocks.find((block) => block.type === 'results');
  if (results?.type === 'results') return { heading: results.heading, items: results.items.slice(0, 3) };
  const { city } = page.data;
  const interim = city ? city.offer === 'interim' : page.path.startsWith('/interim-cfo');
  const monthly = site.prices.packages.find((p) => p.popular) ?? site.prices.packages[0]!;
  const { responseTime, meetingLength, interimStart } = site.promises;
  const texts = site.heroFigures;
  return {
    heading: city ? fill(texts.cityHeading, { ort: city.name }) : texts.heading,
    items: [
      interim
        ? { value: interimStart, label: texts.interimStart }
        : { value: formatPrice(monthly.price, monthly.unit), label: `${monthly.name.toLowerCase()}, ${monthly.hours.toLowerCase()}` },
      { value: responseTime, label: texts.responseTime },
      { value: meetingLength, label: texts.meetingLength },
    ],
  };
}

/**
 * Twelve bar heights (0–1) for the hero's chart motif, rising over the year with a wave seeded by
 * the figures' digits, so each page draws its own shape from its own numbers.
 */
export function chartHeights(items: readonly Figure[]): number[] {
  const digits = items.map((f) => f.value).join('').replace(/\D/g, '');
  const seed = [...digits].reduce((sum, d, i) => sum + Number(d) * (i + 1), 0);
  return Array.from({ length: 12 }, (_, i) => {
    const wave = Math.sin(seed + i * 1.7) * 0.1;
    return Math.round((0.28 + (0.6 * i) / 11 + wave) * 1000) / 1000;
  });
}
