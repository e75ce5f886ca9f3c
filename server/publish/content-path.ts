/**
 * The only files the editor reads or writes: site.yaml and the pages in pages/ (flat, by the
 * name rules the site's routes follow). Anything else — `../`, absolute paths, other folders,
 * other extensions, a symbolic link pointing out — is refused before a file is touched.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

const contentName = /^(site\.yaml|pages\/[a-z0-9][a-z0-9-]*\.yaml)$/;

export class OutsideContent extends Error {}

/** The absolute path of `file` (relative to `root`), or throws OutsideContent. */
export function contentPath(root: string, file: unknown): string {
  if (typeof file !== 'string' || !contentName.test(file))
    throw new OutsideContent(`${JSON.stringify(file)} är inte en innehållsfil: redigeraren öppnar bara site.yaml och sidorna i pages/.`);
  const absolute = path.join(root, file);
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
    // A file that does not exist yet is judged by its name alone.
  }
  const realRoot = realpathSync(root);
  if (real !== path.join(realRoot, file)) throw new OutsideContent(`${file} pekar ut ur innehållet och öppnas inte.`);
  return absolute;
}
