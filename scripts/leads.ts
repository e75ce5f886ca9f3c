/**
 * The firm's tools for the stored leads, in whichever database the server uses (DATABASE_URL for
 * PostgreSQL, else the SQLite file DATABASE_PATH). README "Production" lists them:
 *
 *   list [--limit 50] [--json] [--spam]   newest first, with each notification's state, tries and
 *                                   last error; --spam: only the leads held as suspected spam, with why
 *   release NR                      a held lead is not spam: its notifications go out now
 *   export --csv [--excel]          every lead as CSV on standard output (for machines)
 *   export --xlsx FILE              a workbook for people (server/leads/export.ts)
 *   show --email X | erase --email X | purge [--older-than 12m]   data protection (server/leads/privacy.ts);
 *                                   erase and purge show what they delete and ask (--yes, --yes-all, --dry-run)
 *   resend ID | resend --failed     notifications back in the queue; the running server sends them
 *   backup FILE                     a consistent copy of the SQLite file while the server runs
 *   restore FILE | restore          a backup back in place (SQLite), or set up after pg_restore (scripts/leads/restore.ts)
 *   migrate --to postgres://… [--from data/leads.db]   the SQLite file's leads into PostgreSQL
 *   user invite --email X --role R  an account for the workspace /konto (scripts/leads/user.ts)
 *   user unlock --email X           lifts the sign-in back-off of an address (docs/decisions.md 141)
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { ConfigError, loadLeadConfig } from '../server/leads/config';
import { databaseFrom, describeDatabase } from '../server/leads/database-config';
import { openLeadStore } from '../server/leads/open-store';
import { copySqliteToPostgres } from '../server/leads/postgres/copy-from-sqlite';
import { builtSiteAddress, loadSiteFacts, type SiteFacts } from '../server/leads/lead-view';
import { SqliteLeadStore } from '../server/leads/sqlite/sqlite-store';
import { isSqliteWorkerStore } from '../server/leads/sqlite/worker-store';
import { StoreError, type LeadStore, type ListedLead } from '../server/leads/store';
import { kindTitle, leadFieldNames } from '../server/leads/field-labels';
import { localTime, neutralise, notificationText, terminalJson } from '../server/leads/lead-format';
import { erase, purge, show, type Outcome } from '../server/leads/privacy';
import { restorePostgres, restoreSqlite, type RestoreChoice } from './leads/restore';
import { terminalQuestion, yesNo } from './leads/terminal';
import { inviteUser, parseUserCommand, unlockUser, userUsage } from './leads/user';
import { exportLeads, leadsWorkbook } from '../server/leads/export';

export { neutralise };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const usage = `Användning:
  npm run leads -- list [--limit N] [--json] [--spam]   |   release NR
  npm run leads -- export --csv [--excel]   |   export --xlsx FIL
  npm run leads -- show --email ADRESS
  npm run leads -- erase --email ADRESS     |   purge [--older-than 12m]     [--dry-run] [--yes] [--yes-all]
  npm run leads -- resend NR                |   resend --failed
  npm run leads -- backup FIL               |   restore FIL [--mark-sent | --send] [--highest-number N]
  npm run leads -- migrate --to postgres://användare:lösenord@värd:5432/databas [--from data/leads.db]
${userUsage}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configured database as a store; a Swedish message and exit 1 if it cannot be opened. */
async function openStore({ readonly, create = false }: { readonly: boolean; create?: boolean }): Promise<LeadStore> {
  const { database, problems } = databaseFrom(process.env, root);
  if (problems.length) fail(problems.join('\n'));
  if (database.kind === 'sqlite' && !create && !existsSync(database.path)) {
    fail(`Ingen databas i ${database.path} ännu — den skapas när servern tar emot sitt första lead (eller sätt DATABASE_PATH eller DATABASE_URL).`);
  }
  return openLeadStore(database, { readonly }).catch((error: unknown) => fail(error instanceof StoreError ? error.message : String(error)));
}

async function withStore<T>(work: (store: LeadStore) => Promise<T>, { readonly = true, create = false } = {}): Promise<T> {
  const store = await openStore({ readonly, create });
  try {
    return await work(store);
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  } finally {
    await store.close();
  }
}

const readLeads = (limit?: number, spam = false) => withStore((store) => store.listLeads({ limit, spam }));

/** The built site's forms (labels) — or plain field names before the first build. */
function siteFacts(): SiteFacts {
  try {
    return loadSiteFacts(path.resolve(root, process.env.DIST_DIR ?? 'dist'));
  } catch {
    return { forms: () => undefined };
  }
}

function list(rows: ListedLead[], json: boolean, spam = false) {
  if (json) {
    // Every control, bidirectional and invisible character escaped (lead-format.ts), so nothing acts on the terminal.
    const shown = rows.map(({ id, createdAt, kind, page, fields, idempotencyKey, notifications, spam, warning }) => ({
      id,
      createdAt,
      kind,
      page,
      fields,
      idempotencyKey,
      notifications,
      ...(spam ? { spam } : {}),
      ...(warning ? { warning } : {}),
    }));
    console.log(terminalJson(shown));
    return;
  }
  if (rows.length === 0) {
    console.log(spam ? 'Inga leads hålls kvar som misstänkt skräppost.' : 'Inga leads ännu.');
    return;
  }
  const cut = (raw: string, width: number) => {
    const text = neutralise(raw);
    return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
  };
  console.log(
    `${'nr'.padStart(5)}  ${'mottagen'.padEnd(19)}  ${'typ'.padEnd(19)}  ${'företag'.padEnd(24)}  ${'namn'.padEnd(20)}  ${'e-post'.padEnd(28)}  ${'sida'.padEnd(22)}  notiser`,
  );
  for (const row of rows) {
    const { fields } = row;
    console.log(
      `${String(row.id).padStart(5)}  ${localTime(row.createdAt).padEnd(19)}  ${cut(kindTitle(row.kind), 19)}  ${cut(fields.company ?? '', 24)}  ${cut(fields.name ?? '', 20)}  ${cut(fields.email ?? '', 28)}  ${cut(row.page, 22)}  ${row.spam ? 'kvarhållen som skräppost' : neutralise(notificationText(row.notifications))}`,
    );
    for (const reason of row.spam ?? []) console.log(`       ${neutralise(reason.detail)}`);
    // A lure stays marked when released (docs/decisions.md 134).
    if (row.warning && !row.spam) console.log(`       VARNING: ${neutralise(row.warning.detail)}`);
  }
  console.log(
    `\n${rows.length} lead${rows.length === 1 ? '' : 's'}${spam ? ' kvarhållna som misstänkt skräppost. Släpp ett som inte är skräppost med: npm run leads -- release NR' : ''}.`,
  );
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

/** CSV is for machines: codes and field names as stored, times in UTC (README); the lead schema's fields as columns. */
function exportCsv(rows: ListedLead[], excel: boolean) {
  const fieldColumns = [...leadFieldNames, ...new Set(rows.flatMap((row) => Object.keys(row.fields)).filter((field) => !leadFieldNames.includes(field)))];
  const separator = excel ? ';' : ',';
  const header = ['nr', 'mottagen', 'typ', 'sida', ...fieldColumns, 'notiser', 'idempotensnyckel'];
  const lines = [header.join(separator)];
  for (const row of [...rows].reverse()) {
    const cells = [
      String(row.id),
      row.createdAt,
      row.kind,
      row.page,
      ...fieldColumns.map((f) => row.fields[f] ?? ''),
      notificationText(row.notifications, { errors: false }),
      row.idempotencyKey,
    ];
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
      `Flyttade ${report.leads} leads, ${report.notifications} notiser och ${report.accounts} konton från ${describeDatabase({ kind: 'sqlite', path: file }, root)} till ${report.target}` +
        (report.alreadyThere ? ` (${report.alreadyThere} fanns redan där och hoppades över).` : '.'),
    );
    if (report.keptSettings.length) console.log(`Måldatabasen hade redan egna värden för ${report.keptSettings.join(', ')}; de behölls.`);
    console.log('Starta nu servern med DATABASE_URL satt till samma adress och utan DATABASE_PATH. SQLite-filen lämnas orörd: spara den som säkerhetskopia.');
    if (report.accounts)
      console.log('Alla i arbetsytan loggar in på nytt (inloggningarna flyttas inte); obesvarade inbjudningar skickas om med leads user invite.');
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  }
}

/**
 * Creates the backup's file empty and 0600 (never over an existing one), then lets SQLite's
 * online backup API fill it: the copy is the owner's alone from its first byte, whatever the umask.
 */
export async function writeBackup(store: { backup(file: string): Promise<unknown> }, target: string): Promise<void> {
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  closeSync(openSync(target, 'wx', 0o600));
  await store.backup(target);
  // One self-contained file: a rollback journal instead of WAL, so that reading the copy (the
  // check below, a restore) leaves no -wal and -shm beside it.
  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** SQLite's online backup API: a consistent copy while the server keeps writing. */
async function backup(file: string | undefined) {
  if (!file) fail(`backup behöver en fil att skriva till.\n${usage}`);
  const target = path.resolve(file);
  if (existsSync(target)) fail(`${target} finns redan; välj ett nytt filnamn (en säkerhetskopia skrivs aldrig över).`);
  await withStore(async (store) => {
    if (!isSqliteWorkerStore(store)) {
      fail('Leads ligger i PostgreSQL: ta säkerhetskopian med pg_dump, se README "Backup and restore".');
    }
    await writeBackup(store, target);
  });
  if ((statSync(target).mode & 0o077) !== 0) fail(`${target} fick vidare rättigheter än 0600; kontrollera filsystemet.`);
  const copy = SqliteLeadStore.open(target, { readonly: true });
  try {
    const check = copy.db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') fail(`Kopian ${target} klarade inte integritetskontrollen: ${String(check)}`);
    console.log(`Säkerhetskopia skriven till ${target}: ${(await copy.listLeads()).length} leads, integritetskontroll ok.`);
  } finally {
    await copy.close();
  }
}

function finish(outcome: Outcome) {
  if (!outcome.ok) fail(outcome.message);
  if (outcome.message) console.log(outcome.message);
}

async function restore(file: string | undefined, choice: RestoreChoice) {
  const { database, problems } = databaseFrom(process.env, root);
  if (problems.length) fail(problems.join('\n'));
  if (database.kind === 'postgres') {
    if (file) fail('Leads ligger i PostgreSQL: läs tillbaka dumpen med pg_restore (README "Backup and restore") och kör sedan restore utan fil.');
    finish(await withStore((store) => restorePostgres(store, choice, console.log), { readonly: false }));
    return;
  }
  if (!file) fail(`restore behöver säkerhetskopians fil.\n${usage}`);
  finish(
    await restoreSqlite(path.resolve(file), database.path, choice, console.log).catch((error: Error) => ({
      ok: false,
      message: `Återställningen misslyckades: ${error.message}`,
    })),
  );
}

async function resend(id: string | undefined, failed: boolean) {
  const leadId = Number(id);
  if (!failed && !(Number.isInteger(leadId) && leadId > 0)) fail(`resend behöver ett lead-nummer eller --failed.\n${usage}`);
  const count = await withStore(
    async (store) => {
      // A held lead's notifications wait for `release`, whatever resend does to them.
      if (!failed && (await store.lead(leadId))?.spam)
        fail(`Lead ${leadId} hålls kvar som misstänkt skräppost. Är det inte skräppost: npm run leads -- release ${leadId}`);
      return store.resend(failed ? { failed: true } : { leadId }, Date.now());
    },
    { readonly: false },
  );
  console.log(
    count === 0
      ? failed
        ? 'Inga misslyckade notiser att skicka igen.'
        : `Lead ${leadId} finns inte eller har inga notiser.`
      : `${count} notis${count === 1 ? '' : 'er'} köas igen; den körande servern skickar ${count === 1 ? 'den' : 'dem'} inom NOTIFY_POLL_SECONDS.`,
  );
}

/** A held lead is genuine after all: its notifications go out through the running server's outbox. */
async function release(id: string | undefined) {
  const leadId = Number(id);
  if (!(Number.isInteger(leadId) && leadId > 0)) fail(`release behöver numret på ett lead (se npm run leads -- list --spam).\n${usage}`);
  const result = await withStore((store) => store.release(leadId, Date.now()), { readonly: false });
  if (result.outcome !== 'released') {
    fail(
      result.outcome === 'missing'
        ? `Lead ${leadId} finns inte.`
        : `Lead ${leadId} hålls inte kvar som skräppost; dess notiser skickas som vanligt (se npm run leads -- list).`,
    );
  }
  const n = result.notifications;
  console.log(
    n === 0
      ? `Lead ${leadId} är släppt. Det har inga notiser att skicka (inga kanaler var konfigurerade när det kom in).`
      : `Lead ${leadId} är släppt: ${n} notis${n === 1 ? '' : 'er'} köas; den körande servern skickar ${n === 1 ? 'den' : 'dem'} inom NOTIFY_POLL_SECONDS.`,
  );
}

/** The server's own SMTP settings, so the invitation goes out as the lead notifications do. */
async function user(action: string | undefined, email: string | undefined, role: string | undefined) {
  const command = { email, role, baseUrl: builtSiteAddress(path.resolve(root, process.env.DIST_DIR ?? 'dist')) };
  const parsed = parseUserCommand(action, command);
  if ('problem' in parsed) return fail(parsed.problem);
  if ('unlock' in parsed) {
    console.log(await withStore((store) => unlockUser(store, parsed.unlock.email), { readonly: false }));
    return;
  }
  const { invitation } = parsed;
  let smtp: { smtpUrl: string; from: string } | undefined;
  try {
    smtp = loadLeadConfig(process.env, root).email;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  console.log(
    await withStore((store) => inviteUser(store, { ...invitation, ...(smtp ? { smtp } : {}) }), {
      readonly: false,
      create: true,
    }),
  );
}

/** The command line's options (each command reads the ones it needs; usage lists them). */
const options = {
  limit: { type: 'string' },
  json: { type: 'boolean', default: false },
  csv: { type: 'boolean', default: false },
  excel: { type: 'boolean', default: false },
  xlsx: { type: 'string' },
  email: { type: 'string' },
  'older-than': { type: 'string' },
  failed: { type: 'boolean', default: false },
  spam: { type: 'boolean', default: false },
  to: { type: 'string' },
  from: { type: 'string' },
  yes: { type: 'boolean', default: false },
  'yes-all': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  'mark-sent': { type: 'boolean', default: false },
  send: { type: 'boolean', default: false },
  'highest-number': { type: 'string' },
  role: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options });
  const [command] = positionals;
  // Everything the command writes (backups, a restored database, SQLite's side files) is personal data.
  process.umask(0o077);
  const ask = terminalQuestion();
  const consent = { yes: values.yes, yesAll: values['yes-all'], dryRun: values['dry-run'], ask: ask && yesNo(ask) };
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (command === 'list') {
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) fail('--limit ska vara ett positivt heltal.');
    list(await readLeads(limit, values.spam), values.json, values.spam);
  } else if (command === 'export') {
    if (values.xlsx) {
      // The inbox's leads (held ones are left out, as from the workspace) with the firm's work on them.
      const rows = await withStore((store) => exportLeads(store, { spam: false }, Number.MAX_SAFE_INTEGER));
      writeFileSync(path.resolve(values.xlsx), await leadsWorkbook(rows, siteFacts()), { mode: 0o600 });
      chmodSync(path.resolve(values.xlsx), 0o600);
      console.log(`${rows.length} leads skrivna till ${values.xlsx}.`);
    } else if (values.csv) exportCsv(await readLeads(), values.excel);
    else fail(`export behöver --csv eller --xlsx FIL.\n${usage}`);
  } else if (command === 'show' || command === 'erase') {
    const email = values.email?.trim();
    if (!email?.includes('@')) fail(`${command} behöver --email med personens e-postadress.\n${usage}`);
    if (command === 'show') console.log(await withStore((store) => show(store, email)));
    else finish(await withStore((store) => erase(store, email, consent, console.log), { readonly: values['dry-run'] }));
  } else if (command === 'purge') {
    finish(await withStore((store) => purge(store, values['older-than'], consent, console.log), { readonly: values['dry-run'] }));
  } else if (command === 'restore') {
    const highest = values['highest-number'] === undefined ? undefined : Number(values['highest-number']);
    if (highest !== undefined && !(Number.isSafeInteger(highest) && highest >= 0))
      fail('--highest-number ska vara ett heltal, det högsta lead-nummer företaget sett.');
    await restore(positionals[1], { markSent: values['mark-sent'], send: values.send, highestNumber: highest, ask });
  } else if (command === 'release') {
    await release(positionals[1]);
  } else if (command === 'resend') {
    await resend(positionals[1], values.failed);
  } else if (command === 'backup') {
    await backup(positionals[1]);
  } else if (command === 'migrate') {
    await migrate(values.to, values.from);
  } else if (command === 'user') {
    await user(positionals[1], values.email, values.role);
  } else {
    fail(`Okänt kommando "${command}".\n${usage}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
