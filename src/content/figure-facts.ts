/**
 * Which figures state a fact site.yaml owns (docs/decisions.md 57). Once the `{placeholders}` are
 * filled, "48 timmar" no longer shows that it was `{svarstid}`, so the loader marks such a figure
 * while it still can; the blocks show every other figure without a source as an example.
 */
import type { Page } from './model';
import type { Figure } from './model';
import { itemAt } from '~/src/shared/item-at';
import { isSiteFactValue } from './placeholder-values';

/** A figure as the blocks get it: `siteFact` when its value was only site.yaml placeholders. */
export type ShownFigure = Figure & { siteFact?: true };

/** Whether a figure is shown as an example: neither a source nor a fact of site.yaml behind it. */
export const isExampleFigure = (figure: ShownFigure) => !figure.source && !figure.siteFact;

function marked<T extends readonly Figure[]>(raw: T, filled: T): T {
  // eslint-disable-next-line no-restricted-syntax -- map() over a tuple type (the schema's 2–4 figures) returns a plain array; the count is unchanged
  return filled.map((figure, i) => (isSiteFactValue(itemAt(raw, i, 'the figure as written').value) ? { ...figure, siteFact: true } : figure)) as unknown as T;
}

/** `filled` (the blocks with placeholders filled) with the figures of `raw` that are site facts marked. */
export function markSiteFacts(raw: Page['blocks'], filled: Page['blocks']): Page['blocks'] {
  return filled.map((block, i) => {
    const before = itemAt(raw, i, 'the block as written');
    if (block.type === 'hero' && before.type === 'hero' && block.stats && before.stats) return { ...block, stats: marked(before.stats, block.stats) };
    if (block.type === 'results' && before.type === 'results') return { ...block, items: marked(before.items, block.items) };
    return block;
  }) as Page['blocks'];
}
