/**
 * The brand typeface, asked for after the page has loaded (docs/decisions.md 173). A font that a
 * stylesheet names is fetched as soon as the first heading is styled, before the first paint,
 * and Lighthouse's model of a slow phone then counts its 21 KB on the way to the largest paint:
 * measured on /kassaflode (median of 5), 1.14 × the text-only reference with it, 1.02 without.
 * Asked for here, after the load event, it competes with nothing: headings paint at once in the
 * metric-matched fallback (src/theme.ts `brandFont.fallback`), and take the brand face when it
 * arrives (`display: swap`), without moving. Without JavaScript they keep the fallback.
 */
import { brandFont } from '../theme';

export function loadBrandFont(): void {
  if (!('FontFace' in window)) return;
  const { family, weight, file } = brandFont;
  // Asked for outright, so no unicode-range is needed to spare a download; a character the
  // subset lacks is drawn by the next font of the heading's stack.
  const face = new FontFace(family, `url(/${file}) format("woff2")`, { weight: String(weight), style: 'normal', display: 'swap' });
  // Added once loaded, not before: adding a face that is still loading makes the browser lay out
  // the whole drawn page again at once, and again when it arrives (two tasks after the first
  // paint; decision 192). A failed load leaves the fallback, which was meant to be enough.
  face.load().then(
    (loaded) => document.fonts.add(loaded),
    () => undefined,
  );
}
