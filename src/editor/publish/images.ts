/**
 * Images an editor adds without a terminal (docs/decisions.md 99–100), for both hosts of the page
 * editor: `npm run dev`'s /redigera/api/bilder (src/editor/server/editor-plugin.ts) and the
 * workspace's /konto/api/redigera/bilder (server/accounts/editor-routes.ts). An upload is judged
 * by its bytes, never by its name or declared type: sharp must read it as JPEG, PNG or WebP within
 * the limits below, and it is re-encoded in its own format, which drops EXIF (GPS, camera, date),
 * XMP and ICC profiles (sharp keeps none unless asked). The file name is made from the given name
 * (a-z0-9 and -, Swedish letters as a/o), never taken as it is, and the file is written under a
 * temporary name and linked into place, so no reader sees half a file and no existing image is
 * replaced. The same rendition function makes the build's AVIF/WebP (scripts/build/images.ts) and
 * the editor's preview.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageLimits, imageUploadTexts } from '../../shared/image-upload';
import { imageFile, OutsideContent } from './content-path';

export { imageLimits };

/**
 * The largest request body an upload may have: it is JSON with the image in base64 (4/3 of its
 * bytes) and its name; a larger one is refused before it is read.
 */
export const uploadBodyLimit = Math.ceil((imageLimits.bytes * 4) / 3) + 64 * 1024;

/** The build's encodings (docs/decisions.md 41): AVIF and WebP of each width. */
export const renditionFormats = { avif: { quality: 55 }, webp: { quality: 75 } } as const;
export type RenditionFormat = keyof typeof renditionFormats;

/** One rendition as the build makes it: turned upright by its EXIF orientation, scaled to `width`, encoded. */
export function rendition(original: Buffer, width: number, format: RenditionFormat) {
  return sharp(original).rotate().resize({ width, withoutEnlargement: true }).toFormat(format, renditionFormats[format]);
}

/** An upload refused for what it is, with a Swedish sentence the editor shows as it is. */
export class ImageRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const imageTexts = {
  empty: 'Filen är tom. Välj en bild i JPEG, PNG eller WebP.',
  // The editor says these before sending a file it can measure, so they are written once for both.
  tooLarge: imageUploadTexts.tooLarge,
  tooManyPixels: imageUploadTexts.tooManyPixels,
  notImage: 'Filen är ingen bild i JPEG, PNG eller WebP (oavsett vad den heter). Spara den i något av de formaten och försök igen.',
  wrongFormat: (format: string) =>
    `Filen är en bild i formatet ${format.toUpperCase()}, som webbplatsen inte tar emot. Spara den som JPEG, PNG eller WebP och försök igen.`,
  badUpload: 'Skicka bilden som {name, data} med filens innehåll i base64.',
  noSuchImage: 'Bilden finns inte i mappen bilder/.',
};

const formatsTaken = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Taken = keyof typeof formatsTaken;

export interface SavedImage {
  /** The content path to put in an image field: "bilder/anna-lind.jpg". */
  file: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * A file name from what the editor's computer called the file: without its extension, Swedish
 * and other accented letters as their plain letter (å ä → a, ö → o, é → e), everything else not
 * a-z or 0-9 a hyphen, at most 60 characters; "bild" when nothing is left.
 */
export function safeImageName(given: unknown): string {
  // The last part of a path (a name without one is its own last part).
  const base = (typeof given === 'string' ? given : '').replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const plain = base
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return plain || 'bild';
}

/** What sharp reads in the bytes: a JPEG, PNG or WebP within the limits, or an ImageRefusal. */
export async function inspectImage(bytes: Buffer): Promise<{ format: Taken; width: number; height: number }> {
  if (bytes.length === 0) throw new ImageRefusal(400, imageTexts.empty);
  if (bytes.length > imageLimits.bytes) throw new ImageRefusal(413, imageTexts.tooLarge(bytes.length));
  let metadata: sharp.Metadata;
  try {
    // No pixel is decoded here: the header says what the file is and how large it is.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal(415, imageTexts.notImage);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!(format in formatsTaken)) throw new ImageRefusal(415, format && format !== 'svg' ? imageTexts.wrongFormat(format) : imageTexts.notImage);
  if (width * height > imageLimits.pixels) throw new ImageRefusal(413, imageTexts.tooManyPixels(width, height));
  if (width === 0 || height === 0) throw new ImageRefusal(415, imageTexts.notImage);
  return { format: format as Taken, width, height };
}

/**
 * The longest side an upload keeps (docs/decisions.md 184): more than twice the widest rendition
 * the pages use (960 px, scripts/build/images.ts), so a 3× screen or a wider design later still has
 * its pixels. A phone's 12-megapixel photo kept whole took 12 s to re-encode on a busy two-core
 * machine and weighed as much in git; at this size it takes well under a second.
 */
export const storedLongestSide = 2560;

/**
 * The image re-encoded in its own format: turned upright by its EXIF orientation, brought within
 * `storedLongestSide`, then saved without any metadata. A file that claims a format in its header
 * but does not decode is refused.
 */
export async function cleanImage(bytes: Buffer): Promise<{ data: Buffer; format: Taken; width: number; height: number }> {
  const { format } = await inspectImage(bytes);
  const image = sharp(bytes, { limitInputPixels: imageLimits.pixels })
    .rotate()
    .resize({ width: storedLongestSide, height: storedLongestSide, fit: 'inside', withoutEnlargement: true });
  // libjpeg with optimised Huffman tables: mozjpeg saved about a seventh of the bytes at three times the time.
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 85, optimiseCoding: true }) : format === 'png' ? image.png() : image.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.height };
  } catch {
    throw new ImageRefusal(415, imageTexts.notImage);
  }
}

/**
 * Writes `data` as `bilder/<name>.<ext>`, or `<name>-2`, `-3`, … when that is taken: written beside
 * it under a temporary name, then hard-linked to the final name, which fails rather than replaces
 * when another upload took the name in between.
 */
async function writeNew(root: string, name: string, extension: string, data: Buffer): Promise<string> {
  const folder = path.join(root, 'bilder');
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.uppladdning-${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temporary, data, { flag: 'wx' });
  try {
    for (let n = 1; n < 1000; n++) {
      const file = `bilder/${n === 1 ? name : `${name}-${n}`}.${extension}`;
      const absolute = imageFile(root, file);
      try {
        await link(temporary, absolute);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    throw new Error(`No free name for ${name}.${extension} in bilder/`);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** An upload saved into `root`'s bilder/: checked, cleaned, named safely, written atomically. */
export async function saveImage(root: string, givenName: unknown, bytes: Buffer): Promise<SavedImage> {
  const clean = await cleanImage(bytes);
  const file = await writeNew(root, safeImageName(givenName), formatsTaken[clean.format], clean.data);
  return { file, width: clean.width, height: clean.height, bytes: clean.data.length };
}

/** An upload as JSON carries it: `{name, data}` with the bytes in base64 (the workspace takes only JSON). */
export function uploadedBytes(body: Record<string, unknown>): { name: unknown; bytes: Buffer } {
  const { name, data } = body;
  if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data.replace(/^data:[^,]*;base64,/, ''))) throw new ImageRefusal(400, imageTexts.badUpload);
  return { name, bytes: Buffer.from(data.replace(/^data:[^,]*;base64,/, ''), 'base64') };
}

export interface ListedImage {
  file: string;
  bytes: number;
  modified: string;
}

/** The images in bilder/ (subfolders too) that content may name, by path. */
export async function listImages(root: string): Promise<ListedImage[]> {
  const folder = path.join(root, 'bilder');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const images: ListedImage[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    try {
      const absolute = imageFile(root, file);
      const { size, mtime } = await stat(absolute);
      images.push({ file, bytes: size, modified: mtime.toISOString() });
    } catch (error) {
      if (!(error instanceof OutsideContent)) throw error;
    }
  }
  return images.sort((a, b) => a.file.localeCompare(b.file, 'sv'));
}

/** The width of the editor's preview: a small rendition, as the build would make it. */
export const previewWidth = 480;

/** An image of bilder/ as the build would show it, in WebP. */
export async function previewImage(root: string, file: unknown): Promise<Buffer> {
  const absolute = imageFile(root, file);
  const original = await readFile(absolute).catch(() => {
    throw new ImageRefusal(400, imageTexts.noSuchImage);
  });
  try {
    return await rendition(original, previewWidth, 'webp').toBuffer();
  } catch {
    throw new ImageRefusal(415, imageTexts.notImage);
  }
}
