/**
 * The page editor's work as a long-lived process, for the workspace's editor on the production
 * server (docs/decisions.md 92, 115): the server bundle carries neither the YAML library, the
 * validator nor the renderer, so it runs this file in its content working copy — the same
 * editor-api.ts as `npm run dev`'s /redigera, one implementation, two hosts.
 *
 *   node --import tsx scripts/editor/editor-cli.ts
 *   < {"id": 1, "command": "draft", "file": …, "data": …}
 *   > {"id": 1, "ok": true, "result": …}
 *
 * Each line of standard input is one request (a JSON object); each is answered, in order, by one
 * JSON line on standard output carrying the request's `id`: `{"ok":true,"result":…}` or
 * `{"ok":false,"kind":"Conflict"|"Missing"|"OutsideContent"|"Refusal"|"Error","message":…}`. The process
 * ends when standard input ends, so one request piped in is also a one-shot command. The server
 * keeps one such process per working copy (server/publish/editor-worker.ts). The working copy is
 * the current directory. editor-api.ts is loaded once through Vite's module runner, as the dev
 * plugin loads it (the renderer imports the icons' SVG files as text); content and schemas are
 * read from disk on every call (src/content/load.ts), so a process outlives any content change.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createServer } from 'vite';
import type * as EditorApi from './editor-api';
import { buildCommand, rootsOf, warmCommand } from './content-build-command';

type Request = {
  id?: unknown;
  command?: unknown;
  file?: unknown;
  data?: unknown;
  hash?: unknown;
  /** A new page's template text, for a file not yet in the working copy (docs/decisions.md 118). */
  base?: unknown;
  /** The account's new pages, for the page list. */
  created?: unknown;
  name?: unknown;
  offer?: unknown;
  /** `build`: where the built site goes, and other checkouts whose render cache may fit (the server's own). */
  out?: unknown;
  otherRoots?: unknown;
};

// Whatever the loader or the renderer prints goes to standard error: standard output is the answer.
console.log = console.error;
console.info = console.error;

async function run(api: typeof EditorApi, root: string, request: Request): Promise<unknown> {
  const file = String(request.file);
  const base = typeof request.base === 'string' ? request.base : undefined;
  switch (request.command) {
    case 'pages':
      return api.pageList(root, Array.isArray(request.created) ? (request.created as EditorApi.NewPage[]) : undefined);
    case 'page':
      return api.openPage(root, file, base);
    case 'draft':
      return api.draft(root, file, request.data, base);
    case 'patch':
      return api.patched(root, file, request.data, String(request.hash), base);
    case 'city':
      return api.cityPage(root, request.name, request.offer);
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

const known = new Set(['Conflict', 'Missing', 'OutsideContent', 'Refusal']);

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
/** One answer line; a request that is not JSON (or not an object) is a Refusal. */
async function answer(line: string): Promise<Record<string, unknown>> {
  let id: unknown;
  try {
    const request = JSON.parse(line) as Request;
    if (request === null || typeof request !== 'object') throw new SyntaxError('Begäran ska vara ett JSON-objekt.');
    id = request.id;
    if (request.command === 'build') return { id, ok: true, result: await buildCommand(root, path.resolve(String(request.out)), rootsOf(request.otherRoots)) };
    if (request.command === 'warm') return { id, ok: true, result: await warmCommand(root, rootsOf(request.otherRoots)) };
    const api = (await vite.ssrLoadModule('/scripts/editor/editor-api.ts')) as typeof EditorApi;
    return { id, ok: true, result: await run(api, root, request) };
  } catch (error) {
    const name = (error as Error).constructor.name;
    const kind = known.has(name) ? name : error instanceof SyntaxError ? 'Refusal' : 'Error';
    if (kind === 'Error') console.error((error as Error).stack ?? String(error));
    return { id, ok: false, kind, message: (error as Error).message };
  }
}

try {
  // One request at a time, answered in the order asked.
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await answer(line))}\n`);
  }
} finally {
  await vite.close();
}
