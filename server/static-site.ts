/**
 * The built site as `npm start` serves it: each route at its one canonical URL without a trailing
 * slash (docs/decisions.md 20), with 200; the other spellings of a route (`/kassaflode/`,
 * `/kassaflode.html`, the old `/kassaflode/index.html`) and the redirects declared in
 * `_redirects` answer one 301 straight to it. A redirect only ever goes to a route or redirect
 * target the build wrote, never to anything taken from the request, so no address can send a
 * visitor to another site. Anything else is a file found in dist/ at start-up, or the 404 page.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHtmlFile, routeOfHtmlFile } from '../src/content/routes';

export interface StaticSite {
  /** Route → dist/-relative HTML file. */
  routes: Map<string, string>;
  /** Other files that may be served as they are (assets, favicon, robots.txt, sitemap.xml). */
  files: Set<string>;
  redirects: Map<string, string>;
}

/** Same-origin paths only: one slash, then no slash or backslash (which browsers treat as one). */
const isLocalPath = (target: string) => /^\/(?![/\\])[\x21-\x7e]*$/.test(target);

function readRedirects(distDir: string): Map<string, string> {
  const file = path.join(distDir, '_redirects');
  if (!existsSync(file)) return new Map();
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts): parts is [string, string, ...string[]] => parts.length >= 2 && parts.slice(0, 2).every((part) => isLocalPath(part)));
  return new Map(entries.map(([from, to]) => [from, to]));
}

export function loadStaticSite(distDir: string): StaticSite {
  const site: StaticSite = { routes: new Map(), files: new Set(), redirects: readRedirects(distDir) };
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const route = routeOfHtmlFile(file);
    if (route) site.routes.set(route, file);
    // Build files (_headers, _redirects, _endpoint/) and pages (served by route) are not files to fetch.
    else if (!file.startsWith('_') && !file.endsWith('.html')) site.files.add(file);
  }
  if (!site.routes.has('/')) throw new Error(`${distDir} har ingen startsida (index.html) — kör \`npm run build\` först.`);
  if (!existsSync(path.join(distDir, notFoundHtmlFile))) throw new Error(`${distDir}/${notFoundHtmlFile} saknas — kör \`npm run build\`.`);
  return site;
}

/** The canonical route a request path stands for, if it is another spelling of one. */
function canonicalOf(site: StaticSite, pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const candidates = [trimmed, trimmed.replace(/(?:\/index)?\.html$/, '') || '/', trimmed.replace(/\/index$/, '') || '/'];
  for (const candidate of candidates) {
    if (site.routes.has(candidate)) return candidate;
    const target = site.redirects.get(candidate);
    if (target) return target;
  }
  return undefined;
}

export type Resolution = { kind: 'page'; file: string } | { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/** What to answer for a GET of `rawUrl` (the request target as sent). */
export function resolve(site: StaticSite, rawUrl: string): Resolution {
  // The query is passed on to a redirect as the URL parser encoded it (no raw bytes in Location).
  // Prefixed, not resolved against a base: `//evil.example/` must stay a path, not become a host.
  const url = new URL(`http://site.invalid${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'not-found' };
  }
  const page = site.routes.get(pathname);
  if (page) return { kind: 'page', file: page };
  const redirect = site.redirects.get(pathname);
  if (redirect) return { kind: 'redirect', location: redirect + url.search };
  if (site.files.has(pathname.slice(1))) return { kind: 'file', file: pathname.slice(1) };
  const canonical = canonicalOf(site, pathname);
  if (canonical && canonical !== pathname) return { kind: 'redirect', location: canonical + url.search };
  return { kind: 'not-found' };
}

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export type NotFound = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The 404 page, sent like every other page: the build's precompressed variant (404.html.br or
 * .gz) chosen by Accept-Encoding — negotiated by the library @fastify/static uses for the pages —
 * with `Vary: Accept-Encoding`. Held in memory: it is one small file, answered often.
 */
export function notFoundPage(distDir: string): NotFound {
  const file = path.join(distDir, notFoundHtmlFile);
  const identity = readFileSync(file);
  const variants = new Map<string, Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (existsSync(file + suffix)) variants.set(encoding, readFileSync(file + suffix));
  const encodings = [...variants.keys()];
  return (request, reply) => {
    reply.code(404).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (encodings.length === 0) return reply.send(identity);
    reply.header('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodings);
    if (!encoding) return reply.send(identity);
    return reply.header('Content-Encoding', encoding).send(variants.get(encoding));
  };
}

/** The GET handler for everything that is not the lead endpoint; `site` is the one served now. */
export function staticHandler(site: () => StaticSite, notFound: NotFound) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const resolution = resolve(site(), request.url);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, 301);
    if (resolution.kind === 'not-found') return notFound(request, reply);
    const { file } = resolution;
    // Precompressed variants are chosen by Accept-Encoding: caches must keep them apart.
    if (compressible.test(file)) reply.header('Vary', 'Accept-Encoding');
    reply.header('Cache-Control', cacheControlFor(file));
    return reply.sendFile(file, { cacheControl: false });
  };
}
