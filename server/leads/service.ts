/**
 * Everything the lead endpoint needs at run time, made from the configuration: the store (SQLite
 * or PostgreSQL), the outbox with its senders, the form-token secret and the rate limit.
 */
import { randomBytes } from 'node:crypto';
import { checkChannels, type ChannelState } from './channel-check';
import type { LeadConfig } from './config';
import { leadView, type SiteFacts } from './lead-view';
import { asLeadLog, type LeadLog } from './log';
import { emailSender, webhookSender, type Senders } from './notify';
import { openLeadStore, openRateLimit } from './open-store';
import { Outbox } from './outbox';
import type { RateLimit } from './rate-limit';
import type { Channel, LeadStore } from './store';
import { BookingService } from '../booking/booking-service';

export interface LeadService {
  config: LeadConfig;
  store: LeadStore;
  outbox: Outbox;
  channels: Channel[];
  formSecret: string;
  /** Every post from an address, refused or not: `attemptsPerAccepted` × LEAD_RATE_LIMIT per window. */
  rateLimit: RateLimit;
  /** Posts that would be stored: LEAD_RATE_LIMIT per window, counted only once a post is valid. */
  acceptedRateLimit: RateLimit;
  /** GET /api/form-token: `tokensPerAccepted` × LEAD_RATE_LIMIT per window. */
  tokenRateLimit: RateLimit;
  log: LeadLog;
  /** The built site's forms and address, for reading a lead (lead-view.ts): the e-mail, the workspace. */
  site: SiteFacts;
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

/**
 * How many form tokens an address may fetch per accepted post. The enhancement fetches one on
 * every page with a form, so a visitor reading many pages must not run out; a script fetching
 * hundreds a second must (docs/decisions.md 12).
 */
export const tokensPerAccepted = 6;

/** How often the quarantine's count is logged (README "Spam and abuse"). */
export const quarantineReportMs = 86_400_000;

/** Opens the store (a StoreError with a Swedish message if it cannot be used). */
/** Without a built site (some tests): fields keep plain names, pages stay paths. */
const noSite: SiteFacts = { forms: () => undefined };

export async function createLeadService(
  config: LeadConfig,
  { log: given, site = noSite }: { log?: LeadLog | ((message: string) => void); site?: SiteFacts } = {},
): Promise<LeadService> {
  const log = asLeadLog(given);
  const store = await openLeadStore(config.database, { log: (message) => log.warn({ event: 'database' }, message) });
  const identity = await store.identity().catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const channelStates: LeadService['channelStates'] = {};
  const remember = (channel: Channel, error?: string) => (channelStates[channel] = { ok: !error, at: new Date().toISOString(), ...(error ? { error } : {}) });
  // Every send tells how the channel stands now.
  const watched =
    (channel: Channel, send: Senders[Channel] & {}): Senders[Channel] =>
    async (lead, id) => {
      try {
        await send(lead, id);
        remember(channel);
      } catch (error) {
        remember(channel, (error as Error).message);
        throw error;
      }
    };
  const senders: Senders = {
    ...(config.email ? { email: watched('email', emailSender(config.email, site, identity)) } : {}),
    ...(config.webhook ? { webhook: watched('webhook', webhookSender(config.webhook, site, identity)) } : {}),
  };
  const channels = Object.keys(senders) as Channel[];
  const outbox = new Outbox(store, senders, config.outbox, log);
  try {
    // Kept in the database when not configured, so tokens issued before a restart — or by
    // another server on the same database — stay valid.
    const formSecret = config.formSecret ?? (await store.setting('form-secret', randomSecret));
    const { max, windowMs } = config.rateLimit;
    const rateLimit = await openRateLimit(store, { max: max * attemptsPerAccepted, windowMs }, randomSecret);
    const accepted = await openRateLimit(store, { max, windowMs }, randomSecret);
    const tokens = await openRateLimit(store, { max: max * tokensPerAccepted, windowMs }, randomSecret);
    // All may share one table (PostgreSQL): the accepted posts and the tokens are counted under keys of their own.
    const acceptedRateLimit: RateLimit = { hit: (key, now) => accepted.hit(`godtagen:${key}`, now) };
    const tokenRateLimit: RateLimit = { hit: (key, now) => tokens.hit(`nyckel:${key}`, now) };
    const reportQuarantine = async () => {
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
    const bookings = new BookingService(
      store,
      { ...config.calendars, outbox: config.outbox, ...(config.email ? { email: { smtpUrl: config.email.smtpUrl, from: config.email.from } } : {}) },
      await store.setting('booking-link-secret', randomSecret),
      log,
      { brand: () => site.brand ?? '', baseUrl: () => site.baseUrl, topicOf: (lead) => leadView(lead, site).service },
    );
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
      tokenRateLimit,
      log,
      site,
      bookings,
      channelStates,
      async checkChannels() {
        for (const [channel, state] of Object.entries(await checkChannels(config)) as [Channel, ChannelState][]) {
          channelStates[channel] = state;
          if (!state.ok)
            log.warn(
              { event: 'channel.check', channel, error: state.error },
              `VARNING: notiser via ${channel === 'email' ? 'e-post (SMTP_URL)' : 'webhook (WEBHOOK_URL)'} fungerar inte: ${state.error}. Leads sparas ändå och skickas när inställningen är rätt.`,
            );
          else log.info({ event: 'channel.check', channel }, `Notiser via ${channel} fungerar.`);
        }
      },
      reportQuarantine,
      async close() {
        clearInterval(dailyReport);
        await bookings.stop();
        await outbox.stop();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
