import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileOfRoute, notFoundPageFile, routeOfPageFile } from '~/src/content/routes';

export const root = path.resolve(import.meta.dirname, '../..');
export const distDir = path.join(root, 'dist');

/** Every route, from the page files themselves — never a hand-kept list (pages/404.yaml is no route). */
export function pageRoutes(): string[] {
  return readdirSync(path.join(root, 'pages'))
    .filter((f) => f.endsWith('.yaml') && f !== notFoundPageFile)
    .map(routeOfPageFile)
    .sort();
}

export function builtHtml(route: string): string {
  return readFileSync(path.join(distDir, htmlFileOfRoute(route)), 'utf8');
}
