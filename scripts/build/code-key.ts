/**
 * What the code part of a build (the client, server-rendering and workspace bundles, the public
 * files, the editor's bundle) is made from, as one hash: the render cache (render-cache.ts) is
 * used only while it matches, so a publish that changed content alone renders pages from the last
 * full build, and any change to code — a pull, a dependency — takes a full build again
 * (docs/decisions.md 121). Content (site.yaml, pages/, bilder/) is left out: that is what a
 * content build renders. Reading ~400 files takes milliseconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders whose every file goes into the bundles or builds them. */
const codeFolders = ['src', 'public', 'scripts', 'server', 'schema'];
/** Files at the top that configure the bundles or pin what they are made of. */
const codeFiles = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

function filesBelow(root: string, folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return (
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      // A log file beside the code (git ignores *.log) is no part of it.
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.log'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  );
}

export function codeKey(root: string): string {
  const files = [...codeFolders.flatMap((folder) => filesBelow(root, folder)), ...codeFiles.filter((file) => existsSync(path.join(root, file)))].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}
