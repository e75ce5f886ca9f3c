/**
 * A small built site for the lead server tests: the real form blocks rendered as the prerenderer
 * does (so the server fills in and re-renders the real markup), plus the files `buildServer`
 * needs. Written to a temporary folder; no `npm run build` needed, so these tests run in the unit
 * stage on a fresh clone.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import type { Block, BookingBlockData, EnquiryBlockData, LeadFormBlockData, LoadedPage } from '~/src/content/model';
import { BookingBlock } from '~/src/blocks/booking/booking-block';
import { EnquiryBlock } from '~/src/blocks/enquiry/enquiry-block';
import { LeadFormBlock } from '~/src/blocks/lead-form/lead-form-block';
import { withDefaults } from '~/src/blocks/test-content';
import { renderBlock, testSite } from '~/src/blocks/test-fixture';
import { headersFile } from '~/scripts/build/static-files';
import { htmlFileOfRoute } from '~/src/content/routes';
import { answerSlot, endpointFiles } from '~/src/lead-form/contract';
import { bookingFormSpec, enquiryFormSpec, leadFormSpec } from '~/src/lead-form/form-spec';
import { endpointTexts } from '~/src/lead-form/texts';
import { renderAnswerTemplates } from '~/src/entry-server';

import { securityHeaders } from '~/server/security-headers';
import { workspaceShellFile } from '~/server/accounts/workspace-page';

export const enquiryTopic: NonNullable<EnquiryBlockData['topic']> = {
  label: 'Vilken analys behöver ni?',
  options: ['Lönsamhet per segment', 'Scenario- och känslighetsanalys'],
};

function page(route: string, blocks: Block[]): LoadedPage {
  return {
    path: route,
    file: `pages/${route === '/' ? 'index' : route.slice(1)}.yaml`,
    data: { title: `Sidan ${route}`, description: 'En sida för tester av lead-servern.', blocks: blocks as LoadedPage['data']['blocks'] },
  };
}

function documentFor(title: string, element: ReactElement, route: string, blocks: Block[]): string {
  const { html } = renderBlock(element, { page: page(route, blocks) });
  return `<!doctype html>\n<html lang="sv"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${html}</main></body></html>\n`;
}

/** Writes the fixture site and returns its folder. */
export function writeFixtureSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const lead: LeadFormBlockData = withDefaults({ type: 'lead-form', id: 'kontakt', heading: 'Berätta om ert företag' });
  const enquiry: EnquiryBlockData = withDefaults({ type: 'enquiry', heading: 'Skicka en förfrågan', service: 'Finansiell analys', topic: enquiryTopic });
  const booking: BookingBlockData = withDefaults({ type: 'booking', heading: 'Boka ert möte' });
  write(htmlFileOfRoute('/'), documentFor('Startsida', <LeadFormBlock {...lead} />, '/', [lead]));
  write(htmlFileOfRoute('/finansiell-analys'), documentFor('Finansiell analys', <EnquiryBlock {...enquiry} />, '/finansiell-analys', [enquiry]));
  write(htmlFileOfRoute('/boka-mote'), documentFor('Boka möte', <BookingBlock {...booking} />, '/boka-mote', [booking]));
  write(htmlFileOfRoute('/tack'), '<!doctype html>\n<html lang="sv"><head><title>Tack</title></head><body><h1>Tack för er förfrågan</h1></body></html>\n');
  // The lead server's answer pages (the build renders them with the site's layout) and the form specs.
  for (const [file, title] of [
    [endpointFiles.refusedTemplate, 'Förfrågan kunde inte skickas'],
    [endpointFiles.confirmTemplate, 'Kontrollera'],
    [endpointFiles.errorTemplate, 'Fel'],
    [endpointFiles.meetingTemplate, 'Ert möte'],
  ] as const) {
    write(file, `<!doctype html>\n<html lang="sv"><head><title>${title}</title></head><body><main>${answerSlot}</main></body></html>\n`);
  }
  const specs = [leadFormSpec(lead, testSite, '/'), enquiryFormSpec(enquiry, testSite, '/finansiell-analys'), bookingFormSpec(booking, testSite, '/boka-mote')];
  write(endpointFiles.forms, JSON.stringify(specs));
  write(endpointFiles.answerForms, JSON.stringify(renderAnswerTemplates(testSite, specs)));
  write(endpointFiles.texts, JSON.stringify(endpointTexts(testSite)));
  write(endpointFiles.site, JSON.stringify({ baseUrl: 'https://www.nordvikcfo.example' }));
  write(
    '404.html',
    '<!doctype html>\n<html lang="sv"><head><title>Sidan kunde inte hittas</title></head><body><h1>Sidan kunde inte hittas</h1></body></html>\n',
  );
  write(workspaceShellFile, '<!doctype html>\n<html lang="sv"><head><title>Konto</title></head><body><div id="konto"></div></body></html>\n');
  write('_headers', headersFile(securityHeaders({ analytics: false })));
  return dir;
}
