// Built by scripts/build-server.ts from server/ and scripts/leads.ts — edit those, not this.

// server/leads/store.ts
var StoreError = class extends Error {
  constructor(message, busy = false) {
    super(message);
    this.busy = busy;
  }
  busy;
};

// server/leads/database-config.ts
import path from "node:path";
function databaseFrom(env = process.env, root = process.cwd()) {
  const problems = [];
  const url = env.DATABASE_URL?.trim();
  const file = env.DATABASE_PATH?.trim();
  const sqlite = { kind: "sqlite", path: path.resolve(root, file || "data/leads.db") };
  if (!url) return { database: sqlite, problems };
  if (file) problems.push("DATABASE_URL och DATABASE_PATH \xE4r b\xE5da satta: ange bara en (PostgreSQL eller SQLite-filen). Flytta befintliga leads med `npm run leads -- migrate --to \u2026`.");
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
  }
  if (!parsed || !["postgres:", "postgresql:"].includes(parsed.protocol) || !parsed.pathname.slice(1)) {
    problems.push("DATABASE_URL ska vara en PostgreSQL-adress med databasens namn, t.ex. postgres://anv\xE4ndare:l\xF6senord@v\xE4rd:5432/leads.");
  }
  const rawSize = env.DATABASE_POOL_SIZE?.trim();
  const poolSize = rawSize === void 0 || rawSize === "" ? 10 : Number(rawSize);
  if (!Number.isInteger(poolSize) || poolSize < 1) problems.push(`DATABASE_POOL_SIZE="${rawSize}" ska vara ett heltal \u2265 1.`);
  return { database: { kind: "postgres", url, poolSize: Number.isInteger(poolSize) && poolSize >= 1 ? poolSize : 10 }, problems };
}
function describeDatabase(database, root = process.cwd()) {
  return database.kind === "sqlite" ? path.relative(root, database.path) || database.path : describePostgres(database.url);
}
function describePostgres(url) {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL ${hostname || "localhost"}:${port || 5432}/${decodeURIComponent(pathname.slice(1))}`;
}

// server/leads/postgres/pg-rate-limit.ts
import { createHmac } from "node:crypto";

// server/leads/postgres/pool.ts
import pg from "pg";
var types = {
  getTypeParser: ((oid, format) => oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format))
};
function createPool(url, { size, timeoutMs = 5e3, log = console.error }) {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    types,
    application_name: "nordvik-leads",
    connectionTimeoutMillis: timeoutMs,
    // A lock held elsewhere or a stuck statement gives a 503 rather than a request that hangs.
    lock_timeout: timeoutMs,
    statement_timeout: 2 * timeoutMs,
    idle_in_transaction_session_timeout: 4 * timeoutMs,
    keepAlive: true
  });
  pool.on("error", (error) => log(`PostgreSQL: en vilande anslutning br\xF6ts (${error.message}); en ny \xF6ppnas vid behov.`));
  return pool;
}
var code = (error) => String(error.code ?? "");
function isUnavailable(error) {
  const c = code(error);
  return /^(08|53|57|40)/.test(c) || c === "55P03" || /^E(CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|NETUNREACH|PIPE|AI_AGAIN)$|^ENOTFOUND$/.test(c) || /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message ?? "");
}
function explainPostgresError(description, error) {
  const c = code(error);
  const message = error.message;
  if (c === "28P01" || c === "28000") return new StoreError(`${description}: inloggningen nekades (${message}). Kontrollera anv\xE4ndarnamn och l\xF6senord i DATABASE_URL.`);
  if (c === "3D000") return new StoreError(`${description}: databasen finns inte (${message}). Skapa den (t.ex. \`createdb\`) eller r\xE4tta namnet i DATABASE_URL.`);
  if (c === "42501") return new StoreError(`${description}: anv\xE4ndaren saknar beh\xF6righet (${message}). Ge den r\xE4tt att skapa tabeller i databasen (GRANT CREATE ON SCHEMA public \u2026) eller anv\xE4nd databasens \xE4gare.`);
  if (isUnavailable(error)) return new StoreError(`${description} svarar inte (${c || message}). Kontrollera DATABASE_URL och att databasen \xE4r ig\xE5ng och n\xE5bar h\xE4rifr\xE5n.`, true);
  return new StoreError(`${description} kan inte anv\xE4ndas: ${message}`);
}
async function guarded(description, work) {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(error)) throw explainPostgresError(description, error);
    throw error;
  }
}
async function transaction(pool, work) {
  const client = await pool.connect();
  let broken = false;
  const onError = () => broken = true;
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => broken = true);
    throw error;
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}

// server/leads/postgres/pg-rate-limit.ts
var PgRateLimit = class {
  constructor(pool, description, salt, max, windowMs) {
    this.pool = pool;
    this.description = description;
    this.salt = salt;
    this.max = max;
    this.windowMs = windowMs;
  }
  pool;
  description;
  salt;
  max;
  windowMs;
  lastSweep = 0;
  async hit(address, now = Date.now()) {
    const key = createHmac("sha256", this.salt).update(address).digest("base64url");
    const { rows } = await guarded(
      this.description,
      () => this.pool.query("SELECT rate_limit_hit($1, $2, $3, $4) AS wait", [key, now, this.windowMs, this.max])
    );
    this.sweep(now);
    const wait = rows[0]?.wait;
    return wait === null || wait === void 0 ? { allowed: true } : { allowed: false, retryAfterMs: wait };
  }
  /** Forgets keys whose window has passed; at most once per window per server, in the background. */
  sweep(now) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    this.pool.query("DELETE FROM rate_limit_hits WHERE last_hit <= $1", [now - this.windowMs]).catch(() => {
    });
  }
};

// server/leads/migrations.ts
var migrations = [
  {
    version: 1,
    sqlite: `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL,
  page TEXT NOT NULL,
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  idempotency_key TEXT NOT NULL UNIQUE,
  payload_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads(id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at TEXT,
  UNIQUE (lead_id, channel)
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
    postgres: `
CREATE TABLE leads (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL,
  kind TEXT NOT NULL,
  page TEXT NOT NULL,
  fields JSON NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  payload_hash TEXT NOT NULL
);
CREATE TABLE outbox (
  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  lead_id BIGINT NOT NULL REFERENCES leads(id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_error TEXT,
  sent_at TIMESTAMPTZ,
  UNIQUE (lead_id, channel)
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`
  },
  {
    // Form tokens are limited in use (docs/hosting.md): each lead records the token it came with.
    version: 2,
    sqlite: `
ALTER TABLE leads ADD COLUMN form_token_id TEXT;
CREATE INDEX leads_form_token ON leads (form_token_id) WHERE form_token_id IS NOT NULL;`,
    postgres: `
ALTER TABLE leads ADD COLUMN form_token_id TEXT;
CREATE INDEX leads_form_token ON leads (form_token_id) WHERE form_token_id IS NOT NULL;`
  },
  {
    // Several workers share the outbox (outbox.ts): a claimed row names its worker, and its
    // next_attempt_at is the end of the claim's lease. PostgreSQL also gets the shared rate limit:
    // per key (a salted hash of the address, never the address) the times of the posts within
    // the window; unlogged, because it is worth nothing after a crash and is not to be replicated.
    version: 3,
    sqlite: `
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;`,
    postgres: `
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
CREATE UNLOGGED TABLE rate_limit_hits (
  key TEXT PRIMARY KEY,
  hits BIGINT[] NOT NULL,
  last_hit BIGINT NOT NULL
);
CREATE INDEX rate_limit_hits_last ON rate_limit_hits (last_hit);
-- One post by p_key at p_now: NULL if allowed (and recorded), else milliseconds until it would
-- be. The row lock makes the check and the record one step for every server at once.
CREATE FUNCTION rate_limit_hit(p_key TEXT, p_now BIGINT, p_window BIGINT, p_max INTEGER) RETURNS BIGINT
LANGUAGE plpgsql AS $$
DECLARE
  recent BIGINT[];
BEGIN
  INSERT INTO rate_limit_hits (key, hits, last_hit) VALUES (p_key, '{}', p_now) ON CONFLICT (key) DO NOTHING;
  SELECT ARRAY(SELECT h FROM unnest(hits) AS h WHERE h > p_now - p_window ORDER BY h) INTO recent
    FROM rate_limit_hits WHERE key = p_key FOR UPDATE;
  IF cardinality(recent) >= p_max THEN
    UPDATE rate_limit_hits SET hits = recent WHERE key = p_key;
    RETURN recent[1] + p_window - p_now;
  END IF;
  UPDATE rate_limit_hits SET hits = recent || p_now, last_hit = p_now WHERE key = p_key;
  RETURN NULL;
END
$$;`
  }
];
var latestVersion = migrations.at(-1).version;
var newerSchemaMessage = (found) => `Databasen \xE4r fr\xE5n en nyare version av servern (schema ${found}, denna kan ${latestVersion}). Uppdatera servern.`;

// server/leads/rows.ts
var isoTime = (value) => value instanceof Date ? value.toISOString() : value;
var toLead = (row) => ({
  id: Number(row.id),
  createdAt: isoTime(row.created_at),
  kind: row.kind,
  page: row.page,
  fields: typeof row.fields === "string" ? JSON.parse(row.fields) : row.fields,
  idempotencyKey: row.idempotency_key,
  payloadHash: row.payload_hash
});
var toListed = (row) => ({ ...toLead(row), notifications: row.notifications });
var toOutbox = (row) => ({
  id: Number(row.id),
  leadId: Number(row.lead_id),
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  claimedBy: row.claimed_by
});

// server/leads/postgres/migrate.ts
var migrationLock = 1818583396;
async function migratePostgres(pool) {
  await transaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLock]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
    const current = await schemaVersion(client);
    if (current > latestVersion) throw new StoreError(newerSchemaMessage(current));
    for (const step of migrations.filter((m) => m.version > current)) {
      await client.query(step.postgres);
      await client.query("INSERT INTO schema_migrations (version) VALUES ($1)", [step.version]);
    }
  });
}
async function schemaVersion(client) {
  const exists = await client.query("SELECT to_regclass('schema_migrations')::text AS table");
  if (!exists.rows[0]?.table) return 0;
  const { rows } = await client.query("SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations");
  return rows[0].version;
}

// server/leads/postgres/pg-store.ts
var byKeySql = "SELECT * FROM leads WHERE idempotency_key = $1";
var listSql = `
  SELECT l.*, COALESCE((SELECT json_agg(json_build_object('channel', o.channel, 'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error) ORDER BY o.id)
                        FROM outbox o WHERE o.lead_id = l.id), '[]') AS notifications
  FROM leads l ORDER BY l.id DESC LIMIT $1`;
var PgLeadStore = class _PgLeadStore {
  constructor(pool, description) {
    this.pool = pool;
    this.description = description;
  }
  pool;
  description;
  static async open(url, { poolSize = 10, migrate: migrate2 = true, log } = {}) {
    const description = describePostgres(url);
    const pool = createPool(url, { size: poolSize, log });
    try {
      if (migrate2) await migratePostgres(pool);
      else if (await schemaVersion(pool) < latestVersion) throw new StoreError(`${description} har inga lead-tabeller i aktuell version \xE4nnu: de skapas n\xE4r servern startar mot den (npm start med DATABASE_URL).`);
    } catch (error) {
      await pool.end();
      throw error instanceof StoreError ? error : explainPostgresError(description, error);
    }
    return new _PgLeadStore(pool, description);
  }
  run(work) {
    return guarded(this.description, work);
  }
  async rows(text, values = []) {
    return (await this.run(() => this.pool.query(text, values))).rows;
  }
  submit(lead, { channels, tokenId, maxTokenUses }) {
    const answerTo = (existing) => existing.payload_hash === lead.payloadHash ? { outcome: "replayed", lead: toLead(existing) } : { outcome: "conflict" };
    return this.run(
      () => transaction(this.pool, async (client) => {
        if (tokenId) await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`form-token:${tokenId}`]);
        const existing = (await client.query(byKeySql, [lead.idempotencyKey])).rows[0];
        if (existing) return answerTo(existing);
        if (tokenId) {
          const { rows } = await client.query("SELECT COUNT(*) AS n FROM leads WHERE form_token_id = $1", [tokenId]);
          if (rows[0].n >= maxTokenUses) return { outcome: "token-spent" };
        }
        const now = /* @__PURE__ */ new Date();
        const inserted = await client.query(
          `INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
          [now, lead.kind, lead.page, JSON.stringify(lead.fields), lead.idempotencyKey, lead.payloadHash, tokenId ?? null]
        );
        if (inserted.rowCount === 0) return answerTo((await client.query(byKeySql, [lead.idempotencyKey])).rows[0]);
        const id = inserted.rows[0].id;
        if (channels.length) {
          await client.query("INSERT INTO outbox (lead_id, channel, next_attempt_at) SELECT $1, unnest($2::text[]), $3", [id, channels, now.getTime()]);
        }
        return { outcome: "stored", lead: { ...lead, id, createdAt: now.toISOString() } };
      })
    );
  }
  async findByKey(key) {
    const [row] = await this.rows(byKeySql, [key]);
    return row && toLead(row);
  }
  async lead(id) {
    const [row] = await this.rows("SELECT * FROM leads WHERE id = $1", [id]);
    return row && toLead(row);
  }
  async listLeads({ limit } = {}) {
    return (await this.rows(listSql, [limit ?? null])).map(toListed);
  }
  async claim({ worker, now, limit, leaseMs }) {
    const rows = await this.rows(
      `UPDATE outbox SET claimed_by = $1, next_attempt_at = $2
       WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $3 ORDER BY next_attempt_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [worker, now + leaseMs, now, limit]
    );
    return rows.map(toOutbox).sort((a, b) => a.id - b.id);
  }
  async nextDueAt() {
    const [row] = await this.rows("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'failed')");
    return row?.at ?? void 0;
  }
  async markSent(row) {
    await this.rows("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, claimed_by = NULL, sent_at = now() WHERE id = $1", [row.id]);
  }
  async markRetry(row, error, nextAttemptAt) {
    await this.rows(
      "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_by = NULL WHERE id = $3 AND status = 'pending' AND claimed_by IS NOT DISTINCT FROM $4",
      [error, nextAttemptAt, row.id, row.claimedBy]
    );
  }
  async markFailed(row, error, retryAt) {
    await this.rows(
      "UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_by = NULL WHERE id = $3 AND status = 'pending' AND claimed_by IS NOT DISTINCT FROM $4",
      [error, retryAt, row.id, row.claimedBy]
    );
  }
  reviveFailed(now, all = false) {
    return this.run(
      () => transaction(this.pool, async (client) => {
        const revived = await client.query("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status = 'failed' AND ($2 OR next_attempt_at <= $1)", [now, all]);
        if (all) await client.query("UPDATE outbox SET next_attempt_at = $1 WHERE status = 'pending' AND claimed_by IS NULL AND next_attempt_at > $1", [now]);
        return revived.rowCount ?? 0;
      })
    );
  }
  async setting(key, create) {
    const read = async () => (await this.rows("SELECT value FROM settings WHERE key = $1", [key]))[0]?.value;
    const existing = await read();
    if (existing !== void 0) return existing;
    await this.rows("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, create()]);
    return await read();
  }
  async close() {
    await this.pool.end();
  }
};

// server/leads/rate-limit.ts
var MemoryRateLimit = class {
  constructor(max, windowMs, maxAddresses = 1e5) {
    this.max = max;
    this.windowMs = windowMs;
    this.maxAddresses = maxAddresses;
  }
  max;
  windowMs;
  maxAddresses;
  hits = /* @__PURE__ */ new Map();
  lastSweep = 0;
  /** Records a post from `address`; returns how long to wait (ms) if it is over the limit. */
  async hit(address, now = Date.now()) {
    this.sweep(now);
    const since = now - this.windowMs;
    const times = (this.hits.get(address) ?? []).filter((t) => t > since);
    if (times.length >= this.max) {
      this.hits.set(address, times);
      return { allowed: false, retryAfterMs: times[0] + this.windowMs - now };
    }
    times.push(now);
    if (!this.hits.has(address) && this.hits.size >= this.maxAddresses) {
      this.hits.delete(this.hits.keys().next().value);
    }
    this.hits.set(address, times);
    return { allowed: true };
  }
  sweep(now) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    const since = now - this.windowMs;
    for (const [address, times] of this.hits) if (times.at(-1) <= since) this.hits.delete(address);
  }
};

// server/leads/sqlite/open.ts
import { mkdirSync } from "node:fs";
import path2 from "node:path";
import Database from "better-sqlite3";
var sqliteCode = (error) => String(error.code ?? "");
function explain(file, error, readonly) {
  const code2 = sqliteCode(error);
  const message = error.message;
  if (/bindings|\.node\b/.test(message)) return new StoreError(`better-sqlite3 \xE4r inte byggt f\xF6r den h\xE4r Node-versionen \u2014 k\xF6r \`npm rebuild better-sqlite3\`. (${message})`);
  if (/READONLY|PERM|EACCES|EROFS/.test(code2) || /readonly|read-only|permission/i.test(message)) {
    return new StoreError(
      readonly ? `Databasen ${file} kan inte l\xE4sas (${message}). K\xF6r kommandot som en anv\xE4ndare som f\xE5r l\xE4sa filen och mappen den ligger i.` : `Databasen ${file} g\xE5r inte att skriva till (${message}). Ge serverns anv\xE4ndare skrivr\xE4tt till filen och till mappen den ligger i (SQLite skriver \xE4ven ${path2.basename(file)}-wal och -shm d\xE4r), eller s\xE4tt DATABASE_PATH till en skrivbar plats.`
    );
  }
  if (/CANTOPEN|NOTADB|CORRUPT|ENOENT|ENOTDIR|EEXIST/.test(code2) || /unable to open|not a database/i.test(message)) {
    return new StoreError(`Databasen ${file} kan inte \xF6ppnas (${message}). Kontrollera DATABASE_PATH: filen ska vara en SQLite-databas som servern skapat, i en mapp som finns.`);
  }
  return new StoreError(`Databasen ${file} kan inte anv\xE4ndas: ${message}`);
}
function openDatabase(file, { readonly = false } = {}) {
  try {
    if (!readonly && file !== ":memory:") mkdirSync(path2.dirname(file), { recursive: true });
    const db = new Database(file, readonly ? { readonly: true, fileMustExist: true } : {});
    if (readonly) {
      db.prepare("SELECT 1 FROM sqlite_master LIMIT 1").get();
      return db;
    }
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 0");
    migrate(db);
    return db;
  } catch (error) {
    if (error instanceof StoreError) throw error;
    throw explain(file, error, readonly);
  }
}
function migrate(db) {
  const current = db.pragma("user_version", { simple: true });
  if (current > latestVersion) throw new StoreError(newerSchemaMessage(current));
  for (const step of migrations.filter((m) => m.version > current)) {
    db.transaction(() => {
      db.exec(step.sqlite);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
}

// server/leads/sqlite/sqlite-store.ts
var isBusy = (error) => /^SQLITE_(BUSY|LOCKED)/.test(String(error.code ?? ""));
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var listSql2 = `
  SELECT l.*, (SELECT json_group_array(json_object('channel', o.channel, 'status', o.status, 'attempts', o.attempts, 'lastError', o.last_error))
               FROM (SELECT * FROM outbox WHERE lead_id = l.id ORDER BY id) o) AS notifications
  FROM leads l ORDER BY l.id DESC LIMIT ?`;
var SqliteLeadStore = class _SqliteLeadStore {
  constructor(db, description, busyWaitMs = 5e3) {
    this.db = db;
    this.description = description;
    this.busyWaitMs = busyWaitMs;
  }
  db;
  description;
  busyWaitMs;
  prepared = /* @__PURE__ */ new Map();
  /** Opens (creating and migrating) the file; `readonly` only reads and changes nothing. */
  static open(file, { busyWaitMs, readonly = false } = {}) {
    return new _SqliteLeadStore(openDatabase(file, { readonly }), `SQLite ${file}`, busyWaitMs);
  }
  /** Statements are prepared when first used, so a read-only look at an older file works. */
  sql(text) {
    let statement = this.prepared.get(text);
    if (!statement) this.prepared.set(text, statement = this.db.prepare(text));
    return statement;
  }
  /** Runs `work` now, or again a little later while another connection holds the lock. */
  async attempt(work) {
    const deadline = Date.now() + this.busyWaitMs;
    for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
      try {
        return work();
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (Date.now() + delay > deadline) throw new StoreError("Databasen \xE4r upptagen av en annan process.", true);
      }
      await sleep(delay);
    }
  }
  byKey(key) {
    return this.sql("SELECT * FROM leads WHERE idempotency_key = ?").get(key);
  }
  submit(lead, { channels, tokenId, maxTokenUses }) {
    const write = this.db.transaction(() => {
      const existing = this.byKey(lead.idempotencyKey);
      if (existing) return existing.payload_hash === lead.payloadHash ? { outcome: "replayed", lead: toLead(existing) } : { outcome: "conflict" };
      if (tokenId && this.sql("SELECT COUNT(*) AS n FROM leads WHERE form_token_id = ?").get(tokenId).n >= maxTokenUses) return { outcome: "token-spent" };
      const now = /* @__PURE__ */ new Date();
      const createdAt = now.toISOString();
      const { lastInsertRowid } = this.sql(
        "INSERT INTO leads (created_at, kind, page, fields, idempotency_key, payload_hash, form_token_id) VALUES (@createdAt, @kind, @page, @fields, @idempotencyKey, @payloadHash, @tokenId)"
      ).run({ ...lead, fields: JSON.stringify(lead.fields), createdAt, tokenId: tokenId ?? null });
      const id = Number(lastInsertRowid);
      for (const channel of channels) this.sql("INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)").run(id, channel, now.getTime());
      return { outcome: "stored", lead: { ...lead, id, createdAt } };
    });
    return this.attempt(() => write.immediate());
  }
  findByKey(key) {
    return this.attempt(() => {
      const row = this.byKey(key);
      return row && toLead(row);
    });
  }
  lead(id) {
    return this.attempt(() => {
      const row = this.sql("SELECT * FROM leads WHERE id = ?").get(id);
      return row && toLead(row);
    });
  }
  listLeads({ limit } = {}) {
    return this.attempt(() => this.sql(listSql2).all(limit ?? -1).map((row) => toListed({ ...row, notifications: JSON.parse(row.notifications) })));
  }
  claim({ worker, now, limit, leaseMs }) {
    return this.attempt(
      () => this.sql(
        `UPDATE outbox SET claimed_by = ?, next_attempt_at = ?
         WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?)
         RETURNING *`
      ).all(worker, now + leaseMs, now, limit).map(toOutbox).sort((a, b) => a.id - b.id)
    );
  }
  nextDueAt() {
    return this.attempt(() => this.sql("SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status IN ('pending', 'failed')").get()?.at ?? void 0);
  }
  async markSent(row) {
    await this.attempt(() => this.sql("UPDATE outbox SET status = 'sent', attempts = attempts + 1, last_error = NULL, claimed_by = NULL, sent_at = ? WHERE id = ?").run((/* @__PURE__ */ new Date()).toISOString(), row.id));
  }
  async markRetry(row, error, nextAttemptAt) {
    await this.attempt(
      () => this.sql("UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by IS ?").run(error, nextAttemptAt, row.id, row.claimedBy)
    );
  }
  async markFailed(row, error, retryAt) {
    await this.attempt(
      () => this.sql("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_by = NULL WHERE id = ? AND status = 'pending' AND claimed_by IS ?").run(error, retryAt, row.id, row.claimedBy)
    );
  }
  reviveFailed(now, all = false) {
    const revive = this.db.transaction(() => {
      const { changes } = this.sql("UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = @now WHERE status = 'failed' AND (@all OR next_attempt_at <= @now)").run({ now, all: all ? 1 : 0 });
      if (all) this.sql("UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND claimed_by IS NULL AND next_attempt_at > ?").run(now, now);
      return changes;
    });
    return this.attempt(() => revive.immediate());
  }
  setting(key, create) {
    const read = () => this.sql("SELECT value FROM settings WHERE key = ?").get(key)?.value;
    return this.attempt(() => {
      const existing = read();
      if (existing !== void 0) return existing;
      this.sql("INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)").run(key, create());
      return read();
    });
  }
  async close() {
    this.db.close();
  }
};

// server/leads/open-store.ts
async function openLeadStore(database, { readonly = false, log } = {}) {
  if (database.kind === "sqlite") return SqliteLeadStore.open(database.path, { readonly });
  return PgLeadStore.open(database.url, { poolSize: database.poolSize, migrate: !readonly, log });
}
async function openRateLimit(store, { max, windowMs }, randomSecret) {
  if (!(store instanceof PgLeadStore)) return new MemoryRateLimit(max, windowMs);
  const salt = await store.setting("rate-limit-salt", randomSecret);
  return new PgRateLimit(store.pool, store.description, salt, max, windowMs);
}

export {
  StoreError,
  databaseFrom,
  describeDatabase,
  transaction,
  PgLeadStore,
  openDatabase,
  openLeadStore,
  openRateLimit
};
//# sourceMappingURL=chunk-F7XDJ4PW.js.map
