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
  rateLimit: RateLimit;
  /** Stops the outbox (waiting for sends in progress) and closes the store. */
  close(): Promise<void>;
}

export const randomSecret = () => randomBytes(32).toString('base64url');

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
    const rateLimit = await openRateLimit(store, config.rateLimit, randomSecret);
    return {
      config,
      store,
      outbox,
      channels,
      formSecret,
      rateLimit,
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
