/**
 * The lead endpoint's answers to a post (routes.ts): a refusal — JSON with per-field errors, or
 * the form again with the input kept (answer-page.ts) — the acceptance, and the plain form's
 * confirmation step. Each reads what belongs together from the live endpoint in one go.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { thankYouPath } from '~/src/lead-form/contract';
import { isLeadKind, type LeadKind } from '~/src/lead-form/fields';
import { isUrgent } from '~/src/lead-form/form-spec';
import type { BuiltEndpoint } from '../built-endpoint';
import { bookedAnswer } from '../booking/lead-booking';
import type { StoredBooking } from './booking-store';
import { checkFormToken, confirmedKey, createConfirmToken, createFormToken, isConfirmToken } from './form-token';
import { refusals, type RefusalName } from './refusal-codes';
import { normalize, type ParsedLead } from './validate';
import { itemAt } from '~/src/shared/item-at';

export const formType = 'application/x-www-form-urlencoded';
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

export interface Refusal {
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

/** A plain-form post (or a browser asking for HTML) gets pages; everything else JSON. */
export function wantsHtml(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith(formType)) return true;
  if (type.startsWith('application/json')) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** Same key + same content = the same submission. Token, key and honeypot are not content. */
export function payloadHash(fields: Record<string, unknown>): string {
  const entries = Object.entries(fields)
    .filter(([name]) => name !== 'formToken' && name !== 'website' && name !== 'idempotencyKey')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const textValues = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

export class PostAnswers {
  constructor(
    private readonly endpoint: BuiltEndpoint,
    private readonly formSecret: string,
    private readonly tokenLimits: { maxAgeMs: number },
  ) {}

  /** Answers a refused post: JSON with per-field errors, or the form again. */
  readonly refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal, body?: Record<string, unknown>) => {
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
    const { forms: formSpecs, answerForms, refusedTemplate } = this.endpoint;
    const kind: LeadKind | undefined = isLeadKind(body?.kind) ? body.kind : undefined;
    const spec = kind && formSpecs(body?.page, kind);
    const postedToken = body?.formToken;
    // Keep the visitor's own form token while it is good (a "too fast" post then passes once resent).
    const token =
      !isConfirmToken(postedToken) && checkFormToken(this.formSecret, postedToken, { minFillMs: 0, ...this.tokenLimits }).ok
        ? (postedToken as string)
        : createFormToken(this.formSecret);
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

  readonly accept = (request: FastifyRequest, reply: FastifyReply, lead: ParsedLead, replayed: boolean, booking?: StoredBooking) => {
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    if (wantsHtml(request)) return reply.code(303).header('Cache-Control', 'no-store').redirect(thankYouPath, 303);
    // A booked time needs no confirmation: the answer says when, with whom and that the invitation is on its way.
    if (booking) return reply.code(201).header('Cache-Control', 'no-store').send(bookedAnswer(booking, lead.email));
    // The urgent path's promise (docs/decisions.md 66); /tack states both for a plain post.
    const { forms: formSpecs, texts } = this.endpoint;
    const urgent = isUrgent(formSpecs(lead.page, lead.kind), lead);
    return reply
      .code(201)
      .header('Cache-Control', 'no-store')
      .send({ ok: true, message: (urgent ? texts.receivedUrgent : texts.received)[lead.kind] });
  };

  /** A plain post without a token, valid as it stands: show it back for one confirming click. */
  readonly askToConfirm = (reply: FastifyReply, lead: ParsedLead, body: Record<string, unknown>) => {
    const { forms: formSpecs, answerForms, confirmTemplate } = this.endpoint;
    const spec = formSpecs(lead.page, lead.kind);
    if (!spec) return undefined;
    const values = textValues(body);
    const shown = Object.fromEntries(spec.fields.map((f) => [f.name, textOf(lead[f.name])]).filter(([, v]) => v));
    const token = createConfirmToken(this.formSecret, payloadHash(normalize({ ...lead })));
    const id = itemAt(token.split('.'), 2, 'the confirm token');
    const edit = { values, errors: {}, formToken: createFormToken(this.formSecret), idempotencyKey: randomUUID() };
    return sendHtml(reply, 200, confirmTemplate.fill(answerForms.confirm(spec, shown, { token, key: confirmedKey(id) }, edit)));
  };
}
