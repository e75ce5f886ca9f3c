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
  const x = (i: number) => i * (Math.round(bar) + GAP);
  const y = (h: number) => Math.round(H - h * H);
  const line = `M${heights.map((h, i) => `${Math.round(x(i) + bar / 2)} ${y(h) - 6}`).join(' ')}`;
  // Bars as one path along the baseline (up, across, down, on to the next), a few hundred bytes.
  const step = Math.round(bar) + GAP;
  const bars = (from: number, to: number) =>
    `M${from * step} ${H}` + heights.slice(from, to).map((h) => `v-${H - y(h)}h${step - GAP}v${H - y(h)}h${GAP}`).join('');
  return (
    <svg className="hero-chart" viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
      <path d={bars(0, heights.length - 1)} className="hero-chart-bars" />
      <path d={bars(heights.length - 1, heights.length)} className="hero-chart-now" />
      <path d={line} className="hero-chart-line" />
    </svg>
  );
}
