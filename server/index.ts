/**
 * The production server: the built site and the lead endpoint (POST /api/leads), /healthz and
 * /readyz. Runs as `node dist-server/server.js` (built by `npm run build`, README "Production")
 * or `npm start`. Configuration: environment variables, README "Settings" and .env.example.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { servedBuild } from './built-endpoint';
import { ConfigError, loadLeadConfig } from './leads/config';
import { describeDatabase } from './leads/database-config';
import { createLeadService } from './leads/service';
import { StoreError } from './leads/store';
import { stopOnSignals } from './lifecycle';
import { loadPublishConfig, PublishConfigError } from '~/src/editor/publish/config';
import { loggerOptions } from './logging';
import { stderrLog, type LeadLog } from './leads/log';

// server/index.ts and dist-server/server.js both sit one folder below the checkout.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// Read at start and again when a publish swaps in a new build (server/built-files.ts).
const built = servedBuild(distDir);

let config;
let publishing;
try {
  config = loadLeadConfig(process.env, root);
  publishing = loadPublishConfig(process.env, root);
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof PublishConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The lead service logs through the app's logger, which exists only once the app is built.
let log: LeadLog = stderrLog;
const viaApp: LeadLog = { info: (d, m) => log.info(d, m), warn: (d, m) => log.warn(d, m), error: (d, m) => log.error(d, m) };

let leads;
try {
  leads = await createLeadService(config, { log: viaApp, site: built.endpoint });
} catch (error) {
  if (!(error instanceof StoreError)) throw error;
  console.error(`Servern kan inte starta: ${error.message}`);
  process.exit(1);
}
const app = await buildServer({
  distDir,
  built,
  logger: loggerOptions(process.env),
  logClientAddress: process.env.LOG_CLIENT_ADDRESS === '1',
  readyMaxPendingMs: config.readyMaxPendingMs,
  leads,
  trustProxyHops: config.trustProxyHops,
  proxySecret: config.proxySecret,
  timeouts: config.timeouts,
  maxConnectionsPerAddress: config.maxConnectionsPerAddress,
  ...(publishing ? { publishing } : {}),
});
log = app.log;
stopOnSignals({ app, leads, shutdownMs: config.shutdownMs, watchParent: Boolean(process.env.npm_lifecycle_event) });
await app.listen({ port, host });
await leads.outbox.start();
// The calendar reader and the booking e-mails (server/booking/, docs/decisions.md 162, 165).
await leads.bookings.start();

const channels = [config.email && `e-post till ${config.email.to}`, config.webhook && `webhook ${new URL(config.webhook.url).origin}`].filter(Boolean);
app.log.info(
  { event: 'start', port, database: leads.store.description.split(' ')[0] },
  `Webbplatsen körs på http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ — leads sparas i ${describeDatabase(config.database, root)}; notiser: ${channels.length ? channels.join(' och ') : 'inga (sätt SMTP_URL + NOTIFY_EMAIL eller WEBHOOK_URL)'}.`,
);
// After the start line: a wrong SMTP port is a loud warning and a failing /readyz, never a crash.
void leads.checkChannels();
