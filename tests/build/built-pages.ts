import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileOfRoute, notFoundHtmlFile } from '~/src/content/routes';
import { distDir, pageRoutes } from '~/scripts/support/site-routes';

/** Every HTML file the build writes: each route's page and the not-found page, as [name, file]. */
export function builtPages(): [name: string, file: string][] {
  return [
    ...pageRoutes().map((route): [string, string] => [route, path.join(distDir, htmlFileOfRoute(route))]),
    ['404.html', path.join(distDir, notFoundHtmlFile)],
  ];
}

export const readPage = (file: string) => readFileSync(file, 'utf8');
