/**
 * The page editor's line protocol (docs/decisions.md 115): one JSON request per line of standard
 * input, each answered in order by one JSON line on standard output carrying the request's `id` —
 * `{"ok":true,"result":…}` or `{"ok":false,"kind":"Conflict"|"Missing"|"OutsideContent"|"Refusal"|"Error","message":…}`.
 * The process ends when standard input ends. Two entries serve it: editor-cli.ts loads the editor
 * through Vite's module runner (any checkout, the code as it is), and editor-process.ts is the same
 * code bundled by the full build into the render cache, which starts in well under a second
 * (docs/decisions.md 123). `build` and `warm` render with the render cache's own bundle
 * (content-build-command.ts).
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import type * as EditorApi from './editor-api';
import { exitWithParent } from '~/scripts/support/exit-with-parent';
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

/** One answer line; a request that is not JSON (or not an object) is a Refusal. */
async function answer(root: string, loadApi: () => Promise<typeof EditorApi>, line: string): Promise<Record<string, unknown>> {
  let id: unknown;
  try {
    const request = JSON.parse(line) as Request;
    if (request === null || typeof request !== 'object') throw new SyntaxError('Begäran ska vara ett JSON-objekt.');
    id = request.id;
    if (request.command === 'build') return { id, ok: true, result: await buildCommand(root, path.resolve(String(request.out)), rootsOf(request.otherRoots)) };
    if (request.command === 'warm') return { id, ok: true, result: await warmCommand(root, rootsOf(request.otherRoots)) };
    return { id, ok: true, result: await run(await loadApi(), root, request) };
  } catch (error) {
    const name = (error as Error).constructor.name;
    const kind = known.has(name) ? name : error instanceof SyntaxError ? 'Refusal' : 'Error';
    if (kind === 'Error') console.error((error as Error).stack ?? String(error));
    return { id, ok: false, kind, message: (error as Error).message };
  }
}

/** Answers standard input's requests, one at a time in the order asked, for the working copy `root`. */
export async function serveEditor(root: string, loadApi: () => Promise<typeof EditorApi>): Promise<void> {
  // Started by the server alone: its end is this process's (docs/decisions.md 124).
  exitWithParent();
  // Whatever the loader or the renderer prints goes to standard error: standard output is the answer.
  console.log = console.error;
  console.info = console.error;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await answer(root, loadApi, line))}\n`);
  }
}
