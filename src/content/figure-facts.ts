/**
 * Which figures state a fact site.yaml owns (docs/decisions.md 57, 171). Once the `{placeholders}`
 * are filled, "48 timmar" no longer shows that it was `{svarstid}`, so the loader marks such a
 * figure while it still can; the blocks show every other figure without a source as one. A figure
 * of a statistic site.yaml keeps (`{kunder}`) takes its source from site.yaml, or has none.
 */
import type { Figure, Page, Site } from './model';
import { itemAt } from '~/src/shared/item-at';
import { isSiteFactValue } from './placeholder-values';
import { statisticSources, tokenPattern } from './tokens';

/** A figure as the blocks get it: `siteFact` when its value was only site.yaml placeholders. */
export type ShownFigure = Figure & { siteFact?: true };

/** Whether a figure is shown without a source: neither a source nor a fact of site.yaml behind it. */
export const isExampleFigure = (figure: ShownFigure) => !figure.source && !figure.siteFact;

/** The source site.yaml keeps for the statistic a figure's value names (`{kunder}`), if any. */
export function siteStatisticSource(site: Site, value: string): string | undefined {
  const sources = statisticSources(site);
  for (const [, name] of value.matchAll(tokenPattern)) {
    const source = name === undefined ? undefined : sources.get(name);
    if (source) return source;
  }
  return undefined;
}

function marked<T extends readonly Figure[]>(site: Site, raw: T, filled: T): T {
  const shown: ShownFigure[] = filled.map((figure, i) => {
    const { value } = itemAt(raw, i, 'the figure as written');
    if (isSiteFactValue(value)) return { ...figure, siteFact: true };
    const source = figure.source ?? siteStatisticSource(site, value);
    return source ? { ...figure, source } : figure;
  });
  // eslint-disable-next-line no-restricted-syntax -- map() over a tuple type (the schema's 2–4 figures) returns a plain array; the count is unchanged
  return shown as unknown as T;
}

/** `filled` (the blocks with placeholders filled) with the figures of `raw` that are site facts marked. */
export function markSiteFacts(site: Site, raw: Page['blocks'], filled: Page['blocks']): Page['blocks'] {
  return filled.map((block, i) => {
    const before = itemAt(raw, i, 'the block as written');
    if (block.type === 'hero' && before.type === 'hero' && block.stats && before.stats) return { ...block, stats: marked(site, before.stats, block.stats) };
    if (block.type === 'results' && before.type === 'results') return { ...block, items: marked(site, before.items, block.items) };
    return block;
  }) as Page['blocks'];
}
