import { createContext, useContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { IslandName } from '../islands/island-props';

/** Per-page server render state: the Emotion cache, the islands rendered so far, static CSS. */
export interface RenderState {
  cache: EmotionCache;
  islands: IslandName[];
  /** Stylesheets registered with <StaticCss>, inlined once each into the page's <head>. */
  css: Set<string>;
}

export const RenderContext = createContext<RenderState | null>(null);

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error('Islands can only be rendered inside renderPage().');
  return state;
}

export function createRenderState(cache: EmotionCache): RenderState {
  return { cache, islands: [], css: new Set() };
}
