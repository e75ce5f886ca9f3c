/**
 * The two builds (docs/decisions.md 121). Both check the content first and stop, leaving the
 * previous site untouched, on any error; both build in a staging folder and put it in place whole.
 *
 * - `buildSite`, `npm run build`: the bundles from code (client, server rendering, workspace),
 *   then the content part; it keeps the code part as the render cache (render-cache.ts).
 * - `buildContent`: the content part alone, into a copy of the render cache's code part — what a
 *   publish that changed only pages/, site.yaml or bilder/ needs, in about a second instead of a
 *   full build's half minute. Without a cache made from the same code it refuses (`undefined`),
 *   and the caller takes the full build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { loadContent } from '~/src/content/load';
import type { Content } from '~/src/content/model';
import type * as ServerEntry from '~/src/entry-server';
import { launchSummary, printProblems } from '../content-report';
import { copyBrandFont } from './brand-font';
import { codeKey } from '~/src/editor/publish/code-key';
import { writeContentPart } from './content-part';
import { precompress, precompressFiles } from './precompress';
import { bundledForProduction } from './production-mode';
import { openRenderCache, saveRenderCache, type RenderCache } from './render-cache';
import { removeStaleStaging } from './stale-staging';

export interface BuildOptions {
  /** The project: its code, and where `.build/` is kept. */
  root: string;
  /** The folder with site.yaml and pages/ (the project's own by default). */
  contentRoot?: string;
  /** Where the finished site goes. */
  outDir: string;
  /** A production build refuses what the launch check finds (docs/decisions.md 57). */
  production?: boolean;
  typecheck?: boolean;
  quiet?: boolean;
  /** Progress lines (stdout) and problems (stderr). */
  log?: (line: string) => void;
  error?: (line: string) => void;
}

export interface Built {
  ok: boolean;
  pages: number;
  timings: { validateMs: number; bundleMs: number; prerenderMs: number };
}

/** The editor's process as the render cache keeps it (src/editor/server/editor-process.ts). */
const editorProcessEntry = 'src/editor/server/editor-process.ts';

const failed: Built = { ok: false, pages: 0, timings: { validateMs: 0, bundleMs: 0, prerenderMs: 0 } };

/** The content checked as the build checks it, its problems printed; undefined when it has errors. */
async function checkedContent(options: BuildOptions): Promise<Content | undefined> {
  const { root, contentRoot = root, production = false, error = console.error } = options;
  const result = await loadContent(contentRoot, undefined, { launch: production ? 'error' : 'warning' });
  printProblems(result.problems, result.ok ? 'Bygget fortsätter.' : 'Bygget avbröts; dist/ är orörd.', error);
  const launch = launchSummary(result.problems, production);
  if (launch) error(launch);
  return result.ok ? result.content : undefined;
}

/** A rename, or a copy and a removal where the target is on another file system. */
async function moveFolder(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Runs `work` in a staging folder of its own and puts its `site` folder at `outDir`; removes the staging folder whatever happens. */
async function inStaging(root: string, outDir: string, work: (site: string, staging: string) => Promise<void>): Promise<void> {
  await removeStaleStaging(path.join(root, '.build'));
  const staging = path.join(root, '.build', `staging-${process.pid}`);
  const site = path.join(staging, 'site');
  await rm(staging, { recursive: true, force: true });
  try {
    await work(site, staging);
    if (existsSync(outDir)) await moveFolder(outDir, path.join(staging, 'previous'));
    await moveFolder(site, outDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Images and share images already made, by code key: a new full build with other code starts afresh. */
async function imageCache(root: string, key: string): Promise<string> {
  const dir = path.join(root, '.build', 'images');
  const mine = key.slice(0, 16);
  if (existsSync(dir)) for (const other of readdirSync(dir)) if (other !== mine) await rm(path.join(dir, other), { recursive: true, force: true });
  return path.join(dir, mine);
}

/**
 * The bundles, into `site`; returns what rendering needs and what the render cache keeps. Vite is
 * imported here, when a full build runs: the editor's process (docs/decisions.md 123) imports this
 * module for the content build and starts faster without it.
 */
async function bundle(root: string, site: string, staging: string, quiet: boolean) {
  const [{ build }, { bundleKonto }] = await Promise.all([import('vite'), import('./konto')]);
  const logLevel = quiet ? 'silent' : 'warn';
  await build({ root, logLevel, build: { outDir: site, emptyOutDir: true } });
  const serverDir = path.join(staging, 'server');
  await build({ root, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } });
  const editorDir = path.join(staging, 'editor');
  await build({
    configFile: false,
    root,
    logLevel,
    // `~/…` imports (tsconfig.json "paths"); the icons' SVG files are read as text, so inlined.
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: ['@material-design-icons/svg'] },
    publicDir: false,
    build: { ssr: editorProcessEntry, outDir: editorDir, emptyOutDir: true, target: 'node20' },
  });
  const manifest = JSON.parse(await readFile(path.join(site, '.vite/manifest.json'), 'utf8')) as Manifest;
  await rm(path.join(site, '.vite'), { recursive: true, force: true });
  const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as typeof ServerEntry;
  // The workspace /konto: its own bundle and shell, nothing of it on a visitor page (docs/decisions.md 77).
  const konto = await bundleKonto({ root, site, logLevel });
  await copyBrandFont(site);
  await precompress(site);
  return { serverDir, editorDir, manifest, entry, konto };
}

/** `npm run build`: everything, and the render cache for content builds after it. */
export async function buildSite(options: BuildOptions): Promise<Built> {
  const { root, contentRoot = root, outDir, typecheck = true, quiet = false, log = console.log } = options;
  const started = performance.now();
  const content = await checkedContent(options);
  if (!content) return failed;
  const validated = performance.now();
  if (!quiet) log(`✓ innehåll: ${content.pages.length} sidor giltiga`);
  if (typecheck) {
    execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', root], { stdio: 'inherit' });
    if (!quiet) log('✓ typkontroll');
  }
  let bundled = 0;
  let prerendered = 0;
  await inStaging(root, outDir, async (site, staging) => {
    const key = codeKey(root);
    const parts = await bundledForProduction(() => bundle(root, site, staging, quiet));
    await saveRenderCache(root, { key, siteDir: site, ...parts });
    if (!quiet) log('✓ paket byggda');
    bundled = performance.now();
    const written = await writeContentPart({ contentRoot, content, site, ...parts, cacheDir: await imageCache(root, key) });
    await precompressFiles(site, written);
    prerendered = performance.now();
    if (!quiet) log(`✓ ${content.pages.length} sidor och 404.html förrenderade`);
  });
  const ms = (a: number, b: number) => Math.round(b - a);
  return {
    ok: true,
    pages: content.pages.length,
    timings: { validateMs: ms(started, validated), bundleMs: ms(validated, bundled), prerenderMs: ms(bundled, prerendered) },
  };
}

/**
 * The content part alone, from `cache` (or the render cache that fits the code at `root`, also one
 * of `otherRoots`'). Undefined when no cache fits: the caller takes `buildSite`.
 */
export async function buildContent(options: BuildOptions & { cache?: RenderCache; otherRoots?: readonly string[] }): Promise<Built | undefined> {
  const { root, contentRoot = root, outDir, quiet = false, log = console.log } = options;
  const started = performance.now();
  const cache = options.cache ?? (await openRenderCache(root, options.otherRoots));
  if (!cache) return undefined;
  const content = await checkedContent(options);
  if (!content) return failed;
  const validated = performance.now();
  await inStaging(root, outDir, async (site) => {
    await cp(cache.siteDir, site, { recursive: true });
    const written = await writeContentPart({ contentRoot, content, site, ...cache, cacheDir: await imageCache(root, cache.key) });
    await precompressFiles(site, written);
  });
  if (!quiet) log(`✓ ${content.pages.length} sidor och 404.html förrenderade från senaste fullständiga bygget`);
  const ms = (a: number, b: number) => Math.round(b - a);
  return { ok: true, pages: content.pages.length, timings: { validateMs: ms(started, validated), bundleMs: 0, prerenderMs: ms(validated, performance.now()) } };
}
