/**
 * The leads as a workbook a salesperson opens in Excel or LibreOffice — Swedish headers, every
 * choice by its label, the time in Swedish local time, every cell text (so 0701234567 keeps its
 * 0 and +46… shows no apostrophe, and nothing a visitor typed is ever run as a formula), the
 * header row frozen. Written by write-excel-file. One implementation for `npm run leads --
 * export --xlsx FILE` and the workspace's "Exportera" (docs/decisions.md 74).
 */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { leadView, type SiteFacts } from './lead-view';
import type { ListedLead } from './store';
import { exportColumns, kindTitle } from './field-labels';
import { localTime, neutralise, notificationText } from './lead-format';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `rows` newest first, as the store lists them; the workbook has them oldest first. */
export function leadsWorkbook(rows: ListedLead[], site: SiteFacts): Promise<Buffer> {
  // The forms' questions as headers (the label most forms ask a field with), from the built form specs.
  const columns = exportColumns(site.forms, rows);
  const header = ['Nr', 'Mottagen (svensk tid)', 'Typ', 'Sida', ...columns.map(([, label]) => label), 'Notiser'];
  // write-excel-file drops U+FFFD, the neutraliser's mark for a hidden character: it shows as "?" here.
  const text = (value: string) => ({ type: String, value: neutralise(value, { keepNewlines: true }).replaceAll('\ufffd', '?') });
  const data: Row[] = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...[...rows].reverse().map((lead): Row => {
      const shown = new Map(leadView(lead, site).fields.map((f) => [f.field, f.text]));
      return [
        { type: Number, value: lead.id },
        text(localTime(lead.createdAt)),
        text(kindTitle(lead.kind)),
        text(lead.page),
        ...columns.map(([field]) => text(shown.get(field) ?? '')),
        text(notificationText(lead.notifications)),
      ];
    }),
  ];
  const widths = header.map((title) => ({ width: Math.max(10, Math.min(40, title.length + 4)) }));
  return writeXlsxFile(data, { sheet: 'Leads', stickyRowsCount: 1, columns: widths }).toBuffer();
}
