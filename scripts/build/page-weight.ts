import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  route: string;
  /** Gzip bytes of every script the page loads up front: the entry and its modulepreloads. */
  jsGzip: number;
  htmlGzip: number;
  scripts: string[];
}

export const htmlFileOf = (distDir: string, route: string) =>
  path.join(distDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** First-load weight of one built page, read from dist/ as a browser would fetch it. */
export function pageWeight(distDir: string, route: string): PageWeight {
  const htmlFile = htmlFileOf(distDir, route);
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<script type="module" src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return {
    route,
    jsGzip: scripts.reduce((sum, src) => sum + gzipSize(path.join(distDir, src)), 0),
    htmlGzip: gzipSize(htmlFile),
    scripts,
  };
}

/** DESIGN.md "Performance budget": first-load JavaScript per route. */
export const jsBudgetGzip = 90 * 1024;
