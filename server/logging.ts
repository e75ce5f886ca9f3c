/**
 * Structured logs through Fastify's own logger (pino): one JSON line per request (method, path
 * without its query, status, duration), per lead accepted or refused and per notification —
 * never a body, a name, an e-mail address or a phone number; the client address only when
 * LOG_CLIENT_ADDRESS=1. LOG_LEVEL sets the level. In a terminal with the dev dependencies
 * installed, pino-pretty makes the same lines readable; LOG_FORMAT=json keeps them raw.
 */
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { healthPaths } from './health';

type Env = Record<string, string | undefined>;
const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loggerOptions(env: Env = process.env, terminal = Boolean(process.stdout.isTTY)): FastifyServerOptions['logger'] {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL="${env.LOG_LEVEL}" ska vara en av ${levels.join(', ')}.`);
  const options = {
    level,
    // ISO time rather than epoch milliseconds: readable by a person grepping the journal.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    base: { pid: process.pid },
  };
  if (!terminal || env.LOG_FORMAT === 'json' || !prettyInstalled()) return options;
  return { ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } } };
}

/** pino-pretty is a dev dependency: a production install (--omit=dev) logs JSON. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** One line per finished request, in place of Fastify's two (which carry the client address). */
export function logRequests(app: FastifyInstance, { clientAddress = false } = {}) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.replace(/\?.*$/s, '').slice(0, 200);
    const line = {
      event: 'request',
      method: request.method,
      path,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      // The visitor's, also behind a static host's function (its signed address), never a raw header.
      ...(clientAddress ? { client: request.clientAddress || request.ip } : {}),
    };
    // Health probes come every few seconds; at info they would drown the rest.
    if (path === healthPaths.alive || path === healthPaths.ready) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  });
}
