/**
 * The lead endpoint (docs/decisions.md 9–12, 21).
 *
 *  GET  /api/form-token — a fresh form token for the enhancement to post with (form-token.ts).
 *  POST /api/leads
 *   - application/json (the enhanced form): 201 {ok, message}; refused: 4xx {ok: false,
 *     message, errors: {field: message}, code} — the refusal's stable code (refusal-codes.ts),
 *     also in the log line. A form token is required.
 *   - application/x-www-form-urlencoded (the plain form): 303 to /tack; refused: the form again
 *     with the input and the errors (answer-page.ts). Without a form token — the static page
 *     has none — nothing is stored: the answer is a confirmation step whose single-use token
 *     confirms exactly the content shown, so a person confirms once and a robot that does not
 *     read the answer never gets a lead in.
 *
 * GET /api/form-token is free: a token is signed, not stored, so handing one out uses up nothing
 * another visitor on the same address needs (docs/decisions.md 131); only posts are counted.
 * A post, in order: same-site check (another website's page gets 403 before anything is counted
 * or read, same-site.ts), rate limit per address (every post, at three times LEAD_RATE_LIMIT),
 * body size and type, strict UTF-8, honeypot, token (signature, age), the lead schema, what the
 * built forms offer (a forged page, hidden field or choice is refused), the limit of accepted
 * posts per address (LEAD_RATE_LIMIT, counted only here), the spam verdict (spam.ts: a suspicious
 * lead, including one sent faster than the minimum fill time, is stored and answered like any
 * other but held from the firm), then one atomic store call (idempotency key, token use count,
 * lead and outbox rows; durable before the answer), then the outbox is nudged. The checks
 * after the body is read are post-lead.ts; the answers, post-answers.ts.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formTokenEndpoint, leadEndpoint } from '~/src/lead-form/contract';
import { messages } from '~/src/lead-form/messages';
import type { BuiltEndpoint } from '../built-endpoint';
import { BodyError, checkCharset, parseFormBody, parseJsonBody } from './body';
import { createFormToken } from './form-token';
import { formType, PostAnswers, wantsHtml, type Refusal } from './post-answers';
import { postLead, type PostContext } from './post-lead';
import type { LeadService } from './service';
import { StoreError } from './store';
import { bookingRoutes } from '../booking/routes';
import { allowedOrigins, isSameSitePost } from './same-site';

type Refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal, body?: Record<string, unknown>) => FastifyReply;

/** Only these two body types, read as bytes so that invalid UTF-8 is refused, not replaced. */
function registerBodyParsers(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers();
  const parser =
    (parse: (body: Buffer) => Record<string, unknown>) => (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      try {
        checkCharset(request.headers['content-type']);
        done(null, parse(body));
      } catch (error) {
        done(error as Error);
      }
    };
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, parser(parseJsonBody));
  app.addContentTypeParser(formType, { parseAs: 'buffer', bodyLimit }, parser(parseFormBody));
}

/** Before a post's body is read: another website's page gets 403, then every post is counted per address. */
function addPostGate(app: FastifyInstance, { service, limited }: PostContext, sameSiteOrigins: ReturnType<typeof allowedOrigins>, refuse: Refuse) {
  const { rateLimit } = service;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (!isSameSitePost(request.headers, sameSiteOrigins)) return refuse(request, reply, { name: 'crossSite', message: messages.crossSite });
    let verdict;
    try {
      verdict = await rateLimit.hit(request.clientKey);
    } catch (error) {
      // The shared limit lives in the database: when that is down, the post gets its 503 from
      // the store below, with the visitor's input kept, rather than a page that loses it.
      if (!(error instanceof StoreError)) throw error;
      return;
    }
    if (verdict.allowed) return;
    const seconds = Math.ceil(verdict.retryAfterMs / 1000);
    // A plain form gets its form back with the input kept, so read its body first.
    if (wantsHtml(request) && (request.headers['content-type'] ?? '').toLowerCase().startsWith(formType)) {
      limited.set(request, seconds);
      return;
    }
    return refuse(request, reply, { name: 'rateLimited', message: messages.rateLimited(seconds), headers: { 'Retry-After': String(seconds) } });
  });
}

/** Fastify's own refusals (body too large, wrong type, unreadable) answered as the endpoint's refusals. */
function handleErrorsAsRefusals(app: FastifyInstance, bodyLimit: number, refuse: Refuse) {
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    if (error instanceof BodyError) return refuse(request, reply, { name: error.refusal, message: error.message });
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return refuse(request, reply, { name: 'tooLarge', message: messages.tooLarge(bodyLimit) });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return refuse(request, reply, {
          name: error.code.endsWith('MEDIA_TYPE') ? 'wrongContentType' : 'badContentLength',
          message: messages.wrongContentType,
        });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return refuse(request, reply, { name: 'empty', message: messages.empty });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return refuse(request, reply, { name: 'badForm', message: messages.badForm });
    }
    request.log.error({ event: 'lead.error', error: error.message, stack: error.stack }, `POST ${leadEndpoint} failed`);
    return refuse(request, reply, { name: 'unexpected', message: messages.unexpected });
  });
}

/**
 * The endpoint as an encapsulated plugin: its body parsers, hooks and error handler stay its own.
 * `endpoint` is what it reads of the build (server/built-endpoint.ts): live, so a publish's swap
 * reaches it; each answer reads what belongs together from it in one go.
 */
export function leadRoutes(service: LeadService, endpoint: BuiltEndpoint): FastifyPluginAsync {
  const { config, formSecret } = service;
  const tokenLimits = { maxAgeMs: config.maxFormAgeMs };
  const answers = new PostAnswers(endpoint, formSecret, tokenLimits);
  const context: PostContext = { service, endpoint, answers, limited: new WeakMap<FastifyRequest, number>(), tokenLimits };
  // The site's address is the operator's (DNS, TLS): a change takes effect at the next start.
  const sameSiteOrigins = allowedOrigins(endpoint.baseUrl, config.allowedOrigins);

  return async (leads) => {
    registerBodyParsers(leads, config.bodyLimit);

    leads.get(formTokenEndpoint, async (_request, reply) => {
      return reply.header('Cache-Control', 'no-store').send({ formToken: createFormToken(formSecret), maxAgeSeconds: Math.floor(config.maxFormAgeMs / 1000) });
    });

    addPostGate(leads, context, sameSiteOrigins, answers.refuse);
    handleErrorsAsRefusals(leads, config.bodyLimit, answers.refuse);

    // The free times, and the visitor's page to cancel or move a booked meeting (server/booking/routes.ts), under this plugin's hooks.
    bookingRoutes(leads, service, endpoint);

    leads.post(leadEndpoint, { bodyLimit: config.bodyLimit }, async (request, reply) => postLead(context, request, reply));
  };
}
