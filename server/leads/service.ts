/**
 * Everything the lead endpoint needs at run time, made from the configuration: the store (SQLite
 * or PostgreSQL), the outbox with its senders, the form-token secret and the rate limit.
 */
import { randomBytes } from 'node:crypto';
import { channelProbe, checkChannels, reason, type ChannelState } from './channel-check';
import type { LeadConfig } from './config';
import { leadView, type SiteFacts } from './lead-view';
import { asLeadLog, type LeadLog } from './log';
import { emailSender, webhookSender, type Senders } from './notify';
import { openLeadStore, openRateLimit } from './open-store';
import { Outbox, type Probes } from './outbox';
import { createSpamFilter, type SpamFilter } from './spam-filter';
import { MemoryRateLimit, type RateLimit } from './rate-limit';
import type { Channel, LeadStore } from './store';
import { guardStore, StallGuard } from './store-guard';
import { BookingService } from '../booking/booking-service';

export interface LeadService {
  config: LeadConfig;
  /** Every call cut at DATABASE_TIMEOUT_SECONDS, and failing at once while the database is stalled (store-guard.ts). */
  store: LeadStore;
  outbox: Outbox;
  channels: Channel[];
  formSecret: string;
  /** Every post from an address, refused or not: `attemptsPerAccepted` × LEAD_RATE_LIMIT per window. */
  rateLimit: RateLimit;
  /** Posts that would be stored: LEAD_RATE_LIMIT per window, counted only once a post is valid. */
  acceptedRateLimit: RateLimit;
  log: LeadLog;
  /** The built site's forms and address, for reading a lead (lead-view.ts): the e-mail, the workspace. */
  site: SiteFacts;
  /** Judges each lead that passed the schema, learning from the firm's decisions (spam-filter.ts). */
  spamFilter: SpamFilter;
  /** Booking a real time: free times, calendars, the visitor's link and the booking e-mails (server/booking/). */
  bookings: BookingService;
  /** The last word on each notification channel: a check at start, then every send (/readyz). */
  channelStates: Partial<Record<Channel, ChannelState>>;
  /** Checks the channels' settings now; warns about each that fails. */
  checkChannels(): Promise<void>;
  /**
   * Logs how many leads were held as suspected spam in the last 24 hours and how many are held in
   * all (one JSON line, counts only). Runs once a day while the service is open.
   */
  reportQuarantine(): Promise<void>;
  /** Stops the outbox (waiting for sends in progress) and closes the store. */
  close(): Promise<void>;
}

export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * How many posts in all an address may make per accepted one. A visitor correcting mistakes
 * (each refused post a try) must not be told to wait after a few corrections, while a flood of
 * refused posts is still cut off (docs/decisions.md 12).
 */
export const attemptsPerAccepted = 3;

/** How often the quarantine's count is logged (README "Spam and abuse"). */
export const quarantineReportMs = 86_400_000;

/** Without a built site (some tests): fields keep plain names, pages stay paths. */
const noSite: SiteFacts = { forms: () => undefined };

export interface ServiceOptions {
  log?: LeadLog | ((message: string) => void);
  site?: SiteFacts;
  /** Opens the store (a StoreError with a Swedish message if it cannot be used); tests pass one that stalls. */
  openStore?: typeof openLeadStore;
}

/**
 * The senders, and the looks the outbox takes at a failing channel (outbox.ts), each telling
 * `channelStates` how its channel stands now (/readyz).
 */
function watchedChannels(config: LeadConfig, site: SiteFacts, identity: string) {
  const channelStates: LeadService['channelStates'] = {};
  const watched =
    <A extends unknown[]>(channel: Channel, work: (...args: A) => Promise<void>, describe: (error: unknown) => string) =>
    async (...args: A) => {
      try {
        await work(...args);
        channelStates[channel] = { ok: true, at: new Date().toISOString() };
      } catch (error) {
        channelStates[channel] = { ok: false, at: new Date().toISOString(), error: describe(error) };
        throw error;
      }
    };
  const sent = (error: unknown) => (error as Error).message;
  const senders: Senders = {
    ...(config.email ? { email: watched('email', emailSender(config.email, site, identity), sent) } : {}),
    ...(config.webhook ? { webhook: watched('webhook', webhookSender(config.webhook, site, identity), sent) } : {}),
  };
  const probes: Probes = {};
  for (const channel of Object.keys(senders) as Channel[]) {
    const probe = channelProbe(config, channel);
    if (probe) probes[channel] = watched(channel, probe, reason);
  }
  return { senders, probes, channelStates };
}

/** Checks each channel's settings now, keeping how it stands (/readyz) and warning about each that fails. */
async function checkAndLogChannels(config: LeadConfig, channelStates: LeadService['channelStates'], log: LeadLog) {
  for (const [channel, state] of Object.entries(await checkChannels(config)) as [Channel, ChannelState][]) {
    channelStates[channel] = state;
    if (!state.ok)
      log.warn(
        { event: 'channel.check', channel, error: state.error },
        `VARNING: notiser via ${channel === 'email' ? 'e-post (SMTP_URL)' : 'webhook (WEBHOOK_URL)'} fungerar inte: ${state.error}. Leads sparas ändå och skickas när inställningen är rätt.`,
      );
    else log.info({ event: 'channel.check', channel }, `Notiser via ${channel} fungerar.`);
  }
}

/** The form's two limits: attempts (`attemptsPerAccepted` times the accepted) and accepted posts. */
async function openRateLimits(raw: LeadStore, guard: StallGuard, { max, windowMs }: LeadConfig['rateLimit']) {
  // A limit kept in the database (PostgreSQL) waits for it like the store: under the same guard.
  const opened = async (settings: { max: number; windowMs: number }) => {
    const limit = await openRateLimit(raw, settings, randomSecret);
    return limit instanceof MemoryRateLimit ? limit : guard.rateLimit(limit);
  };
  const rateLimit = await opened({ max: max * attemptsPerAccepted, windowMs });
  const accepted = await opened({ max, windowMs });
  // Both may share one table (PostgreSQL): the accepted posts are counted under keys of their own.
  // Form tokens are not counted at all: fetching one costs nothing (docs/decisions.md 131).
  const acceptedRateLimit: RateLimit = { hit: (key, now) => accepted.hit(`godtagen:${key}`, now) };
  return { rateLimit, acceptedRateLimit };
}

/** Logs how many leads were held as suspected spam in the last day and in all (daily, and on demand). */
function quarantineReport(store: LeadStore, log: LeadLog) {
  return async () => {
    try {
      const [lastDay, held] = await Promise.all([store.countQuarantined(new Date(Date.now() - quarantineReportMs)), store.countQuarantined(new Date(0))]);
      log.info(
        { event: 'lead.quarantine.daily', lastDay, held },
        `Skräppostkarantän: ${lastDay} leads hölls kvar det senaste dygnet, ${held} väntar i alla (npm run leads -- list --spam).`,
      );
    } catch (error) {
      log.warn({ event: 'lead.quarantine.daily', error: (error as Error).message }, `Skräppostkarantänen kunde inte räknas: ${(error as Error).message}`);
    }
  };
}

/** Booking a real time; its links are signed with a secret kept in the database, so they outlive a restart. */
async function openBookings(raw: LeadStore, store: LeadStore, config: LeadConfig, log: LeadLog, site: SiteFacts) {
  return new BookingService(
    store,
    { ...config.calendars, outbox: config.outbox, ...(config.email ? { email: { smtpUrl: config.email.smtpUrl, from: config.email.from } } : {}) },
    await raw.setting('booking-link-secret', randomSecret),
    log,
    { brand: () => site.brand ?? '', baseUrl: () => site.baseUrl, topicOf: (lead) => leadView(lead, site).service },
  );
}

export async function createLeadService(
  config: LeadConfig,
  { log: given, site = noSite, openStore = openLeadStore }: ServiceOptions = {},
): Promise<LeadService> {
  const log = asLeadLog(given);
  // The start and the outbox wait for the database as long as it takes; requests get the guarded store.
  const raw = await openStore(config.database, { log: (message) => log.warn({ event: 'database' }, message) });
  const guard = new StallGuard(config.databaseTimeoutMs, raw.description);
  const store = guardStore(raw, guard);
  const identity = await raw.identity().catch(async (error: unknown) => {
    await raw.close();
    throw error;
  });
  const { senders, probes, channelStates } = watchedChannels(config, site, identity);
  const channels = Object.keys(senders) as Channel[];
  const outbox = new Outbox(raw, senders, config.outbox, log, { probes });
  try {
    // Kept in the database when not configured, so tokens issued before a restart — or by
    // another server on the same database — stay valid.
    const formSecret = config.formSecret ?? (await raw.setting('form-secret', randomSecret));
    const { rateLimit, acceptedRateLimit } = await openRateLimits(raw, guard, config.rateLimit);
    const reportQuarantine = quarantineReport(store, log);
    const spamFilter = createSpamFilter(store, {
      ...(config.spamd ? { spamd: config.spamd } : {}),
      warn: (message) => log.warn({ event: 'spam.spamd' }, message),
    });
    const bookings = await openBookings(raw, store, config, log, site);
    const dailyReport = setInterval(() => void reportQuarantine(), quarantineReportMs);
    dailyReport.unref();
    return {
      config,
      store,
      outbox,
      channels,
      formSecret,
      rateLimit,
      acceptedRateLimit,
      log,
      site,
      spamFilter,
      bookings,
      channelStates,
      checkChannels: () => checkAndLogChannels(config, channelStates, log),
      reportQuarantine,
      async close() {
        clearInterval(dailyReport);
        await bookings.stop();
        await outbox.stop();
        await raw.close();
      },
    };
  } catch (error) {
    await raw.close();
    throw error;
  }
}
