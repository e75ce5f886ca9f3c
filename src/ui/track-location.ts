import { createContext, useContext } from 'react';

/**
 * Where on the page the current block is, for analytics (docs/specification.md §7: a call's or a call to action's
 * "location"). src/blocks/registry.tsx provides each block's `id` from content, else its type;
 * actions read it, so a block's actions know their location without any code in the block.
 */
export const TrackLocation = createContext('main');

export function useTrackLocation(): string {
  return useContext(TrackLocation);
}
