/**
 * The workspace's sign-in API under /konto/api (docs/decisions.md 61–65), JSON in and out:
 *
 *  POST /konto/api/inbjudan            {token}            → {email, role} of a live invitation
 *  POST /konto/api/inbjudan/anta       {token, password}  → session for the second factor's set-up
 *  POST /konto/api/logga-in            {email, password}  → session for the second factor
 *  GET  /konto/api/andra-faktorn                          → {secret, uri} until the app is set up
 *  POST /konto/api/andra-faktorn       {code}             → the session, under a new id, is open
 *  /konto/api/nycklar…, /konto/api/andra-faktorn/nyckel…  → passkeys, and the second step with one (passkey-routes.ts)
 *  GET  /konto/api/jag                                    → {email, role, secondFactor}
 *  POST /konto/api/logga-ut | /konto/api/logga-ut-overallt
 *  GET  /konto/api/konton | /konto/api/logg?…             → accounts, audit log paged and filtered (admin only; audit.ts)
 *  /konto/api/leads…, /konto/api/person…                  → the lead inbox and privacy actions (lead-routes.ts)
 *  /konto/api/redigera/…                                  → the page editor and Publicera (editor-routes.ts)
 *
 * The session id travels only in the cookie `__Host-konto` (HttpOnly, Secure, SameSite=Strict,
 * Path=/). Every request that changes something must come from the workspace's own page: an
 * Origin of this host (https, or http on loopback for local use) or of the site's address, no cross-site
 * Sec-Fetch-Site, and a JSON body, which a cross-site form cannot send — checked before the body
 * is read.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Role, Session } from '../leads/account-store';
import type { SiteFacts } from '../leads/lead-view';
import type { LeadService } from '../leads/service';
import { StoreError } from '../leads/store';
import { registerAuditRoutes } from './audit';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerBookingRoutes } from './booking-routes';
import { registerEditorRoutes } from './editor-routes';
import { registerLeadRoutes } from './lead-routes';
import type { Publisher } from '~/src/editor/publish/publisher';
import { accountMailer } from './mail';
import { ApiLimits, type ApiRule } from './api-limits';
import { AccountService, type AccountPolicy, type Refusal } from './sign-in';
import { accountTexts } from './texts';
import { sessionOf } from './session-of';

export const sessionCookie = '__Host-konto';
const cookieAttributes = 'Path=/; HttpOnly; Secure; SameSite=Strict';
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The value of our cookie in a Cookie header, if there is one. */
export function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookie) return value.join('=');
  }
  return undefined;
}

/**
 * The request comes from a page of this very host, or of the site's own address (`baseUrl`, for
 * a static host or proxy that forwards to us under another Host) — docs/decisions.md 64.
 */
export function sameOrigin(request: FastifyRequest, siteOrigin?: string): boolean {
  const { origin, host } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  if (typeof origin !== 'string') return false;
  if (siteOrigin !== undefined && origin === siteOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (typeof host !== 'string' || url.host !== host.toLowerCase()) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

declare module 'fastify' {
  interface FastifyRequest {
    kontoSession?: Session;
    kontoSessionId?: string;
  }
}

/** `site` is the build's forms and address (server/built-endpoint.ts): the inbox's labels, the allowed origin, the invitations' links. */
export interface KontoRouteOptions {
  policy?: AccountPolicy;
  now?: () => number;
  publisher?: Publisher;
  /** The limits of api-limits.ts; a bench measuring server time passes none. */
  apiRules?: readonly ApiRule[];
}

const setSession = (reply: FastifyReply, sessionId: string) => reply.header('Set-Cookie', `${sessionCookie}=${sessionId}; ${cookieAttributes}`);
const clearSession = (reply: FastifyReply) => reply.header('Set-Cookie', `${sessionCookie}=; ${cookieAttributes}; Max-Age=0`);
const refuse = (
  reply: FastifyReply,
  { status, message, retryAfterMs }: Omit<Refusal, 'ok'> | { status: 403 | 415; message: string; retryAfterMs?: number },
) => {
  if (retryAfterMs) reply.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return reply.code(status).send({ ok: false, message });
};
const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});

/** Only a signed-in session (both factors), optionally of one of `roles`. */
const requireSession = (roles?: readonly Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
  const session = request.kontoSession;
  if (!session) return refuse(reply, { status: 401, message: accountTexts.signInFirst });
  if (!session.secondFactor) return refuse(reply, { status: 401, message: accountTexts.secondFactorFirst });
  if (roles && !roles.includes(session.user.role)) return refuse(reply, { status: 403, message: accountTexts.forbidden });
};

/**
 * JSON for the page's script, also when the body cannot be read or the database is away; and,
 * before anything else, the checks every call passes: no-store, the origin and JSON of a change,
 * the session loaded, the API's limits.
 */
function guardWorkspaceApi(app: FastifyInstance, accounts: AccountService, limits: ApiLimits, siteOrigin: string | undefined) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error instanceof StoreError ? 503 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const message =
      status === 503 ? accountTexts.storeDown : status === 413 ? accountTexts.tooLarge : status === 500 ? accountTexts.unexpected : accountTexts.unreadable;
    return reply.code(status).send({ ok: false, message });
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (!sameOrigin(request, siteOrigin)) return refuse(reply, { status: 403, message: accountTexts.foreignOrigin });
      if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) return refuse(reply, { status: 415, message: accountTexts.jsonOnly });
    }
    const sessionId = sessionIdFrom(request.headers.cookie);
    if (sessionId) {
      request.kontoSession = await accounts.session(sessionId);
      if (request.kontoSession) request.kontoSessionId = sessionId;
      else clearSession(reply);
    }
    // What a person never meets and a script does (api-limits.ts, docs/decisions.md 156).
    return limits.check(request, reply);
  });
}

/** Taking up an invitation, signing in with a password, and the second factor's set-up and code. */
function registerSignInRoutes(app: FastifyInstance, accounts: AccountService) {
  app.post('/konto/api/inbjudan', async (request, reply) => {
    const found = await accounts.invitation(body(request).token);
    return found.ok ? { ok: true, email: found.email, role: found.role } : refuse(reply, found);
  });

  app.post('/konto/api/inbjudan/anta', async (request, reply) => {
    const accepted = await accounts.acceptInvitation(body(request).token, body(request).password);
    if (!accepted.ok) return refuse(reply, accepted);
    setSession(reply, accepted.sessionId);
    return { ok: true, next: 'andra-faktorn' };
  });

  app.post('/konto/api/logga-in', async (request, reply) => {
    const { email: address, password } = body(request);
    const signedIn = await accounts.signIn(address, password, request.clientKey);
    if (!signedIn.ok) return refuse(reply, signedIn);
    // A new id at sign-in; whatever session the browser had before is over.
    if (request.kontoSessionId) await accounts.signOut(request.kontoSessionId);
    setSession(reply, signedIn.sessionId);
    return { ok: true, next: 'andra-faktorn', passkey: signedIn.passkey };
  });

  app.get('/konto/api/andra-faktorn', async (request, reply) => {
    const session = request.kontoSession;
    if (!session) return refuse(reply, { status: 401, message: accountTexts.signInFirst });
    const setup = await accounts.totpSetup(session);
    return setup.ok ? { ok: true, secret: setup.secret, uri: setup.uri } : refuse(reply, setup);
  });

  app.post('/konto/api/andra-faktorn', async (request, reply) => {
    const session = request.kontoSession;
    if (!session || !request.kontoSessionId) return refuse(reply, { status: 401, message: accountTexts.signInFirst });
    if (session.secondFactor) return { ok: true };
    const confirmed = await accounts.secondFactor(request.kontoSessionId, session, body(request).code, request.clientKey);
    if (!confirmed.ok) return refuse(reply, confirmed);
    setSession(reply, confirmed.sessionId);
    return { ok: true };
  });
}

/** Who is signed in, signing out (here or everywhere), and the accounts' list for an admin. */
function registerSessionRoutes(app: FastifyInstance, accounts: AccountService, leads: LeadService) {
  app.get('/konto/api/jag', { preHandler: requireSession() }, async (request) => {
    const { user } = sessionOf(request);
    return { ok: true, email: user.email, role: user.role };
  });

  app.post('/konto/api/logga-ut', async (request, reply) => {
    if (request.kontoSessionId) await accounts.signOut(request.kontoSessionId);
    clearSession(reply);
    return { ok: true };
  });

  app.post('/konto/api/logga-ut-overallt', { preHandler: requireSession() }, async (request, reply) => {
    const ended = await accounts.signOutEverywhere(sessionOf(request));
    clearSession(reply);
    return { ok: true, ended };
  });

  app.get('/konto/api/konton', { preHandler: requireSession(['admin']) }, async () => ({
    ok: true,
    accounts: (await leads.store.accounts.users()).map(({ id, email: address, role, totpConfirmed, createdAt }) => ({
      id,
      email: address,
      role,
      secondFactor: totpConfirmed,
      createdAt,
    })),
  }));
}

export function kontoRoutes(leads: LeadService, site: SiteFacts, { policy, now, publisher, apiRules: rules }: KontoRouteOptions = {}): FastifyPluginAsync {
  const email = leads.config.email;
  // The site's address is the operator's (DNS, TLS): a change takes effect at the next start.
  const { baseUrl } = site;
  const siteOrigin = baseUrl ? new URL(baseUrl).origin : undefined;
  const accounts = new AccountService(leads.store, {
    ...(policy ? { policy } : {}),
    ...(now ? { now } : {}),
    ...(email ? { mailer: accountMailer(email) } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(leads.config.totpKey ? { totpKey: leads.config.totpKey } : {}),
  });
  const limits = new ApiLimits(leads.store.accounts, now, rules);

  return async (app) => {
    guardWorkspaceApi(app, accounts, limits, siteOrigin);
    registerSignInRoutes(app, accounts);
    registerSessionRoutes(app, accounts, leads);

    // Logg, paged and filtered (audit.ts).
    registerAuditRoutes(app, { store: leads.store, requireSession });
    // Passkeys: the account's own, and signing in with one (passkey-routes.ts).
    registerPasskeyRoutes(app, { accounts, siteOrigin, requireSession, setSession, refuse });

    // The lead inbox and the privacy actions (lead-routes.ts), under this plugin's hook.
    registerLeadRoutes(app, { leads, site, requireSession, now: now ?? Date.now });
    // Booking a real time: each partner's times and calendars, a lead's booking (booking-routes.ts).
    registerBookingRoutes(app, { leads, requireSession, now: now ?? Date.now });
    // The page editor and "Publicera" (editor-routes.ts), for editors and admins.
    registerEditorRoutes(app, { publisher, requireSession, now: now ?? Date.now });

    // An unknown call gets JSON the app can show, not the site's HTML 404 page nor the workspace's
    // shell (workspace-page.ts answers /konto/*; these routes are the more specific).
    const noSuchCall = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).send({ ok: false, message: accountTexts.noSuchCall });
    app.all('/konto/api', noSuchCall);
    app.all('/konto/api/*', noSuchCall);
  };
}
