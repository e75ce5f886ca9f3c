/**
 * `npm run dev`: renders every page from the YAML on each request, reloads the browser when
 * content changes, and shows content problems in Vite's error overlay and in the terminal (the
 * page editor's tabs excepted: scripts/dev/hmr-audience.ts) —
 * recovering by itself as soon as the files are valid again.
 */
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type * as ContentLoader from '../../src/content/load';
import type * as ContentProblem from '../../src/content/problem';
import type { Problem } from '../../src/content/problem';
import type * as ServerEntry from '../../src/entry-server';
import { escapeHtml } from '../../src/shared/escape-html';
import { contentStamp } from './content-stamp';
import { sendToSite } from './hmr-audience';

// Every file in pages/ is a page or a problem, so any change there is checked, in folders too.
const contentFile = /^(site\.yaml|pages[/\\].+|schema[/\\][^/\\]+\.json|src[/\\]blocks[/\\][^/\\]+[/\\]schema\.json)$/;

// Loaded through Vite's module runner rather than imported, so vite.config.ts stays free of
// app code and content-pipeline edits apply without restarting the dev server.
async function contentModules(server: ViteDevServer) {
  const [{ loadContent }, { formatProblem }] = await Promise.all([
    server.ssrLoadModule('/src/content/load.ts') as Promise<typeof ContentLoader>,
    server.ssrLoadModule('/src/content/problem.ts') as Promise<typeof ContentProblem>,
  ]);
  return { loadContent, formatProblem };
}

function overlayError(problems: Problem[], formatProblem: (p: Problem) => string) {
  return {
    message: `Innehållet har ${problems.filter((p) => p.severity === 'error').length} fel:\n\n${problems.map(formatProblem).join('\n')}`,
    stack: '',
    plugin: 'innehåll',
  };
}

type LoadResult = Awaited<ReturnType<typeof ContentLoader.loadContent>>;

type Load = (server: ViteDevServer) => Promise<{ result: LoadResult; formatProblem: (p: Problem) => string }>;

/** Loads the content of `where.root` (set once Vite's config is resolved), reusing the last check until a content file (or the pipeline's own code) changes. */
function cachedLoader(where: { root: string }): Load {
  let cached: { stamp: string; load: unknown; result: Promise<LoadResult> } | undefined;
  return async (server) => {
    const { loadContent, formatProblem } = await contentModules(server);
    const stamp = await contentStamp(where.root);
    if (cached?.stamp !== stamp || cached.load !== loadContent) cached = { stamp, load: loadContent, result: loadContent(where.root) };
    return { result: await cached.result, formatProblem };
  };
}

/**
 * Checks the content after a file changed. Runs from a file watcher, where a thrown error would
 * end the whole dev server: a fault in the code is logged and the server keeps going.
 */
function changeChecker(load: Load): (server: ViteDevServer) => Promise<void> {
  let hadProblems = false;
  let lastReport = '';
  return async (server) => {
    const { logger } = server.config;
    try {
      const { result, formatProblem } = await load(server);
      // The same problems are printed once, not again on every save of an unrelated file.
      const report = result.problems.map(formatProblem).join('\n');
      if (report && report !== lastReport) {
        if (result.ok) logger.warn(report, { timestamp: true });
        else logger.error(report, { timestamp: true });
      }
      lastReport = report;
      if (!result.ok) {
        hadProblems = true;
        sendToSite(server, { type: 'error', err: overlayError(result.problems, formatProblem) });
      } else {
        if (hadProblems) logger.info('Innehållet är giltigt igen.', { timestamp: true });
        hadProblems = false;
        sendToSite(server, { type: 'full-reload' });
      }
    } catch (error) {
      logger.error(`Kontrollen av innehållet stoppades av ett fel i koden; servern fortsätter.\n${(error as Error).stack ?? String(error)}`, {
        timestamp: true,
      });
    }
  };
}

/** Every page rendered from the content on request; while it has errors, a page listing them (status 500) instead. */
function pageRenderer(server: ViteDevServer, load: Load): Connect.NextHandleFunction {
  return async (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://dev.local');
    const isDocument = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!isDocument || url.pathname.startsWith('/@') || path.extname(url.pathname)) return next();
    try {
      const { result, formatProblem } = await load(server);
      if (!result.ok) {
        sendToSite(server, { type: 'error', err: overlayError(result.problems, formatProblem) });
        const list = result.problems.map((p) => `<li><code>${escapeHtml(formatProblem(p))}</code></li>`).join('');
        const html = await server.transformIndexHtml(
          url.pathname,
          `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Innehållet har fel</title></head><body><h1>Innehållet har fel</h1><ul>${list}</ul></body></html>`,
        );
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
        return;
      }
      const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
      const rendered = await entry.renderPage(result.content, url.pathname, () => '<script type="module" src="/src/entry-client.tsx"></script>');
      const html = await server.transformIndexHtml(url.pathname, rendered.html);
      res.statusCode = rendered.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(html);
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}

export function contentDevServer(): Plugin {
  const where = { root: process.cwd() };
  const load = cachedLoader(where);
  const check = changeChecker(load);

  return {
    name: 'content-dev-server',
    apply: 'serve',
    configResolved(config) {
      // The page editor's end-to-end tests run the dev server on a copy of the content (tests/editor-dev-server.ts).
      where.root = process.env.EDITOR_CONTENT_ROOT ?? config.root;
    },
    configureServer(server) {
      // Block schemas sit beside their components (src/blocks/<type>/schema.json): a change there re-validates too.
      server.watcher.add(['site.yaml', 'pages', 'schema', 'src/blocks'].map((entry) => path.join(where.root, entry)));
      const onChange = (file: string) => {
        if (contentFile.test(path.relative(where.root, file))) void check(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      // Registered directly (not returned) so it runs before Vite's own fallbacks.
      server.middlewares.use(pageRenderer(server, load));
    },
  };
}
