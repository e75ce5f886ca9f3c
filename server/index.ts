/**
 * npm start — serves the built site and the lead endpoint (POST /api/leads) on localhost.
 * Configuration: environment variables, see README "Leads" and .env.example.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { ConfigError, loadLeadConfig } from './leads/config';
import { describeDatabase } from './leads/database-config';
import { createLeadService } from './leads/service';
import { StoreError } from './leads/store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

let config;
try {
  config = loadLeadConfig(process.env, root);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let leads;
try {
  leads = await createLeadService(config);
} catch (error) {
  if (!(error instanceof StoreError)) throw error;
  console.error(`Servern kan inte starta: ${error.message}`);
  process.exit(1);
}
const app = await buildServer({
  distDir: path.resolve(root, process.env.DIST_DIR ?? 'dist'),
  leads,
  trustProxyHops: config.trustProxyHops,
  timeouts: config.timeouts,
});
await app.listen({ port, host });
await leads.outbox.start();

console.log(`Webbplatsen körs på http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
const channels = [config.email && `e-post till ${config.email.to}`, config.webhook && `webhook ${new URL(config.webhook.url).origin}`].filter(Boolean);
console.log(
  `Leads sparas i ${describeDatabase(config.database, root)}; notiser: ${channels.length ? channels.join(' och ') : 'inga (sätt SMTP_URL + NOTIFY_EMAIL eller WEBHOOK_URL)'}.`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => leads.close())
      .then(() => process.exit(0));
  });
}
