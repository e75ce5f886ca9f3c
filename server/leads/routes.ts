/**
 * POST /api/leads — the lead endpoint (docs/decisions.md 9–12).
 *
 *  - application/json (the enhanced form): 201 {ok, message}; refused: 4xx {ok: false, message,
 *    errors: {field: message}}.
 *  - application/x-www-form-urlencoded (the plain form): 303 to /tack; refused: the page the form
 *    was on again, with the input kept and each error beside its field (form-page.ts).
 *
 * In order: rate limit per address, body size and type, strict UTF-8, honeypot, form token
 * (minimum fill time), the lead schema, idempotency key; then the lead is stored — fsynced —
 * before the answer, and the outbox is nudged to notify the firm afterwards.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLeadKind, metaFields, type LeadKind } from '../../src/lead-form/fields';
import type { LeadSubmission } from '../../src/lead-form/lead-types.generated';
import { BodyError, checkCharset, parseFormBody, parseJsonBody } from './body';
import { checkFormToken, createFormToken } from './form-token';
import { encodeFor, withFormErrors, type FormPages } from './form-page';
import { messages, receivedMessage } from '../../src/lead-form/messages';
import type { LeadService } from './service';
import type { StoredLead } from './store';
import { normalize, validateLead } from './validate';

export const leadEndpoint = '/api/leads';
export const thankYouPath = '/tack';

const formType = 'application/x-www-form-urlencoded';
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Refusal {
  status: number;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** Give the re-rendered form a fresh idempotency key (the old one belongs to a stored lead). */
  freshKey?: boolean;
}

/** A plain-form post (or a browser asking for HTML) gets pages; everything else JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  if (type.toLowerCase().startsWith(formType)) return true;
  if (type.toLowerCase().startsWith('application/json')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** The fields as stored: everything but the hidden ones. */
function storedFields(lead: LeadSubmission): Record<string, string> {
  return Object.fromEntries(
    Object.entries(lead).filter(([name, value]) => !(metaFields as readonly string[]).includes(name) && typeof value === 'string'),
  ) as Record<string, string>;
}

/** Same key + same content = the same submission. The token is left out: it is per page load. */
function payloadHash(lead: LeadSubmission): string {
  const entries = Object.entries(lead)
    .filter(([name]) => name !== 'formToken' && name !== 'website' && name !== 'idempotencyKey')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

function plainErrorPage(refusal: Refusal, backTo: string): string {
  const fieldList = Object.values(refusal.fields ?? {});
  return `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Förfrågan kunde inte skickas</title>
    <style>body{font:1.0625rem/1.6 system-ui,sans-serif;color:#1b2430;max-width:40rem;margin:3rem auto;padding:0 1.25rem}a{color:#0b3d5c;font-weight:600}h1{font-size:1.75rem;line-height:1.2}</style>
  </head>
  <body>
    <main>
      <h1>Förfrågan kunde inte skickas</h1>
      <p role="alert">${escapeHtml(refusal.message)}</p>
      ${fieldList.length ? `<ul>${fieldList.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : ''}
      <p><a href="${escapeHtml(backTo)}">Tillbaka till formuläret</a></p>
    </main>
  </body>
</html>
`;
}

/** The endpoint as an encapsulated plugin: its body parsers, hooks and error handler stay its own. */
export function leadRoutes(service: LeadService, formPages: FormPages): FastifyPluginAsync {
  const { config, store, outbox, formSecret, rateLimiter } = service;
  const limited = new WeakMap<FastifyRequest, number>();

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, html: string) => {
    const { body, encoding } = encodeFor(request.headers['accept-encoding'], html);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .code(status)
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  };

  /** Answers a refused post: JSON with per-field errors, or the page again. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal, body?: Record<string, unknown>) => {
    reply.headers(refusal.headers ?? {});
    if (!wantsHtml(request)) {
      return reply
        .code(refusal.status)
        .header('Cache-Control', 'no-store')
        .send({ ok: false, message: refusal.message, errors: refusal.fields ?? {} });
    }
    const kind: LeadKind | undefined = isLeadKind(body?.kind) ? body.kind : undefined;
    const pagePath = typeof body?.page === 'string' ? body.page : undefined;
    const pageHtml = pagePath ? formPages.byRoute.get(pagePath) : undefined;
    if (body && kind && pageHtml) {
      const postedToken = body.formToken;
      const token = checkFormToken(formSecret, postedToken, { minFillMs: 0, maxAgeMs: config.maxFormAgeMs });
      const postedKey = typeof body.idempotencyKey === 'string' && idempotencyKeyPattern.test(body.idempotencyKey) ? body.idempotencyKey : undefined;
      const page = withFormErrors(pageHtml, {
        kind,
        values: Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        fields: refusal.fields ?? {},
        message: refusal.message,
        // Keep the visitor's own start time (a "too fast" post then passes once they resend).
        formToken: token.ok ? (postedToken as string) : createFormToken(formSecret),
        idempotencyKey: !refusal.freshKey && postedKey ? postedKey : randomUUID(),
      });
      if (page) return sendHtml(request, reply, refusal.status, page);
    }
    return sendHtml(request, reply, refusal.status, plainErrorPage(refusal, pagePath && formPages.byRoute.has(pagePath) ? pagePath : '/'));
  };

  const accept = (request: FastifyRequest, reply: FastifyReply, kind: LeadKind, replayed: boolean) => {
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    if (wantsHtml(request)) return reply.code(303).header('Cache-Control', 'no-store').redirect(thankYouPath, 303);
    return reply.code(201).header('Cache-Control', 'no-store').send({ ok: true, message: receivedMessage(kind) });
  };

  return async (leads) => {
    // Only these two body types, read as bytes so that invalid UTF-8 is refused, not replaced.
    leads.removeAllContentTypeParsers();
    const parser = (parse: (body: Buffer) => Record<string, unknown>) => (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      try {
        checkCharset(request.headers['content-type']);
        done(null, parse(body));
      } catch (error) {
        done(error as Error);
      }
    };
    leads.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: config.bodyLimit }, parser(parseJsonBody));
    leads.addContentTypeParser(formType, { parseAs: 'buffer', bodyLimit: config.bodyLimit }, parser(parseFormBody));

    leads.addHook('onRequest', async (request, reply) => {
      const verdict = rateLimiter.hit(request.ip);
      if (verdict.allowed) return;
      const seconds = Math.ceil(verdict.retryAfterMs / 1000);
      // A plain form gets its page back with the input kept, so read its body first.
      if (wantsHtml(request) && (request.headers['content-type'] ?? '').toLowerCase().startsWith(formType)) {
        limited.set(request, seconds);
        return;
      }
      return refuse(request, reply, { status: 429, message: messages.rateLimited(seconds), headers: { 'Retry-After': String(seconds) } });
    });

    leads.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
      if (error instanceof BodyError) return refuse(request, reply, { status: error.statusCode, message: error.message });
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return refuse(request, reply, { status: 413, message: messages.tooLarge(config.bodyLimit) });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return refuse(request, reply, { status: error.code.endsWith('MEDIA_TYPE') ? 415 : 400, message: messages.wrongContentType });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return refuse(request, reply, { status: 400, message: messages.empty });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return refuse(request, reply, { status: error.statusCode, message: messages.badForm });
      }
      request.log.error(error);
      console.error(`POST ${leadEndpoint}: ${error.stack ?? error.message}`);
      return refuse(request, reply, { status: 500, message: messages.unexpected });
    });

    leads.post(leadEndpoint, { bodyLimit: config.bodyLimit }, async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined | null;
      if (body === undefined || body === null || typeof body !== 'object') {
        return refuse(request, reply, { status: 415, message: messages.wrongContentType });
      }
      const retryAfter = limited.get(request);
      if (retryAfter !== undefined) {
        return refuse(request, reply, { status: 429, message: messages.rateLimited(retryAfter), headers: { 'Retry-After': String(retryAfter) } }, body);
      }

      if (body.website !== undefined && body.website !== '') {
        return refuse(request, reply, { status: 400, message: messages.honeypot }, body);
      }
      const token = checkFormToken(formSecret, body.formToken, { minFillMs: config.minFillMs, maxAgeMs: config.maxFormAgeMs });
      if (!token.ok) {
        const message = { missing: messages.tokenMissing, invalid: messages.tokenMissing, 'too-fast': messages.tooFast, expired: messages.tokenExpired }[token.reason];
        return refuse(request, reply, { status: 400, message }, body);
      }

      const result = validateLead(normalize(body));
      if (!result.ok) {
        return refuse(request, reply, { status: 422, message: result.problems.form.join(' '), fields: result.problems.fields }, body);
      }
      const lead = result.lead;
      const key = lead.idempotencyKey ?? `server-${randomUUID()}`;
      const hash = payloadHash(lead);

      const existing = store.findByKey(key);
      if (existing) {
        if (existing.payloadHash === hash) return accept(request, reply, lead.kind, true);
        return refuse(request, reply, { status: 409, message: messages.keyReused, freshKey: true }, body);
      }

      let stored: StoredLead;
      try {
        stored = store.insert({ kind: lead.kind, page: lead.page, fields: storedFields(lead), idempotencyKey: key, payloadHash: hash }, service.channels);
      } catch (error) {
        console.error(`Kunde inte spara lead: ${(error as Error).message}`);
        return refuse(request, reply, { status: 503, message: messages.storageDown, headers: { 'Retry-After': '30' } }, body);
      }
      outbox.kick();
      return accept(request, reply, stored.kind as LeadKind, false);
    });
  };
}
