/**
 * `npm run leads -- export --xlsx FILE`: the leads as a workbook a salesperson opens in Excel or
 * LibreOffice — Swedish headers, every choice by its label, the time in Swedish local time,
 * every cell text (so 0701234567 keeps its 0 and +46… shows no apostrophe, and nothing a
 * visitor typed is ever run as a formula), the header row frozen. Written by write-excel-file.
 */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { leadView, type SiteFacts } from '../../server/leads/lead-view';
import type { ListedLead } from '../../server/leads/store';
import { exportColumns, kindNames, localTime, neutralise, notificationText } from './format';

export async function writeXlsx(rows: ListedLead[], site: SiteFacts, file: string): Promise<void> {
  const header = ['Nr', 'Mottagen (svensk tid)', 'Typ', 'Sida', ...exportColumns.map(([, label]) => label), 'Notiser'];
  const text = (value: string) => ({ type: String, value: neutralise(value, { keepNewlines: true }) });
  const data: Row[] = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...[...rows].reverse().map((lead): Row => {
      const shown = new Map(leadView(lead, site).fields.map((f) => [f.field, f.text]));
      return [
        { type: Number, value: lead.id },
        text(localTime(lead.createdAt)),
        text(kindNames[lead.kind] ?? lead.kind),
        text(lead.page),
        ...exportColumns.map(([field]) => text(shown.get(field) ?? '')),
        text(notificationText(lead.notifications)),
      ];
    }),
  ];
  const widths = header.map((title) => ({ width: Math.max(10, Math.min(40, title.length + 4)) }));
  await writeXlsxFile(data, { sheet: 'Leads', stickyRowsCount: 1, columns: widths }).toFile(file);
}
