/**
 * The site server for `npm start`: the prerendered dist/ (static-site.ts) and, with a lead
 * service, the lead endpoint (leads/routes.ts). Hardened for the open internet
 * (docs/hosting.md): the client address from a configured number of trusted proxies only,
 * timeouts for slow headers and bodies, and a Swedish page with the security headers for every
 * error — including those Node answers on its own before any route runs.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { endpointFiles } from '../src/lead-form/contract';
import { clientAddress, clientKey, proxyAddressHeader, verifiedProxyAddress } from './client-address';
import type { Statfs } from './disk-space';
import { servedBuild, type BuiltEndpoint, type ServedBuild } from './built-endpoint';
import { errorPageHtml, rawErrorResponse } from './error-pages';
import { kontoRoutes } from './accounts/routes';
import { workspacePage } from './accounts/workspace-page';
import { healthRoutes } from './health';
import { leadRoutes } from './leads/routes';
import type { LeadService } from './leads/service';
import { isolationHeaders, parseHeadersFile } from './security-headers';
import { loadSlotTemplate } from './slot-template';
import { Publisher } from '~/src/editor/publish/publisher';
import { restoreServedFolder } from '~/src/editor/publish/swap-dist';
import type { PublishConfig } from '~/src/editor/publish/config';
import { loadStaticSite, notFoundPage, staticHandler, type NotFound } from './static-site';
import { logRequests } from './logging';
import { connectionLimiter } from './connection-limits';

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this (slow-body attacks). */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** A connection with no traffic is closed after this. */
  idleMs: number;
  /** An answer must be taken in by the client within this, plus time for its size (connection-limits.ts). */
  sendMs: number;
}

export const defaultTimeouts: Timeouts = { requestMs: 30_000, headersMs: 10_000, idleMs: 60_000, sendMs: 30_000 };

/** Connections one client address may hold at once (MAX_CONNECTIONS_PER_ADDRESS). */
export const defaultConnectionsPerAddress = 64;

export interface ServerOptions {
  distDir: string;
  /**
   * What is read from `distDir` (server/built-endpoint.ts `servedBuild`), the endpoint shared with
   * the lead service's labels (index.ts); read here when not given.
   */
  built?: ServedBuild;
  /** Fastify's logger (server/logging.ts `loggerOptions`); off in most tests. */
  logger?: FastifyServerOptions['logger'];
  /** Put the client address in request log lines (LOG_CLIENT_ADDRESS=1). */
  logClientAddress?: boolean;
  /** /readyz fails when a notification has waited longer than this. */
  readyMaxPendingMs?: number;
  /** The lead endpoint; without it the forms' posts are not found (e.g. a static preview). */
  leads?: LeadService;
  /** How many reverse proxies in front of us append to X-Forwarded-For (TRUST_PROXY; default 0). */
  trustProxyHops?: number;
  /** LEAD_PROXY_SECRET: a static host's function signs the visitor's address with it (client-address.ts). */
  proxySecret?: string;
  timeouts?: Timeouts;
  /** Open connections per client address (0: no limit); not applied behind TRUST_PROXY, whose proxy keeps it. */
  maxConnectionsPerAddress?: number;
  /** The database volume's figures for /readyz (default fs.statfs); tests pass any size. */
  statfs?: Statfs;
  /** The workspace's page editor publishes from this working copy (CONTENT_REPO_DIR; src/editor/publish/). */
  publishing?: PublishConfig;
}

/** The built site's pages and files, its 404 page, its headers and its error page's template, as read from `distDir`. */
function loadLive(distDir: string) {
  // The build wrote the policy for this site (it depends on site.yaml's analytics settings).
  const securityHeaders = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  if (!securityHeaders['Content-Security-Policy']) throw new Error(`${distDir}/_headers has no Content-Security-Policy — rebuild with \`npm run build\`.`);
  const errorTemplate = loadSlotTemplate(distDir, endpointFiles.errorTemplate);
  // The server's own answers add the isolation the visitor pages go without (decision 194).
  const ownHeaders = { ...securityHeaders, ...isolationHeaders };
  return { site: loadStaticSite(distDir), notFound: notFoundPage(distDir), securityHeaders, ownHeaders, errorTemplate };
}

type Live = () => ReturnType<typeof loadLive>;
type SendError = (reply: FastifyReply, status: number) => FastifyReply;

/**
 * Node's HTTP server with the request, header and idle timeouts, the connection limits, and our
 * own answer to an Expect other than 100-continue.
 */
function httpServer(handler: RequestListener, timeouts: Timeouts, connections: ReturnType<typeof connectionLimiter>, live: Live, endpoint: BuiltEndpoint) {
  const server = createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // Node checks the two limits above only this often (default 30 s).
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, timeouts.requestMs / 4)),
      keepAliveTimeout: 5_000,
      // Node would answer an HTTP/1.1 request without Host with a bare 400 of its own; the
      // onRequest hook (clientAddressHook) refuses it with the Swedish page and the security headers.
      requireHostHeader: false,
    },
    handler,
  );
  server.setTimeout(timeouts.idleMs);
  connections.attach(server);
  // An Expect other than 100-continue: Node's own answer would be a bare 417.
  server.on('checkExpectation', (_request, response) => {
    response.writeHead(417, {
      ...live().ownHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    response.end(errorPageHtml(live().errorTemplate, endpoint.texts, 417));
  });
  return server;
}

/** Fastify on that server, with Swedish answers for what Node and Fastify refuse before any route runs. */
function createFastify(
  { logger, trustProxyHops, timeouts }: { logger: FastifyServerOptions['logger']; trustProxyHops: number; timeouts: Timeouts },
  // `endpoint` is read at each use: its getters answer from the build served now (built-endpoint.ts).
  { connections, live, endpoint, sendError }: { connections: ReturnType<typeof connectionLimiter>; live: Live; endpoint: BuiltEndpoint; sendError: SendError },
) {
  return Fastify<Server>({
    logger,
    // logRequests writes one line per request instead, without the client address.
    logController: new LogController({ disableRequestLogging: true }),
    // Hop 0 is the socket's peer; trust it and the hops our own proxies added, nothing further.
    trustProxy: trustProxyHops > 0 ? (_address: string, hop: number) => hop < trustProxyHops : false,
    serverFactory: (handler) => httpServer(handler, timeouts, connections, live, endpoint),
    // Node's own answers (malformed request, headers too large, too slow) — Swedish, with our headers.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      // Node's own refusals are written to the socket whole, before Fastify sees a request.
      if (socket.writable) socket.end(rawErrorResponse(live().errorTemplate, endpoint.texts, status, live().ownHeaders));
      socket.destroySoon();
    },
    // Fastify refuses a malformed URL before any route or hook runs; answer it ourselves.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 400);
    },
  });
}

/** The address every limit counts by: validated, never a raw header (client-address.ts). */
function clientAddressHook(app: FastifyInstance, proxySecret: string | undefined, sendError: SendError) {
  app.decorateRequest('clientKey', '');
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request, reply) => {
    const signed = verifiedProxyAddress(request.headers[proxyAddressHeader], proxySecret);
    request.clientAddress = clientAddress(signed ?? request.ip, request.socket.remoteAddress);
    request.clientKey = clientKey(request.clientAddress, request.socket.remoteAddress);
    // HTTP/1.1 requires Host (RFC 9112 3.2); HTTP/1.0 may leave it out.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) return sendError(reply, 400);
  });
}

/** The page editor's publisher, when publishing is configured, closed with the server and put right after a crash. */
function startPublisher(app: FastifyInstance, publishing: PublishConfig, distDir: string, built: ServedBuild['files'], restored: boolean) {
  const publisher = new Publisher(publishing, { distDir, swapped: () => built.reload(), log: app.log });
  // The page editor's long-lived process ends with the server (docs/decisions.md 115).
  app.addHook('onClose', () => publisher.close());
  // What a publish a crash cut short left is put right first, in the publishing queue (decision 124).
  void publisher.recover().then(
    (done) =>
      (restored || done.length) &&
      app.log.warn({ recovered: [...(restored ? ['förra webbplatsen tillbaka efter ett avbrutet byte'] : []), ...done] }, 'Publiceringen efter en krasch'),
    (error: Error) => app.log.error({ err: error }, 'Publiceringen kunde inte återställas efter en krasch'),
  );
  return publisher;
}

/** The route of the prerendered visitor pages (and their 404 page and redirects): every GET no other route takes. */
const siteRoute = '/*';

/** Whatever no route took: the built site's files, its 404 page, and the error page for a failure. */
function registerSiteAndErrors(app: FastifyInstance, live: Live, sendError: SendError, logger: FastifyServerOptions['logger']) {
  const sendNotFound: NotFound = (request, reply) => live().notFound(request, reply);
  // Fastify answers HEAD for every GET route by itself.
  app.get(
    siteRoute,
    staticHandler(() => live().site, sendNotFound),
  );
  app.setNotFoundHandler(sendNotFound);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    if (status >= 500 && !logger) console.error(`${request.method} ${request.url.slice(0, 200)}: ${error.stack ?? error.message}`);
    return sendError(reply, status);
  });
}

export async function buildServer({
  distDir,
  built: given,
  logger = false,
  logClientAddress = false,
  readyMaxPendingMs = 15 * 60_000,
  leads,
  trustProxyHops = 0,
  proxySecret,
  timeouts = defaultTimeouts,
  maxConnectionsPerAddress = defaultConnectionsPerAddress,
  statfs,
  publishing,
}: ServerOptions): Promise<FastifyInstance> {
  // A publish's swap cut short by a crash left no served folder: the previous one is served (decision 124).
  const restored = publishing ? restoreServedFolder(distDir) : false;
  // What the server reads of dist/, read again when "Publicera" swaps in a new build
  // (server/built-files.ts, src/editor/publish/swap-dist.ts, docs/decisions.md 93).
  const { files: built, endpoint } = given ?? servedBuild(distDir);
  const live = built.read(loadLive);

  // Set here too: Fastify's framework errors are answered before any hook runs.
  const sendError = (reply: FastifyReply, status: number) =>
    reply
      .headers(live().ownHeaders)
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(errorPageHtml(live().errorTemplate, endpoint.texts, status));

  // Silent connections, slow readers and many connections from one address (docs/decisions.md 155).
  const connections = connectionLimiter(timeouts, trustProxyHops > 0 ? 0 : maxConnectionsPerAddress);
  const app = createFastify({ logger, trustProxyHops, timeouts }, { connections, live, endpoint, sendError });
  connections.reportTo(app);
  clientAddressHook(app, proxySecret, sendError);
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  app.addHook('onSend', async (request, reply) => {
    // The visitor pages are the same for everyone and open in a window any site may hold (decision 194).
    reply.headers(request.routeOptions.url === siteRoute ? live().securityHeaders : live().ownHeaders);
  });

  logRequests(app, { clientAddress: logClientAddress });
  healthRoutes(app, leads, { maxPendingMs: readyMaxPendingMs, statfs });
  if (leads) await app.register(leadRoutes(leads, endpoint));
  const publisher = leads && publishing ? startPublisher(app, publishing, distDir, built, restored) : undefined;
  if (leads) await app.register(kontoRoutes(leads, endpoint, { ...(publisher ? { publisher } : {}) }));
  if (leads) workspacePage(app, built);
  registerSiteAndErrors(app, live, sendError, logger);
  return app;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The validated client address (or IPv6 /64) that rate limits count by. */
    clientKey: string;
    /** The visitor's address, validated (client-address.ts `clientAddress`): what LOG_CLIENT_ADDRESS logs. */
    clientAddress: string;
  }
}
