/**
 * The page editor's work as a long-lived process, for the workspace's editor on the production
 * server (docs/decisions.md 92, 115): the server bundle carries neither the YAML library, the
 * validator nor the renderer, so it runs the editor in its content working copy — the same
 * editor-api.ts as `npm run dev`'s /redigera, one implementation, two hosts.
 *
 *   node --import tsx src/editor/server/editor-cli.ts
 *   < {"id": 1, "command": "draft", "file": …, "data": …}
 *   > {"id": 1, "ok": true, "result": …}
 *
 * The protocol is editor-protocol.ts's. This entry loads editor-api.ts once through Vite's module
 * runner, as the dev plugin loads it (the renderer imports the icons' SVG files as text): it runs
 * the code of any checkout as it is, and is what the publisher starts when no render cache fits the
 * working copy's code; otherwise it starts the full build's bundle of the same code
 * (editor-process.ts, docs/decisions.md 123), which needs neither tsx nor Vite to start. Content
 * and schemas are read from disk on every call (src/content/load.ts), so a process outlives any
 * content change. The working copy is the current directory.
 */
import { createServer } from 'vite';
import type * as EditorApi from './editor-api';
import { serveEditor } from './editor-protocol';

const root = process.cwd();
const vite = await createServer({
  root,
  configFile: false,
  // `~/…` imports (tsconfig.json "paths"), as vite.config.ts resolves them.
  resolve: { tsconfigPaths: true },
  appType: 'custom',
  logLevel: 'error',
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  ssr: { noExternal: ['@material-design-icons/svg'] },
});
try {
  await serveEditor(root, () => vite.ssrLoadModule('/src/editor/server/editor-api.ts') as Promise<typeof EditorApi>);
} finally {
  await vite.close();
}
