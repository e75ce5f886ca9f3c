/**
 * The site server for `npm start`: serves the prerendered dist/ with real status codes
 * (200, 301 for redirects and trailing slashes, 404 with the Swedish not-found page),
 * precompressed files, immutable caching for hashed assets and the security headers.
 * With a lead service it also takes POST /api/leads (server/leads/routes.ts) and writes a fresh
 * form token and idempotency key into each page with a lead form as it sends it.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createFormToken } from './leads/form-token';
import { encodeFor, loadFormPages, withFormFields } from './leads/form-page';
import { leadRoutes } from './leads/routes';
import type { LeadService } from './leads/service';
import { parseHeadersFile } from './security-headers';

export interface ServerOptions {
  distDir: string;
  logger?: boolean;
  /** The lead endpoint; without it the forms' posts are not found (e.g. a static preview). */
  leads?: LeadService;
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

export async function buildServer({ distDir, logger = false, leads }: ServerOptions): Promise<FastifyInstance> {
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

  const formPages = loadFormPages(distDir, leads ? files : []);
  if (leads) await app.register(leadRoutes(leads, formPages));
  /** A page with a lead form, sent with this page load's own token and key (not cacheable). */
  const sendFormPage = (request: FastifyRequest, reply: FastifyReply, route: string) => {
    const html = withFormFields(formPages.byRoute.get(route)!, () => ({
      formToken: createFormToken(leads!.formSecret),
      idempotencyKey: randomUUID(),
    }));
    const { body, encoding } = encodeFor(request.headers['accept-encoding'], html);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
  };

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
    const formRoute = formPages.routeOfFile.get(file);
    if (formRoute) return sendFormPage(request, reply, formRoute);
    reply.header('Cache-Control', cacheControlFor(file));
    return reply.sendFile(file, { cacheControl: false });
  };

  // Fastify answers HEAD for every GET route by itself.
  app.get('/*', serve);
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}
