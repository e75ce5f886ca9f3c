/**
 * npm run build — validate content, type-check, bundle, prerender every route into dist/.
 * Everything is built in a staging folder and swapped in at the end, so a failed build never
 * leaves a half-written dist/ behind: the previous one stays untouched.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { loadContent } from '../src/content/load';
import { htmlFileOfRoute, notFoundHtmlFile, notFoundRoute } from '../src/content/routes';
import { endpointFiles } from '../src/lead-form/contract';
import { siteFormSpecs } from '../src/lead-form/form-spec';
import { endpointTexts } from '../src/lead-form/texts';
import type * as ServerEntry from '../src/entry-server';
import { securityHeaders } from '../server/security-headers';
import { compileAnswerForms } from '../server/leads/answer-page';
import { entryLoaderHash } from './build/entry-loader';
import { scriptTags } from './build/manifest';
import { copyBrandFont } from './build/brand-font';
import { buildKonto } from './build/konto';
import { buildImages } from './build/images';
import { writeShareImage } from './build/share-image';
import { removeStaleStaging } from './build/stale-staging';
import { launchSummary, printProblems } from './content-report';
import { precompress } from './build/precompress';
import { headersFile, redirectsFile, robotsTxt, sitemapXml } from './build/static-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipTypecheck = process.argv.includes('--skip-typecheck');
const quiet = process.argv.includes('--quiet');
// `--timings` prints one JSON line with the phase durations, for npm run bench.
const timings = process.argv.includes('--timings');
// A production build refuses what the launch check finds; any other build warns (docs/decisions.md 57).
const production = process.env.NODE_ENV === 'production';
const log = (message: string) => quiet || console.log(message);
// The content (site.yaml, pages/) and where the site goes: by default this project's own. A copy
// of the content can be built beside it (tests/build/changed-content.test.ts; README "Commands"),
// and the workspace's "Publicera" builds its working copy into a staging folder beside the served
// dist/ (docs/decisions.md 93).
const contentRoot = path.resolve(root, process.env.CONTENT_DIR ?? '.');
const outDir = path.resolve(root, process.env.DIST_DIR || 'dist');

/** A rename, or a copy and a removal where DIST_DIR is on another file system than the checkout. */
async function moveFolder(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  const result = await loadContent(contentRoot, undefined, { launch: production ? 'error' : 'warning' });
  printProblems(result.problems, result.ok ? 'Bygget fortsätter.' : 'Bygget avbröts; dist/ är orörd.');
  const launch = launchSummary(result.problems, production);
  if (launch) console.error(launch);
  if (!result.ok) process.exit(1);
  const { content } = result;
  const validated = performance.now();
  log(`✓ innehåll: ${content.pages.length} sidor giltiga`);

  if (!skipTypecheck) {
    execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', root], { stdio: 'inherit' });
    log('✓ typkontroll');
  }

  await removeStaleStaging(path.join(root, '.build'));
  const staging = path.join(root, '.build', `staging-${process.pid}`);
  const site = path.join(staging, 'site');
  await rm(staging, { recursive: true, force: true });
  try {
    const logLevel = quiet ? 'silent' : 'warn';
    await build({ root, logLevel, build: { outDir: site, emptyOutDir: true } });
    await build({
      root,
      logLevel,
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(staging, 'server'), emptyOutDir: true, manifest: false },
    });
    const manifest = JSON.parse(await readFile(path.join(site, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = (await import(pathToFileURL(path.join(staging, 'server/entry-server.js')).href)) as typeof ServerEntry;
    // The workspace /konto: its own bundle and shell, nothing of it on a visitor page (docs/decisions.md 77).
    await buildKonto({ root, site, brand: content.site.brand, logLevel });
    log('✓ paket byggda');
    await copyBrandFont(site);
    await writeShareImage(content, site);
    content.images = await buildImages(contentRoot, content, site);
    if (Object.keys(content.images).length > 0) log(`✓ ${Object.keys(content.images).length} bilder i AVIF och WebP`);
    const bundled = performance.now();

    const renderWithScripts = (route: string) => entry.renderPage(content, route, (islands) => scriptTags(manifest, islands));
    for (const page of content.pages) {
      const rendered = await renderWithScripts(page.path);
      const file = path.join(site, htmlFileOfRoute(page.path));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, rendered.html);
    }
    // No page has the not-found route (404 is a reserved name), so it renders pages/404.yaml with 404.
    const notFound = await renderWithScripts(notFoundRoute);
    if (notFound.status !== 404) throw new Error('The not-found route did not render with status 404');
    await writeFile(path.join(site, notFoundHtmlFile), notFound.html);
    // What the lead server answers with (server/): pages around an empty slot, and every form as data.
    const { answer } = content.site.forms;
    const template = (title: string) =>
      entry.renderAnswerTemplate(content, { title, description: answer.description }, (islands) => scriptTags(manifest, islands));
    await mkdir(path.join(site, path.dirname(endpointFiles.forms)), { recursive: true });
    await writeFile(path.join(site, endpointFiles.refusedTemplate), template(answer.refusedHeading));
    await writeFile(path.join(site, endpointFiles.confirmTemplate), template(answer.confirmHeading));
    await writeFile(path.join(site, endpointFiles.errorTemplate), template(content.site.errors.heading));
    await writeFile(path.join(site, endpointFiles.meetingTemplate), template(content.site.forms.times.manageTitle));
    await writeFile(path.join(site, endpointFiles.texts), `${JSON.stringify(endpointTexts(content.site), null, 1)}\n`);
    const forms = siteFormSpecs(content.pages, content.site);
    await writeFile(path.join(site, endpointFiles.forms), `${JSON.stringify(forms, null, 1)}\n`);
    // Every form's answers, from the blocks' components with declared slots; checked here as the server checks them at start.
    const answerForms = entry.renderAnswerTemplates(content.site, forms);
    compileAnswerForms(answerForms, forms, endpointFiles.answerForms);
    await writeFile(path.join(site, endpointFiles.answerForms), `${JSON.stringify(answerForms, null, 1)}\n`);
    await writeFile(path.join(site, endpointFiles.site), `${JSON.stringify({ baseUrl: content.site.baseUrl, brand: content.site.brand })}\n`);
    await writeFile(path.join(site, 'sitemap.xml'), sitemapXml(content));
    await writeFile(path.join(site, 'robots.txt'), robotsTxt(content));
    await writeFile(path.join(site, '_redirects'), redirectsFile(content));
    await writeFile(
      path.join(site, '_headers'),
      headersFile(securityHeaders({ analytics: Boolean(content.site.analytics.measurementId), scriptHashes: [entryLoaderHash] })),
    );
    await rm(path.join(site, '.vite'), { recursive: true, force: true });
    const prerendered = performance.now();
    await precompress(site);
    log(`✓ ${content.pages.length} sidor och 404.html förrenderade`);
    if (timings) {
      const ms = (a: number, b: number) => Math.round(b - a);
      console.log(
        JSON.stringify({
          pages: content.pages.length,
          validateMs: ms(started, validated),
          bundleMs: ms(validated, bundled),
          prerenderMs: ms(bundled, prerendered),
        }),
      );
    }

    const old = path.join(staging, 'previous');
    if (existsSync(outDir)) await moveFolder(outDir, old);
    await moveFolder(site, outDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  log(`Klart på ${((performance.now() - started) / 1000).toFixed(1)} s: ${path.relative(root, outDir) || '.'}/ innehåller ${content.pages.length} sidor.`);
}

await main();
