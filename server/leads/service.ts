/**
 * Everything the lead endpoint needs at run time, made from the configuration: the store (SQLite
 * or PostgreSQL), the outbox with its senders, the form-token secret and the rate limit.
 */
import { randomBytes } from 'node:crypto';
import type { LeadConfig } from './config';
import { emailSender, webhookSender, type Senders } from './notify';
import { openLeadStore, openRateLimit } from './open-store';
import { Outbox } from './outbox';
import type { RateLimit } from './rate-limit';
import type { Channel, LeadStore } from './store';

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

/** Opens the store (a StoreError with a Swedish message if it cannot be used). */
export async function createLeadService(config: LeadConfig, { log }: { log?: (message: string) => void } = {}): Promise<LeadService> {
  const store = await openLeadStore(config.database, { log });
  const senders: Senders = {
    ...(config.email ? { email: emailSender(config.email) } : {}),
    ...(config.webhook ? { webhook: webhookSender(config.webhook) } : {}),
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
    // Both may share one table (PostgreSQL): the accepted posts are counted under keys of their own.
    const acceptedRateLimit: RateLimit = { hit: (key, now) => accepted.hit(`godtagen:${key}`, now) };
    return {
      config,
      store,
      outbox,
      channels,
      formSecret,
      rateLimit,
      acceptedRateLimit,
      async close() {
        await outbox.stop();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
