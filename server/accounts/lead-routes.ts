/**
 * The workspace's lead API under /konto/api (docs/konto-api.md, docs/decisions.md 71–74), for the
 * partners and admins; an editor gets 403. Registered inside routes.ts's plugin, so its hook
 * applies here too: no-store, Origin and JSON checked on every non-GET, the session loaded.
 *
 *  GET  /konto/api/leads?q=&kind=&status=&urgent=1&spam=1&from=&to=&page=   the inbox, 50 a page
 *  GET  /konto/api/leads/nya?efter=ID                                        polled for new leads
 *  GET  /konto/api/leads/export.xlsx?<the same filters>                      the workbook
 *  GET  /konto/api/leads/:id                                                 one lead; marks it read
 *  POST /konto/api/leads/:id/status | anteckningar | slapp | skrappost | skicka-igen
 *       (slapp = "Inte skräppost", skrappost = "Skräppost": both teach the spam filter, docs/decisions.md 133)
 *  GET  /konto/api/person?email= | /konto/api/person/utdrag?email=          what erase takes | access file
 *  POST /konto/api/person/radera {email, confirm}
 *
 * The privacy actions and the export are server/leads/privacy.ts and export.ts, the same code
 * as `npm run leads`. Every view, change and privacy action is audited by lead number only.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuditDetail, Role } from '../leads/account-store';
import type { AuditAction } from './audit';
import { neutralise } from '../leads/lead-format';
import { leadView, urgentValues, type SiteFacts } from '../leads/lead-view';
import type { LeadService } from '../leads/service';
import { leadStatuses, type InboxLead, type LeadStatus, type StoredLead } from '../leads/store';
import { registerExportRoutes } from './export-routes';
import { answer, body, contactDay, filters, listedFilters, param, refuse } from './lead-request';
import { leadTexts, maxNoteLength } from './lead-texts';
import { registerPersonRoutes } from './person-routes';
import { sessionOf } from './session-of';

export const pageSize = 50;
const leadRoles: readonly Role[] = ['partner', 'admin'];

/** A field a visitor typed, as the workspace shows it: through the one neutraliser (docs/decisions.md 136). */
const field = (lead: InboxLead, name: string) => (lead.fields[name] ? neutralise(lead.fields[name]) : null);

export function leadSummary(lead: InboxLead, site: SiteFacts) {
  const view = leadView(lead, site);
  return {
    id: lead.id,
    kind: lead.kind,
    kindLabel: view.kindTitle,
    urgent: view.urgent,
    service: view.service ?? null,
    company: field(lead, 'company'),
    person: field(lead, 'name'),
    email: field(lead, 'email'),
    phone: field(lead, 'phone'),
    status: lead.status,
    createdAt: lead.createdAt,
    lastContactAt: lead.lastContactAt,
    unread: lead.readAt === null,
    spam: lead.spam ? lead.spam.map((reason) => neutralise(reason.detail)) : null,
    // Phishing or a fake invoice (spam-lures.ts), and an address that may need care to answer: said wherever the lead is shown.
    warning: lead.warning ? { kind: lead.warning.kind, text: neutralise(lead.warning.detail) } : null,
    replyCare: view.replyCare ?? null,
  };
}

/** A lead's answers as the inbox shows them: each under the question the visitor saw (field-labels.ts). */
export const leadAnswers = (lead: StoredLead, site: SiteFacts) => leadView(lead, site).fields.map((f) => ({ label: f.label, value: f.text }));

export interface LeadRouteOptions {
  leads: LeadService;
  site: SiteFacts;
  requireSession: (roles?: readonly Role[]) => preHandlerAsyncHookHandler;
  now: () => number;
}

/** What every lead route uses: the store, the guard, the audit log, a lead by `:id` and a lead's detail. */
function leadRouteContext({ leads, site, requireSession, now }: LeadRouteOptions) {
  const { store } = leads;
  const guard = { preHandler: requireSession(leadRoles) };

  const audit = async (request: FastifyRequest, action: AuditAction, leadIds: readonly (number | undefined)[] = [undefined], detail?: AuditDetail) => {
    const userId = sessionOf(request).user.id;
    const at = now();
    for (const leadId of leadIds.length ? leadIds : [undefined])
      await store.accounts.audit({ at, userId, action, ...(leadId === undefined ? {} : { leadId }), ...(detail ? { detail } : {}) });
  };

  async function detail(lead: InboxLead) {
    const notes = await store.notes(lead.id);
    return {
      ...leadSummary(lead, site),
      page: lead.page,
      answers: leadAnswers(lead, site),
      notifications: lead.notifications.map(({ channel, status, attempts, lastError }) => ({ channel, status, attempts, lastError })),
      notes: notes.map(({ id, at, author, text, contactedAt }) => ({ id, at: new Date(at).toISOString(), author, text, contactedAt })),
    };
  }

  /** The lead of `:id`, or a 404. */
  async function leadOf(request: FastifyRequest): Promise<InboxLead> {
    const { id } = request.params as { id: string };
    const lead = /^[1-9]\d{0,14}$/.test(id) ? await store.inboxLead(Number(id)) : undefined;
    return lead ?? refuse(404, leadTexts.leadMissing);
  }

  return { leads, site, now, store, guard, audit, detail, leadOf };
}

export type LeadRoutes = ReturnType<typeof leadRouteContext>;

export function registerLeadRoutes(app: FastifyInstance, options: LeadRouteOptions): void {
  const routes = leadRouteContext(options);
  registerInboxRoutes(app, routes);
  registerLeadWorkRoutes(app, routes);
  registerSpamRoutes(app, routes);
  registerPersonRoutes(app, routes);
}

/** The inbox a page at a time, the poll for new leads, and the export (export-routes.ts), all with the same filters. */
function registerInboxRoutes(app: FastifyInstance, { leads, site, store, guard, audit }: LeadRoutes) {
  const urgent = urgentValues(site);
  const state = () => store.inboxState();

  app.get(
    '/konto/api/leads',
    guard,
    answer(async (request) => {
      const query = filters(request, urgent);
      const pageText = param(request, 'page') ?? '1';
      const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : refuse(400, leadTexts.badPage);
      const [found, inbox] = await Promise.all([store.queryLeads({ ...query, offset: (page - 1) * pageSize, limit: pageSize }), state()]);
      const pages = Math.max(1, Math.ceil(found.total / pageSize));
      if (page > pages) refuse(400, leadTexts.pageOutOfRange(pages));
      await audit(request, 'leads.list', [], { page, ...listedFilters(request), leads: found.leads.map((lead) => lead.id) });
      return {
        ok: true,
        leads: found.leads.map((lead) => leadSummary(lead, site)),
        total: found.total,
        page,
        pageSize,
        unread: inbox.unread,
        latestId: inbox.latestId,
      };
    }),
  );

  app.get(
    '/konto/api/leads/nya',
    guard,
    answer(async (request) => {
      const after = param(request, 'efter') ?? '0';
      if (!/^\d{1,15}$/.test(after)) refuse(400, leadTexts.badAfter);
      const [found, inbox] = await Promise.all([store.leadsAfter(Number(after), pageSize), state()]);
      // Only a poll that brings leads shows anyone's data: one line per lead shown, as a view's.
      if (found.length)
        await audit(
          request,
          'leads.new',
          found.map((lead) => lead.id),
        );
      return { ok: true, leads: found.map((lead) => leadSummary(lead, site)), unread: inbox.unread, latestId: inbox.latestId };
    }),
  );

  registerExportRoutes(app, {
    leads,
    site,
    guard,
    answer,
    filters: (request) => filters(request, urgent),
    described: listedFilters,
    audit: (request, action, detail) => audit(request, action, [], detail),
  });
}

/** One lead (marked read on opening), its status and the partners' notes. */
function registerLeadWorkRoutes(app: FastifyInstance, { now, store, guard, audit, detail, leadOf }: LeadRoutes) {
  app.get(
    '/konto/api/leads/:id',
    guard,
    answer(async (request) => {
      const lead = await leadOf(request);
      await store.markRead(lead.id, now());
      await audit(request, 'lead.view', [lead.id]);
      return { ok: true, lead: await detail((await store.inboxLead(lead.id)) ?? lead) };
    }),
  );

  app.post(
    '/konto/api/leads/:id/status',
    guard,
    answer(async (request) => {
      const lead = await leadOf(request);
      const { status, lastContactAt } = body(request);
      if (typeof status !== 'string' || !leadStatuses.includes(status as LeadStatus)) refuse(400, leadTexts.badStatus);
      const contact = contactDay(lastContactAt, 'lastContactAt', now);
      if (!(await store.setStatus(lead.id, status as LeadStatus, contact))) refuse(404, leadTexts.leadMissing);
      await audit(request, 'lead.status', [lead.id]);
      return { ok: true, lead: await detail((await store.inboxLead(lead.id)) ?? refuse(404, leadTexts.leadMissing)) };
    }),
  );

  app.post(
    '/konto/api/leads/:id/anteckningar',
    guard,
    answer(async (request) => {
      const lead = await leadOf(request);
      const { text, contactedAt } = body(request);
      const note = typeof text === 'string' ? text.trim() : '';
      if (!note) refuse(400, leadTexts.noteEmpty);
      if (note.length > maxNoteLength) refuse(400, leadTexts.noteTooLong);
      const contact = contactDay(contactedAt, 'contactedAt', now);
      if (!(await store.addNote({ leadId: lead.id, at: now(), userId: sessionOf(request).user.id, text: note, ...(contact ? { contactedAt: contact } : {}) })))
        refuse(404, leadTexts.leadMissing);
      await audit(request, 'lead.note', [lead.id]);
      return { ok: true, lead: await detail((await store.inboxLead(lead.id)) ?? refuse(404, leadTexts.leadMissing)) };
    }),
  );
}

/** "Inte skräppost" and "Skräppost" (both teach the spam filter, docs/decisions.md 133), and sending the notifications again. */
function registerSpamRoutes(app: FastifyInstance, { leads, now, store, guard, audit, detail, leadOf }: LeadRoutes) {
  app.post(
    '/konto/api/leads/:id/slapp',
    guard,
    answer(async (request) => {
      const lead = await leadOf(request);
      const released = await store.release(lead.id, now());
      if (released.outcome === 'missing') refuse(404, leadTexts.leadMissing);
      if (released.outcome === 'not-held') refuse(409, leadTexts.notHeld);
      leads.outbox.kick();
      // The next verdict learns from it (also on the other servers, through the database).
      void leads.spamFilter.refresh();
      await audit(request, 'lead.release', [lead.id]);
      return { ok: true, lead: await detail((await store.inboxLead(lead.id)) ?? refuse(404, leadTexts.leadMissing)) };
    }),
  );

  app.post(
    '/konto/api/leads/:id/skrappost',
    guard,
    answer(async (request) => {
      const lead = await leadOf(request);
      const marked = await store.markSpam(lead.id, now(), { code: 'marked', detail: leadTexts.markedSpam });
      if (marked.outcome === 'missing') refuse(404, leadTexts.leadMissing);
      void leads.spamFilter.refresh();
      await audit(request, 'lead.spam', [lead.id]);
      return { ok: true, lead: await detail((await store.inboxLead(lead.id)) ?? refuse(404, leadTexts.leadMissing)) };
    }),
  );

  app.post(
    '/konto/api/leads/:id/skicka-igen',
    guard,
    answer(async (request) => {
      const lead = await leadOf(request);
      // A held lead's notifications wait for its release, whatever a resend does (as the CLI says).
      if (lead.spam) refuse(409, leadTexts.heldNoResend);
      const queued = await store.resend({ leadId: lead.id }, now());
      leads.outbox.kick();
      await audit(request, 'lead.resend', [lead.id]);
      return { ok: true, lead: await detail((await store.inboxLead(lead.id)) ?? refuse(404, leadTexts.leadMissing)), queued };
    }),
  );
}
