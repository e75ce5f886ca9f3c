import { useRenderState } from './render-context';

/**
 * Registers a stylesheet for the page's <head> and renders nothing. For islands styled with
 * plain CSS (imported with `?inline` by their server-side wrapper), so the browser gets their
 * styles without MUI's or Emotion's runtime: the CSS text never enters a client bundle.
 */
export function StaticCss({ css }: { css: string }) {
  useRenderState().css.add(css);
  return null;
}
