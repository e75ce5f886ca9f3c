/**
 * A figure without a source is marked where it is shown (src/ui/figures.tsx); the same figure
 * stated as plain fact anywhere else — in a paragraph, a heading, a list, on /om-oss, in
 * site.yaml's texts — would tell the reader it is measured after all (docs/decisions.md 171). The
 * launch check finds each such statement (C518), naming the page that marks the figure.
 */
import { reporter, type CheckedFile } from './checked-file';
import { siteStatisticSource } from './figure-facts';
import type { Figure, Site } from './model';
import { isSiteFactValue } from './placeholder-values';
import type { Problem, Severity } from './problem';
import { catalogue } from './problem-catalogue';
import type { SourceFile } from './source';
import { textsOf } from './stated-prices';
import { fillTokens } from './tokens';
import type { Path } from './yaml-structure';

interface UnsourcedFigure {
  /** The value as a reader sees it, "50+". */
  value: string;
  /** Where it is shown with its mark. */
  route: string;
  statement: RegExp;
}

const space = /[\s\u00a0\u202f]+/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a figure reads in running text: its value as a number of its own — not part of a longer
 * one ("150+", "2,50 %") and not another quantity ("±15 %" is not "15 %"). A bare number ("15",
 * "5–10") says nothing alone, so it counts only followed by the first word of its label
 * ("15 branscher").
 */
export function statementOf(value: string, label: string): RegExp {
  const shown = value.replace(space, ' ').trim();
  const bare = /^[\d ,–-]+$/.test(shown);
  const words = bare ? `${shown} ${label.trim().split(space)[0] ?? ''}`.trim() : shown;
  const pattern = words.split(' ').map(escape).join('[\\s\\u00a0\\u202f]+');
  const end = /[\p{L}\p{N}]$/u.test(words) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}±+−,.-])${pattern}${end}`, 'iu');
}

function* figuresOf(blocks: CheckedFile['page']['data']['blocks']): Generator<{ figure: Figure; path: Path }> {
  for (const [i, block] of blocks.entries()) {
    if (block.type === 'hero') for (const [j, figure] of (block.stats ?? []).entries()) yield { figure, path: ['blocks', i, 'stats', j] };
    if (block.type === 'results') for (const [j, figure] of block.items.entries()) yield { figure, path: ['blocks', i, 'items', j] };
  }
}

function unsourcedFigures(site: Site, files: readonly CheckedFile[], tokens: ReadonlyMap<string, string>): UnsourcedFigure[] {
  return files.flatMap(({ page }) =>
    [...figuresOf(page.data.blocks)]
      .filter(({ figure }) => !figure.source && !isSiteFactValue(figure.value) && !siteStatisticSource(site, figure.value))
      .map(({ figure }) => {
        const value = fillTokens(figure.value, tokens);
        return { value: value.replace(space, ' ').trim(), route: page.path, statement: statementOf(value, fillTokens(figure.label, tokens)) };
      }),
  );
}

/** A figure's own value, and the field site.yaml keeps a statistic in: where a figure is shown, not stated. */
const isFigureValue = (path: Path) => path.at(-1) === 'value' && (path.at(-3) === 'stats' || path.at(-3) === 'items');
const isStatisticField = (path: Path) => path[0] === 'parentFirm' && (path[1] === 'clients' || path[1] === 'clientsSource');

export function figureStatementProblems(
  site: Site,
  siteSource: SourceFile,
  files: readonly CheckedFile[],
  tokens: ReadonlyMap<string, string>,
  severity: Severity,
): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  const unsourced = unsourcedFigures(site, files, tokens);
  if (unsourced.length === 0) return problems;
  const texts = [...files.map(({ page, source }) => ({ source, data: page.data as unknown })), { source: siteSource, data: site as unknown }];
  for (const { source, data } of texts) {
    for (const { text, path } of textsOf(data)) {
      if (isFigureValue(path) || (source === siteSource && isStatisticField(path))) continue;
      const filled = fillTokens(text, tokens);
      const stated = new Set<string>();
      for (const figure of unsourced) {
        if (stated.has(figure.value) || !figure.statement.test(filled)) continue;
        stated.add(figure.value);
        at(source, path, catalogue.figureStatedAsFact, { value: figure.value, shownOn: figure.route });
      }
    }
  }
  return problems.map((p) => ({ ...p, severity }));
}
