/**
 * The only files the editor reads or writes: site.yaml and the pages in pages/ (flat, by the
 * name rules the site's routes follow), and images in bilder/ (imageFile). Anything else — `../`,
 * absolute paths, other folders, other extensions, a symbolic link pointing out — is refused
 * before a file is touched.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

const contentName = /^(site\.yaml|pages\/[a-z0-9][a-z0-9-]*\.yaml)$/;

export class OutsideContent extends Error {}

/** The absolute path of `file` (relative to `root`), or throws OutsideContent. */
export function contentPath(root: string, file: unknown): string {
  if (typeof file !== 'string' || !contentName.test(file))
    throw new OutsideContent(`${JSON.stringify(file)} är inte en innehållsfil: redigeraren öppnar bara site.yaml och sidorna i pages/.`);
  return confined(root, file);
}

/**
 * An image's name as content names it (src/content/images.ts): `bilder/`, then folders and a name
 * of a-z, 0-9, _ and -, and .jpg, .jpeg, .png or .webp. Uploads are written flat into bilder/.
 */
const imageName = /^bilder\/([a-z0-9_-]+\/)*[a-z0-9][a-z0-9_-]*\.(jpe?g|png|webp)$/;

/** The absolute path of the image `file` (relative to `root`), or throws OutsideContent. */
export function imageFile(root: string, file: unknown): string {
  if (typeof file !== 'string' || !imageName.test(file))
    throw new OutsideContent(
      `${JSON.stringify(file)} är ingen bild i mappen bilder/ (JPEG, PNG eller WebP med små bokstäver, siffror och bindestreck i namnet).`,
    );
  return confined(root, file);
}

function confined(root: string, file: string): string {
  const absolute = path.join(root, file);
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
    // A file that does not exist yet is judged by the folder it would be written into.
    try {
      real = path.join(realpathSync(path.dirname(absolute)), path.basename(absolute));
    } catch {
      // Nor its folder: judged by its name alone.
    }
  }
  const realRoot = realpathSync(root);
  if (real !== path.join(realRoot, file)) throw new OutsideContent(`${file} pekar ut ur innehållet och öppnas inte.`);
  return absolute;
}
