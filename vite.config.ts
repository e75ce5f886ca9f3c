import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentDevServer } from './scripts/dev/content-dev-server.ts';
import { pageEditor } from './scripts/editor/editor-plugin.ts';

/**
 * There is no index.html: every HTML document is rendered from content by src/entry-server.tsx
 * (at build time by scripts/build.ts, per request in dev by the contentDevServer plugin).
 * The client bundle is only src/entry-client.tsx and the island chunks it loads lazily.
 */
export default defineConfig({
  appType: 'custom',
  // The page editor (/redigera) is a dev-server plugin: it has no part in the build.
  plugins: [react(), pageEditor(), contentDevServer()],
  build: {
    manifest: true,
    target: 'es2022',
    rollupOptions: { input: { client: 'src/entry-client.tsx' } },
  },
  ssr: {
    // The icons are SVG files read as text (src/ui/icon.tsx): inlined into the server entry.
    noExternal: ['@material-design-icons/svg'],
  },
});
