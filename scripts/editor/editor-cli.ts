/**
 * The page editor's work as a command, for the workspace's editor on the production server
 * (docs/decisions.md 92): the server bundle carries neither the YAML library, the validator nor
 * the renderer, so it runs this file in its content working copy — the same editor-api.ts as
 * `npm run dev`'s /redigera, one implementation, two hosts.
 *
 *   node --import tsx scripts/editor/editor-cli.ts < {"command": "draft", "file": …, "data": …}
 *
 * The request is one JSON object on standard input; the answer is one JSON line on standard
 * output: `{"ok":true,"result":…}` or `{"ok":false,"kind":"Conflict"|"OutsideContent"|"Refusal"|"Error","message":…}`.
 * The working copy is the current directory. editor-api.ts is loaded through Vite's module runner,
 * as the dev plugin loads it: the renderer imports the icons' SVG files as text.
 */
import { text } from 'node:stream/consumers';
import { createServer } from 'vite';
import type * as EditorApi from './editor-api';

type Request = { command?: unknown; file?: unknown; data?: unknown; hash?: unknown };

// Whatever the loader or the renderer prints goes to standard error: standard output is the answer.
console.log = console.error;
console.info = console.error;

async function run(api: typeof EditorApi, root: string, request: Request): Promise<unknown> {
  const file = String(request.file);
  switch (request.command) {
    case 'pages':
      return api.pageList(root);
    case 'page':
      return api.openPage(root, file);
    case 'draft':
      return api.draft(root, file, request.data);
    case 'patch':
      return api.patched(root, file, request.data, String(request.hash));
    case 'check':
      return api.check(root);
    case 'compare':
      return api.compare(root, file, request.data);
    case 'schemas':
      return api.schemas(root);
    case 'icons':
      return api.icons(root);
    default:
      throw new api.Conflict(`Okänt kommando ${JSON.stringify(request.command)}.`);
  }
}

const known = new Set(['Conflict', 'OutsideContent', 'Refusal']);

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
  const request = JSON.parse(await text(process.stdin)) as Request;
  const api = (await vite.ssrLoadModule('/scripts/editor/editor-api.ts')) as typeof EditorApi;
  process.stdout.write(`${JSON.stringify({ ok: true, result: await run(api, root, request) })}\n`);
} catch (error) {
  const name = (error as Error).constructor.name;
  const kind = known.has(name) ? name : error instanceof SyntaxError ? 'Refusal' : 'Error';
  if (kind === 'Error') console.error((error as Error).stack ?? String(error));
  process.stdout.write(`${JSON.stringify({ ok: false, kind, message: (error as Error).message })}\n`);
} finally {
  await vite.close();
}
