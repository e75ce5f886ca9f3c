/**
 * The leads as a workbook a salesperson opens in Excel or LibreOffice — Swedish headers, every
 * choice by its label, the time in Swedish local time, every cell text (so 0701234567 keeps its
 * 0 and +46… shows no apostrophe, and nothing a visitor typed is ever run as a formula), the
 * header row frozen. Written by write-excel-file. One implementation for `npm run leads --
 * export --xlsx FILE` and the workspace's "Exportera" (docs/decisions.md 74). After the visitor's
 * answers come the firm's own work (decision 144): whether the lead is urgent, its status, the
 * latest contact and the partners' notes — what the privacy policy keeps with the lead.
 */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { leadView, type SiteFacts } from './lead-view';
import type { InboxLead, InboxQuery, LeadNote, LeadStatus, LeadStore } from './store';
import { exportColumns, kindTitle } from './field-labels';
import { localTime, neutralise, notificationText } from './lead-format';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const leadStatusNames: Record<LeadStatus, string> = {
  ny: 'Ny',
  kontaktad: 'Kontaktad',
  'mote-bokat': 'Möte bokat',
  kund: 'Kund',
  'inte-aktuell': 'Inte aktuell',
};

/** A lead as the export writes it: with the firm's notes, oldest first. */
export type ExportLead = InboxLead & { notes: LeadNote[] };

/** The leads a query finds, newest first, each with its notes. */
export async function exportLeads(store: LeadStore, query: Omit<InboxQuery, 'offset' | 'limit'>, limit: number): Promise<ExportLead[]> {
  const { leads } = await store.queryLeads({ ...query, offset: 0, limit });
  return Promise.all(leads.map(async (lead) => ({ ...lead, notes: await store.notes(lead.id) })));
}

/** A stored day (noon UTC, decision 71) as åååå-mm-dd. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** Every note on a line of its own: the day written, the author and the text. */
const notesText = (notes: LeadNote[]) =>
  notes.map((note) => `${localTime(new Date(note.at).toISOString()).slice(0, 10)} ${note.author ?? 'borttaget konto'}: ${note.text}`).join('\n');

/** `rows` newest first, as the store lists them; the workbook has them oldest first. */
export function leadsWorkbook(rows: ExportLead[], site: SiteFacts): Promise<Buffer> {
  // The forms' questions as headers (the label most forms ask a field with), from the built form specs.
  const columns = exportColumns(site.forms, rows);
  const firmColumns = ['Brådskande', 'Status', 'Senaste kontakt', 'Anteckningar'];
  const header = ['Nr', 'Mottagen (svensk tid)', 'Typ', 'Sida', ...columns.map(([, label]) => label), 'Notiser', ...firmColumns];
  // write-excel-file drops U+FFFD, the neutraliser's mark for a hidden character: it shows as "?" here.
  const text = (value: string) => ({ type: String, value: neutralise(value, { keepNewlines: true }).replaceAll('\ufffd', '?') });
  const data: Row[] = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...[...rows].reverse().map((lead): Row => {
      const view = leadView(lead, site);
      const shown = new Map(view.fields.map((f) => [f.field, f.text]));
      return [
        { type: Number, value: lead.id },
        text(localTime(lead.createdAt)),
        text(kindTitle(lead.kind)),
        text(lead.page),
        ...columns.map(([field]) => text(shown.get(field) ?? '')),
        text(notificationText(lead.notifications)),
        text(view.urgent ? 'Ja' : 'Nej'),
        text(leadStatusNames[lead.status]),
        text(day(lead.lastContactAt)),
        text(notesText(lead.notes)),
      ];
    }),
  ];
  const widths = header.map((title) => ({ width: Math.max(10, Math.min(40, title.length + 4)) }));
  return writeXlsxFile(data, { sheet: 'Leads', stickyRowsCount: 1, columns: widths }).toBuffer();
}
