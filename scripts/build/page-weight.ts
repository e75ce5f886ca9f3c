import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFileOfRoute } from '../../src/content/routes';

export interface PageWeight {
  route: string;
  /** Gzip bytes of every script the page loads without a visitor's action: the entry and its data-chunks. */
  jsGzip: number;
  htmlGzip: number;
  scripts: string[];
}

export const htmlFileOf = (distDir: string, route: string) =>
  path.join(distDir, htmlFileOfRoute(route));

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** First-load weight of one built page, read from dist/ as a browser would fetch it. */
export function pageWeight(distDir: string, route: string): PageWeight {
  const htmlFile = htmlFileOf(distDir, route);
  const html = readFileSync(htmlFile, 'utf8');
  const tag = /<script type="module" src="([^"]+)"(?: data-chunks="([^"]+)")?/.exec(html);
  const scripts = tag ? [tag[1]!, ...(tag[2]?.split(' ') ?? [])] : [];
  return {
    route,
    jsGzip: scripts.reduce((sum, src) => sum + gzipSize(path.join(distDir, src)), 0),
    htmlGzip: gzipSize(htmlFile),
    scripts,
  };
}

/** docs/architecture.md "Performance budget": first-load JavaScript per route. */
export const jsBudgetGzip = 90 * 1024;
