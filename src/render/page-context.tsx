import { createContext, useContext } from 'react';
import type { Derived, ImageSets, LoadedPage, Site } from '../content/model';

/** What a static block may know about the rest of the site while it renders on the server. */
export interface PageContextValue {
  site: Site;
  derived: Derived;
  page: LoadedPage;
  /** Responsive versions of content images; absent in tests and the dev server (then plain <img>). */
  images?: ImageSets;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext() is only available while rendering a page.');
  return value;
}
