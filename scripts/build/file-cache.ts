/**
 * A file made once and copied after: the content build's images and share image (render-cache.ts,
 * docs/decisions.md 121). `cached` is named by what the file is made from, so a name found is the
 * same file; it is written whole and renamed into place, so a reader never sees half of one.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';

export async function madeOrCopied(file: string, cached: string | undefined, make: () => Promise<unknown>): Promise<void> {
  if (cached && existsSync(cached)) return copyFile(cached, file);
  await make();
  if (!cached) return;
  await mkdir(path.dirname(cached), { recursive: true });
  await copyFile(file, `${cached}.${process.pid}`);
  await rename(`${cached}.${process.pid}`, cached);
}
