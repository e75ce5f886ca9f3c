import type { Figure } from '../content/schema-types.generated';
import { useStylesheet } from '../render/stylesheet';
import css from './figures.css?inline';

interface FigureListProps {
  items: readonly Figure[];
  /** compact = the hero's key-figures box; large = a results band. */
  size?: 'compact' | 'large';
}

/**
 * Figures as a list: the value, then what it means. DOM order is visual order, so a screen
 * reader reads "+16 % högre marginal i snitt".
 */
export function FigureList({ items, size = 'large' }: FigureListProps) {
  useStylesheet(css);
  const className = size === 'large' ? `figures figures-large${items.length >= 3 ? ' figures-3' : ''}` : 'figures';
  return (
    <ul className={className}>
      {items.map((figure, index) => (
        <li key={index}>
          <span className="figure-value">{figure.value}</span> <span className="figure-label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
