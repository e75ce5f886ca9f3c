/**
 * How `npm run leads` shows stored text: shared by the list, the CSV and the workbook. The fields'
 * and kinds' names are field-labels.ts's (docs/decisions.md 84).
 */
import type { ListedLead } from './store';

const statusNames: Record<string, string> = { sent: 'skickad', pending: 'väntar', failed: 'misslyckad' };

export const localTime = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** "e-post skickad, webhook misslyckad (12 försök: webhook: HTTP 500)". */
export const notificationText = (notifications: ListedLead['notifications'], { errors = true } = {}) =>
  notifications
    .map(({ channel, status, attempts, lastError }) => {
      const name = `${channel === 'email' ? 'e-post' : channel} ${statusNames[status] ?? status}`;
      if (!errors || status === 'sent' || (!lastError && attempts === 0)) return name;
      return `${name} (${attempts} försök${lastError ? `: ${lastError.slice(0, 120)}` : ''})`;
    })
    .join(', ') || 'ingen';

/**
 * Stored text was typed by a stranger: control characters (escape sequences that would move the
 * cursor, recolour or rewrite the terminal, carriage returns that hide text) and bidirectional
 * overrides are shown as visible symbols, never passed to the terminal. `keepNewlines` keeps
 * line breaks in CSV cells, where they are quoted.
 */
export function neutralise(text: string, { keepNewlines = false } = {}): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => {
    if (keepNewlines && char === '\n') return char;
    const code = char.charCodeAt(0); // every character matched is one UTF-16 unit
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return '\ufffd';
  });
}
