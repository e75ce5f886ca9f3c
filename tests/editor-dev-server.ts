/** Starts `npm run dev`'s Vite server with the page editor working on a fresh copy of the content. */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { copySchemas } from '../src/content/schemas';
import { editorContentRoot, editorPort, editorViteCache } from './editor-e2e';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(editorContentRoot, { recursive: true, force: true });
for (const part of ['site.yaml', 'pages', 'scripts/templates']) cpSync(path.join(projectRoot, part), path.join(editorContentRoot, part), { recursive: true });
copySchemas(projectRoot, editorContentRoot);
process.env.EDITOR_CONTENT_ROOT = editorContentRoot;
// A cache kept from an earlier run would hide what a first `npm run dev` does.
process.env.VITE_CACHE_DIR = editorViteCache;
rmSync(process.env.VITE_CACHE_DIR, { recursive: true, force: true });

const server = await createServer({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  root: projectRoot,
  server: { port: editorPort, host: '127.0.0.1', strictPort: true },
});
await server.listen();
server.printUrls();
