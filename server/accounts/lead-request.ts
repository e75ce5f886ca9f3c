/**
 * What the workspace's lead API (lead-routes.ts) reads from a request — the inbox's filters, a
 * day, an address — each refused with a 400 and a Swedish message when it is not what the API
 * takes (docs/konto-api.md), and the wrapper that answers such a refusal.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditDetail } from '../leads/account-store';
import { kindTitles } from '~/src/lead-form/fields';
import { leadStatuses, type InboxQuery, type LeadStatus } from '../leads/store';
import { parseDay, storedDay, swedishDayStart, swedishToday } from './dates';
import { leadTexts, maxQueryLength } from './lead-texts';

/** A refusal the route answers with its status and Swedish message. */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
export const refuse = (status: number, message: string): never => {
  throw new Refused(status, message);
};

// Refusals as the sign-in API answers them; anything else goes to routes.ts's error handler.
export const answer =
  <T>(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<T>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof Refused) return reply.code(error.status).send({ ok: false, message: error.message });
      throw error;
    }
  };

export const body = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});

/** One query parameter as text, or undefined; repeated or empty counts as absent only when empty. */
export function param(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  if (value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : refuse(400, leadTexts.badParameter(name));
}

function day(text: string | undefined, name: string) {
  if (text === undefined) return undefined;
  return parseDay(text) ?? refuse(400, leadTexts.badDate(name));
}

/** The inbox's filters from the query string (docs/konto-api.md), or a 400; `urgent` is the site's urgent answers. */
export function filters(request: FastifyRequest, urgent: string[]): Omit<InboxQuery, 'offset' | 'limit'> {
  const q = param(request, 'q')?.trim();
  if (q && q.length > maxQueryLength) refuse(400, leadTexts.longQuery);
  const kind = param(request, 'kind');
  if (kind !== undefined && !(kind in kindTitles)) refuse(400, leadTexts.badKind);
  const status = param(request, 'status');
  if (status !== undefined && !leadStatuses.includes(status as LeadStatus)) refuse(400, leadTexts.badStatus);
  const flag = (name: string) => {
    const value = param(request, name);
    if (value !== undefined && value !== '1') refuse(400, leadTexts.badFlag(name));
    return value === '1';
  };
  const [from, to] = [day(param(request, 'from'), 'from'), day(param(request, 'to'), 'to')];
  const start = from && swedishDayStart(from);
  const before = to && swedishDayStart(to, 1);
  if (start && before && start >= before) refuse(400, leadTexts.dateOrder);
  return {
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    ...(status ? { status: status as LeadStatus } : {}),
    ...(flag('urgent') ? { urgentValues: urgent } : {}),
    spam: flag('spam'),
    ...(start ? { from: start } : {}),
    ...(before ? { before } : {}),
  };
}

/**
 * Which filters a list or export used, for the audit log (docs/decisions.md 143): the codes and
 * days as given, and whether there was a search — never its words, which are a person's name,
 * address or number. Read after `filters` has accepted the query.
 */
export function listedFilters(request: FastifyRequest): AuditDetail {
  const given = (name: string) => param(request, name);
  const detail: AuditDetail = {};
  if (given('q')?.trim()) detail.search = true;
  for (const name of ['kind', 'status', 'from', 'to']) {
    const value = given(name);
    if (value !== undefined) detail[name] = value;
  }
  for (const name of ['urgent', 'spam']) if (given(name) === '1') detail[name] = true;
  return detail;
}

/** A partner's day of contact from a body, as stored; not in the future (`now` is the routes' clock). */
export function contactDay(value: unknown, name: string, now: () => number): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = parseDay(value) ?? refuse(400, leadTexts.badDate(name));
  if (storedDay(parsed).slice(0, 10) > swedishToday(now())) refuse(400, leadTexts.futureContact);
  return storedDay(parsed);
}

export function email(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.includes('@') && text.length <= 254 ? text : refuse(400, leadTexts.badEmail);
}
