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
 * lead and outbox rows; durable before the answer), then the outbox is nudged.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formTokenEndpoint, leadEndpoint, thankYouPath } from '~/src/lead-form/contract';
import { isLeadKind, isMetaField, type LeadKind } from '~/src/lead-form/fields';
import { isUrgent } from '~/src/lead-form/form-spec';
import { messages } from '~/src/lead-form/messages';
import type { BuiltEndpoint } from '../built-endpoint';
import { refusals, type RefusalName } from './refusal-codes';
import { BodyError, checkCharset, parseFormBody, parseJsonBody } from './body';
import { checkFormToken, confirmedKey, createConfirmToken, createFormToken, isConfirmToken } from './form-token';
import type { FormSpecs as FormSpecsOf } from './form-specs';
import type { LeadService } from './service';
import { StoreError } from './store';
import type { StoredBooking } from './booking-store';
import { bookedAnswer, bookingStep, takenRefusal } from '../booking/lead-booking';
import { bookingRoutes } from '../booking/routes';
import { allowedOrigins, isSameSitePost } from './same-site';
import { forgedProblems } from './spam';
import { normalize, validateLead, type ParsedLead, type Validation } from './validate';
import { itemAt } from '~/src/shared/item-at';

const formType = 'application/x-www-form-urlencoded';
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

interface Refusal {
  /** Which refusal (refusal-codes.ts): its status, code and the log's reason. */
  name: RefusalName;
  message: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** Give the form shown again a fresh idempotency key (the old one belongs to a stored lead). */
  freshKey?: boolean;
  /** More for the enhancement's JSON (a taken time's nearest free times: `times`). */
  extra?: Record<string, unknown>;
}

/** The schema's verdict, then what the built forms offer (spam.ts). */
function checkLead(forms: FormSpecsOf, input: Record<string, unknown>): Validation & { forged?: boolean } {
  const result = validateLead(input);
  if (!result.ok) return result;
  const forged = forgedProblems(forms, result.lead);
  return forged ? { ok: false, problems: forged, forged: true } : result;
}

/** A plain-form post (or a browser asking for HTML) gets pages; everything else JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith(formType)) return true;
  if (type.startsWith('application/json')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** The fields as stored: everything but the hidden ones. */
function storedFields(lead: ParsedLead): Record<string, string> {
  return Object.fromEntries(Object.entries(lead).filter((entry): entry is [string, string] => !isMetaField(entry[0]) && typeof entry[1] === 'string'));
}

/** Same key + same content = the same submission. Token, key and honeypot are not content. */
function payloadHash(fields: Record<string, unknown>): string {
  const entries = Object.entries(fields)
    .filter(([name]) => name !== 'formToken' && name !== 'website' && name !== 'idempotencyKey')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const textValues = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The endpoint as an encapsulated plugin: its body parsers, hooks and error handler stay its own.
 * `endpoint` is what it reads of the build (server/built-endpoint.ts): live, so a publish's swap
 * reaches it; each answer reads what belongs together from it in one go.
 */
export function leadRoutes(service: LeadService, endpoint: BuiltEndpoint): FastifyPluginAsync {
  const { config, store, outbox, formSecret, rateLimit, acceptedRateLimit } = service;
  const limited = new WeakMap<FastifyRequest, number>();
  const tokenLimits = { maxAgeMs: config.maxFormAgeMs };
  // The site's address is the operator's (DNS, TLS): a change takes effect at the next start.
  const sameSiteOrigins = allowedOrigins(endpoint.baseUrl, config.allowedOrigins);

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

  /** Answers a refused post: JSON with per-field errors, or the form again. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal, body?: Record<string, unknown>) => {
    const { status, code, reason } = refusals[refusal.name];
    // Why, and which fields — never what was in them (server/logging.ts).
    request.log.info(
      { event: 'lead.refused', status, code, reason, kind: isLeadKind(body?.kind) ? body.kind : undefined, fields: Object.keys(refusal.fields ?? {}) },
      `lead refused [${code}]`,
    );
    reply.headers(refusal.headers ?? {});
    if (!wantsHtml(request)) {
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .send({ ok: false, message: refusal.message, errors: refusal.fields ?? {}, code, ...refusal.extra });
    }
    const { forms: formSpecs, answerForms, refusedTemplate } = endpoint;
    const kind: LeadKind | undefined = isLeadKind(body?.kind) ? body.kind : undefined;
    const spec = kind && formSpecs(body?.page, kind);
    const postedToken = body?.formToken;
    // Keep the visitor's own form token while it is good (a "too fast" post then passes once resent).
    const token =
      !isConfirmToken(postedToken) && checkFormToken(formSecret, postedToken, { minFillMs: 0, ...tokenLimits }).ok
        ? (postedToken as string)
        : createFormToken(formSecret);
    const postedKey =
      typeof body?.idempotencyKey === 'string' && idempotencyKeyPattern.test(body.idempotencyKey) && !isConfirmToken(postedToken)
        ? body.idempotencyKey
        : undefined;
    const state = {
      values: body ? textValues(body) : {},
      errors: refusal.fields ?? {},
      formToken: token,
      idempotencyKey: !refusal.freshKey && postedKey ? postedKey : randomUUID(),
    };
    return sendHtml(reply, status, refusedTemplate.fill(answerForms.refused(spec, state, refusal.message)));
  };

  const accept = (request: FastifyRequest, reply: FastifyReply, lead: ParsedLead, replayed: boolean, booking?: StoredBooking) => {
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    if (wantsHtml(request)) return reply.code(303).header('Cache-Control', 'no-store').redirect(thankYouPath, 303);
    // A booked time needs no confirmation: the answer says when, with whom and that the invitation is on its way.
    if (booking) return reply.code(201).header('Cache-Control', 'no-store').send(bookedAnswer(booking, lead.email));
    // The urgent path's promise (docs/decisions.md 66); /tack states both for a plain post.
    const { forms: formSpecs, texts } = endpoint;
    const urgent = isUrgent(formSpecs(lead.page, lead.kind), lead);
    return reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send({ ok: true, message: (urgent ? texts.receivedUrgent : texts.received)[lead.kind] });
  };

  /** A plain post without a token, valid as it stands: show it back for one confirming click. */
  const askToConfirm = (reply: FastifyReply, lead: ParsedLead, body: Record<string, unknown>) => {
    const { forms: formSpecs, answerForms, confirmTemplate } = endpoint;
    const spec = formSpecs(lead.page, lead.kind);
    if (!spec) return undefined;
    const values = textValues(body);
    const shown = Object.fromEntries(spec.fields.map((f) => [f.name, textOf(lead[f.name])]).filter(([, v]) => v));
    const token = createConfirmToken(formSecret, payloadHash(normalize({ ...lead })));
    const id = itemAt(token.split('.'), 2, 'the confirm token');
    const edit = { values, errors: {}, formToken: createFormToken(formSecret), idempotencyKey: randomUUID() };
    return sendHtml(reply, 200, confirmTemplate.fill(answerForms.confirm(spec, shown, { token, key: confirmedKey(id) }, edit)));
  };

  /** Seconds to wait when the address has used `limit` up for the window, else undefined. */
  const limitRetry = async (limit: typeof rateLimit, clientKey: string): Promise<number | undefined> => {
    try {
      const verdict = await limit.hit(clientKey);
      return verdict.allowed ? undefined : Math.ceil(verdict.retryAfterMs / 1000);
    } catch (error) {
      // As for the first limit: a database that is down answers 503 from the store below.
      if (!(error instanceof StoreError)) throw error;
      return undefined;
    }
  };

  return async (leads) => {
    // Only these two body types, read as bytes so that invalid UTF-8 is refused, not replaced.
    leads.removeAllContentTypeParsers();
    const parser =
      (parse: (body: Buffer) => Record<string, unknown>) => (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
        try {
          checkCharset(request.headers['content-type']);
          done(null, parse(body));
        } catch (error) {
          done(error as Error);
        }
      };
    leads.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: config.bodyLimit }, parser(parseJsonBody));
    leads.addContentTypeParser(formType, { parseAs: 'buffer', bodyLimit: config.bodyLimit }, parser(parseFormBody));

    leads.get(formTokenEndpoint, async (_request, reply) => {
      return reply.header('Cache-Control', 'no-store').send({ formToken: createFormToken(formSecret), maxAgeSeconds: Math.floor(config.maxFormAgeMs / 1000) });
    });

    leads.addHook('onRequest', async (request, reply) => {
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

    leads.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
      if (error instanceof BodyError) return refuse(request, reply, { name: error.refusal, message: error.message });
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return refuse(request, reply, { name: 'tooLarge', message: messages.tooLarge(config.bodyLimit) });
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

    // The free times, and the visitor's page to cancel or move a booked meeting (server/booking/routes.ts), under this plugin's hooks.
    bookingRoutes(leads, service, endpoint);

    leads.post(leadEndpoint, { bodyLimit: config.bodyLimit }, async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined | null;
      if (body === undefined || body === null || typeof body !== 'object') {
        return refuse(request, reply, { name: 'wrongContentType', message: messages.wrongContentType });
      }
      const retryAfter = limited.get(request);
      if (retryAfter !== undefined) {
        return refuse(request, reply, { name: 'rateLimited', message: messages.rateLimited(retryAfter), headers: { 'Retry-After': String(retryAfter) } }, body);
      }
      if (body.website !== undefined && body.website !== '') {
        return refuse(request, reply, { name: 'honeypot', message: messages.honeypot }, body);
      }

      const result = checkLead(endpoint.forms, normalize(body));
      const invalid = (problems: Extract<Validation, { ok: false }>['problems']) =>
        refuse(
          request,
          reply,
          { name: 'forged' in result && result.forged ? 'forged' : 'invalid', message: problems.form.join(' '), fields: problems.fields },
          body,
        );
      const tokenless = body.formToken === undefined || body.formToken === '';
      // The plain form from a static page has no token: check it, then ask to confirm (see above).
      if (tokenless && wantsHtml(request)) {
        if (!result.ok) return invalid(result.problems);
        const confirmation = askToConfirm(reply, result.lead, body);
        if (confirmation) return confirmation;
      }
      const confirming = isConfirmToken(body.formToken);
      const token = checkFormToken(formSecret, body.formToken, {
        // A form sent too fast is suspicious, not refused: the spam verdict below holds it (so
        // no 'too-fast' here, even for a token from a clock a little ahead).
        minFillMs: Number.NEGATIVE_INFINITY,
        ...tokenLimits,
        payloadHash: result.ok ? payloadHash(result.lead) : '',
      });
      if (!token.ok) {
        const reason = confirming && token.reason === 'invalid' ? 'changed' : token.reason;
        const [name, message] = (
          {
            missing: ['tokenMissing', messages.tokenMissing],
            invalid: ['tokenInvalid', messages.tokenMissing],
            changed: ['confirmChanged', messages.confirmChanged],
            'too-fast': ['tokenInvalid', messages.tokenMissing],
            expired: ['tokenExpired', messages.tokenExpired],
          } as const
        )[reason];
        return refuse(request, reply, { name, message, fields: result.ok ? undefined : result.problems.fields }, body);
      }
      if (!result.ok) return invalid(result.problems);
      const lead = result.lead;
      const retry = await limitRetry(acceptedRateLimit, request.clientKey);
      if (retry !== undefined) {
        return refuse(request, reply, { name: 'acceptedRateLimited', message: messages.rateLimited(retry), headers: { 'Retry-After': String(retry) } }, body);
      }
      // A confirmed plain post's key is the server's own, one per confirmation token.
      const key = token.confirms ? confirmedKey(token.id) : (lead.idempotencyKey ?? `server-${randomUUID()}`);
      // The fill time counts for a form token only: a confirmation token proves its page was read,
      // and a person may confirm with one quick click.
      const { reasons: spam, warning } = await service.spamFilter.verdict(
        lead,
        token.confirms ? undefined : { fillMs: token.ageMs, minFillMs: config.minFillMs },
      );
      // A time picked on the booking form (server/booking/): booked with the lead, or refused with the nearest free ones.
      const time = await bookingStep(service.bookings, lead);
      if (time.refusal) return refuse(request, reply, time.refusal, body);
      try {
        const stored = await store.submit(
          {
            kind: lead.kind,
            page: lead.page,
            fields: storedFields(lead),
            idempotencyKey: key,
            payloadHash: payloadHash(lead),
            ...(spam.length ? { spam } : {}),
            ...(warning ? { warning } : {}),
          },
          { channels: service.channels, tokenId: token.id, maxTokenUses: config.tokenMaxUses, ...(time.placement ? { booking: time.placement } : {}) },
        );
        if (stored.outcome === 'slot-taken') return refuse(request, reply, await takenRefusal(service.bookings, time.chosen), body);
        if (stored.outcome === 'conflict') return refuse(request, reply, { name: 'keyReused', message: messages.keyReused, freshKey: true }, body);
        if (stored.outcome === 'token-spent')
          return refuse(request, reply, { name: 'tokenSpent', message: messages.tokenSpent, freshKey: true }, { ...body, formToken: undefined });
        // Held as spam: answered exactly as any lead (the sender cannot tell), its notifications wait.
        if (stored.outcome === 'stored' && spam.length) {
          request.log.info(
            {
              event: 'lead.quarantined',
              leadId: stored.lead.id,
              kind: lead.kind,
              reasons: spam.map((reason) => reason.code),
              ...(warning ? { warning: warning.kind } : {}),
            },
            'lead held as suspected spam',
          );
        } else if (stored.outcome === 'stored') outbox.kick();
        request.log.info({ event: 'lead.accepted', leadId: stored.lead.id, kind: lead.kind, replayed: stored.outcome === 'replayed' }, 'lead accepted');
        const booking = stored.outcome === 'stored' ? stored.booking : (await store.leadBookings(stored.lead.id)).find((b) => b.status === 'booked');
        if (stored.outcome === 'stored' && booking) {
          request.log.info({ event: 'booking.booked', leadId: stored.lead.id, bookingId: booking.id }, 'time booked');
          service.bookings.mail?.kick();
        }
        return accept(request, reply, lead, stored.outcome === 'replayed', booking);
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
        request.log.error({ event: 'lead.store-failed', error: error.message }, `Kunde inte spara lead: ${error.message}`);
        return refuse(request, reply, { name: 'storageDown', message: messages.storageDown, headers: { 'Retry-After': '30' } }, body);
      }
    });
  };
}
