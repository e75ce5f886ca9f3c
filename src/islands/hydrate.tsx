import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates one island with the props the server rendered it with. Each island was rendered as its
 * own root with an identifierPrefix, so hydration reproduces its markup exactly.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  hydrateRoot(element, <Component {...props} />, { identifierPrefix: element.dataset.islandId ?? '' });
}
