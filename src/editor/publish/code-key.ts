/**
 * What in a checkout is code, not content, and the render cache made from it (docs/decisions.md
 * 121). The bundles are made from the folders and files below; a full build keeps what it made
 * in `.build/render/` under a hash of them, the *code key* — content (site.yaml, pages/, bilder/)
 * is left out, since that is what a content build renders. The publisher reads the same key to
 * run the editor's prebuilt bundle, and starts the editor's process anew only when code changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const codeFolders = ['src', 'public', 'scripts', 'server', 'schema'] as const;
export const codeFiles = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

function filesBelow(root: string, folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return (
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      // A log file beside the code (git ignores *.log) is no part of it.
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.log'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  );
}

/** The hash of the code at `root`: reading its ~400 files takes milliseconds. */
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

export const renderCacheDir = (root: string) => path.join(root, '.build', 'render');

/** The key the cache in `dir` was made under, or undefined when there is none. */
export function cachedKey(dir: string): string | undefined {
  try {
    return readFileSync(path.join(dir, 'key'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The render cache that fits the code at `root` now: its own, or one of `others`' (the server's
 * own checkout, built from the same code) — undefined when none does and a full build is due.
 */
export function fittingRenderCache(root: string, others: readonly string[] = []): { dir: string; key: string } | undefined {
  const key = codeKey(root);
  const dir = [renderCacheDir(root), ...others.map(renderCacheDir)].find((candidate) => cachedKey(candidate) === key);
  return dir ? { dir, key } : undefined;
}
