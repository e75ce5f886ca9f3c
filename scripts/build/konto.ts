/**
 * The workspace's own bundle (docs/decisions.md 77): src/konto/main.tsx with MUI and Emotion,
 * built apart from the site's (its own Vite build, its own manifest) into dist/assets/konto/ with
 * hashed names; konto-shell.ts writes the page that loads it. No visitor page loads anything of
 * it; tests/build/konto-separation.test.ts proves that from the built files.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type LogLevel, type Manifest } from 'vite';
import type { KontoAssets } from './konto-shell';

export const kontoEntry = 'src/konto/main.tsx';
export const kontoAssetsDir = 'assets/konto';
const manifestFile = '.vite/konto-manifest.json';

/** Builds the bundle into `site` (dist/'s staging folder) after the site's own build. */
export async function bundleKonto({ root, site, logLevel }: { root: string; site: string; logLevel: LogLevel }): Promise<KontoAssets> {
  await build({
    configFile: false,
    // `~/…` imports (tsconfig.json "paths"), as vite.config.ts resolves them.
    resolve: { tsconfigPaths: true },
    root,
    logLevel,
    mode: 'production',
    plugins: [react()],
    // public/ is the site's, already copied by its build.
    publicDir: false,
    build: {
      outDir: site,
      emptyOutDir: false,
      assetsDir: kontoAssetsDir,
      manifest: manifestFile,
      target: 'es2022',
      // One file for the whole app (about 185 KB gzip), fetched once per release by a few people
      // and cached by its hashed name; splitting it would only add requests.
      chunkSizeWarningLimit: 700,
      rollupOptions: { input: { konto: kontoEntry } },
    },
  });
  const manifest = JSON.parse(await readFile(path.join(site, manifestFile), 'utf8')) as Manifest;
  // The manifest's folder too: nothing of Vite's bookkeeping is served (tests/build/reserved-names.test.ts).
  await rm(path.join(site, path.dirname(manifestFile)), { recursive: true, force: true });
  const entry = manifest[kontoEntry];
  if (!entry) throw new Error(`${kontoEntry} is missing from the workspace's manifest`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return { script: `/${entry.file}`, styles: (entry.css ?? []).map((file) => `/${file}`), preloads: [...preloads] };
}
