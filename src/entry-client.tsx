/**
 * Browser entry: hydrates the islands on this page and nothing else. Each island was rendered on
 * the server as its own root with an identifierPrefix, so hydration reproduces it exactly.
 * Deliberately free of MUI: islands that use it bring it along in their own chunks.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islands/client-registry';
import type { IslandName } from './islands/island-props';

async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandLoaders[name] as (() => Promise<{ default: ComponentType<object> }>) | undefined;
  if (!load) {
    console.error(`Okänd ö "${name}" kunde inte aktiveras.`);
    return;
  }
  const { default: Component } = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  hydrateRoot(element, <Component {...props} />, { identifierPrefix: element.dataset.islandId ?? '' });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) void hydrateIsland(element);

// Forms that take choices from the address (/boka-mote?amne=…&bradskande=…); no React, no MUI.
if (document.querySelector('form[data-preselect]')) {
  void import('./features/forms/preselect').then(({ preselectForms }) => preselectForms());
}

// Lead forms submit with fetch, show errors in place and confirm with a toast; no React, no MUI.
if (document.querySelector('form[data-lead-form]')) {
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
