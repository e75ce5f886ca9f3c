/**
 * Uploads nobody placed (docs/decisions.md 185). An uploaded image waits in the working copy's
 * bilder/, uncommitted, for the publish that names it (decision 100); one that no publish ever
 * names — a photo chosen and then replaced, an upload abandoned — would stay there for good. One
 * untracked for `unusedUploadDays` and named by no editor's draft is removed: by then it is
 * forgotten, and a draft still naming it keeps it however old. A published image is committed and
 * never touched here; a review keeps its images in its own commit (review.ts).
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { imageFile } from './content-path';
import { draftsFolder } from './drafts';

/** How long an unplaced upload is kept; README says so to the editors. */
export const unusedUploadDays = 30;
const day = 24 * 60 * 60 * 1000;

/** A `bilder/…` path as content names it (src/content/images.ts), wherever it stands in a text. */
export const imageRef = /(?<![\w/.-])bilder\/[a-z0-9/_-]+\.(?:jpe?g|png|webp)(?![\w.-])/g;

/** Every image any draft names, in any account's folder. */
async function namedInDrafts(repoDir: string): Promise<Set<string>> {
  const named = new Set<string>();
  const files = await readdir(draftsFolder(repoDir), { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of files) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8').catch(() => '');
    for (const [ref] of text.matchAll(imageRef)) named.add(ref);
  }
  return named;
}

/**
 * Removes the untracked images in bilder/ older than `unusedUploadDays` that no draft names;
 * `untracked` lists them as git does. Returns the removed files' content paths.
 */
export async function removeUnusedUploads(repoDir: string, untracked: readonly string[], now = Date.now()): Promise<string[]> {
  const candidates = untracked.filter((file) => file.startsWith('bilder/'));
  if (candidates.length === 0) return [];
  const named = await namedInDrafts(repoDir);
  const removed: string[] = [];
  for (const file of candidates) {
    if (named.has(file)) continue;
    let absolute: string;
    try {
      absolute = imageFile(repoDir, file);
    } catch {
      continue; // not an image name content could use: not an upload of the editor's
    }
    const changed = await stat(absolute).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (changed === undefined || now - changed < unusedUploadDays * day) continue;
    await rm(absolute, { force: true });
    removed.push(file);
  }
  return removed;
}
