/**
 * `npm run dev` serves the page editor at /redigera (docs/decisions.md "Page editor"). Development
 * only: the plugin applies to `vite serve`, and no visitor page's bundle takes anything of src/editor/.
 * Every endpoint passes the request guard first; the work is done by editor-api.ts, loaded
 * through Vite's module runner like the content dev server's modules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type * as EditorApi from './editor-api';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listenForEditors, sendToEditors } from '../../../scripts/dev/hmr-audience';
import { ImageRefusal, listImages, previewImage, saveImage, uploadBodyLimit, uploadedBytes } from '../publish/images';
import { felkoderPage } from '../publish/felkoder-page';
import { refusal } from './request-guard';

const shell = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Redigera sidor</title>
  </head>
  <body>
    <div id="redigerare"></div>
    <script type="module" src="/src/editor/ui/main.tsx"></script>
  </body>
</html>
`;

const maxBody = 2 * 1024 * 1024;

async function readJson(req: IncomingMessage, limit = maxBody): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new RangeError(limit === maxBody ? 'För stor ändring.' : 'För stor bild.');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function answer(api: typeof EditorApi, root: string, req: IncomingMessage, route: string, query: URLSearchParams) {
  const get = req.method === 'GET';
  if (get && route === 'schemas') return api.schemas(root);
  if (get && route === 'icons') return api.icons(root);
  if (get && route === 'pages') return api.pageList(root);
  if (get && route === 'page') return api.openPage(root, query.get('fil') ?? '');
  // Images: the workspace's module (src/editor/publish/images.ts, docs/decisions.md 99), into this checkout's bilder/.
  if (get && route === 'bilder') return { images: await listImages(root) };
  if (req.method === 'POST' && route === 'bilder') {
    const { name, bytes } = uploadedBytes(await readJson(req, uploadBodyLimit));
    return { image: await saveImage(root, name, bytes) };
  }
  if (req.method === 'POST') {
    const body = await readJson(req);
    if (route === 'draft') return api.draft(root, String(body.file), body.data);
    if (route === 'save') return api.save(root, String(body.file), body.data, String(body.hash));
    if (route === 'compare') return api.compare(root, String(body.file), body.data);
    if (route === 'new-city') return api.newCityPage(root, body.name, body.offer);
  }
  return undefined;
}

/** The content the editor works on, and the repository, whose docs/felkoder.md the editor's codes link to (root may be a copy of the content). */
type Folders = { root: string; project: string };

/**
 * A content file changed on disk (a save here or in another tab, a text editor, git): the
 * editor is told which, with its new hash, and decides itself — it is never reloaded.
 */
function tellEditorsOfChanges(server: ViteDevServer, folders: Folders): void {
  server.watcher.add([path.join(folders.root, 'site.yaml'), path.join(folders.root, 'pages')]);
  const onChange = (absolute: string) => {
    const file = path.relative(folders.root, absolute).split(path.sep).join('/');
    if (file !== 'site.yaml' && !/^pages\/[^/]+\.yaml$/.test(file)) return;
    // Runs from the file watcher, where a thrown error would end the dev server: logged instead.
    readFile(absolute)
      .then(
        async (bytes) => {
          const api = (await server.ssrLoadModule('/src/editor/server/editor-api.ts')) as typeof EditorApi;
          sendToEditors(server, 'redigera:filandring', { file, hash: api.hashOf(api.textOfBytes(bytes)) });
        },
        () => sendToEditors(server, 'redigera:filandring', { file, hash: '' }),
      )
      .catch((error: Error) =>
        server.config.logger.error(`Redigeraren kunde inte meddelas att ${file} ändrats; servern fortsätter.\n${error.stack ?? String(error)}`, {
          timestamp: true,
        }),
      );
  };
  for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange);
}

/** The editor-api's refusals by their class, as HTTP statuses; anything else is a fault in the code (500). */
function sendFailure(server: ViteDevServer, res: ServerResponse, error: unknown) {
  const name = (error as Error).constructor.name;
  if (error instanceof ImageRefusal) return send(res, error.status, { message: error.message });
  if (name === 'Conflict') return send(res, 409, { message: (error as Error).message });
  if (name === 'OutsideContent') return send(res, 403, { message: (error as Error).message });
  if (name === 'Missing') return send(res, 404, { message: (error as Error).message });
  if (name === 'Refusal' || error instanceof SyntaxError || error instanceof RangeError) return send(res, 400, { message: (error as Error).message });
  server.ssrFixStacktrace(error as Error);
  server.config.logger.error((error as Error).stack ?? String(error));
  send(res, 500, { message: 'Ett fel i redigerarens kod; se terminalen där npm run dev körs.' });
}

async function answerApi(server: ViteDevServer, root: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  const api = (await server.ssrLoadModule('/src/editor/server/editor-api.ts')) as typeof EditorApi;
  try {
    if (req.method === 'GET' && url.pathname === '/redigera/api/bild') {
      const webp = await previewImage(root, url.searchParams.get('fil'));
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Cache-Control', 'no-store');
      return res.end(webp);
    }
    const body = await answer(api, root, req, url.pathname.slice('/redigera/api/'.length), url.searchParams);
    if (body === undefined) return send(res, 404, { message: 'Okänd adress i redigeraren.' });
    send(res, 200, body);
  } catch (error) {
    sendFailure(server, res, error);
  }
}

/** /redigera: the request guard first, then the error codes' page, the editor's shell or its API. */
function editorRequests(server: ViteDevServer, folders: Folders): Connect.NextHandleFunction {
  return async (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://dev.local');
    if (url.pathname !== '/redigera' && !url.pathname.startsWith('/redigera/')) return next();
    const refused = refusal(req as IncomingMessage & { socket: { remoteAddress?: string; localPort?: number } });
    if (refused) return send(res, 403, { message: refused });
    if (url.pathname === '/redigera/felkoder') {
      // Read on every request: `npm run generate:felkoder` while the dev server runs is seen at once.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      return res.end(felkoderPage(await readFile(path.join(folders.project, 'docs/felkoder.md'), 'utf8')));
    }
    if (!url.pathname.startsWith('/redigera/api/')) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(await server.transformIndexHtml(url.pathname, shell));
    }
    return answerApi(server, folders.root, req, res, url);
  };
}

export function pageEditor(): Plugin {
  const folders: Folders = { root: process.cwd(), project: process.cwd() };
  return {
    name: 'page-editor',
    apply: 'serve',
    configResolved(config) {
      folders.project = config.root;
      // The end-to-end tests point the editor at a throw-away copy of the content (tests/editor-dev-server.ts).
      folders.root = process.env.EDITOR_CONTENT_ROOT ?? config.root;
    },
    configureServer(server: ViteDevServer) {
      listenForEditors(server);
      tellEditorsOfChanges(server, folders);
      server.middlewares.use(editorRequests(server, folders));
    },
  };
}
