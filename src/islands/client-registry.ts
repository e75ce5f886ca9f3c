import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from './island-props';

/** Lazy so each page downloads only the islands it contains (one chunk per island). */
export const islandLoaders = {
  calculator: () => import('../features/calculator/roi-calculator'),
} satisfies { [N in IslandName]: () => Promise<{ default: ComponentType<IslandPropsMap[N]> }> };

/** Source module of each island, for finding its chunk in Vite's manifest (the page's data-chunks). */
export const islandModules: { [N in IslandName]: string } = {
  calculator: 'src/features/calculator/roi-calculator.tsx',
};
