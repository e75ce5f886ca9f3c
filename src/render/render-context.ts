import { createContext, useContext } from 'react';
import type { IslandName } from '../islands/island-props';

/** Per-page server render state: the islands rendered so far and the stylesheets the page uses. */
export interface RenderState {
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

export function createRenderState(): RenderState {
  return { islands: [], css: new Set() };
}
