/**
 * dist/ as a static host serves it (docs/decisions.md 20–21, docs/hosting.md): Cloudflare's own
 * `wrangler pages dev` serves dist/ unchanged, with the Pages Function in hosting/cloudflare
 * sending /api/* to a lead server of this spec's own (`node dist-server/server.js`, a low rate
 * limit, LEAD_PROXY_SECRET shared with the function). Every sitemap address answers 200 with no
 * redirect, /kpi is one 301, and booking works with and without JavaScript. Behind the function
 * each visitor has a rate limit of their own: wrangler passes a request's `CF-Connecting-IP` on as
 * Cloudflare's edge sets it (127.0.0.1 when there is none), and the function signs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { e2ePort } from '../e2e-leads';
import { distDir, root } from '~/scripts/support/site-routes';
import { blocksOf, pageTexts } from '../e2e-content';
import { literally, siteTexts } from '../site-texts';

const { fields, answer } = siteTexts.forms;
/** A control whose label begins with `label` (required ones end in a star). */
const labelled = (label: string) => new RegExp(`^${literally(label).source}`);

const port = e2ePort + 20;
const origin = `http://127.0.0.1:${port}`;
const leadPort = e2ePort + 21;
const leadOrigin = `http://127.0.0.1:${leadPort}`;
const proxySecret = randomBytes(32).toString('base64url');
const leadsDatabase = path.join(tmpdir(), `nordvik-static-host-leads-${e2ePort}-${Date.now()}.db`);
/** Accepted posts per address and window; every post, refused ones included: three times as many. */
const rateLimit = 2;
const children: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

/** Starts a child process and waits until `url` answers, with its output in the error otherwise. */
async function startAndWait(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }, url: string, what: string) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 80_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error(`${what} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startAndWait(
    process.execPath,
    ['dist-server/server.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(leadPort),
        HOST: '127.0.0.1',
        DATABASE_PATH: leadsDatabase,
        LEAD_PROXY_SECRET: proxySecret,
        // The pages come from the static host's origin; the function's requests name the lead server as Host.
        LEAD_ALLOWED_ORIGINS: origin,
        LEAD_RATE_LIMIT: String(rateLimit),
        LEAD_MIN_FILL_SECONDS: '0',
        LOG_LEVEL: 'warn',
      },
    },
    `${leadOrigin}/healthz`,
    'The lead server',
  );
  await startAndWait(
    path.join(root, 'node_modules/.bin/wrangler'),
    // Its own inspector port: the default 9229 may be another run's.
    [
      'pages',
      'dev',
      distDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(e2ePort + 22),
      '--compatibility-date',
      '2026-04-01',
      '--binding',
      `LEAD_ORIGIN=${leadOrigin}`,
      '--binding',
      `LEAD_PROXY_SECRET=${proxySecret}`,
      '--show-interactive-dev-session=false',
    ],
    { cwd: path.join(root, 'hosting/cloudflare'), env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' } },
    `${origin}/`,
    'wrangler pages dev',
  );
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

/**
 * A GET on the static host, redirects not followed, its body read to the end as a browser reads it:
 * answers left unread hold their connections to wrangler open until Node collects them.
 */
async function get(route: string) {
  const response = await fetch(`${origin}${route}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

test('every sitemap address answers 200 without a redirect; the other spellings redirect once; /kpi is one 301', async () => {
  const sitemap = (await get('/sitemap.xml')).text;
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    const response = await get(route);
    expect(response.status, route).toBe(200);
    if (route === '/') continue;
    const slash = await get(`${route}/`);
    expect([Math.floor(slash.status / 100), new URL(slash.headers.get('location')!, origin).pathname], `${route}/`).toEqual([3, route]);
  }
  const kpi = await get('/kpi');
  expect(kpi.status).toBe(301);
  const target = new URL(kpi.headers.get('location')!, origin).pathname;
  expect((await get(target)).status).toBe(200);
  const missing = await get('/sidan-finns-inte');
  expect(missing.status).toBe(404);
  expect(missing.text).toContain(blocksOf(pageTexts('404'), 'hero')[0]!.heading);
  expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
});

const stored = (company: string) => {
  const db = new Database(leadsDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT COUNT(*) FROM leads WHERE json_extract(fields, '$.company') = ?").pluck().get(company) as number;
  } finally {
    db.close();
  }
};

async function book(page: Page, company: string) {
  await page.goto(`${origin}/boka-mote`);
  const form = page.locator('form[data-lead-form="booking"]');
  await form.getByLabel(labelled(fields.company)).fill(company);
  await form.getByLabel(labelled(fields.name)).fill('Åsa Öberg');
  await form.getByLabel(labelled(fields.email)).fill('asa.oberg@exempel.se');
  await form.getByLabel(labelled(fields.phone)).fill('070-123 45 67');
  await form.getByLabel(labelled(fields.meetingFormat.label)).selectOption('video');
  await form.getByLabel(labelled(fields.revenue.label)).selectOption('15-30');
  return form;
}

test('booking with JavaScript from the static host is stored', async ({ page }) => {
  const company = `Statisk värd js ${Date.now().toString(36)} AB`;
  const tokenFetched = page.waitForResponse((r) => r.url().endsWith('/api/form-token') && r.ok());
  const form = await book(page, company);
  await tokenFetched;
  await form.getByRole('button').click();
  await expect(page.locator('[data-lead-confirmation]')).toBeVisible();
  expect(stored(company)).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('booking from the static host is stored after the confirmation step', async ({ page }) => {
    const company = `Statisk värd utan js ${Date.now().toString(36)} AB`;
    const form = await book(page, company);
    await form.getByRole('button').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.confirmHeading);
    expect(stored(company)).toBe(0);
    await page.getByRole('button', { name: answer.confirmButton }).click();
    await page.waitForURL(`${origin}/tack`);
    expect(stored(company)).toBe(1);
  });
});

/**
 * One post as the enhanced form sends it, from `address` as Cloudflare's edge would name it. The
 * answer is read to its end, as a browser does: thirty answers left unread held thirty connections
 * to wrangler open until Node collected them, and once the page's own requests to it hung.
 */
const junkPost = async (address: string) => {
  const response = await fetch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': address },
    body: JSON.stringify({ kind: 'booking', company: 'x' }),
  });
  await response.arrayBuffer();
  return response.status;
};

/** A visitor at `address` books with JavaScript; true when the post was acknowledged (201) and shown. */
async function visitorBooks(page: Page, address: string, company: string): Promise<boolean> {
  // Every request of the page from now on, the form token's too, comes "from" this address.
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': address });
  const tokenFetched = page.waitForResponse((r) => r.url().endsWith('/api/form-token') && r.ok());
  const form = await book(page, company);
  await tokenFetched;
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
  await form.getByRole('button').click();
  if ((await posted).status() !== 201) return false;
  await expect(page.locator('[data-lead-confirmation]')).toBeVisible();
  return true;
}

test('behind the function, one client flooding the endpoint is limited alone: twelve other visitors each get their acknowledgement', async ({ page }) => {
  test.setTimeout(240_000);
  const flooder = '198.51.100.99';
  const flood = [];
  for (let i = 0; i < 30; i++) flood.push(await junkPost(flooder));
  // Refused for having no form token, three times the limit of posts of any kind; then limited for the window.
  expect(flood).toEqual([...Array(3 * rateLimit).fill(400), ...Array(30 - 3 * rateLimit).fill(429)]);

  const run = Date.now().toString(36);
  const acknowledged: boolean[] = [];
  for (let n = 1; n <= 12; n++) acknowledged.push(await visitorBooks(page, `203.0.113.${n}`, `Besökare ${n} ${run} AB`));
  expect(acknowledged).toEqual(Array(12).fill(true));
  for (let n = 1; n <= 12; n++) expect(stored(`Besökare ${n} ${run} AB`), `visitor ${n}`).toBe(1);
  expect(await junkPost(flooder)).toBe(429);
});

/** A post straight to the lead server from the loopback address `from` (its socket address). */
function directPost(from: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ kind: 'booking', company: 'x' });
    const request = httpRequest(
      `${leadOrigin}/api/leads`,
      { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a direct request to the lead server with a forged or unsigned address header is counted by its socket address', async () => {
  const forged = (n: number) => ({
    'X-Lead-Client-Address': n % 2 ? `203.0.113.${100 + n}` : `203.0.113.${100 + n} ${Math.floor(Date.now() / 1000)} ${'ab'.repeat(32)}`,
    'X-Forwarded-For': `203.0.113.${200 + n}`,
    'CF-Connecting-IP': `203.0.113.${150 + n}`,
  });
  const statuses = [];
  for (let n = 0; n < 3 * rateLimit + 2; n++) statuses.push(await directPost('127.0.0.2', forged(n)));
  // A fresh address per post would never be limited; the socket's one is.
  expect(statuses).toEqual([...Array(3 * rateLimit).fill(400), 429, 429]);
  // Another socket address with the very same headers has a limit of its own.
  expect(await directPost('127.0.0.3', forged(1))).toBe(400);
});
