/**
 * The render cache (docs/decisions.md 121): what a full build made from code and a content build
 * reuses — the code part of the site (client assets, public files, the workspace's bundle, the
 * brand font, each with its .br/.gz), the server-rendering bundle, the editor's process bundle,
 * Vite's manifest and the workspace shell's assets — kept in `.build/render/` beside the build, under the code key it was
 * made from (code-key.ts). Written whole in a folder of its own and renamed into place, so a
 * reader sees the old cache or the new one, never half of one.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import type * as ServerEntry from '~/src/entry-server';
import { fittingRenderCache, renderCacheDir } from '~/src/editor/publish/code-key';
import type { KontoAssets } from './konto-shell';

export { renderCacheDir };

export interface RenderCache {
  dir: string;
  key: string;
  /** The code part of the site, to copy before the pages are rendered into the copy. */
  siteDir: string;
  entry: typeof ServerEntry;
  manifest: Manifest;
  konto: KontoAssets;
}

export interface RenderCacheParts {
  key: string;
  /** The site folder as the bundles left it (before any page is written). */
  siteDir: string;
  /** The folder of the server-rendering bundle (entry-server.js and its chunks). */
  serverDir: string;
  /** The folder of the editor's process bundle (editor-process.js, docs/decisions.md 123). */
  editorDir: string;
  manifest: Manifest;
  konto: KontoAssets;
}

export async function saveRenderCache(root: string, parts: RenderCacheParts): Promise<void> {
  const target = renderCacheDir(root);
  const fresh = `${target}-${process.pid}`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  await cp(parts.siteDir, path.join(fresh, 'site'), { recursive: true });
  await cp(parts.serverDir, path.join(fresh, 'server'), { recursive: true });
  await cp(parts.editorDir, path.join(fresh, 'editor'), { recursive: true });
  await writeFile(path.join(fresh, 'manifest.json'), JSON.stringify(parts.manifest));
  await writeFile(path.join(fresh, 'konto.json'), JSON.stringify(parts.konto));
  // The key last: a folder without it is never read as a cache.
  await writeFile(path.join(fresh, 'key'), parts.key);
  const old = `${target}-old-${process.pid}`;
  if (existsSync(target)) await rename(target, old);
  await rename(fresh, target);
  await rm(old, { recursive: true, force: true });
}

/**
 * The cache that fits the code at `root` now: its own, or one of `others` (the server's own
 * checkout, built from the same code) — undefined when none matches, and a full build is due.
 */
export async function openRenderCache(root: string, others: readonly string[] = []): Promise<RenderCache | undefined> {
  const fitting = fittingRenderCache(root, others);
  if (!fitting) return undefined;
  const { dir, key } = fitting;
  // The key in the address: a long-lived process (the editor's) imports a new bundle after a new full build.
  const entry = (await import(`${pathToFileURL(path.join(dir, 'server/entry-server.js')).href}?key=${key}`)) as typeof ServerEntry;
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const konto = JSON.parse(await readFile(path.join(dir, 'konto.json'), 'utf8')) as KontoAssets;
  return { dir, key, siteDir: path.join(dir, 'site'), entry, manifest, konto };
}
