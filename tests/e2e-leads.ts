/**
 * Where the end-to-end run's lead server keeps its leads and sends its notifications, shared by
 * playwright.config.ts (the server's environment) and tests/e2e/forms.spec.ts (which reads the
 * database and runs the SMTP sink). Loopback only.
 */
import { tmpdir } from 'node:os';
import Database from 'better-sqlite3';
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 4317);
/** Derived from the site's port, so concurrent runs with their own E2E_PORT do not collide. */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 10_000);

// A fresh database per run. The runner sets it when it loads the config; its workers inherit it.
process.env.E2E_LEADS_DB ??= path.join(tmpdir(), `nordvik-e2e-leads-${e2ePort}-${Date.now()}.db`);
export const e2eLeadsDatabase = process.env.E2E_LEADS_DB;

export const e2eLeadServerEnv: Record<string, string> = {
  DATABASE_PATH: e2eLeadsDatabase,
  SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
  NOTIFY_EMAIL: 'leads@nordvik.example',
  MAIL_FROM: 'Webbplatsen <webb@nordvik.example>',
  // A person fills a form in seconds and reads a confirmation before clicking it; Playwright
  // does both in a few milliseconds, so any minimum here only makes the runs race the clock
  // (a 0.2 s minimum once refused a no-JS confirmation clicked too soon). The rule itself, for
  // the form and the confirmation step, is covered with exact times by tests/unit/leads.
  LEAD_MIN_FILL_SECONDS: '0',
  LEAD_RATE_LIMIT: '1000',
  // The SMTP sink runs only while forms.spec.ts does: retry quickly until it is there.
  NOTIFY_RETRY_BASE_SECONDS: '0.2',
  NOTIFY_RETRY_MAX_SECONDS: '1',
  NOTIFY_MAX_ATTEMPTS: '1000',
  // booking.spec.ts connects a partner's calendar on a Radicale on loopback.
  CALENDAR_LOCAL_ADDRESSES: '1',
};

export interface StoredLead {
  kind: string;
  page: string;
  fields: Record<string, string>;
}

/**
 * Where the outbox stands with the e-mails of `company`'s leads: one row per lead, its status and
 * attempts. A row `sent` after one attempt will not be sent again (only pending rows are).
 */
export function emailDeliveries(company: string): { status: string; attempts: number }[] {
  const db = new Database(e2eLeadsDatabase, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "SELECT o.status, o.attempts FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.channel = 'email' AND json_extract(l.fields, '$.company') = ?",
      )
      .all(company) as { status: string; attempts: number }[];
  } finally {
    db.close();
  }
}

/** The leads stored for `company` in the run's database. */
export function storedLeads(company: string): StoredLead[] {
  const db = new Database(e2eLeadsDatabase, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT kind, page, fields FROM leads WHERE json_extract(fields, '$.company') = ?").all(company) as {
      kind: string;
      page: string;
      fields: string;
    }[];
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> }));
  } finally {
    db.close();
  }
}
