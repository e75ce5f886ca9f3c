/**
 * POST /api/leads (routes.ts registers it; its header lists the checks in order): the body's
 * own checks, the token, the accepted posts' limit, the spam verdict and the booking step, then
 * the one atomic store call and its answer.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMetaField } from '~/src/lead-form/fields';
import { messages } from '~/src/lead-form/messages';
import type { BuiltEndpoint } from '../built-endpoint';
import { bookingStep, takenRefusal } from '../booking/lead-booking';
import { checkFormToken, confirmedKey, isConfirmToken, type TokenCheck } from './form-token';
import type { FormSpecs as FormSpecsOf } from './form-specs';
import { payloadHash, wantsHtml, type PostAnswers, type Refusal } from './post-answers';
import type { RateLimit } from './rate-limit';
import type { LeadService } from './service';
import { forgedProblems, type SpamVerdict } from './spam';
import { StoreError } from './store';
import { normalize, validateLead, type ParsedLead, type Validation } from './validate';

export interface PostContext {
  service: LeadService;
  endpoint: BuiltEndpoint;
  answers: PostAnswers;
  /** Plain-form posts over the limit, found by the onRequest hook before the body was read: seconds to wait. */
  limited: WeakMap<FastifyRequest, number>;
  tokenLimits: { maxAgeMs: number };
}

type Body = Record<string, unknown>;

/** The schema's verdict, then what the built forms offer (spam.ts). */
function checkLead(forms: FormSpecsOf, input: Record<string, unknown>): Validation & { forged?: boolean } {
  const result = validateLead(input);
  if (!result.ok) return result;
  const forged = forgedProblems(forms, result.lead);
  return forged ? { ok: false, problems: forged, forged: true } : result;
}

/** The fields as stored: everything but the hidden ones. */
function storedFields(lead: ParsedLead): Record<string, string> {
  return Object.fromEntries(Object.entries(lead).filter((entry): entry is [string, string] => !isMetaField(entry[0]) && typeof entry[1] === 'string'));
}

/** Seconds to wait when the address has used `limit` up for the window, else undefined. */
async function limitRetry(limit: RateLimit, clientKey: string): Promise<number | undefined> {
  try {
    const verdict = await limit.hit(clientKey);
    return verdict.allowed ? undefined : Math.ceil(verdict.retryAfterMs / 1000);
  } catch (error) {
    // As for the first limit: a database that is down answers 503 from the store below.
    if (!(error instanceof StoreError)) throw error;
    return undefined;
  }
}

/** The refusal for a form or confirmation token that did not pass. */
function tokenRefusal(token: Extract<TokenCheck, { ok: false }>, confirming: boolean, result: Validation): Refusal {
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
  return { name, message, fields: result.ok ? undefined : result.problems.fields };
}

/** The checks before the content: a body at all, the attempts' limit found by the hook, the honeypot. */
function refusalBeforeContent({ limited }: PostContext, request: FastifyRequest, body: Body): Refusal | undefined {
  const retryAfter = limited.get(request);
  if (retryAfter !== undefined) {
    return { name: 'rateLimited', message: messages.rateLimited(retryAfter), headers: { 'Retry-After': String(retryAfter) } };
  }
  if (body.website !== undefined && body.website !== '') return { name: 'honeypot', message: messages.honeypot };
  return undefined;
}

export async function postLead(context: PostContext, request: FastifyRequest, reply: FastifyReply) {
  const { service, endpoint, answers, tokenLimits } = context;
  const { refuse } = answers;
  const body = request.body as Body | undefined | null;
  if (body === undefined || body === null || typeof body !== 'object') {
    return refuse(request, reply, { name: 'wrongContentType', message: messages.wrongContentType });
  }
  const early = refusalBeforeContent(context, request, body);
  if (early) return refuse(request, reply, early, body);

  const result = checkLead(endpoint.forms, normalize(body));
  const invalid = (problems: Extract<Validation, { ok: false }>['problems']) =>
    refuse(
      request,
      reply,
      { name: 'forged' in result && result.forged ? 'forged' : 'invalid', message: problems.form.join(' '), fields: problems.fields },
      body,
    );
  const tokenless = body.formToken === undefined || body.formToken === '';
  // The plain form from a static page has no token: check it, then ask to confirm (routes.ts).
  if (tokenless && wantsHtml(request)) {
    if (!result.ok) return invalid(result.problems);
    const confirmation = answers.askToConfirm(reply, result.lead, body);
    if (confirmation) return confirmation;
  }
  const confirming = isConfirmToken(body.formToken);
  const token = checkFormToken(service.formSecret, body.formToken, {
    // A form sent too fast is suspicious, not refused: the spam verdict below holds it (so
    // no 'too-fast' here, even for a token from a clock a little ahead).
    minFillMs: Number.NEGATIVE_INFINITY,
    ...tokenLimits,
    payloadHash: result.ok ? payloadHash(result.lead) : '',
  });
  if (!token.ok) return refuse(request, reply, tokenRefusal(token, confirming, result), body);
  if (!result.ok) return invalid(result.problems);
  const lead = result.lead;
  const retry = await limitRetry(service.acceptedRateLimit, request.clientKey);
  if (retry !== undefined) {
    return refuse(request, reply, { name: 'acceptedRateLimited', message: messages.rateLimited(retry), headers: { 'Retry-After': String(retry) } }, body);
  }
  // A confirmed plain post's key is the server's own, one per confirmation token.
  const key = token.confirms ? confirmedKey(token.id) : (lead.idempotencyKey ?? `server-${randomUUID()}`);
  // The fill time counts for a form token only: a confirmation token proves its page was read,
  // and a person may confirm with one quick click.
  const verdict = await service.spamFilter.verdict(lead, token.confirms ? undefined : { fillMs: token.ageMs, minFillMs: service.config.minFillMs });
  // A time picked on the booking form (server/booking/): booked with the lead, or refused with the nearest free ones.
  const time = await bookingStep(service.bookings, lead);
  if (time.refusal) return refuse(request, reply, time.refusal, body);
  return storeLead(context, request, reply, { body, lead, key, token, verdict, time });
}

interface Checked {
  body: Body;
  lead: ParsedLead;
  key: string;
  token: Extract<TokenCheck, { ok: true }>;
  verdict: SpamVerdict;
  time: Awaited<ReturnType<typeof bookingStep>>;
}

/** The one atomic store call, then its answer: accepted (or replayed), or refused as the store decided. */
async function storeLead({ service, answers }: PostContext, request: FastifyRequest, reply: FastifyReply, checked: Checked) {
  const { body, lead, key, token, time } = checked;
  const { reasons: spam, warning } = checked.verdict;
  const { refuse } = answers;
  try {
    const stored = await service.store.submit(
      {
        kind: lead.kind,
        page: lead.page,
        fields: storedFields(lead),
        idempotencyKey: key,
        payloadHash: payloadHash(lead),
        ...(spam.length ? { spam } : {}),
        ...(warning ? { warning } : {}),
      },
      { channels: service.channels, tokenId: token.id, maxTokenUses: service.config.tokenMaxUses, ...(time.placement ? { booking: time.placement } : {}) },
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
    } else if (stored.outcome === 'stored') service.outbox.kick();
    request.log.info({ event: 'lead.accepted', leadId: stored.lead.id, kind: lead.kind, replayed: stored.outcome === 'replayed' }, 'lead accepted');
    const booking = stored.outcome === 'stored' ? stored.booking : (await service.store.leadBookings(stored.lead.id)).find((b) => b.status === 'booked');
    if (stored.outcome === 'stored' && booking) {
      request.log.info({ event: 'booking.booked', leadId: stored.lead.id, bookingId: booking.id }, 'time booked');
      service.bookings.mail?.kick();
    }
    return answers.accept(request, reply, lead, stored.outcome === 'replayed', booking);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    request.log.error({ event: 'lead.store-failed', error: error.message }, `Kunde inte spara lead: ${error.message}`);
    return refuse(request, reply, { name: 'storageDown', message: messages.storageDown, headers: { 'Retry-After': '30' } }, body);
  }
}
