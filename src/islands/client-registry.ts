import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from './island-props';

/** Lazy so each page downloads only the islands it contains (one chunk per island). */
export const islandLoaders = {
  'site-nav': () => import('../layout/site-nav/site-nav'),
} satisfies { [N in IslandName]: () => Promise<{ default: ComponentType<IslandPropsMap[N]> }> };

/** Source module of each island, for finding its chunk in Vite's manifest (modulepreload). */
export const islandModules: { [N in IslandName]: string } = {
  'site-nav': 'src/layout/site-nav/site-nav.tsx',
};
