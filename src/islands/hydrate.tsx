import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

interface LiveProps {
  Component: ComponentType<object>;
  props: object;
  onCommit: () => void;
}

/**
 * Renders the island and calls `onCommit` once React has committed it. A single-child wrapper,
 * not a fragment beside the island: that would fork the tree and change the island's useId values,
 * which the server rendered without it.
 */
function Live({ Component, props, onCommit }: LiveProps) {
  useEffect(onCommit, [onCommit]);
  return <Component {...props} />;
}

/**
 * Hydrates one island with the props the server rendered it with. Each island was rendered as its
 * own root with an identifierPrefix, so hydration reproduces its markup exactly. The island is
 * then marked data-hydrated, so tests can tell it is live.
 *
 * A visitor may have typed into an island's fields before this runs. React keeps the typed text in
 * the DOM but not in state, so an island with controlled fields must adopt the DOM's values right
 * after hydrating (as roi-calculator.tsx does), or its next render empties them.
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const markHydrated = () => {
    element.dataset.hydrated = '';
  };
  hydrateRoot(element, <Live Component={Component} props={props} onCommit={markHydrated} />, {
    identifierPrefix: element.dataset.islandId ?? '',
  });
}
