/**
 * Browser entry, kept tiny: the page is complete HTML, so nothing here may delay its first paint.
 * A built page's inline loader requests this module only after the first paint
 * (scripts/build/entry-loader.ts); the dev server loads it directly. It enhances the header
 * navigation (plain DOM, no React), preloads the page's chunks in parallel (the loader's
 * data-chunks), hydrates the islands and starts the other small enhancements.
 * Deliberately free of React: that comes in the chunks, and only where a page needs it.
 */
import type { ComponentType } from 'react';
import { islandLoaders } from './islands/client-registry';
import type { IslandName } from './islands/island-props';
import { enhanceNav } from './layout/site-nav/enhance-nav';
import { keepFocusVisible } from './lib/keep-focus-visible';
import { selectors } from './lead-form/contract';

/**
 * Resolves after the browser has painted once: rAF runs just before a paint, the task after it.
 * In a background tab that waits until the tab is shown; the page works without script till then.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function preloadChunks() {
  const chunks = document.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks?.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Islands marked data-hydrate="visible" (the calculator, far down the page) wait until they are near the viewport. */
function whenNeeded(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrate !== 'visible' || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '400px 0px' },
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
  // The chunks are already downloading (preloadChunks); evaluating React is the costly part, so
  // that too waits until the island is needed.
  await whenNeeded(element);
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./islands/hydrate'), load()]);
  hydrateIsland(element, Component);
}

async function start() {
  await afterFirstPaint();
  preloadChunks();
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
