/**
 * Browser entry, kept tiny: the page is complete HTML, so nothing here may delay its first paint.
 * A built page's inline loader requests this module only after the first paint
 * (scripts/build/entry-loader.ts); the dev server loads it directly. It enhances the header
 * navigation (plain DOM, no React), preloads the page's chunks (the loader's data-chunks) when an
 * island comes near, hydrates the islands and starts the other small enhancements.
 * Deliberately free of React: that comes in the chunks, and only where a page needs it.
 */
import type { ComponentType } from 'react';
import { islandLoaders } from './islands/client-registry';
import type { IslandName } from './islands/island-props';
import { enhanceNav } from './layout/site-nav/enhance-nav';
import { keepFocusVisible } from './lib/keep-focus-visible';
import { loadBrandFont } from './ui/load-brand-font';
import { selectors } from './lead-form/contract';

/**
 * Resolves after the browser has painted once: rAF runs just before a paint, the task after it.
 * In a background tab that waits until the tab is shown; the page works without script till then.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

let preloaded = false;

/** The page's chunks (the loader's data-chunks), requested once, when the first island comes near. */
function preloadChunks() {
  if (preloaded) return;
  preloaded = true;
  const chunks = document.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks?.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Islands marked data-hydrate="visible" (the calculator, far down the page) wait until they are
 * within `margin` of the viewport.
 */
function whenNear(element: HTMLElement, margin: string): Promise<void> {
  if (element.dataset.hydrate !== 'visible' || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    // display: contents gives the wrapper no box of its own, so observe what it contains.
    for (const child of element.children) observer.observe(child);
  });
}

async function startIsland(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandLoaders[name] as (() => Promise<{ default: ComponentType<object> }>) | undefined;
  if (!load) {
    console.error(`Okänd ö "${name}" kunde inte aktiveras.`);
    return;
  }
  // React's chunks are fetched when the island is a few screens away, and evaluated when it is
  // near: on a phone neither competes with the first paint or the page's first seconds, when a
  // compiled 60 KB chunk was one long task (docs/decisions.md 173).
  await whenNear(element, '2000px');
  preloadChunks();
  await whenNear(element, '400px');
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./islands/hydrate'), load()]);
  hydrateIsland(element, Component);
}

async function start() {
  await afterFirstPaint();
  loadBrandFont();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) void startIsland(element);

  // Forms that take choices from the address (/boka-mote?amne=…&bradskande=…); no React, no MUI.
  if (document.querySelector(selectors.preselect)) {
    void import('./features/forms/preselect').then(({ preselectForms }) => preselectForms());
  }

  // The booking form's free times (and a booked meeting's page): plain DOM, no React, no MUI.
  if (document.querySelector(selectors.timePicker)) {
    void import('./features/forms/time-picker').then(({ startTimePickers }) => startTimePickers());
  }

  // Lead forms submit with fetch, show errors in place and confirm with a toast; no React, no MUI.
  if (document.querySelector(selectors.form)) {
    void import('./features/forms/enhance').then(({ enhanceLeadForms }) => enhanceLeadForms());
  }

  // Analytics only where site.yaml configures it: the server then renders the (hidden) consent banner.
  const consentBanner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (consentBanner) {
    void import('./features/analytics/start-analytics').then(({ startAnalytics }) => startAnalytics(consentBanner));
  }

  if (document.body.hasAttribute('data-not-found')) {
    void import('./layout/not-found-log').then(({ logNotFound }) => logNotFound());
  }
}

const nav = document.querySelector<HTMLElement>('nav[data-site-nav]');
if (nav) enhanceNav(nav);
keepFocusVisible();
void start();
