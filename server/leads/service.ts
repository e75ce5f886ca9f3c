/**
 * Everything the lead endpoint needs at run time, made from the configuration: the database,
 * the outbox with its senders, the form-token secret and the rate limiter.
 */
import type Database from 'better-sqlite3';
import type { LeadConfig } from './config';
import { emailSender, webhookSender, type Senders } from './notify';
import { Outbox } from './outbox';
import { RateLimiter } from './rate-limit';
import { LeadStore, openDatabase, randomSecret, type Channel } from './store';

export interface LeadService {
  config: LeadConfig;
  db: Database.Database;
  store: LeadStore;
  outbox: Outbox;
  channels: Channel[];
  formSecret: string;
  rateLimiter: RateLimiter;
  /** Stops the outbox (waiting for sends in progress) and closes the database. */
  close(): Promise<void>;
}

export function createLeadService(config: LeadConfig, { log }: { log?: (message: string) => void } = {}): LeadService {
  const db = openDatabase(config.databasePath);
  const store = new LeadStore(db);
  const senders: Senders = {
    ...(config.email ? { email: emailSender(config.email) } : {}),
    ...(config.webhook ? { webhook: webhookSender(config.webhook) } : {}),
  };
  const channels = Object.keys(senders) as Channel[];
  const outbox = new Outbox(store, senders, config.retry, log);
  // Kept in the database when not configured, so pages sent before a restart stay valid after it.
  const formSecret = config.formSecret ?? store.setting('form-secret', randomSecret);
  return {
    config,
    db,
    store,
    outbox,
    channels,
    formSecret,
    rateLimiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs),
    async close() {
      await outbox.stop();
      db.close();
    },
  };
}
