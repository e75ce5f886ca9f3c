/**
 * The image pipeline (docs/decisions.md 41): every `bilder/…` file content names becomes AVIF and
 * WebP in the widths below (never wider than the original), named by a hash of the original so
 * a changed photo gets a new address and the old one can be cached for ever. sharp does the work
 * at build time (`rendition`, shared with the page editor's preview); the browser gets <picture> with width and height (src/ui/picture.tsx).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { rendition, renditionFormats as formats } from '~/src/editor/publish/images';
import { imageRefs } from '~/src/content/images';
import type { Content, ImageSets, ResponsiveImage } from '~/src/content/model';
import { madeOrCopied } from './file-cache';

/** Widths to make: a team photo is at most about 320 CSS px wide, so these cover 1×–3× screens. */
export const imageWidths = [320, 640, 960] as const;

/** Every image content names, once. */
export function contentImages(content: Content): string[] {
  return [...new Set(content.pages.flatMap((page) => [...imageRefs(page.data)].map((ref) => ref.src)))].sort();
}

/**
 * One content image's renditions into `outDir`. With `cacheDir`, renditions already made are
 * copied from there instead of encoded again (their names carry the original's hash, so a name
 * found is the same picture): a content build places a new photo without re-encoding the others.
 */
export async function buildImage(root: string, src: string, outDir: string, cacheDir?: string): Promise<ResponsiveImage> {
  const original = await readFile(path.join(root, src));
  const hash = createHash('sha256').update(original).digest('hex').slice(0, 8);
  const { width = 0, height = 0 } = await sharp(original).rotate().metadata();
  const widths: number[] = imageWidths.filter((w) => w < width);
  if (widths.length < imageWidths.length) widths.push(Math.min(width, imageWidths.at(-1)!));
  const base = `${path.basename(src).replace(/\.[a-z]+$/, '')}-${hash}`;
  const folder = path.join(outDir, path.dirname(src));
  await mkdir(folder, { recursive: true });
  const srcset: Record<keyof typeof formats, string[]> = { avif: [], webp: [] };
  for (const w of widths) {
    for (const format of Object.keys(formats) as (keyof typeof formats)[]) {
      const name = `${base}-${w}.${format}`;
      // The editor's preview is made by the same function (src/editor/publish/images.ts).
      await madeOrCopied(path.join(folder, name), cacheDir && path.join(cacheDir, path.dirname(src), name), () =>
        rendition(original, w, format).toFile(path.join(folder, name)),
      );
      srcset[format].push(`/${path.posix.join(path.dirname(src), name)} ${w}w`);
    }
  }
  const widest = widths.at(-1)!;
  return {
    width: widest,
    height: Math.round((height * widest) / width),
    avif: srcset.avif.join(', '),
    webp: srcset.webp.join(', '),
    src: `/${path.posix.join(path.dirname(src), `${base}-${widest}.webp`)}`,
  };
}

/** Builds every content image into `outDir` (the staging site), or throws naming the file. */
export async function buildImages(root: string, content: Content, outDir: string, cacheDir?: string): Promise<ImageSets> {
  const sets: Record<string, ResponsiveImage> = {};
  for (const src of contentImages(content)) {
    try {
      sets[src] = await buildImage(root, src, outDir, cacheDir);
    } catch (error) {
      throw new Error(`Bilden ${src} gick inte att läsa som JPEG, PNG eller WebP (${(error as Error).message}). Spara om den i något av de formaten.`, {
        cause: error,
      });
    }
  }
  return sets;
}
