import type { ReactNode } from 'react';
import type { Icon } from '../content/model';
import { useStylesheet } from '../render/stylesheet';
import badgeCss from './badge.css?inline';
import css from './card.css?inline';
import { IconTile } from './icon';

/** For blocks that lay out their own cards with the `card` and `cols` classes of card.css. */
export function useCardStyles(): void {
  useStylesheet(css);
}

/** `<ul>` (or `<ol>`) of cards: 1 column on phones, 2 on tablets, `columns` on desktop. */
export function CardGrid({ columns, ordered = false, children }: { columns: 2 | 3 | 4; ordered?: boolean; children: ReactNode }) {
  useStylesheet(css);
  const className = `grid grid-${columns}`;
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/** A calm bordered card, as a list item of a CardGrid. */
export function CardItem({ className, children }: { className?: string; children: ReactNode }) {
  useStylesheet(css);
  return <li className={className ? `card ${className}` : 'card'}>{children}</li>;
}

/** A small pill label (category, "Kassaflöde"). Plain text: it is not a heading. */
export function Badge({ children }: { children: string }) {
  useStylesheet(badgeCss);
  return <p className="badge">{children}</p>;
}

/**
 * The row above a card's title: icon tile on the left, badge on the right (or on the left when
 * there is no icon).
 */
export function CardTop({ icon, badge }: { icon?: Icon | undefined; badge?: string | undefined }) {
  useStylesheet(css);
  if (!icon && !badge) return null;
  return (
    <div className="card-top">
      {icon && <IconTile name={icon} />}
      {badge && <Badge>{badge}</Badge>}
    </div>
  );
}
