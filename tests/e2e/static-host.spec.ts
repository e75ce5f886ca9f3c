/**
 * dist/ as a static host serves it (docs/decisions.md 20–21, docs/hosting.md): Cloudflare's own
 * `wrangler pages dev` serves dist/ unchanged, with the Pages Function in hosting/cloudflare
 * sending /api/* to the lead server of this run (`npm start`, playwright.config.ts). Every sitemap
 * address answers 200 with no redirect, /kpi is one 301, and booking works with and without
 * JavaScript.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { e2eLeadsDatabase, e2ePort } from '../e2e-leads';
import { distDir, root } from '../../scripts/support/site-routes';
import { literally, siteTexts } from '../site-texts';

const { fields, answer } = siteTexts.forms;
/** A control whose label begins with `label` (required ones end in a star). */
const labelled = (label: string) => new RegExp(`^${literally(label).source}`);

const port = e2ePort + 20;
const origin = `http://127.0.0.1:${port}`;
let wrangler: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  wrangler = spawn(
    path.join(root, 'node_modules/.bin/wrangler'),
    ['pages', 'dev', distDir, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', '2026-04-01', '--binding', `LEAD_ORIGIN=http://127.0.0.1:${e2ePort}`, '--show-interactive-dev-session=false'],
    { cwd: path.join(root, 'hosting/cloudflare'), env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  wrangler.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  wrangler.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 80_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until || wrangler.exitCode !== null) throw new Error(`wrangler pages dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  wrangler?.kill('SIGTERM');
});

test('every sitemap address answers 200 without a redirect; the other spellings redirect once; /kpi is one 301', async () => {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    const response = await fetch(`${origin}${route}`, { redirect: 'manual' });
    expect(response.status, route).toBe(200);
    if (route === '/') continue;
    const slash = await fetch(`${origin}${route}/`, { redirect: 'manual' });
    expect([Math.floor(slash.status / 100), new URL(slash.headers.get('location')!, origin).pathname], `${route}/`).toEqual([3, route]);
  }
  const kpi = await fetch(`${origin}/kpi`, { redirect: 'manual' });
  expect(kpi.status).toBe(301);
  const target = new URL(kpi.headers.get('location')!, origin).pathname;
  expect((await fetch(`${origin}${target}`, { redirect: 'manual' })).status).toBe(200);
  const missing = await fetch(`${origin}/sidan-finns-inte`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Sidan kunde inte hittas');
  expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
});

const stored = (company: string) => {
  const db = new Database(e2eLeadsDatabase, { readonly: true, fileMustExist: true });
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
