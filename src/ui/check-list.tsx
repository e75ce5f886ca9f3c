import { useStylesheet } from '../render/stylesheet';
import css from './check-list.css?inline';

interface CheckListProps {
  items: readonly string[];
  /** Columns on wide screens (benefit lists read well in two). */
  columns?: 1 | 2;
  size?: 'body' | 'small';
}

/** A real `<ul>` whose bullets are check marks (decorative; the list itself carries the meaning). */
export function CheckList({ items, columns = 1, size = 'body' }: CheckListProps) {
  useStylesheet(css);
  const className = ['checks', columns === 2 && 'checks-2', size === 'small' && 'checks-small'].filter(Boolean).join(' ');
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
