/**
 * The islands: the only parts of a page that are hydrated in the browser. Everything else is
 * static HTML, which keeps each page's JavaScript to what it actually needs.
 * Add an island here, in client-registry.ts, and render it with <Island> on the server.
 */
import type { ComponentProps } from 'react';
import type RoiCalculator from '../features/calculator/roi-calculator';

export interface IslandPropsMap {
  calculator: ComponentProps<typeof RoiCalculator>;
}

export type IslandName = keyof IslandPropsMap;
