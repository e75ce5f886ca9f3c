import type { Manifest } from 'vite';
import { islandModules } from '~/src/islands/client-registry';
import type { IslandName } from '~/src/islands/island-props';
import { entryLoaderTag } from './entry-loader';

const entryModule = 'src/entry-client.tsx';
const hydrateModule = 'src/islands/hydrate.tsx';

/**
 * The script of one page: the inline loader (entry-loader.ts) that fetches the small client entry
 * once the page has painted, so nothing competes with the HTML for the first paint. `data-chunks`
 * lists every chunk the page's islands need (React, the hydration helper, each island); the entry
 * preloads them in parallel. It is also the list the JavaScript budget counts (page-weight.ts).
 */
export function scriptTags(manifest: Manifest, islands: readonly IslandName[]): string {
  const entry = manifest[entryModule];
  if (!entry) throw new Error(`${entryModule} is missing from Vite's manifest`);
  const chunks = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from Vite's manifest`);
    if (chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  if (islands.length > 0) visit(hydrateModule);
  for (const island of new Set(islands)) visit(islandModules[island]);
  chunks.delete(entry.file);
  return [
    entryLoaderTag(
      `/${entry.file}`,
      [...chunks].map((file) => `/${file}`),
    ),
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
  ].join('\n    ');
}
