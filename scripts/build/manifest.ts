import type { Manifest } from 'vite';
import { islandModules } from '../../src/islands/client-registry';
import type { IslandName } from '../../src/islands/island-props';

const entryModule = 'src/entry-client.tsx';

/**
 * The script tags for one page: the client entry plus a modulepreload for every chunk of the
 * islands on that page, so they download in parallel rather than after the entry has run.
 */
export function scriptTags(manifest: Manifest, islands: readonly IslandName[]): string {
  const entry = manifest[entryModule];
  if (!entry) throw new Error(`${entryModule} is missing from Vite's manifest`);
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  for (const island of new Set(islands)) visit(islandModules[island]);
  preload.delete(entry.file);
  return [
    `<script type="module" src="/${entry.file}"></script>`,
    ...[...preload].map((file) => `<link rel="modulepreload" href="/${file}">`),
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
  ].join('\n    ');
}
