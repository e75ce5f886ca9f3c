/**
 * Every label the firm reads has one home, the content (docs/decisions.md 84, issue 28): a form
 * label and a choice's label changed in a copy of the real site.yaml, as an editor would, reach
 * the lead e-mail, the webhook's labels, the workspace's inbox and the xlsx export, through the
 * same built form specs the build writes; the old words are nowhere.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '~/src/content/load';
import { endpointFiles } from '~/src/lead-form/contract';
import { siteFormSpecs } from '~/src/lead-form/form-spec';
import { leadAnswers } from '~/server/accounts/lead-routes';
import { leadsWorkbook } from '~/server/leads/export';
import { leadEmail } from '~/server/leads/lead-email';
import { leadView, loadSiteFacts, type SiteFacts } from '~/server/leads/lead-view';
import { webhookPayload } from '~/server/leads/notify';
import type { ListedLead } from '~/server/leads/store';
import { copyContent, removeCopies } from '../editor/content-copy';

const dist = mkdtempSync(path.join(tmpdir(), 'firm-labels-'));
afterAll(() => {
  removeCopies();
  rmSync(dist, { recursive: true, force: true });
});

const root = copyContent();
const siteFile = path.join(root, 'site.yaml');
const original = readFileSync(siteFile, 'utf8');
// The contact form's free-text question and the booking's video choice, found by their keys.
const priorityLine = /^( {4}priority: )(.+)$/m;
const videoLine = /^( {6}video: )(.+)$/m;
const before = { priority: priorityLine.exec(original)?.[2], video: videoLine.exec(original)?.[2] };
const after = { priority: 'Vilket ekonomiskt beslut står närmast på tur?', video: 'Möte i Teams' };
writeFileSync(siteFile, original.replace(priorityLine, `$1${after.priority}`).replace(videoLine, `$1${after.video}`));

/** The copy's built forms, written as the build writes them, read as the lead server reads them. */
async function builtSite(): Promise<SiteFacts> {
  const result = await loadContent(root);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.file}:${p.line} ${p.message}`).join('\n'));
  const file = path.join(dist, endpointFiles.forms);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(siteFormSpecs(result.content.pages, result.content.site)));
  return loadSiteFacts(dist);
}

const common = { company: 'Etikett AB', name: 'Eva Ek', email: 'eva@etikett.se', phone: '0701234567', revenue: '5-15' };
const contact: ListedLead = {
  id: 1,
  kind: 'lead',
  page: '/',
  createdAt: '2026-05-04T08:00:00.000Z',
  idempotencyKey: 'a',
  payloadHash: 'h',
  fields: { ...common, priority: 'Likviditeten' },
  notifications: [],
};
const booking: ListedLead = {
  id: 2,
  kind: 'booking',
  page: '/boka-mote',
  createdAt: '2026-05-04T09:00:00.000Z',
  idempotencyKey: 'b',
  payloadHash: 'h',
  fields: { ...common, meetingFormat: 'video' },
  notifications: [],
};

describe('a form label and a choice changed in site.yaml', () => {
  it('were other words before', () => {
    expect(before.priority).toBeTruthy();
    expect(before.video).toBeTruthy();
    expect(before.priority).not.toBe(after.priority);
    expect(before.video).not.toBe(after.video);
  });

  it('reach the lead e-mail and the webhook', async () => {
    const site = await builtSite();
    for (const lead of [contact, booking]) {
      const { text, html } = leadEmail(leadView(lead, site));
      expect(text + html).not.toContain(before.priority);
      expect(text + html).not.toContain(before.video);
    }
    expect(leadEmail(leadView(contact, site)).text).toContain(`${after.priority}: Likviditeten`);
    expect(leadEmail(leadView(booking, site)).text).toContain(`: ${after.video}`);
    // A lead whose page has no form any more is read by another form of its kind: no table of its own.
    expect(leadEmail(leadView({ ...contact, page: '/borttagen' }, site)).text).toContain(`${after.priority}: Likviditeten`);
    expect(webhookPayload(contact, site).labels).toContainEqual({ field: 'priority', label: after.priority, text: 'Likviditeten' });
    expect(webhookPayload(booking, site).labels).toContainEqual(expect.objectContaining({ field: 'meetingFormat', text: after.video }));
  });

  it('reach the workspace inbox', async () => {
    const site = await builtSite();
    expect(leadAnswers(contact, site)).toContainEqual({ label: after.priority, value: 'Likviditeten' });
    expect(leadAnswers(booking, site)).toContainEqual(expect.objectContaining({ value: after.video }));
    expect(JSON.stringify([leadAnswers(contact, site), leadAnswers(booking, site)])).not.toContain(before.priority);
  });

  it('reach the xlsx export: the column header and the cell', async () => {
    const asExported = (lead: typeof booking) => ({ ...lead, status: 'ny' as const, lastContactAt: null, readAt: null, notes: [] });
    const workbook = unzipSync(await leadsWorkbook([asExported(booking), asExported(contact)], await builtSite()));
    const text = Object.entries(workbook)
      .filter(([name]) => name.endsWith('.xml'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain(after.priority);
    expect(text).toContain(after.video);
    expect(text).not.toContain(before.priority);
    expect(text).not.toContain(`>${before.video}<`);
  });
});
