/**
 * The editor process's `build` and `warm` commands (editor-cli.ts; docs/decisions.md 121): a
 * publish that changed only content renders the pages in this long-lived process from the last
 * full build's bundles (the render cache) — about a second — instead of starting a full build.
 * Loaded natively, not through Vite's module runner: the pages are rendered by the built
 * server-rendering bundle, which the runner must not transform again.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '~/src/content/load';
import type { Problem } from '~/src/content/problem';
import { openRenderCache } from '~/scripts/build/render-cache';
import { buildContent } from '~/scripts/build/site-build';

const launch = () => (process.env.NODE_ENV === 'production' ? 'error' : 'warning');

/**
 * `needs-full-build`: no render cache fits the code here (or in `otherRoots`): the caller builds
 * in full, which also leaves a cache for the next time. `refused`: the content has errors; nothing
 * was built. `built`: the site is at `out`.
 */
export type BuildAnswer = { outcome: 'needs-full-build' } | { outcome: 'refused' | 'built'; problems: Problem[] };

export async function buildCommand(root: string, out: string, otherRoots: readonly string[]): Promise<BuildAnswer> {
  const cache = await openRenderCache(root, otherRoots);
  if (!cache) return { outcome: 'needs-full-build' };
  const checked = await loadContent(root, undefined, { launch: launch() });
  if (!checked.ok) return { outcome: 'refused', problems: checked.problems };
  rmSync(out, { recursive: true, force: true });
  const quiet = () => undefined;
  const built = await buildContent({ root, outDir: out, cache, production: launch() === 'error', quiet: true, log: quiet, error: quiet });
  if (!built?.ok) throw new Error('The content build failed after the content passed its checks');
  return { outcome: 'built', problems: checked.problems };
}

/**
 * Loads what a publish needs before the first one asks (docs/decisions.md 121): the schemas
 * compiled, the content read, the render cache's bundle imported and one page rendered.
 */
export async function warmCommand(root: string, otherRoots: readonly string[]): Promise<{ cache: boolean }> {
  const checked = await loadContent(root, undefined, { launch: launch() });
  const cache = await openRenderCache(root, otherRoots);
  if (cache && checked.ok) await cache.entry.renderPage(checked.content, '/');
  return { cache: Boolean(cache) };
}

/** The roots a request names, each made absolute. */
export const rootsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map((v) => path.resolve(v)) : [];
