/**
 * The audit log's actions and the admins' Logg (docs/decisions.md 73, 143):
 *
 *  GET /konto/api/logg?page=&user=&action=&from=&to=   50 lines a page, newest first
 *
 * `user` is an account's id, `action` one of `auditActions`, `from`/`to` Swedish days (both
 * included). A line names an account, an action, a lead number and a small detail of codes and
 * numbers — the inbox page and which filters were set, the sign-in step that failed — never a
 * search's words, an address typed or anything a visitor wrote, so an admin can read it and it
 * can be kept longer than the leads.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuditQuery, Role } from '../leads/account-store';
import type { LeadStore } from '../leads/store';
import { parseDay, swedishDayStart } from './dates';
import { leadTexts } from './lead-texts';

export const auditActions = [
  'user.invite',
  'user.accept',
  'user.unlock',
  'session.start',
  'session.end-all',
  'signin.failed',
  'signin.backoff',
  'signin.address-limit',
  'passkey.add',
  'passkey.rename',
  'passkey.remove',
  'leads.list',
  'leads.new',
  'leads.export',
  'lead.view',
  'lead.status',
  'lead.note',
  'lead.release',
  'lead.spam',
  'lead.resend',
  'person.lookup',
  'person.access',
  'person.erase',
  'api.limited.calls',
  'api.limited.leads',
  'api.limited.searches',
  'api.limited.exports',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditPageSize = 50;

/** Logg's filters from the query string, or the Swedish reason they cannot be read. */
export function auditQuery(query: Record<string, unknown>): { query: AuditQuery & { page: number } } | { problem: string } {
  const text = (name: string) => {
    const value = query[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  for (const [name, value] of Object.entries(query)) if (typeof value !== 'string') return { problem: leadTexts.badParameter(name) };
  const page = text('page') ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(page)) return { problem: leadTexts.badPage };
  const user = text('user');
  if (user !== undefined && !/^[1-9]\d{0,14}$/.test(user)) return { problem: 'Kontot i filtret ska anges med sitt nummer, som i listan över konton.' };
  const action = text('action');
  if (action !== undefined && !auditActions.some((known) => known === action)) return { problem: 'Okänd händelse i filtret. Välj en av händelserna i listan.' };
  const [from, to] = [text('from'), text('to')].map((day) => (day === undefined ? undefined : (parseDay(day) ?? null)));
  if (from === null) return { problem: leadTexts.badDate('from') };
  if (to === null) return { problem: leadTexts.badDate('to') };
  const start = from && swedishDayStart(from).getTime();
  const before = to && swedishDayStart(to, 1).getTime();
  if (start !== undefined && before !== undefined && start >= before) return { problem: leadTexts.dateOrder };
  return {
    query: {
      page: Number(page),
      ...(user ? { userId: Number(user) } : {}),
      ...(action ? { action } : {}),
      ...(start !== undefined ? { from: start } : {}),
      ...(before !== undefined ? { before } : {}),
      offset: (Number(page) - 1) * auditPageSize,
      limit: auditPageSize,
    },
  };
}

export function registerAuditRoutes(
  app: FastifyInstance,
  { store, requireSession }: { store: LeadStore; requireSession: (roles?: readonly Role[]) => preHandlerAsyncHookHandler },
): void {
  app.get('/konto/api/logg', { preHandler: requireSession(['admin']) }, async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = auditQuery(request.query as Record<string, unknown>);
    if ('problem' in parsed) return reply.code(400).send({ ok: false, message: parsed.problem });
    const { page, ...query } = parsed.query;
    const { entries, total } = await store.accounts.auditLog(query);
    return { ok: true, entries, total, page, pageSize: auditPageSize, actions: auditActions };
  });
}
