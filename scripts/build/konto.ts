/**
 * The workspace's own bundle (docs/decisions.md 77): src/konto/main.tsx with MUI and Emotion,
 * built apart from the site's (its own Vite build, its own manifest) into dist/assets/konto/ with
 * hashed names, plus the shell page the lead server answers for /konto
 * (server/accounts/workspace-page.ts). No visitor page loads anything of it; tests/build/
 * konto-separation.test.ts proves that from the built files.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type LogLevel, type Manifest } from 'vite';
import { workspaceShellFile } from '~/server/accounts/workspace-page';
import { escapeHtml } from '~/src/shared/escape-html';

export const kontoEntry = 'src/konto/main.tsx';
export const kontoAssetsDir = 'assets/konto';
const manifestFile = '.vite/konto-manifest.json';

/** The shell: Swedish, no inline script (the site's CSP applies), a message without JavaScript. */
export function kontoShell({
  brand,
  script,
  styles,
  preloads,
}: {
  brand: string;
  script: string;
  styles: readonly string[];
  preloads: readonly string[];
}): string {
  const name = escapeHtml(brand);
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="application-name" content="${name}">
<title>Arbetsyta – ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${[...styles.map((href) => `<link rel="stylesheet" href="${href}">`), ...preloads.map((href) => `<link rel="modulepreload" href="${href}">`), `<script type="module" src="${script}"></script>`].join('\n')}
</head>
<body>
<noscript><p>Arbetsytan behöver JavaScript. Slå på JavaScript i webbläsaren och ladda om sidan.</p></noscript>
<div id="konto"></div>
</body>
</html>
`;
}

/** The workspace bundle's files the shell names: made by the code, written into the shell with the content's brand. */
export interface KontoAssets {
  script: string;
  styles: string[];
  preloads: string[];
}

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
  await rm(path.join(site, manifestFile), { force: true });
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

/** The shell page the lead server answers for /konto, with the content's brand; returns its path in `site`. */
export async function writeKontoShell(site: string, brand: string, assets: KontoAssets): Promise<string> {
  await mkdir(path.join(site, path.dirname(workspaceShellFile)), { recursive: true });
  await writeFile(path.join(site, workspaceShellFile), kontoShell({ brand, ...assets }));
  return workspaceShellFile;
}
