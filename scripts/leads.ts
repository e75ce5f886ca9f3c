/**
 * The firm's view of the stored leads (reads the database that `npm start` writes; DATABASE_PATH).
 *
 *   npm run leads -- list [--limit 50] [--json]     newest first, with the notification status
 *   npm run leads -- export --csv [--excel] [> leads.csv]
 *                                                  every lead, one column per field; --excel uses
 *                                                  semicolons and a BOM, as Swedish Excel expects
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { databasePathFrom } from '../server/leads/config';
import { openDatabase } from '../server/leads/sqlite/open';
import { StoreError } from '../server/leads/store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Row {
  id: number;
  created_at: string;
  kind: string;
  page: string;
  fields: string;
  idempotency_key: string;
  notifications: string | null;
}

const kindNames: Record<string, string> = { lead: 'kontakt', enquiry: 'förfrågan', booking: 'bokning' };
const statusNames: Record<string, string> = { sent: 'skickad', pending: 'väntar', failed: 'misslyckad' };

/** Columns of the export, in the order the forms show the fields. */
const fieldColumns = ['service', 'company', 'name', 'email', 'phone', 'revenue', 'meetingFormat', 'preferredTime', 'urgency', 'budget', 'topic', 'priority', 'message'];

const usage = `Användning:
  npm run leads -- list [--limit N] [--json]
  npm run leads -- export --csv [--excel]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readRows(databasePath: string, limit?: number): Row[] {
  if (!existsSync(databasePath)) fail(`Ingen databas i ${databasePath} ännu — den skapas när servern tar emot sitt första lead (eller sätt DATABASE_PATH).`);
  let db;
  try {
    db = openDatabase(databasePath, { readonly: true });
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  }
  try {
    const sql = `
      SELECT l.id, l.created_at, l.kind, l.page, l.fields, l.idempotency_key,
             (SELECT group_concat(o.channel || ':' || o.status, ' ') FROM outbox o WHERE o.lead_id = l.id) AS notifications
      FROM leads l ORDER BY l.id DESC ${limit ? 'LIMIT ?' : ''}`;
    return (limit ? db.prepare(sql).all(limit) : db.prepare(sql).all()) as Row[];
  } finally {
    db.close();
  }
}

const notificationText = (value: string | null) =>
  value
    ? value
        .split(' ')
        .map((part) => {
          const [channel, status] = part.split(':');
          return `${channel === 'email' ? 'e-post' : channel} ${statusNames[status!] ?? status}`;
        })
        .join(', ')
    : 'ingen';

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
    const code = char.codePointAt(0)!;
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return '\ufffd';
  });
}

const localTime = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });

function list(rows: Row[], json: boolean) {
  if (json) {
    // JSON.stringify escapes every control character (\u001b), so escape sequences stay inert.
    console.log(JSON.stringify(rows.map((r) => ({ ...r, fields: JSON.parse(r.fields) as unknown })), null, 2).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`));
    return;
  }
  if (rows.length === 0) {
    console.log('Inga leads ännu.');
    return;
  }
  const cut = (raw: string, width: number) => {
    const text = neutralise(raw);
    return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
  };
  console.log(`${'nr'.padStart(5)}  ${'mottagen'.padEnd(19)}  ${'typ'.padEnd(9)}  ${'företag'.padEnd(24)}  ${'namn'.padEnd(20)}  ${'e-post'.padEnd(28)}  ${'sida'.padEnd(22)}  notiser`);
  for (const row of rows) {
    const fields = JSON.parse(row.fields) as Record<string, string>;
    console.log(
      `${String(row.id).padStart(5)}  ${localTime(row.created_at).padEnd(19)}  ${cut(kindNames[row.kind] ?? row.kind, 9)}  ${cut(fields.company ?? '', 24)}  ${cut(fields.name ?? '', 20)}  ${cut(fields.email ?? '', 28)}  ${cut(row.page, 22)}  ${notificationText(row.notifications)}`,
    );
  }
  console.log(`\n${rows.length} lead${rows.length === 1 ? '' : 's'}.`);
}

/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would run as a formula (= + - @ and tab or
 * carriage return first) gets a leading apostrophe: a lead is text typed by a stranger.
 */
export function csvCell(raw: string, separator = ','): string {
  const value = neutralise(raw, { keepNewlines: true });
  const safe = /^[=+\-@\t\r\u2409\u240d]/.test(value) ? `'${value}` : value;
  return new RegExp(`["\\n\\r${separator}]`).test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function exportCsv(rows: Row[], excel: boolean) {
  const separator = excel ? ';' : ',';
  const header = ['nr', 'mottagen', 'typ', 'sida', ...fieldColumns, 'notiser', 'idempotensnyckel'];
  const lines = [header.join(separator)];
  for (const row of [...rows].reverse()) {
    const fields = JSON.parse(row.fields) as Record<string, string>;
    const cells = [String(row.id), row.created_at, row.kind, row.page, ...fieldColumns.map((f) => fields[f] ?? ''), notificationText(row.notifications), row.idempotency_key];
    lines.push(cells.map((c) => csvCell(c, separator)).join(separator));
  }
  process.stdout.write(`${excel ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`);
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      excel: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  const databasePath = databasePathFrom(process.env, root);
  if (command === 'list') {
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) fail('--limit ska vara ett positivt heltal.');
    list(readRows(databasePath, limit), values.json!);
  } else if (command === 'export') {
    if (!values.csv) fail(`export behöver --csv.\n${usage}`);
    exportCsv(readRows(databasePath), values.excel!);
  } else {
    fail(`Okänt kommando "${command}".\n${usage}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
