/**
 * What Node's own limits leave open to a client that holds connections (docs/decisions.md 155).
 * Node cuts slow headers and slow bodies (headersTimeout, requestTimeout) and idle keep-alive
 * connections, but not:
 *  - a connection that never sends a byte: it waited for the 60 s idle limit. Now it has as long
 *    as the headers may take (HEADERS_TIMEOUT_SECONDS) to send its first request;
 *  - a client that reads its answer slowly, a few bytes now and then: each read counts as
 *    activity, so the idle limit never came. Now an answer must be taken within
 *    SEND_TIMEOUT_SECONDS, plus a second for every 64 KB of it (a large export over a slow line);
 *    what is still unsent then is cut;
 *  - many connections from one address: MAX_CONNECTIONS_PER_ADDRESS (an IPv6 /64 counts as one
 *    address, as for the rate limits). A connection beyond it is closed at once, before a byte is
 *    read. Behind proxies of ours (TRUST_PROXY) every connection is a proxy's, so the proxy keeps
 *    that limit instead.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Timeouts } from './app';
import type { Socket } from 'node:net';
import { clientKey } from './client-address';

export interface ConnectionLimits {
  /** Open connections per client address (0: no limit). */
  perAddress: number;
  /** Longest a connection may stay silent before its first request. */
  firstRequestMs: number;
  /** Longest an answer may take to be taken in, before its size is added. */
  sendMs: number;
  /** The size's share: a second per this many bytes (default 64 KB, what a slow but steady line takes in). */
  sendBytesPerSecond?: number;
}

export interface LimitEvents {
  /** A connection was closed for being over its address's limit. */
  refused?: () => void;
  /** An answer was cut because the client did not take it in time. */
  cut?: () => void;
}

function countPerAddress(server: Server, perAddress: number, events: LimitEvents) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = clientKey(undefined, socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      events.refused?.();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

function firstRequestWithin(server: Server, ms: number) {
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  server.on('request', (request: IncomingMessage) => clearTimeout(waiting.get(request.socket)));
}

function sendWithin(server: Server, ms: number, bytesPerSecond: number, events: LimitEvents) {
  /** Answers being sent, and since when their headers went out (undefined before). */
  const sending = new Map<ServerResponse, number | undefined>();
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    sending.set(response, undefined);
    response.once('close', () => sending.delete(response));
  });
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [response, since] of sending) {
        if (!response.headersSent) continue;
        if (since === undefined) {
          sending.set(response, now);
          continue;
        }
        const size = Number(response.getHeader('content-length')) || 0;
        if (now - since <= ms + (size / bytesPerSecond) * 1000) continue;
        sending.delete(response);
        response.socket?.destroy();
        events.cut?.();
      }
    },
    Math.max(50, Math.min(1_000, ms / 4)),
  );
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}

/** Puts the limits on `server` (a node:http server, before it listens). */
export function limitConnections(server: Server, limits: ConnectionLimits, events: LimitEvents = {}): void {
  if (limits.perAddress > 0) countPerAddress(server, limits.perAddress, events);
  firstRequestWithin(server, limits.firstRequestMs);
  sendWithin(server, limits.sendMs, limits.sendBytesPerSecond ?? 64 * 1024, events);
}

/**
 * Counts what the limits cut and tells it at most once a minute: a flood of connections must
 * not become a flood of log lines too.
 */
export function limitReport(warn: (counts: { refused: number; cut: number }) => void, everyMs = 60_000): Required<LimitEvents> & { stop(): void } {
  const counts = { refused: 0, cut: 0 };
  const timer = setInterval(() => {
    if (counts.refused + counts.cut === 0) return;
    warn({ ...counts });
    counts.refused = counts.cut = 0;
  }, everyMs);
  timer.unref();
  return { refused: () => counts.refused++, cut: () => counts.cut++, stop: () => clearInterval(timer) };
}

/**
 * The limits for the app's server (app.ts): put on the server when Fastify's serverFactory makes
 * it, and told in the app's log once the app exists; stopped with the app. A new connection
 * gets as long for its first request as for its headers.
 */
export function connectionLimiter({ headersMs, sendMs }: Pick<Timeouts, 'headersMs' | 'sendMs'>, perAddress: number) {
  const limits: ConnectionLimits = { perAddress, firstRequestMs: headersMs, sendMs };
  let warn = (_counts: { refused: number; cut: number }) => {};
  const report = limitReport((counts) => warn(counts));
  return {
    attach: (server: Server) => limitConnections(server, limits, report),
    reportTo(app: FastifyInstance) {
      warn = (counts) =>
        app.log.warn(
          { event: 'connections.limited', ...counts },
          `Anslutningar begränsade den senaste minuten: ${counts.refused} över gränsen per adress stängda, ${counts.cut} svar som inte hämtades i tid avbrutna.`,
        );
      app.addHook('onClose', async () => report.stop());
    },
  };
}
