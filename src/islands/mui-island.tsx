import { createContext, useContext, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '../render/emotion-cache';
import { theme } from '../theme';

/** Set by the server while it renders an island, so the island's styles land in the page's critical CSS. */
export const ServerEmotionCache = createContext<EmotionCache | null>(null);

let browserCache: EmotionCache | undefined;

/**
 * Wrap an island's content in this when it uses MUI components. Islands that do not (the
 * calculator) stay free of MUI's runtime, so pages that only have those ship far less script.
 * In the browser every MUI island shares one cache, which adopts the server's <style> tags.
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  const serverCache = useContext(ServerEmotionCache);
  const cache = serverCache ?? (browserCache ??= createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
