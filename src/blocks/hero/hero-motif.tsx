/**
 * The key-figures box's motif: a compass star on a horizon line, the brand's north. The same
 * drawing on every page, taken from nothing on the page, so it cannot be read as data — a chart
 * beside figures is a claim to a finance reader, and the site has no series to show
 * (docs/decisions.md 43). Decorative and hidden from assistive technology; colours from hero-block.css.
 */
export function HeroMotif() {
  return (
    <svg className="hero-motif" viewBox="0 0 320 48" aria-hidden="true" focusable="false">
      <path d="M0 24H132M188 24H320" className="hero-motif-line" />
      <path d="M160 2l5 17 17 5-17 5-5 17-5-17-17-5 17-5z" className="hero-motif-star" />
      <path d="M160 2l5 17-5 5-5-5z" className="hero-motif-north" />
    </svg>
  );
}
