// Built by scripts/build-server.ts from server/ and scripts/leads.ts — edit those, not this.
import {
  PgLeadStore,
  SqliteLeadStore,
  StoreError,
  databaseFrom,
  describeDatabase,
  leadView,
  loadSiteFacts,
  openDatabase,
  openLeadStore,
  transaction
} from "./chunks/chunk-L7APP34H.js";

// scripts/leads.ts
import { chmodSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

// server/leads/postgres/copy-from-sqlite.ts
async function copySqliteToPostgres(file, url) {
  const source = openDatabase(file, { readonly: true });
  let leads, outbox, settings;
  try {
    leads = source.prepare("SELECT * FROM leads ORDER BY id").all();
    outbox = source.prepare("SELECT id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at FROM outbox ORDER BY id").all();
    settings = source.prepare("SELECT key, value FROM settings").all();
  } finally {
    source.close();
  }
  const target = await PgLeadStore.open(url, { poolSize: 1 });
  try {
    return await transaction(target.pool, async (client) => {
      await client.query("LOCK TABLE leads, outbox IN EXCLUSIVE MODE");
      const copied = /* @__PURE__ */ new Set();
      let alreadyThere = 0;
      for (const lead of leads) {
        const { rows } = await client.query("SELECT id, idempotency_key FROM leads WHERE id = $1 OR idempotency_key = $2", [lead.id, lead.idempotency_key]);
        if (rows.some((r) => r.id === lead.id && r.idempotency_key === lead.idempotency_key)) {
          alreadyThere++;
          continue;
        }
        if (rows.length) {
          throw new StoreError(
            `${target.description} har redan ett annat lead med nummer ${lead.id} eller samma nyckel. Flytta leads innan servern tar emot nya i PostgreSQL, till en tom databas.`
          );
        }
        await client.query(
          "INSERT INTO leads (id, created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
          [lead.id, lead.created_at, lead.kind, lead.page, lead.fields, lead.idempotency_key, lead.payload_hash, lead.form_token_id ?? null]
        );
        copied.add(lead.id);
      }
      const notifications = outbox.filter((row) => copied.has(row.lead_id));
      for (const row of notifications) {
        await client.query(
          "INSERT INTO outbox (id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
          [row.id, row.lead_id, row.channel, row.status, row.attempts, row.next_attempt_at, row.last_error, row.sent_at]
        );
      }
      const keptSettings = [];
      for (const { key, value } of settings) {
        const { rows } = await client.query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING value", [key, value]);
        if (rows[0].value !== value) keptSettings.push(key);
      }
      for (const table of ["leads", "outbox"]) {
        await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`);
      }
      return { leads: copied.size, notifications: notifications.length, alreadyThere, keptSettings, target: target.description };
    });
  } finally {
    await target.close();
  }
}

// scripts/leads/format.ts
var kindNames = { lead: "kontakt", enquiry: "f\xF6rfr\xE5gan", booking: "bokning" };
var statusNames = { sent: "skickad", pending: "v\xE4ntar", failed: "misslyckad" };
var exportColumns = [
  ["service", "Tj\xE4nst"],
  ["company", "F\xF6retag"],
  ["name", "Namn"],
  ["email", "E-post"],
  ["phone", "Telefon"],
  ["revenue", "\xC5rsoms\xE4ttning"],
  ["meetingFormat", "M\xF6tesform"],
  ["preferredTime", "\xD6nskad tid"],
  ["urgency", "Start / br\xE5dska"],
  ["budget", "Budget"],
  ["topic", "\xC4mne"],
  ["priority", "Vill prioritera"],
  ["message", "Meddelande"]
];
var localTime = (iso) => new Date(iso).toLocaleString("sv-SE", { timeZone: "Europe/Stockholm" });
var notificationText = (notifications, { errors = true } = {}) => notifications.map(({ channel, status, attempts, lastError }) => {
  const name = `${channel === "email" ? "e-post" : channel} ${statusNames[status] ?? status}`;
  if (!errors || status === "sent" || !lastError && attempts === 0) return name;
  return `${name} (${attempts} f\xF6rs\xF6k${lastError ? `: ${lastError.slice(0, 120)}` : ""})`;
}).join(", ") || "ingen";
function neutralise(text, { keepNewlines = false } = {}) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => {
    if (keepNewlines && char === "\n") return char;
    const code = char.codePointAt(0);
    if (code < 32) return String.fromCodePoint(9216 + code);
    if (code === 127) return "\u2421";
    return "\uFFFD";
  });
}

// src/lead-form/retention.ts
var retentionMonths = 12;
var retentionText = `${retentionMonths} m\xE5nader`;
function retentionCutoff(now, months = retentionMonths) {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - months);
  return cutoff;
}

// scripts/leads/privacy.ts
function parsePeriod(text, now = /* @__PURE__ */ new Date()) {
  const match = /^\s*(\d+)\s*(m|mån|månad|månader|d|dag|dagar)\s*$/i.exec(text);
  if (!match) return void 0;
  const amount = Number(match[1]);
  if (match[2].toLowerCase().startsWith("d")) return new Date(now.getTime() - amount * 864e5);
  return retentionCutoff(now, amount);
}
async function show(store, email) {
  const leads = await store.leadsByEmail(email);
  const shown = leads.map(({ id, createdAt, kind, page, fields, notifications }) => ({ id, createdAt, kind, page, fields, notifications }));
  const latest = leads.at(-1)?.createdAt;
  const report = {
    email,
    leads: shown,
    ...latest ? { latestContact: latest, erasedAfter: retentionCutoffFrom(latest) } : {},
    retention: `Leads raderas ${retentionText} efter senaste kontakt (npm run leads -- purge).`
  };
  return JSON.stringify(report, null, 2);
}
function retentionCutoffFrom(latest) {
  const at = new Date(latest);
  at.setMonth(at.getMonth() + retentionMonths);
  return at.toISOString();
}
async function erase(store, email) {
  const count = await store.erase(email);
  return count === 0 ? `Inga leads med e-postadressen ${email} finns sparade.` : `Raderade ${count} lead${count === 1 ? "" : "s"} med e-postadressen ${email}, med deras notiser; databasen har skrivits om s\xE5 att inget finns kvar i filen.`;
}
async function purge(store, olderThan, now = /* @__PURE__ */ new Date()) {
  const cutoff = olderThan === void 0 ? retentionCutoff(now) : parsePeriod(olderThan, now);
  if (!cutoff) throw new Error(`--older-than "${olderThan}" ska vara t.ex. 12m (m\xE5nader) eller 90d (dagar).`);
  const count = await store.purge(cutoff);
  return `Raderade ${count} lead${count === 1 ? "" : "s"} fr\xE5n personer vars senaste kontakt var f\xF6re ${cutoff.toISOString().slice(0, 10)}${olderThan === void 0 ? ` (integritetspolicyns ${retentionText})` : ""}.`;
}

// scripts/leads/xlsx.ts
import writeXlsxFile from "write-excel-file/node";
async function writeXlsx(rows, site, file) {
  const header = ["Nr", "Mottagen (svensk tid)", "Typ", "Sida", ...exportColumns.map(([, label]) => label), "Notiser"];
  const text = (value) => ({ type: String, value: neutralise(value, { keepNewlines: true }) });
  const data = [
    header.map((value) => ({ value, fontWeight: "bold" })),
    ...[...rows].reverse().map((lead) => {
      const shown = new Map(leadView(lead, site).fields.map((f) => [f.field, f.text]));
      return [
        { type: Number, value: lead.id },
        text(localTime(lead.createdAt)),
        text(kindNames[lead.kind] ?? lead.kind),
        text(lead.page),
        ...exportColumns.map(([field]) => text(shown.get(field) ?? "")),
        text(notificationText(lead.notifications))
      ];
    })
  ];
  const widths = header.map((title) => ({ width: Math.max(10, Math.min(40, title.length + 4)) }));
  await writeXlsxFile(data, { sheet: "Leads", stickyRowsCount: 1, columns: widths }).toFile(file);
}

// scripts/leads.ts
var root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
var usage = `Anv\xE4ndning:
  npm run leads -- list [--limit N] [--json]
  npm run leads -- export --csv [--excel]   |   export --xlsx FIL
  npm run leads -- show --email ADRESS      |   erase --email ADRESS   |   purge [--older-than 12m]
  npm run leads -- resend NR                |   resend --failed
  npm run leads -- backup FIL
  npm run leads -- migrate --to postgres://anv\xE4ndare:l\xF6senord@v\xE4rd:5432/databas [--from data/leads.db]`;
function fail(message) {
  console.error(message);
  process.exit(1);
}
async function openStore({ readonly }) {
  const { database, problems } = databaseFrom(process.env, root);
  if (problems.length) fail(problems.join("\n"));
  if (database.kind === "sqlite" && !existsSync(database.path)) {
    fail(`Ingen databas i ${database.path} \xE4nnu \u2014 den skapas n\xE4r servern tar emot sitt f\xF6rsta lead (eller s\xE4tt DATABASE_PATH eller DATABASE_URL).`);
  }
  return openLeadStore(database, { readonly }).catch((error) => fail(error instanceof StoreError ? error.message : String(error)));
}
async function withStore(work, { readonly = true } = {}) {
  const store = await openStore({ readonly });
  try {
    return await work(store);
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  } finally {
    await store.close();
  }
}
var readLeads = (limit) => withStore((store) => store.listLeads({ limit }));
function siteFacts() {
  try {
    return loadSiteFacts(path.resolve(root, process.env.DIST_DIR ?? "dist"));
  } catch {
    return { forms: () => void 0 };
  }
}
function list(rows, json) {
  if (json) {
    const shown = rows.map(({ id, createdAt, kind, page, fields, idempotencyKey, notifications }) => ({ id, createdAt, kind, page, fields, idempotencyKey, notifications }));
    console.log(JSON.stringify(shown, null, 2).replace(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.codePointAt(0).toString(16).padStart(4, "0")}`));
    return;
  }
  if (rows.length === 0) {
    console.log("Inga leads \xE4nnu.");
    return;
  }
  const cut = (raw, width) => {
    const text = neutralise(raw);
    return (text.length > width ? `${text.slice(0, width - 1)}\u2026` : text).padEnd(width);
  };
  console.log(`${"nr".padStart(5)}  ${"mottagen".padEnd(19)}  ${"typ".padEnd(9)}  ${"f\xF6retag".padEnd(24)}  ${"namn".padEnd(20)}  ${"e-post".padEnd(28)}  ${"sida".padEnd(22)}  notiser`);
  for (const row of rows) {
    const { fields } = row;
    console.log(
      `${String(row.id).padStart(5)}  ${localTime(row.createdAt).padEnd(19)}  ${cut(kindNames[row.kind] ?? row.kind, 9)}  ${cut(fields.company ?? "", 24)}  ${cut(fields.name ?? "", 20)}  ${cut(fields.email ?? "", 28)}  ${cut(row.page, 22)}  ${neutralise(notificationText(row.notifications))}`
    );
  }
  console.log(`
${rows.length} lead${rows.length === 1 ? "" : "s"}.`);
}
function csvCell(raw, separator = ",") {
  const value = neutralise(raw, { keepNewlines: true });
  const safe = /^[=+\-@\t\r\u2409\u240d]/.test(value) ? `'${value}` : value;
  return new RegExp(`["\\n\\r${separator}]`).test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
var fieldColumns = exportColumns.map(([field]) => field);
function exportCsv(rows, excel) {
  const separator = excel ? ";" : ",";
  const header = ["nr", "mottagen", "typ", "sida", ...fieldColumns, "notiser", "idempotensnyckel"];
  const lines = [header.join(separator)];
  for (const row of [...rows].reverse()) {
    const cells = [String(row.id), row.createdAt, row.kind, row.page, ...fieldColumns.map((f) => row.fields[f] ?? ""), notificationText(row.notifications, { errors: false }), row.idempotencyKey];
    lines.push(cells.map((c) => csvCell(c, separator)).join(separator));
  }
  process.stdout.write(`${excel ? "\uFEFF" : ""}${lines.join("\r\n")}\r
`);
}
async function migrate(to, from) {
  if (!to || !/^postgres(ql)?:\/\//.test(to)) fail(`migrate beh\xF6ver --to med en PostgreSQL-adress.
${usage}`);
  const file = path.resolve(root, from ?? (process.env.DATABASE_PATH?.trim() || "data/leads.db"));
  if (!existsSync(file)) fail(`Ingen SQLite-databas i ${file} att flytta fr\xE5n (ange den med --from eller DATABASE_PATH).`);
  try {
    const report = await copySqliteToPostgres(file, to);
    console.log(
      `Flyttade ${report.leads} leads och ${report.notifications} notiser fr\xE5n ${describeDatabase({ kind: "sqlite", path: file }, root)} till ${report.target}` + (report.alreadyThere ? ` (${report.alreadyThere} fanns redan d\xE4r och hoppades \xF6ver).` : ".")
    );
    if (report.keptSettings.length) console.log(`M\xE5ldatabasen hade redan egna v\xE4rden f\xF6r ${report.keptSettings.join(", ")}; de beh\xF6lls.`);
    console.log("Starta nu servern med DATABASE_URL satt till samma adress och utan DATABASE_PATH. SQLite-filen l\xE4mnas or\xF6rd: spara den som s\xE4kerhetskopia.");
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  }
}
async function backup(file) {
  if (!file) fail(`backup beh\xF6ver en fil att skriva till.
${usage}`);
  const target = path.resolve(file);
  if (existsSync(target)) fail(`${target} finns redan; v\xE4lj ett nytt filnamn (en s\xE4kerhetskopia skrivs aldrig \xF6ver).`);
  await withStore(async (store) => {
    if (!(store instanceof SqliteLeadStore)) {
      fail('Leads ligger i PostgreSQL: ta s\xE4kerhetskopian med pg_dump, se README "Backup and restore".');
    }
    await store.backup(target);
  });
  chmodSync(target, 384);
  const copy = SqliteLeadStore.open(target, { readonly: true });
  try {
    const check = copy.db.pragma("integrity_check", { simple: true });
    if (check !== "ok") fail(`Kopian ${target} klarade inte integritetskontrollen: ${String(check)}`);
    console.log(`S\xE4kerhetskopia skriven till ${target}: ${(await copy.listLeads()).length} leads, integritetskontroll ok.`);
  } finally {
    await copy.close();
  }
}
async function resend(id, failed) {
  const leadId = Number(id);
  if (!failed && !(Number.isInteger(leadId) && leadId > 0)) fail(`resend beh\xF6ver ett lead-nummer eller --failed.
${usage}`);
  const count = await withStore((store) => store.resend(failed ? { failed: true } : { leadId }, Date.now()), { readonly: false });
  console.log(
    count === 0 ? failed ? "Inga misslyckade notiser att skicka igen." : `Lead ${leadId} finns inte eller har inga notiser.` : `${count} notis${count === 1 ? "" : "er"} k\xF6as igen; den k\xF6rande servern skickar ${count === 1 ? "den" : "dem"} inom NOTIFY_POLL_SECONDS.`
  );
}
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      excel: { type: "boolean", default: false },
      xlsx: { type: "string" },
      email: { type: "string" },
      "older-than": { type: "string" },
      failed: { type: "boolean", default: false },
      to: { type: "string" },
      from: { type: "string" },
      help: { type: "boolean", short: "h", default: false }
    }
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (command === "list") {
    const limit = values.limit === void 0 ? void 0 : Number(values.limit);
    if (limit !== void 0 && !(Number.isInteger(limit) && limit > 0)) fail("--limit ska vara ett positivt heltal.");
    list(await readLeads(limit), values.json);
  } else if (command === "export") {
    if (values.xlsx) {
      const rows = await readLeads();
      await writeXlsx(rows, siteFacts(), path.resolve(values.xlsx));
      chmodSync(path.resolve(values.xlsx), 384);
      console.log(`${rows.length} leads skrivna till ${values.xlsx}.`);
    } else if (values.csv) exportCsv(await readLeads(), values.excel);
    else fail(`export beh\xF6ver --csv eller --xlsx FIL.
${usage}`);
  } else if (command === "show" || command === "erase") {
    const email = values.email?.trim();
    if (!email?.includes("@")) fail(`${command} beh\xF6ver --email med personens e-postadress.
${usage}`);
    console.log(await withStore((store) => command === "show" ? show(store, email) : erase(store, email), { readonly: command === "show" }));
  } else if (command === "purge") {
    console.log(await withStore((store) => purge(store, values["older-than"]).catch((error) => fail(error.message)), { readonly: false }));
  } else if (command === "resend") {
    await resend(positionals[1], values.failed);
  } else if (command === "backup") {
    await backup(positionals[1]);
  } else if (command === "migrate") {
    await migrate(values.to, values.from);
  } else {
    fail(`Ok\xE4nt kommando "${command}".
${usage}`);
  }
}
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
export {
  csvCell,
  neutralise
};
//# sourceMappingURL=leads.js.map
