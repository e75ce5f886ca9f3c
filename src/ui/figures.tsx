import type { ShownFigure } from '../content/figure-facts';
import { isExampleFigure } from '../content/figure-facts';
import { usePageContext } from '../render/page-context';
import { useStylesheet } from '../render/stylesheet';
import badgeCss from './badge.css?inline';
import css from './figures.css?inline';
import largeCss from './figures-large.css?inline';

interface FigureListProps {
  items: readonly ShownFigure[];
  /** compact = the hero's key-figures box; large = a results band. */
  size?: 'compact' | 'large';
}

/** Whether any of `items` is shown as an example: then the list's note says so (docs/decisions.md 57). */
export const hasExampleFigures = (items: readonly ShownFigure[]) => items.some(isExampleFigure);

/**
 * Figures as a list: the value, then what it means, then who stands behind it — the figure's
 * source, or a badge saying it is an example (docs/decisions.md 57). DOM order is visual order,
 * so a screen reader reads "+16 % högre marginal i snitt, Källa: …".
 */
export function FigureList({ items, size = 'large' }: FigureListProps) {
  useStylesheet(css);
  useStylesheet(largeCss, size === 'large');
  useStylesheet(badgeCss, hasExampleFigures(items));
  const { figures: texts } = usePageContext().site;
  const className = size === 'large' ? `figures figures-large${items.length >= 3 ? ' figures-3' : ''}` : 'figures';
  return (
    <ul className={className}>
      {items.map((figure, index) => (
        <li key={index}>
          <span className="figure-value">{figure.value}</span> <span className="figure-label">{figure.label}</span>
          {figure.source && <span className="figure-source">{` ${texts.sourceLabel} ${figure.source}`}</span>}
          {isExampleFigure(figure) && <span className="badge figure-example">{` ${texts.exampleBadge}`}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The sentence under a list with figures without a source; when every figure has an owner,
 * `otherwise` (a results block's footnote, which tells what they rest on), or nothing.
 */
export function ExampleFiguresNote({ items, otherwise }: { items: readonly ShownFigure[]; otherwise?: string }) {
  const { figures: texts } = usePageContext().site;
  const note = hasExampleFigures(items) ? texts.exampleNote : otherwise;
  return note ? <p className="figure-note">{note}</p> : null;
}
