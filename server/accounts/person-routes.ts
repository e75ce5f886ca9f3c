/**
 * The privacy actions in the workspace's lead API (lead-routes.ts; server/leads/privacy.ts, the
 * same code as `npm run leads`): what erasing an address would take, the person's access file, and
 * the erasure, each audited by lead number only.
 */
import type { FastifyInstance } from 'fastify';
import { accessReport, erasePerson } from '../leads/privacy';
import { answer, body, email, param, refuse } from './lead-request';
import type { LeadRoutes } from './lead-routes';
import { leadTexts } from './lead-texts';

export function registerPersonRoutes(app: FastifyInstance, { store, guard, audit, detail }: LeadRoutes) {
  app.get(
    '/konto/api/person',
    guard,
    answer(async (request) => {
      const address = email(param(request, 'email'));
      const found = await store.leadsByEmail(address);
      await audit(
        request,
        'person.lookup',
        found.map((lead) => lead.id),
      );
      return { ok: true, email: address, leads: await Promise.all(found.map(detail)) };
    }),
  );

  app.get(
    '/konto/api/person/utdrag',
    guard,
    answer(async (request, reply) => {
      const address = email(param(request, 'email'));
      const report = await accessReport(store, address);
      if (!report.leads.length) refuse(404, leadTexts.personMissing);
      const ids = report.leads.map((lead) => lead.id);
      await audit(request, 'person.access', ids);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="utdrag-${ids.join('-')}.json"`)
        .send(JSON.stringify(report, null, 2));
    }),
  );

  app.post(
    '/konto/api/person/radera',
    guard,
    answer(async (request) => {
      const { email: given, confirm } = body(request);
      const address = email(given);
      if (typeof confirm !== 'string' || confirm.trim().toLowerCase() !== address.toLowerCase()) refuse(400, leadTexts.confirmMismatch);
      const { leadIds, erased } = await erasePerson(store, address);
      if (!erased) refuse(404, leadTexts.personMissing);
      await audit(request, 'person.erase', leadIds);
      return { ok: true, erased };
    }),
  );
}
