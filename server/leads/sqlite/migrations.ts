/**
 * The SQLite schema as numbered steps, applied in order at start (PRAGMA user_version holds the
 * last one applied). A step is never changed once released: a change is a new step.
 */
export const migrations: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
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
  },
  {
    // Form tokens are limited in use (docs/hosting.md): each lead records the token it came with.
    version: 2,
    sql: `
ALTER TABLE leads ADD COLUMN form_token_id TEXT;
CREATE INDEX leads_form_token ON leads (form_token_id) WHERE form_token_id IS NOT NULL;`,
  },
];

export const latestVersion = migrations.at(-1)!.version;
