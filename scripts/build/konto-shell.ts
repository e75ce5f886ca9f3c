/**
 * The workspace's shell page (docs/decisions.md 77): the page the lead server answers for /konto
 * (server/accounts/workspace-page.ts), naming the bundle konto.ts built and the content's brand —
 * so it belongs to a build's content part (docs/decisions.md 121), written apart from the bundle.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { workspaceShellFile } from '~/server/accounts/workspace-page';
import { escapeHtml } from '~/src/shared/escape-html';

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

/** The shell page the lead server answers for /konto, with the content's brand; returns its path in `site`. */
export async function writeKontoShell(site: string, brand: string, assets: KontoAssets): Promise<string> {
  await mkdir(path.join(site, path.dirname(workspaceShellFile)), { recursive: true });
  await writeFile(path.join(site, workspaceShellFile), kontoShell({ brand, ...assets }));
  return workspaceShellFile;
}
