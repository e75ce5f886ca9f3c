import { chartHeights } from './hero-figures';
import type { Figure } from '../../content/schema-types.generated';

const W = 320;
const H = 96;
const GAP = 6;

/**
 * The hero's data motif: a year of bars with a trend line, drawn as inline SVG from the figures
 * beside it (hero-figures.ts). Decorative — the figures themselves are text in the list below —
 * so it is hidden from assistive technology. Colours come from hero-block.css.
 */
export function HeroChart({ items }: { items: readonly Figure[] }) {
  const heights = chartHeights(items);
  const bar = (W - GAP * (heights.length - 1)) / heights.length;
  const x = (i: number) => i * (bar + GAP);
  const y = (h: number) => Math.round(H - h * H);
  const line = heights.map((h, i) => `${i === 0 ? 'M' : 'L'}${Math.round(x(i) + bar / 2)} ${y(h) - 6}`).join('');
  return (
    <svg className="hero-chart" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      {heights.map((h, i) => (
        <rect key={i} x={Math.round(x(i))} y={y(h)} width={Math.round(bar)} height={H - y(h)} rx="3" className={i === heights.length - 1 ? 'hero-chart-now' : undefined} />
      ))}
      <path d={line} className="hero-chart-line" />
    </svg>
  );
}
