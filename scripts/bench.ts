/**
 * npm run bench — performance figures, never asserted in tests:
 *  - Lighthouse (mobile and desktop presets, several runs, medians) on every route and on a
 *    no-JavaScript reference page of the same text, served in the same run and measured in turn
 *    with each route, so each route's ratio to it is taken under the same load; with
 *    --against DIR also the same routes of another build (e.g. main's), in the same turns;
 *  - first-load JavaScript and HTML bytes (gzip) per route;
 *  - build cost per page at the real page count and at 1 000 generated pages;
 *  - with --leads: the lead endpoint's throughput and latency percentiles under concurrent load,
 *    on SQLite and PostgreSQL with one server and with two (scripts/bench/leads.ts).
 * Prints a table and writes the same as JSON under bench/results/.
 *
 *   npm run bench -- [--runs 3] [--routes /,/kassaflode] [--presets mobile,desktop]
 *                    [--no-build] [--skip-lighthouse] [--skip-scaling] [--against /tmp/main-dist] [--dist DIR]
 *                    [--leads] [--leads-requests 2000] [--leads-concurrency 32] [--editor]
 *                    [--inbox] [--inbox-leads 10000] [--inbox-requests 200]
 *                    [--workspace-editor] [--workspace-editor-pairs 3]
 *                    [--blocking] [--blocking-leads 10000] [--blocking-clients 1000]
 *                    [--publish] [--publish-runs 5]
 *  - with --inbox: the workspace inbox's first page and a search with 10 000 leads, server time
 *    p50/p99 on SQLite and PostgreSQL (scripts/bench/inbox.ts).
 *  - with --editor: typing in the page editor on pages/index.yaml, form and preview (scripts/bench/editor-typing.ts).
 *  - with --workspace-editor: the workspace editor's `pages` + `page` calls through the publisher's
 *    long-lived editor process, N pairs per run (scripts/bench/workspace-editor.ts).
 *  - with --blocking: GET /healthz and GET / p99 at idle, during an export of 10 000 leads, while the
 *    database is stalled and under 1 000 slow clients, each as a ratio to idle (scripts/bench/blocking.ts);
 *    run first, right after the build.
 *  - with --publish: Publicera from click to served for a change of content, median of 5, against a
 *    full `npm run build` in the same run, and their ratio (scripts/bench/publish.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildServer } from '../server/app';
import { loadLeadConfig } from '../server/leads/config';
import { createLeadService } from '../server/leads/service';
import { pageRoutes } from './support/site-routes';
import { htmlFileOf, jsBudgetGzip, pageWeight, type PageWeight } from './build/page-weight';
import { benchEditorTyping, printEditorTyping } from './bench/editor-typing';
import { benchBlocking, printBlocking } from './bench/blocking';
import { benchInbox, printInboxBench } from './bench/inbox';
import { benchWorkspaceEditor, printWorkspaceEditor } from './bench/workspace-editor';
import { benchLeads, printLeadBench } from './bench/leads';
import { benchPublish, printPublish } from './bench/publish';
import { budget, launchChrome, measureInterleaved, medianRun, type LighthouseRun, type Preset, type Target } from './bench/lighthouse';
import { measureScaling, type BuildTiming } from './bench/scaling';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    'no-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-scaling': { type: 'boolean', default: false },
    against: { type: 'string' },
    leads: { type: 'boolean', default: false },
    editor: { type: 'boolean', default: false },
    inbox: { type: 'boolean', default: false },
    'inbox-leads': { type: 'string', default: '10000' },
    'inbox-requests': { type: 'string', default: '200' },
    'editor-keys': { type: 'string', default: '15' },
    'workspace-editor': { type: 'boolean', default: false },
    'workspace-editor-pairs': { type: 'string', default: '3' },
    blocking: { type: 'boolean', default: false },
    'blocking-leads': { type: 'string', default: '10000' },
    'blocking-clients': { type: 'string', default: '1000' },
    publish: { type: 'boolean', default: false },
    'publish-runs': { type: 'string', default: '5' },
    'leads-requests': { type: 'string', default: '2000' },
    'leads-concurrency': { type: 'string', default: '32' },
  },
});
// The build to measure: dist/ unless --dist names another (with --no-build, e.g. a variant made by hand).
const distDir = args.dist ? path.resolve(args.dist) : path.join(root, 'dist');
const runs = Math.max(1, Number(args.runs));
const isPreset = (name: string): name is Preset => name === 'mobile' || name === 'desktop';
const presets = (args.presets ?? '').split(',').map((name) => {
  if (!isPreset(name)) throw new Error(`--presets: "${name}" is no Lighthouse preset (mobile, desktop).`);
  return name;
});
const routes = args.routes ? args.routes.split(',') : pageRoutes();

/** The home page's text with every script and stylesheet removed: the floor a page can reach. */
function referenceHtml(): string {
  return readFileSync(htmlFileOf(distDir, '/'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
}

async function serve() {
  // The site as npm start serves it, lead endpoint included: a page with a form asks for a form
  // token as it loads, and a 404 there would be measured as a console error, not as the site.
  const leadsDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const leads = await createLeadService(loadLeadConfig({ DATABASE_PATH: path.join(leadsDir, 'leads.db') }, root));
  const site = await buildServer({ distDir, leads });
  await site.listen({ port: 0, host: '127.0.0.1' });
  // Another build, served the same way, to measure before and after under the same load.
  const other = args.against ? await buildServer({ distDir: path.resolve(args.against), leads }) : undefined;
  await other?.listen({ port: 0, host: '127.0.0.1' });
  const reference = referenceHtml();
  // Compressed as the site's own pages are (brotli 9), so the ratio compares like with like.
  const referenceBrotli = brotliCompressSync(reference, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  const referenceServer = createServer((req, res) => {
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...(brotli ? { 'Content-Encoding': 'br' } : {}), Vary: 'Accept-Encoding' });
    res.end(brotli ? referenceBrotli : reference);
  });
  await new Promise<void>((resolve) => referenceServer.listen(0, '127.0.0.1', resolve));
  return {
    siteUrl: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`,
    againstUrl: other ? `http://127.0.0.1:${(other.server.address() as AddressInfo).port}` : undefined,
    referenceUrl: `http://127.0.0.1:${(referenceServer.address() as AddressInfo).port}/`,
    close: async () => {
      await site.close();
      await other?.close();
      await leads.close();
      rmSync(leadsDir, { recursive: true, force: true });
      referenceServer.close();
    },
  };
}

type Medians = Record<Preset, LighthouseRun>;

/** Per route, per preset: the page, its reference measured in turn with it, and the other build's page. */
interface RouteMedians {
  page: Medians;
  reference: Medians;
  against?: Medians;
}

interface LighthouseResults {
  /** Every reference run of the bench, for the heading. */
  reference: Medians;
  pages: Record<string, RouteMedians>;
}

async function lighthouseAll(): Promise<LighthouseResults> {
  const server = await serve();
  const chrome = await launchChrome();
  const referenceRuns = Object.fromEntries(presets.map((preset) => [preset, [] as LighthouseRun[]])) as Record<Preset, LighthouseRun[]>;
  try {
    const pages: Record<string, RouteMedians> = {};
    for (const route of routes) {
      const medians: RouteMedians = { page: {} as Medians, reference: {} as Medians, ...(server.againstUrl ? { against: {} as Medians } : {}) };
      for (const preset of presets) {
        const targets: Target[] = [
          { name: 'reference', url: server.referenceUrl },
          { name: 'page', url: server.siteUrl + route },
          ...(server.againstUrl ? [{ name: 'against', url: server.againstUrl + route }] : []),
        ];
        const measured = await measureInterleaved(targets, chrome.port, preset, runs);
        for (const key of ['page', 'reference', 'against'] as const) {
          const run = measured.get(key);
          const into = medians[key];
          if (run && into) into[preset] = run;
        }
        referenceRuns[preset].push(medians.reference[preset]);
      }
      pages[route] = medians;
      process.stderr.write(`  lighthouse ${route}\n`);
    }
    const reference = Object.fromEntries(presets.map((preset) => [preset, medianRun(referenceRuns[preset])])) as Medians;
    return { reference, pages };
  } finally {
    chrome.kill();
    await server.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (text: string | number, width: number) => String(text).padStart(width);

function printTable(weights: PageWeight[], lh?: LighthouseResults) {
  if (!lh) {
    console.log(`\n${'route'.padEnd(34)}   JS KB  HTML KB  of it CSS   (gzip; budget ${kb(jsBudgetGzip)} KB JS)`);
    for (const w of weights) console.log(`${w.route.padEnd(34)}${pad(kb(w.jsGzip), 8)}${pad(kb(w.htmlGzip), 9)}${pad(kb(w.cssGzip), 11)}`);
    return;
  }
  for (const preset of presets) {
    const ref = lh.reference[preset];
    const against = args.against ? `  was LCP/ref  was TBT` : '';
    console.log(
      `\nLighthouse ${preset} (median of ${runs}); reference page LCP ${Math.round(ref.lcpMs)} ms (median of every route's), performance ${ref.performance}`,
    );
    console.log(`${'route'.padEnd(34)} perf  a11y  bp  seo   FCP ms   LCP ms  LCP/ref  TBT ms    CLS   JS KB  HTML KB  of it CSS${against}`);
    for (const w of weights) {
      const measured = lh.pages[w.route];
      const r = measured?.page[preset];
      if (!measured || !r) continue;
      const was = measured.against?.[preset];
      console.log(
        `${w.route.padEnd(34)}${pad(r.performance, 4)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 4)}${pad(r.seo, 5)}` +
          `${pad(Math.round(r.fcpMs), 9)}${pad(Math.round(r.lcpMs), 9)}${pad((r.lcpMs / measured.reference[preset].lcpMs).toFixed(2), 9)}` +
          `${pad(Math.round(r.tbtMs), 8)}${pad(r.cls.toFixed(3), 7)}${pad(kb(w.jsGzip), 8)}${pad(kb(w.htmlGzip), 9)}${pad(kb(w.cssGzip), 11)}` +
          (was ? `${pad((was.lcpMs / measured.reference[preset].lcpMs).toFixed(2), 13)}${pad(Math.round(was.tbtMs), 9)}` : ''),
      );
    }
  }
  printVerdict(lh);
}

/** The routes over the mobile budget: LCP per its reference, and total blocking time. */
function printVerdict(lh: LighthouseResults) {
  if (!presets.includes('mobile')) return;
  const over = Object.entries(lh.pages).flatMap(([route, { page, reference }]) => {
    const ratio = page.mobile.lcpMs / reference.mobile.lcpMs;
    const faults = [
      ...(ratio > budget.lcpPerFloor ? [`LCP ${ratio.toFixed(2)} × the reference`] : []),
      ...(page.mobile.tbtMs > budget.tbtMs ? [`TBT ${Math.round(page.mobile.tbtMs)} ms`] : []),
    ];
    return faults.length ? [`  ${route}: ${faults.join(', ')}`] : [];
  });
  const rule = `LCP ≤ ${budget.lcpPerFloor} × the reference and TBT ≤ ${budget.tbtMs} ms (mobile)`;
  console.log(over.length ? `\nOver the budget, ${rule}:\n${over.join('\n')}` : `\nEvery route within the budget: ${rule}.`);
}

function printScaling(timings: BuildTiming[]) {
  console.log('\nBuild cost per page (validation; build + prerender, type-check skipped)');
  for (const t of timings) {
    console.log(
      `${pad(t.pages, 5)} pages: validate ${(t.validateMs / t.pages).toFixed(2)} ms/page, prerender ${(t.prerenderMs / t.pages).toFixed(2)} ms/page, ` +
        `bundle ${t.bundleMs} ms (once), total ${(t.totalMs / 1000).toFixed(1)} s = ${(t.totalMs / t.pages).toFixed(1)} ms/page`,
    );
  }
}

if (!args['no-build']) execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts', '--quiet'], { cwd: root, stdio: 'inherit' });
const blocking = args.blocking
  ? await benchBlocking({ distDir, leads: Number(args['blocking-leads']), slowClients: Number(args['blocking-clients']) })
  : undefined;
if (blocking) printBlocking(blocking);
const weights = routes.map((route) => pageWeight(distDir, route));
const lh = args['skip-lighthouse'] ? undefined : await lighthouseAll();
printTable(weights, lh);
const scaling = args['skip-scaling'] ? undefined : measureScaling(root);
if (scaling) printScaling(scaling);
const leads = args.leads
  ? await benchLeads({ requests: Number(args['leads-requests']), concurrency: Number(args['leads-concurrency']), maxSeconds: 60, runs, distDir })
  : undefined;
if (leads) printLeadBench(leads);
const editor = args.editor ? await benchEditorTyping(root, Number(args['editor-keys'])) : undefined;
if (editor) printEditorTyping(editor);
const inbox = args.inbox ? await benchInbox({ leads: Number(args['inbox-leads']), requests: Number(args['inbox-requests']), distDir }) : undefined;
if (inbox) printInboxBench(inbox);
const workspaceEditor = args['workspace-editor'] ? await benchWorkspaceEditor(root, Number(args['workspace-editor-pairs']), runs) : undefined;
if (workspaceEditor) printWorkspaceEditor(workspaceEditor);
const publish = args.publish ? await benchPublish(root, Number(args['publish-runs'])) : undefined;
if (publish) printPublish(publish);

const results = {
  date: new Date().toISOString(),
  node: process.version,
  runs,
  presets,
  weights,
  lighthouse: lh,
  scaling,
  leads,
  editor,
  inbox,
  workspaceEditor,
  blocking,
  publish,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const stamp = results.date.replace(/[:.]/g, '-');
writeFileSync(path.join(root, `bench/results/bench-${stamp}.json`), JSON.stringify(results, null, 2));
writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
console.log(`\nResults written to bench/results/bench-${stamp}.json`);
