/**
 * The e-mail a partner acts on (README "The lead e-mail"): the subject says how urgent, what and
 * who; the body lists every answer as the visitor saw it, with the phone number and e-mail
 * address as links, the page as a full link and the time in Swedish time with its zone. Two
 * parts with the same content: plain text, and simple HTML — one table, inline styles, no
 * images or external resources, so that Outlook and screen readers show it as meant. Its colours
 * are the site's theme tokens (src/shared/colors.ts, docs/decisions.md 82): a mail program reads
 * no CSS custom properties, so the values are written into the inline styles.
 */
import { colors } from '~/src/shared/colors';
import { escapeHtml } from '~/src/shared/escape-html';
import { telHref } from '~/src/shared/tel-href';
import type { LeadView } from './lead-view';

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

const warningTitle: Record<NonNullable<LeadView['warning']>['kind'], string> = {
  phishing: 'VARNING: möjligt nätfiske',
  invoice: 'VARNING: möjlig falsk faktura',
};

const footer = (view: LeadView, name: string | undefined) =>
  `Svara på det här mejlet så går svaret direkt till ${name ?? 'avsändaren'}. Lead nr ${view.id} i leads-databasen.`;

export function leadEmailText(view: LeadView): string {
  const lines = view.fields.map(({ label, text }) => (text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`));
  const name = view.fields.find((f) => f.field === 'name')?.text;
  const warning = view.warning ? [`${warningTitle[view.warning.kind]}. ${view.warning.detail}`, ''] : [];
  return [
    view.subject,
    '',
    ...warning,
    `${view.kindTitle} via webbplatsen${view.urgent ? ' – kunden vill komma i gång så snart som möjligt' : ''}.`,
    '',
    ...lines,
    ...(view.replyCare ? ['', view.replyCare] : []),
    '',
    `Sida: ${view.pageUrl}`,
    `Mottagen: ${view.receivedAt}`,
    '',
    footer(view, name),
    '',
  ].join('\n');
}

const cell = `padding:8px 12px;border-bottom:1px solid ${colors.divider};vertical-align:top;overflow-wrap:anywhere;word-break:break-word;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${colors.text}`;
const link = `color:${colors.primary}`;

function valueHtml({ field, text }: { field: string; text: string }): string {
  const shown = escapeHtml(text).replace(/\n/g, '<br>');
  if (field === 'email') return `<a href="mailto:${escapeHtml(encodeURI(text))}" style="${link}">${shown}</a>`;
  if (field === 'phone') return `<a href="${escapeHtml(telHref(text))}" style="${link}">${shown}</a>`;
  return shown;
}

export function leadEmailHtml(view: LeadView): string {
  const name = view.fields.find((f) => f.field === 'name')?.text;
  const rows = view.fields
    .map(
      (f) =>
        `<tr><th scope="row" style="${cell};text-align:left;font-weight:bold;width:35%">${escapeHtml(f.label)}</th><td style="${cell}">${valueHtml(f)}</td></tr>`,
    )
    .join('\n');
  const box = (background: string, accent: string, color: string, html: string) =>
    `<p style="margin:0 0 16px;padding:8px 12px;background:${background};border-left:4px solid ${accent};color:${color};font-family:Arial,Helvetica,sans-serif;font-size:15px">${html}</p>`;
  const warning = view.warning
    ? box(colors.errorTint, colors.error, colors.text, `<strong>${escapeHtml(warningTitle[view.warning.kind])}.</strong> ${escapeHtml(view.warning.detail)}`)
    : '';
  const urgent = view.urgent
    ? `<p style="margin:0 0 16px;padding:8px 12px;background:${colors.urgentBackground};border-left:4px solid ${colors.urgentAccent};color:${colors.urgentLabel};font-family:Arial,Helvetica,sans-serif;font-size:15px"><strong>Brådskande:</strong> kunden vill komma i gång så snart som möjligt.</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.subject)}</title>
</head>
<body style="margin:0;padding:16px;background:${colors.page};color:${colors.text}">
<h1 style="margin:0 0 8px;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:1.3;color:${colors.text}">${escapeHtml(view.subject)}</h1>
<p style="margin:0 0 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:${colors.textMuted}">${escapeHtml(view.kindTitle)} via webbplatsen, mottagen ${escapeHtml(view.receivedAt)}.</p>
${warning}${urgent}<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;width:100%;max-width:640px">
${rows}
<tr><th scope="row" style="${cell};text-align:left;font-weight:bold">Sida</th><td style="${cell}"><a href="${escapeHtml(view.pageUrl)}" style="${link}">${escapeHtml(view.pageUrl)}</a></td></tr>
</table>
${
  view.replyCare
    ? `<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:${colors.text}">${escapeHtml(view.replyCare)}</p>
`
    : ''
}<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:${colors.textMuted}">${escapeHtml(footer(view, name))}</p>
</body>
</html>
`;
}

export const leadEmail = (view: LeadView): LeadEmail => ({ subject: view.subject, text: leadEmailText(view), html: leadEmailHtml(view) });
