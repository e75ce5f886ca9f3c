// Built by scripts/build-server.ts from server/ and scripts/leads.ts — edit those, not this.
import {
  PgLeadStore,
  StoreError,
  databaseFrom,
  describeDatabase,
  openDatabase,
  openLeadStore,
  transaction
} from "./chunks/chunk-F7XDJ4PW.js";

// scripts/leads.ts
import { existsSync } from "node:fs";
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

// scripts/leads.ts
var root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
var kindNames = { lead: "kontakt", enquiry: "f\xF6rfr\xE5gan", booking: "bokning" };
var statusNames = { sent: "skickad", pending: "v\xE4ntar", failed: "misslyckad" };
var fieldColumns = ["service", "company", "name", "email", "phone", "revenue", "meetingFormat", "preferredTime", "urgency", "budget", "topic", "priority", "message"];
var usage = `Anv\xE4ndning:
  npm run leads -- list [--limit N] [--json]
  npm run leads -- export --csv [--excel]
  npm run leads -- migrate --to postgres://anv\xE4ndare:l\xF6senord@v\xE4rd:5432/databas [--from data/leads.db]`;
function fail(message) {
  console.error(message);
  process.exit(1);
}
async function readLeads(limit) {
  const { database, problems } = databaseFrom(process.env, root);
  if (problems.length) fail(problems.join("\n"));
  if (database.kind === "sqlite" && !existsSync(database.path)) {
    fail(`Ingen databas i ${database.path} \xE4nnu \u2014 den skapas n\xE4r servern tar emot sitt f\xF6rsta lead (eller s\xE4tt DATABASE_PATH eller DATABASE_URL).`);
  }
  const store = await openLeadStore(database, { readonly: true }).catch((error) => fail(error instanceof StoreError ? error.message : String(error)));
  try {
    return await store.listLeads({ limit });
  } finally {
    await store.close();
  }
}
var notificationText = (notifications) => notifications.map(({ channel, status }) => `${channel === "email" ? "e-post" : channel} ${statusNames[status] ?? status}`).join(", ") || "ingen";
function neutralise(text, { keepNewlines = false } = {}) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (char) => {
    if (keepNewlines && char === "\n") return char;
    const code = char.codePointAt(0);
    if (code < 32) return String.fromCodePoint(9216 + code);
    if (code === 127) return "\u2421";
    return "\uFFFD";
  });
}
var localTime = (iso) => new Date(iso).toLocaleString("sv-SE", { timeZone: "Europe/Stockholm" });
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
      `${String(row.id).padStart(5)}  ${localTime(row.createdAt).padEnd(19)}  ${cut(kindNames[row.kind] ?? row.kind, 9)}  ${cut(fields.company ?? "", 24)}  ${cut(fields.name ?? "", 20)}  ${cut(fields.email ?? "", 28)}  ${cut(row.page, 22)}  ${notificationText(row.notifications)}`
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
function exportCsv(rows, excel) {
  const separator = excel ? ";" : ",";
  const header = ["nr", "mottagen", "typ", "sida", ...fieldColumns, "notiser", "idempotensnyckel"];
  const lines = [header.join(separator)];
  for (const row of [...rows].reverse()) {
    const cells = [String(row.id), row.createdAt, row.kind, row.page, ...fieldColumns.map((f) => row.fields[f] ?? ""), notificationText(row.notifications), row.idempotencyKey];
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
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      excel: { type: "boolean", default: false },
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
    if (!values.csv) fail(`export beh\xF6ver --csv.
${usage}`);
    exportCsv(await readLeads(), values.excel);
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
