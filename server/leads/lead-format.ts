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
 * Characters that change how text around them looks without being seen themselves. Bidirectional
 * formatting (embeddings, overrides, isolates, the marks) turns "Gustav ‮fdp.exe" into
 * "Gustav exe.pdf" on screen; the invisible ones (zero-width space, word joiner, byte-order mark,
 * soft hyphen, invisible operators, tag characters, Hangul fillers) make a name look empty or like
 * another. Zero-width joiners (emoji, Indic and Persian writing) are left: alone they hide nothing.
 */
// Written as escapes: the characters themselves are what no reader of this file could see.
const bidiControls = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
// Combining marks among them are matched one by one (a class would join them to the character before).
const invisibles =
  '[\\u00ad\\u115f\\u1160\\u180e\\u200b\\u2060-\\u2064\\u3164\\ufeff\\uffa0\\u{e0000}-\\u{e007f}]|\\u034f|\\u17b4|\\u17b5|\\u180b|\\u180c|\\u180d';
const shown = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${bidiControls}]|${invisibles}`, 'gu');
const invisible = new RegExp(`^(?:${invisibles})$`, 'u');

/**
 * The one neutraliser for what a lead shows (docs/decisions.md 136): the workspace, the e-mail's
 * text and HTML (through lead-view.ts), the workbook, the CSV and `npm run leads` all show stored
 * text through it, because a stranger typed it. Control characters (escape sequences that would
 * move the cursor, recolour or rewrite a terminal, carriage returns that hide text) become their
 * visible symbols (␛, ␍); C1 controls and bidirectional formatting become �, so the text reads in
 * the order it was typed and the partner sees that something was there; invisible characters are
 * dropped, and a text that was nothing else reads "�". `keepNewlines` keeps line breaks and tabs
 * (multi-line fields: the message, CSV cells, the e-mail's body); otherwise a line or paragraph
 * separator becomes a space.
 */
export function neutralise(text: string, { keepNewlines = false } = {}): string {
  const result = (keepNewlines ? text.replace(/\r\n/g, '\n') : text).replace(shown, (char) => {
    if (keepNewlines && (char === '\n' || char === '\t')) return char;
    if (invisible.test(char)) return '';
    const code = char.charCodeAt(0); // every other character matched is one UTF-16 unit
    if (code === 0x2028 || code === 0x2029) return keepNewlines ? '\n' : ' ';
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return '\ufffd';
  });
  return result.trim() === '' && text.trim() !== '' ? '\ufffd' : result;
}

/**
 * JSON for a terminal (`leads list --json`, `leads show`): the data exactly as stored, with every
 * character the neutraliser would change written as its escape (\u202e), so nothing acts on the
 * terminal and a program reading the JSON gets the original text.
 */
export function terminalJson(value: unknown): string {
  // JSON.stringify has escaped the C0 controls inside strings already: those left are its layout.
  const escape = (unit: number) => `\\u${unit.toString(16).padStart(4, '0')}`;
  // A tag character is two UTF-16 units, each escaped as JSON writes them.
  return JSON.stringify(value, null, 2).replace(shown, (char) =>
    char < ' ' ? char : Array.from({ length: char.length }, (_, i) => escape(char.charCodeAt(i))).join(''),
  );
}
