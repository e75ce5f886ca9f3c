/**
 * Everything the lead endpoint needs at run time, made from the configuration: the store, the
 * outbox with its senders, the form-token secret and the rate limit.
 */
import type { LeadConfig } from './config';
import { emailSender, webhookSender, type Senders } from './notify';
import { Outbox } from './outbox';
import { MemoryRateLimit, type RateLimit } from './rate-limit';
import { randomSecret, SqliteLeadStore } from './sqlite/sqlite-store';
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

/** Opens the store (a StoreError with a Swedish message if it cannot be used). */
export async function createLeadService(config: LeadConfig, { log }: { log?: (message: string) => void } = {}): Promise<LeadService> {
  const store = SqliteLeadStore.open(config.databasePath);
  const senders: Senders = {
    ...(config.email ? { email: emailSender(config.email) } : {}),
    ...(config.webhook ? { webhook: webhookSender(config.webhook) } : {}),
  };
  const channels = Object.keys(senders) as Channel[];
  const outbox = new Outbox(store, senders, config.retry, log);
  // Kept in the database when not configured, so tokens issued before a restart stay valid after it.
  const formSecret = config.formSecret ?? (await store.setting('form-secret', randomSecret));
  return {
    config,
    store,
    outbox,
    channels,
    formSecret,
    rateLimit: new MemoryRateLimit(config.rateLimit.max, config.rateLimit.windowMs),
    async close() {
      await outbox.stop();
      await store.close();
    },
  };
}
