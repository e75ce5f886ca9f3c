/**
 * The inbox's export to Excel as a job (docs/konto-api.md, docs/decisions.md 152), registered by
 * lead-routes.ts inside routes.ts's plugin (its Origin/JSON/session hook and limits apply):
 *
 *  POST /konto/api/leads/export?<the list's filters>  {}   → 202 {ok, export}: started, or the account's running one
 *  GET  /konto/api/leads/export/:id                         → {ok, export}: preparing, ready or failed
 *  GET  /konto/api/leads/export/:id/fil                     → the workbook; audit `leads.export`
 *
 * The work is export-jobs.ts's, in a worker thread: no request waits for it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AuditDetail } from '../leads/account-store';
import { xlsxContentType } from '../leads/export';
import { ExportJobs, exportTexts } from '../leads/export-jobs';
import type { SiteFacts } from '../leads/lead-view';
import type { LeadService } from '../leads/service';
import type { InboxQuery } from '../leads/store';
import { swedishToday } from './dates';
import { sessionOf } from './session-of';

/** The most an export takes: far beyond any inbox this firm will have. */
export const exportLimit = 100_000;
/** The longest an export may work before it is stopped. */
export const exportTimeoutMs = 5 * 60_000;
/** How long a finished file waits to be fetched. */
export const exportKeepMs = 15 * 60_000;

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ExportRouteOptions {
  leads: LeadService;
  site: SiteFacts;
  guard: RouteShorthandOptions;
  /** lead-routes.ts's wrapper: its refusals answered as the API answers them. */
  answer: (handler: Handler) => Handler;
  filters: (request: FastifyRequest) => Omit<InboxQuery, 'offset' | 'limit'>;
  /** The filters as the audit writes them (never the words searched, docs/decisions.md 143). */
  described: (request: FastifyRequest) => AuditDetail;
  audit: (request: FastifyRequest, action: 'leads.export', detail: AuditDetail) => Promise<void>;
}

const missing = { ok: false, message: 'Exporten finns inte längre (en färdig fil sparas i 15 minuter). Exportera igen.' };

export function registerExportRoutes(app: FastifyInstance, { leads, site, guard, answer, filters, described, audit }: ExportRouteOptions): void {
  const jobs = new ExportJobs({
    database: leads.config.database,
    site,
    limit: exportLimit,
    timeoutMs: exportTimeoutMs,
    keepMs: exportKeepMs,
    log: (error) => app.log.error({ event: 'leads.export.failed', error: error.message, stack: error.stack }, 'Exporten misslyckades'),
  });
  app.addHook('onClose', () => jobs.close());
  const owner = (request: FastifyRequest) => sessionOf(request).user.id;
  // Each export's filters, for the audit line its download writes.
  const filtersOf = new Map<string, AuditDetail>();
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.post(
    '/konto/api/leads/export',
    guard,
    answer(async (request, reply) => {
      const started = jobs.start(owner(request), filters(request));
      if (!started) return reply.code(503).header('Retry-After', '30').send({ ok: false, message: exportTexts.busy });
      if (!filtersOf.has(started.id)) filtersOf.set(started.id, described(request));
      return reply.code(202).send({ ok: true, export: started });
    }),
  );

  app.get('/konto/api/leads/export/:id', guard, async (request, reply) => {
    const found = jobs.find(owner(request), idOf(request));
    return found ? { ok: true, export: found } : reply.code(404).send(missing);
  });

  app.get('/konto/api/leads/export/:id/fil', guard, async (request, reply) => {
    const found = jobs.find(owner(request), idOf(request));
    const file = jobs.file(owner(request), idOf(request));
    if (!found) return reply.code(404).send(missing);
    if (!file) return reply.code(409).send({ ok: false, message: found.status === 'failed' ? found.message : exportTexts.notReady });
    await audit(request, 'leads.export', { ...filtersOf.get(found.id), count: found.leads ?? 0 });
    return reply
      .header('Content-Type', xlsxContentType)
      .header('Content-Disposition', `attachment; filename="leads-${swedishToday(Date.parse(found.startedAt))}.xlsx"`)
      .send(file);
  });
}
