import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(root, 'dist');

/** Every route, from the page files themselves — never a hand-kept list. */
export function pageRoutes(): string[] {
  return readdirSync(path.join(root, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => (f === 'index.yaml' ? '/' : `/${f.replace(/\.yaml$/, '')}`))
    .sort();
}

export function builtHtml(route: string): string {
  return readFileSync(path.join(distDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
}
