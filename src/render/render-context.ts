import { createContext, useContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { IslandName } from '../islands/island-props';

/** Per-page server render state: the Emotion cache and the islands rendered so far. */
export interface RenderState {
  cache: EmotionCache;
  islands: IslandName[];
}

export const RenderContext = createContext<RenderState | null>(null);

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error('Islands can only be rendered inside renderPage().');
  return state;
}
