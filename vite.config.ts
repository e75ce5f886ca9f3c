import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentDevServer } from './scripts/dev/content-dev-server.ts';
import { pageEditor } from './src/editor/server/editor-plugin.ts';

/**
 * There is no index.html: every HTML document is rendered from content by src/entry-server.tsx
 * (at build time by scripts/build.ts, per request in dev by the contentDevServer plugin).
 * The client bundle is only src/entry-client.tsx and the island chunks it loads lazily.
 */
export default defineConfig({
  appType: 'custom',
  // `~/…` is the project's root (tsconfig.json "paths", docs/architecture.md "Imports"). This file
  // is bundled before that applies: what it imports itself keeps relative paths.
  resolve: { tsconfigPaths: true },
  // A test's own dev server may keep its optimised dependencies apart (tests/unit/dev-server-private-files.integration.test.ts).
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // The page editor (/redigera) is a dev-server plugin: it has no part in the build.
  plugins: [react(), pageEditor(), contentDevServer()],
  server: {
    fs: {
      // Vite serves any file under the project — with `--host` to the whole network. The leads
      // (data/, any SQLite file and its -wal/-shm) and the local PostgreSQL (data/postgres) are
      // personal data: denied everywhere, also as /@fs/…, ?raw, ?url. Setting `deny` replaces
      // Vite's own list, so it is repeated first (Vite 8's defaults). docs/decisions.md 48.
      deny: [
        '.env',
        '.env.*',
        '*.{crt,pem,key,p12,pfx,cer,der}',
        '.npmrc',
        '.yarnrc.yml',
        '**/.git/**',
        `${fileURLToPath(new URL('./data', import.meta.url))}/**`,
        '*.{db,sqlite,sqlite3,db3}',
        '*.{db,sqlite,sqlite3,db3}-{wal,shm,journal}',
      ],
    },
  },
  optimizeDeps: {
    // With no index.html to scan, Vite would find the browser's dependencies one page at a time:
    // the first visit to a site page found react-dom/client, Vite bundled the dependencies
    // again, and a page editor already open got "504 Outdated Optimize Dep" and stayed blank.
    // Every browser entry named here is scanned, its lazy imports too, before the first request.
    entries: ['src/entry-client.tsx', 'src/editor/ui/main.tsx', 'src/konto/main.tsx'],
  },
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
