import { createContext, useContext } from 'react';

/**
 * Per-page server render state: the islands rendered so far and the stylesheets the page uses.
 * Generic in the island names so that rendering knows nothing of which islands exist
 * (src/islands/ imports this module, never the other way round).
 */
export interface RenderState<IslandName extends string = string> {
  islands: IslandName[];
  /** Stylesheets registered with useStylesheet(), in first-use order, each once. */
  css: Set<string>;
}

export const RenderContext = createContext<RenderState | null>(null);

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error('Blocks, layout and islands can only be rendered inside renderPage().');
  return state;
}

export function createRenderState<IslandName extends string>(): RenderState<IslandName> {
  return { islands: [], css: new Set() };
}
