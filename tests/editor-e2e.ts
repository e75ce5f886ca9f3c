/**
 * The page editor's end-to-end tests run `vite` (npm run dev) on a throw-away copy of the content,
 * so that saving and "Ny stad" never touch the repository's own pages/.
 */
import os from 'node:os';
import path from 'node:path';

export const editorPort = Number(process.env.EDITOR_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 1);
export const editorUrl = `http://127.0.0.1:${editorPort}`;
/** Where the copy lives while the tests run (recreated by tests/editor-dev-server.ts at start). */
export const editorContentRoot = path.join(os.tmpdir(), `nordvik-editor-e2e-${editorPort}`);
/** The dev server's own dependency cache, empty at start as on a fresh clone (vite.config.ts optimizeDeps). */
export const editorViteCache = `${editorContentRoot}-vite-cache`;
