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

if (document.body.hasAttribute('data-not-found')) {
  void import('./layout/not-found-log').then(({ logNotFound }) => logNotFound());
}
