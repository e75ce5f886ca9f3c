/**
 * The lead server's configuration, from environment variables (README "Leads", .env.example).
 * Checked early and whole: every problem is collected into one message, so a misconfigured
 * deployment is fixed in one go rather than one restart per mistake.
 */
import type { Timeouts } from '../app';
import { databaseFrom, type DatabaseConfig } from './database-config';
import type { OutboxPolicy } from './outbox';
import type { SpamdConfig } from './spamd';
import type { CalendarPolicy } from '../booking/calendars';
import { itemAt } from '~/src/shared/item-at';

export interface LeadConfig {
  database: DatabaseConfig;
  /** Signs the form tokens; when unset a random one is created once and kept in the database. */
  formSecret?: string;
  minFillMs: number;
  maxFormAgeMs: number;
  /** How many leads one form token may bring in. */
  tokenMaxUses: number;
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0: ignore it). */
  trustProxyHops: number;
  /** Verifies the visitor's address a static host's function signed (server/client-address.ts). */
  proxySecret?: string;
  /** Seals the workspace's TOTP secrets in the database (server/accounts/totp-seal.ts). */
  totpKey?: string;
  /** Origins besides the request's own host and the site's baseUrl that may post (same-site.ts). */
  allowedOrigins: string[];
  timeouts: Timeouts;
  /** Open connections per client address (0: no limit; server/connection-limits.ts). */
  maxConnectionsPerAddress: number;
  rateLimit: { max: number; windowMs: number };
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  email?: { smtpUrl: string; to: string; from: string };
  webhook?: { url: string; secret: string };
  outbox: OutboxPolicy;
  /** /readyz fails once a notification has waited longer than this. */
  readyMaxPendingMs: number;
  /** After SIGTERM/SIGINT, requests in flight get this long before the process exits anyway. */
  shutdownMs: number;
  /** A database call that has not answered by then fails with a StoreError (store-guard.ts). */
  databaseTimeoutMs: number;
  /** How /readyz checks and whom it tells what (server/health.ts; docs/decisions.md "Health and a full disk"). */
  health: HealthConfig;
  /** SpamAssassin's daemon, when the operator runs one (server/leads/spamd.ts, docs/decisions.md 135). */
  spamd?: SpamdConfig;
  /** The partners' calendars (server/booking/calendars.ts; docs/decisions.md 162, 164). */
  calendars: CalendarPolicy;
}

export interface HealthConfig {
  /** One database write and disk check at most this often; callers in between get its result. */
  cacheMs: number;
  /** Calls per address per window (429 beyond). */
  rateLimit: { max: number; windowMs: number };
  /** With `Authorization: Bearer <token>`, a caller off loopback gets the reasons too. */
  token?: string;
  /** Free space below this on the SQLite file's volume fails /readyz; unset: 50 MB or 1 % of the volume, whichever is larger. */
  minFreeDiskBytes?: number;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Felaktig konfiguration av lead-servern:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const emailLike = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;

/** SPAMD_ADDRESS (host:port, [IPv6]:port, or a host alone for spamd's port 783) and SPAMD_TIMEOUT_SECONDS. */
function spamdFrom(address: string | undefined, timeoutSeconds: number, problems: string[]): SpamdConfig | undefined {
  if (address === undefined) return undefined;
  const match = /^(?:\[([0-9a-f:.]+)\]|([^\s:[\]]+))(?::(\d{1,5}))?$/i.exec(address);
  const port = Number(match?.[3] ?? 783);
  if (!match || port < 1 || port > 65535) {
    problems.push(`SPAMD_ADDRESS="${address}" ska vara värd och port för SpamAssassins spamd, t.ex. 127.0.0.1:783.`);
    return undefined;
  }
  return { host: match[1] ?? match[2] ?? '', port, timeoutMs: timeoutSeconds * 1000 };
}

/** Reads the environment's settings, collecting each problem instead of stopping at the first. */
function envReader(env: Env, problems: string[]) {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const number = (name: string, fallback: number, { min, integer = false }: { min: number; integer?: boolean }) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
      problems.push(`${name}="${raw}" ska vara ${integer ? 'ett heltal' : 'ett tal'} ≥ ${min}.`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol)) return raw;
    } catch {
      // reported below
    }
    problems.push(`${name} ska vara en adress som börjar med ${protocols.map((p) => `${p}//`).join(' eller ')}.`);
    return undefined;
  };
  return { text, number, url, problems };
}

type Reader = ReturnType<typeof envReader>;

/** LEAD_ALLOWED_ORIGINS: each an origin alone (scheme and host), without a trailing slash. */
function allowedOriginsFrom({ text, problems }: Reader): string[] {
  const allowedOrigins = (text('LEAD_ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      problems.push(
        `LEAD_ALLOWED_ORIGINS: "${origin}" ska vara en ursprungsadress som https://nordvik.pages.dev (schema och värd, ingen sökväg); flera åtskiljs med komma.`,
      );
    }
  }
  return allowedOrigins.map((origin) => origin.replace(/\/$/, ''));
}

/** Who may post and through what: proxies, origins, and the secrets that sign or seal. */
function accessFrom(read: Reader) {
  const { text, problems } = read;
  const trustProxy = text('TRUST_PROXY');
  if (trustProxy !== undefined && !/^\d+$/.test(trustProxy))
    problems.push(`TRUST_PROXY="${trustProxy}" ska vara antalet omvända proxyer framför servern (0, 1, 2 …), inte true eller en adress.`);
  const proxySecret = text('LEAD_PROXY_SECRET');
  if (proxySecret !== undefined && proxySecret.length < 32)
    problems.push('LEAD_PROXY_SECRET ska vara minst 32 tecken långt, samma värde som i den statiska värdens miljövariabler.');
  const allowedOrigins = allowedOriginsFrom(read);
  const formSecret = text('FORM_SECRET');
  if (formSecret !== undefined && formSecret.length < 32) problems.push('FORM_SECRET ska vara minst 32 tecken långt (eller utelämnas).');
  const totpKey = text('TOTP_KEY');
  if (totpKey !== undefined && totpKey.length < 32)
    problems.push('TOTP_KEY ska vara minst 32 tecken långt, t.ex. från openssl rand -base64 48 (eller utelämnas).');
  return { proxySecret, allowedOrigins, formSecret, totpKey };
}

/** The notification channels: e-mail over SMTP and a signed webhook, each only when whole. */
function notificationsFrom({ text, url, problems }: Reader): Pick<LeadConfig, 'email' | 'webhook'> {
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const notifyEmail = text('NOTIFY_EMAIL');
  const mailFrom = text('MAIL_FROM');
  const recipients = notifyEmail?.split(',').map((s) => s.trim()) ?? [];
  if (notifyEmail && !recipients.every((r) => emailLike.test(r))) problems.push('NOTIFY_EMAIL ska vara en e-postadress (flera åtskiljs med komma).');
  if (smtpUrl && !notifyEmail) problems.push('SMTP_URL är satt men inte NOTIFY_EMAIL: vem ska få notisen?');
  if (notifyEmail && !smtpUrl && text('SMTP_URL') === undefined)
    problems.push('NOTIFY_EMAIL är satt men inte SMTP_URL: ange SMTP-servern som skickar notisen.');
  if (mailFrom && !/^(?:[^<>]*<)?[^@\s<>]+@[^@\s<>]+>?$/.test(mailFrom))
    problems.push('MAIL_FROM ska vara en e-postadress, t.ex. "Webbplatsen <webb@foretag.se>".');

  const webhookUrl = url('WEBHOOK_URL', ['https:', 'http:']);
  const webhookSecret = text('WEBHOOK_SECRET');
  if (webhookUrl && !webhookSecret) problems.push('WEBHOOK_URL är satt men inte WEBHOOK_SECRET: webhooken signeras alltid.');
  if (webhookSecret !== undefined && webhookSecret.length < 16) problems.push('WEBHOOK_SECRET ska vara minst 16 tecken långt.');
  return {
    ...(smtpUrl && notifyEmail ? { email: { smtpUrl, to: notifyEmail, from: mailFrom ?? itemAt(recipients, 0, 'NOTIFY_EMAIL') } } : {}),
    ...(webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}),
  };
}

/** HEALTH_TOKEN and LEAD_MIN_FREE_DISK_MB, read before the rest of /readyz's settings (their problems are listed first). */
function healthExtrasFrom({ text, number, problems }: Reader) {
  const healthToken = text('HEALTH_TOKEN');
  if (healthToken !== undefined && (healthToken.length < 16 || !/^[\x21-\x7e]+$/.test(healthToken)))
    problems.push('HEALTH_TOKEN ska vara minst 16 tecken långt, utan mellanslag och bara ASCII (det skickas i en HTTP-rubrik).');
  const minFreeDiskMb = text('LEAD_MIN_FREE_DISK_MB') === undefined ? undefined : number('LEAD_MIN_FREE_DISK_MB', 50, { min: 0 });
  return { healthToken, minFreeDiskMb };
}

function timeoutsFrom({ number }: Reader): Timeouts {
  return {
    requestMs: number('REQUEST_TIMEOUT_SECONDS', 30, { min: 0.1 }) * 1000,
    headersMs: number('HEADERS_TIMEOUT_SECONDS', 10, { min: 0.1 }) * 1000,
    idleMs: number('IDLE_TIMEOUT_SECONDS', 60, { min: 0.1 }) * 1000,
    sendMs: number('SEND_TIMEOUT_SECONDS', 30, { min: 0.1 }) * 1000,
  };
}

function outboxFrom({ number }: Reader): OutboxPolicy {
  return {
    maxAttempts: number('NOTIFY_MAX_ATTEMPTS', 12, { min: 1, integer: true }),
    baseMs: number('NOTIFY_RETRY_BASE_SECONDS', 10, { min: 0.01 }) * 1000,
    maxMs: number('NOTIFY_RETRY_MAX_SECONDS', 3600, { min: 0.01 }) * 1000,
    failedRetryMs: number('NOTIFY_FAILED_RETRY_MINUTES', 60, { min: 0.001 }) * 60_000,
    leaseMs: number('NOTIFY_LEASE_SECONDS', 120, { min: 1 }) * 1000,
    pollMs: number('NOTIFY_POLL_SECONDS', 10, { min: 0.1 }) * 1000,
    probeMs: number('NOTIFY_PROBE_SECONDS', 10, { min: 0.01 }) * 1000,
  };
}

function healthFrom({ number }: Reader, { healthToken, minFreeDiskMb }: ReturnType<typeof healthExtrasFrom>): HealthConfig {
  return {
    cacheMs: number('READY_CACHE_SECONDS', 5, { min: 0 }) * 1000,
    rateLimit: { max: number('READY_RATE_LIMIT', 60, { min: 1, integer: true }), windowMs: 60_000 },
    ...(healthToken ? { token: healthToken } : {}),
    ...(minFreeDiskMb !== undefined ? { minFreeDiskBytes: minFreeDiskMb * 1024 * 1024 } : {}),
  };
}

function calendarsFrom({ number, text }: Reader): CalendarPolicy {
  return {
    refreshMs: number('CALENDAR_REFRESH_MINUTES', 10, { min: 1 }) * 60_000,
    staleMs: number('CALENDAR_STALE_MINUTES', 60, { min: 5 }) * 60_000,
    allowLocal: text('CALENDAR_LOCAL_ADDRESSES') === '1',
  };
}

/** Settings read elsewhere (LOG_LEVEL by the logger) or switches, checked here so every problem is told at once. */
function checkSwitches({ text, problems }: Reader) {
  const localAddresses = text('CALENDAR_LOCAL_ADDRESSES');
  if (localAddresses !== undefined && localAddresses !== '1' && localAddresses !== '0')
    problems.push(`CALENDAR_LOCAL_ADDRESSES="${localAddresses}" ska vara 1 (hämta kalendrar även från det egna nätverket) eller utelämnas.`);
  const logLevel = text('LOG_LEVEL');
  if (logLevel !== undefined && !['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel.toLowerCase())) {
    problems.push(`LOG_LEVEL="${logLevel}" ska vara error, warn, info eller debug.`);
  }
}

// Problems are listed in the order they are read, so each group is read where its problems belong.
export function loadLeadConfig(env: Env = process.env, root = process.cwd()): LeadConfig {
  const problems: string[] = [];
  const read = envReader(env, problems);
  const { number, text } = read;
  const { database, problems: databaseProblems } = databaseFrom(env, root);
  problems.push(...databaseProblems);
  const { proxySecret, allowedOrigins, formSecret, totpKey } = accessFrom(read);
  const notifications = notificationsFrom(read);
  const healthExtras = healthExtrasFrom(read);
  const spamd = spamdFrom(text('SPAMD_ADDRESS'), number('SPAMD_TIMEOUT_SECONDS', 5, { min: 0.1 }), problems);

  const config: LeadConfig = {
    database,
    ...(formSecret ? { formSecret } : {}),
    minFillMs: number('LEAD_MIN_FILL_SECONDS', 3, { min: 0 }) * 1000,
    maxFormAgeMs: number('LEAD_FORM_MAX_AGE_HOURS', 24, { min: 0.01 }) * 3_600_000,
    tokenMaxUses: number('LEAD_TOKEN_MAX_USES', 3, { min: 1, integer: true }),
    trustProxyHops: number('TRUST_PROXY', 0, { min: 0, integer: true }),
    ...(proxySecret ? { proxySecret } : {}),
    ...(totpKey ? { totpKey } : {}),
    allowedOrigins,
    timeouts: timeoutsFrom(read),
    maxConnectionsPerAddress: number('MAX_CONNECTIONS_PER_ADDRESS', 64, { min: 0, integer: true }),
    rateLimit: {
      max: number('LEAD_RATE_LIMIT', 10, { min: 1, integer: true }),
      windowMs: number('LEAD_RATE_WINDOW_SECONDS', 600, { min: 1 }) * 1000,
    },
    bodyLimit: number('LEAD_BODY_LIMIT_BYTES', 64 * 1024, { min: 1024, integer: true }),
    ...notifications,
    outbox: outboxFrom(read),
    readyMaxPendingMs: number('READY_MAX_PENDING_MINUTES', 15, { min: 0.01 }) * 60_000,
    shutdownMs: number('SHUTDOWN_TIMEOUT_SECONDS', 10, { min: 0.1 }) * 1000,
    databaseTimeoutMs: number('DATABASE_TIMEOUT_SECONDS', 4, { min: 0.01 }) * 1000,
    health: healthFrom(read, healthExtras),
    ...(spamd ? { spamd } : {}),
    calendars: calendarsFrom(read),
  };
  checkSwitches(read);
  if (problems.length) throw new ConfigError(problems);
  return config;
}
