/**
 * The firm's view of the stored leads, in whichever database the server uses (DATABASE_URL for
 * PostgreSQL, else the SQLite file DATABASE_PATH); reads only, changes nothing.
 *
 *   npm run leads -- list [--limit 50] [--json]     newest first, with the notification status
 *   npm run leads -- export --csv [--excel] [> leads.csv]
 *                                                  every lead, one column per field; --excel uses
 *                                                  semicolons and a BOM, as Swedish Excel expects
 *   npm run leads -- migrate --to postgres://… [--from data/leads.db]
 *                                                  copies the SQLite file's leads into PostgreSQL
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseFrom, describeDatabase } from '../server/leads/database-config';
import { openLeadStore } from '../server/leads/open-store';
import { copySqliteToPostgres } from '../server/leads/postgres/copy-from-sqlite';
import { StoreError, type ListedLead } from '../server/leads/store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const kindNames: Record<string, string> = { lead: 'kontakt', enquiry: 'förfrågan', booking: 'bokning' };
const statusNames: Record<string, string> = { sent: 'skickad', pending: 'väntar', failed: 'misslyckad' };

/** Columns of the export, in the order the forms show the fields. */
const fieldColumns = ['service', 'company', 'name', 'email', 'phone', 'revenue', 'meetingFormat', 'preferredTime', 'urgency', 'budget', 'topic', 'priority', 'message'];

const usage = `Användning:
  npm run leads -- list [--limit N] [--json]
  npm run leads -- export --csv [--excel]
  npm run leads -- migrate --to postgres://användare:lösenord@värd:5432/databas [--from data/leads.db]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configured database's leads, newest first; a Swedish message and exit 1 if it cannot be read. */
async function readLeads(limit?: number): Promise<ListedLead[]> {
  const { database, problems } = databaseFrom(process.env, root);
  if (problems.length) fail(problems.join('\n'));
  if (database.kind === 'sqlite' && !existsSync(database.path)) {
    fail(`Ingen databas i ${database.path} ännu — den skapas när servern tar emot sitt första lead (eller sätt DATABASE_PATH eller DATABASE_URL).`);
  }
  const store = await openLeadStore(database, { readonly: true }).catch((error: unknown) => fail(error instanceof StoreError ? error.message : String(error)));
  try {
    return await store.listLeads({ limit });
  } finally {
    await store.close();
  }
}

const notificationText = (notifications: ListedLead['notifications']) =>
  notifications.map(({ channel, status }) => `${channel === 'email' ? 'e-post' : channel} ${statusNames[status] ?? status}`).join(', ') || 'ingen';

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

function list(rows: ListedLead[], json: boolean) {
  if (json) {
    // JSON.stringify escapes every control character (\u001b), so escape sequences stay inert.
    const shown = rows.map(({ id, createdAt, kind, page, fields, idempotencyKey, notifications }) => ({ id, createdAt, kind, page, fields, idempotencyKey, notifications }));
    console.log(JSON.stringify(shown, null, 2).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`));
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
    const { fields } = row;
    console.log(
      `${String(row.id).padStart(5)}  ${localTime(row.createdAt).padEnd(19)}  ${cut(kindNames[row.kind] ?? row.kind, 9)}  ${cut(fields.company ?? '', 24)}  ${cut(fields.name ?? '', 20)}  ${cut(fields.email ?? '', 28)}  ${cut(row.page, 22)}  ${notificationText(row.notifications)}`,
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

function exportCsv(rows: ListedLead[], excel: boolean) {
  const separator = excel ? ';' : ',';
  const header = ['nr', 'mottagen', 'typ', 'sida', ...fieldColumns, 'notiser', 'idempotensnyckel'];
  const lines = [header.join(separator)];
  for (const row of [...rows].reverse()) {
    const cells = [String(row.id), row.createdAt, row.kind, row.page, ...fieldColumns.map((f) => row.fields[f] ?? ''), notificationText(row.notifications), row.idempotencyKey];
    lines.push(cells.map((c) => csvCell(c, separator)).join(separator));
  }
  process.stdout.write(`${excel ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`);
}

async function migrate(to: string | undefined, from: string | undefined) {
  if (!to || !/^postgres(ql)?:\/\//.test(to)) fail(`migrate behöver --to med en PostgreSQL-adress.\n${usage}`);
  const file = path.resolve(root, from ?? (process.env.DATABASE_PATH?.trim() || 'data/leads.db'));
  if (!existsSync(file)) fail(`Ingen SQLite-databas i ${file} att flytta från (ange den med --from eller DATABASE_PATH).`);
  try {
    const report = await copySqliteToPostgres(file, to);
    console.log(
      `Flyttade ${report.leads} leads och ${report.notifications} notiser från ${describeDatabase({ kind: 'sqlite', path: file }, root)} till ${report.target}` +
        (report.alreadyThere ? ` (${report.alreadyThere} fanns redan där och hoppades över).` : '.'),
    );
    if (report.keptSettings.length) console.log(`Måldatabasen hade redan egna värden för ${report.keptSettings.join(', ')}; de behölls.`);
    console.log('Starta nu servern med DATABASE_URL satt till samma adress och utan DATABASE_PATH. SQLite-filen lämnas orörd: spara den som säkerhetskopia.');
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      excel: { type: 'boolean', default: false },
      to: { type: 'string' },
      from: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (command === 'list') {
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) fail('--limit ska vara ett positivt heltal.');
    list(await readLeads(limit), values.json!);
  } else if (command === 'export') {
    if (!values.csv) fail(`export behöver --csv.\n${usage}`);
    exportCsv(await readLeads(), values.excel!);
  } else if (command === 'migrate') {
    await migrate(values.to, values.from);
  } else {
    fail(`Okänt kommando "${command}".\n${usage}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
