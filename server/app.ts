/**
 * The site server for `npm start`: serves the prerendered dist/ with real status codes
 * (200, 301 for redirects and trailing slashes, 404 with the Swedish not-found page),
 * precompressed files, immutable caching for hashed assets and the security headers.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { parseHeadersFile } from './security-headers';

export interface ServerOptions {
  distDir: string;
  logger?: boolean;
}

function listFiles(dir: string): Set<string> {
  return new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );
}

function readRedirects(distDir: string): Map<string, string> {
  const file = path.join(distDir, '_redirects');
  if (!existsSync(file)) return new Map();
  return new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2 && parts[0]!.startsWith('/'))
      .map(([from, to]) => [from!, to!]),
  );
}

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export async function buildServer({ distDir, logger = false }: ServerOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no index.html — run \`npm run build\` first.`);
  }
  const files = listFiles(distDir);
  const redirects = readRedirects(distDir);
  const notFoundHtml = readFileSync(path.join(distDir, '404.html'));
  // The build wrote the policy for this site (it depends on site.yaml's analytics settings).
  const securityHeaders = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  if (!securityHeaders['Content-Security-Policy']) throw new Error(`${distDir}/_headers has no Content-Security-Policy — rebuild with \`npm run build\`.`);

  const withSecurityHeaders = (reply: FastifyReply) => reply.headers(securityHeaders);
  const app = Fastify({
    logger,
    trustProxy: true,
    // Fastify refuses a malformed URL before any route or hook runs; answer it ourselves.
    frameworkErrors: (_error, _request, reply) => {
      void withSecurityHeaders(reply).code(400).type('text/plain; charset=utf-8').send('Ogiltig adress.');
    },
  });
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  app.addHook('onSend', async (_request, reply) => {
    withSecurityHeaders(reply);
  });

  const sendNotFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(notFoundHtml);

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendNotFound(reply);
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(pathname.replace(/\/+$/, '') + url.search, 301);
    }
    const target = redirects.get(pathname);
    if (target) return reply.redirect(target + url.search, 301);

    const relative = pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = files.has(relative) ? relative : files.has(`${relative}/index.html`) ? `${relative}/index.html` : null;
    // Only files found in dist/ at start-up are served, which also rules out path traversal.
    if (!file || file === '404.html' || file.startsWith('_')) return sendNotFound(reply);
    reply.header('Cache-Control', cacheControlFor(file));
    return reply.sendFile(file, { cacheControl: false });
  };

  // Fastify answers HEAD for every GET route by itself.
  app.get('/*', serve);
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}
