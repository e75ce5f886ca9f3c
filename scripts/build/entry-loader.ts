/**
 * How a built page starts its script: a tiny inline loader instead of `<script type="module" src>`.
 *
 * A script tag in the HTML is requested as soon as the parser (or its preload scanner) sees it,
 * before the first paint, so the browser — and Lighthouse's model of a slow phone — counts its
 * download and evaluation on the way to the largest paint. The page is complete HTML and needs no
 * script to be read, so the loader only asks for the entry once the page has loaded and painted
 * (the load event, one animation frame, then a task); the entry then preloads the chunks listed
 * in data-chunks when they are needed. Measured in one bench run (mobile, median of 5): LCP / no-JS
 * reference went from 1.26–1.59 to 1.00–1.28 on /tack, /faq, /cfo-tjanster-umea and /kassaflode.
 * Waiting for the load event too (docs/decisions.md 173): the first frame may paint only the
 * header, and a script asked for then is counted on the way to the largest paint, the hero's;
 * after the load event every part of the first screen has been painted. Measured on /kassaflode
 * (median of 5, the same run): 1.19 → 1.06 × the reference.
 * Waiting for the page to be shown, too (docs/decisions.md 190): a frame is shown some
 * milliseconds after it is drawn, and a script asked for in the task after the frame's animation
 * callback was at times fetched from a near server before the hero's paint was shown, so
 * Lighthouse counted it on the way (/cfo-tjanster-goteborg: script at 101 ms, largest paint shown
 * at 111 ms); and on a busy machine the frame after the load event, the one with the hero, was
 * shown 63 ms after it. The loader now waits, after the load event, for two animation frames (the
 * second begins once the first, which has the whole page, is drawn) and for the browser's first
 * largest-contentful-paint entry, which comes once a paint is on the screen — or a second after
 * the load event if none comes (a page loaded in a hidden tab reports none); a browser without
 * the entry type (Safari) waits for the two frames.
 *
 * The loader is the same text on every page (it reads the entry's address from its own
 * data-entry attribute), so the Content-Security-Policy allows it by one hash and still allows no
 * other inline script.
 */
import { createHash } from 'node:crypto';

export const entryLoaderScript =
  "(function(s){var n=0,f=0,P=window.PerformanceObserver,shown=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0);function start(){if(n++)return;var m=document.createElement('script');m.type='module';m.src=s.getAttribute('data-entry');document.head.appendChild(m)}function ready(){if(shown&&f)setTimeout(start)}function go(){if(!shown){new P(function(l,o){o.disconnect();shown=1;ready()}).observe({type:'largest-contentful-paint',buffered:true});setTimeout(start,1000)}requestAnimationFrame(function(){requestAnimationFrame(function(){f=1;ready()})})}if(document.readyState==='complete')go();else addEventListener('load',go)})(document.currentScript)";

/** The CSP source that allows exactly the loader: `'sha256-…'`. */
export const entryLoaderHash = `'sha256-${createHash('sha256').update(entryLoaderScript).digest('base64')}'`;

/** The loader element for a page: the entry's address and the chunks its islands need. */
export function entryLoaderTag(entry: string, chunks: readonly string[]): string {
  const list = chunks.length ? ` data-chunks="${chunks.join(' ')}"` : '';
  return `<script data-entry="${entry}"${list}>${entryLoaderScript}</script>`;
}

/** Reads a built page's loader back: the entry and its chunks (for the JS budget and the tests). */
export function readEntryLoader(html: string): { entry: string; chunks: string[] } | undefined {
  const match = /<script data-entry="([^"]+)"(?: data-chunks="([^"]+)")?>/.exec(html);
  return match ? { entry: match[1]!, chunks: match[2]?.split(' ') ?? [] } : undefined;
}
