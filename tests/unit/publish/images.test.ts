/**
 * The page editor's image module (src/editor/publish/images.ts, docs/decisions.md 99): uploads judged
 * by their bytes, re-encoded without metadata, named safely and written atomically into bilder/.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutsideContent } from '~/src/editor/publish/content-path';
import { ImageRefusal, imageLimits, listImages, previewImage, safeImageName, saveImage, storedLongestSide, uploadedBytes } from '~/src/editor/publish/images';

const photo = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .withExif({ IFD0: { Artist: 'Anna Lind', Copyright: 'Privat' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 20/1 0/1' } })
    .withIccProfile('p3')
    .toFormat(format)
    .toBuffer();

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefusal);
  return error as ImageRefusal;
};

describe('image uploads', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'bilder-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('strips EXIF (with GPS) and the ICC profile by re-encoding, and keeps the picture', async () => {
    const original = await photo('jpeg');
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(original.includes('Anna Lind')).toBe(true);

    const saved = await saveImage(root, 'Anna Lind.jpg', original);
    expect(saved).toMatchObject({ file: 'bilder/anna-lind.jpg', width: 64, height: 48 });
    const written = readFileSync(path.join(root, saved.file));
    const after = await sharp(written).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(written.includes('Anna Lind')).toBe(false);
  });

  it('keeps a phone photo at most 2 560 px on its longest side, upright, and a smaller image at its own size', async () => {
    // A portrait photo from a phone: stored landscape with an EXIF orientation of 6 (turn 90° clockwise).
    const portrait = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#8a5a44' } })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    const saved = await saveImage(root, 'IMG_4711.JPG', portrait);
    expect(storedLongestSide).toBe(2560);
    expect(saved).toMatchObject({ file: 'bilder/img-4711.jpg', width: 1920, height: 2560 });
    const written = await sharp(readFileSync(path.join(root, saved.file))).metadata();
    expect(written).toMatchObject({ width: 1920, height: 2560 });
    expect(written.orientation).toBeUndefined();

    const small = await saveImage(root, 'logga.png', await photo('png', 1200, 300));
    expect(small).toMatchObject({ width: 1200, height: 300 });
  });

  it('reads the type from the bytes: a PNG named .jpg is saved as .png, a WebP named .png as .webp', async () => {
    const png = await saveImage(root, 'logga.jpg', await photo('png'));
    expect(png.file).toBe('bilder/logga.png');
    expect((await sharp(readFileSync(path.join(root, png.file))).metadata()).format).toBe('png');
    const webp = await saveImage(root, 'kontor.png', await photo('webp'));
    expect(webp.file).toBe('bilder/kontor.webp');
    expect((await sharp(readFileSync(path.join(root, webp.file))).metadata()).format).toBe('webp');
  });

  it('refuses a text file, an SVG, a GIF and an empty file named as images, in Swedish, and writes nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [name, bytes, pattern] of [
      ['anteckning.png', Buffer.from('Det här är ingen bild.\n'), /^Filen är ingen bild i JPEG, PNG eller WebP/],
      ['logga.png', svg, /^Filen är ingen bild i JPEG, PNG eller WebP/],
      ['animering.jpg', gif, /formatet GIF, som webbplatsen inte tar emot/],
      ['tom.jpg', Buffer.alloc(0), /^Filen är tom/],
    ] as const) {
      const error = await refusal(saveImage(root, name, bytes));
      expect(error.message, name).toMatch(pattern);
    }
    expect(existsSync(path.join(root, 'bilder')) ? readdirSync(path.join(root, 'bilder')) : []).toEqual([]);
  });

  it('refuses a file over the byte limit and an image over the pixel limit before decoding it', async () => {
    const big = await refusal(saveImage(root, 'stor.jpg', Buffer.alloc(imageLimits.bytes + 1, 0xff)));
    expect(big.status).toBe(413);
    // One decimal: a byte past the limit never reads as the limit itself.
    expect(big.message).toBe(
      'Bilden är 12,0 MB; högst 12 MB går att ladda upp. Spara den i mindre storlek (till exempel som JPEG med lägre kvalitet) och försök igen.',
    );
    // 8 000 × 8 000 pixels of one colour compress to a few kilobytes: the header's size is what counts.
    const wide = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(wide.length).toBeLessThan(imageLimits.bytes);
    const tooMany = await refusal(saveImage(root, 'affisch.png', wide));
    expect(tooMany.status).toBe(413);
    expect(tooMany.message).toBe(
      'Bilden har 64,0 miljoner pixlar (8\u00a0000 × 8\u00a0000); högst 50 miljoner går att ladda upp. Förminska den, till exempel till 3\u00a0000 pixlar på längsta sidan, och försök igen.',
    );
  });

  it('makes hostile and Swedish names safe', () => {
    expect(safeImageName('Örjan Åberg på kontoret.JPG')).toBe('orjan-aberg-pa-kontoret');
    expect(safeImageName('Möte i Malmö (2024).jpeg')).toBe('mote-i-malmo-2024');
    expect(safeImageName('../../.git/hooks/pre-commit.png')).toBe('pre-commit');
    expect(safeImageName('C:\\Users\\anna\\$(touch pwned);rm -rf ~.png')).toBe('touch-pwned-rm-rf');
    expect(safeImageName('`id` && echo | tee --help.webp')).toBe('id-echo-tee-help');
    expect(safeImageName('-n.jpg')).toBe('n');
    expect(safeImageName('...')).toBe('bild');
    expect(safeImageName(undefined)).toBe('bild');
    expect(safeImageName('Søren Æbelø straße')).toBe('soren-aebelo-strasse');
    expect(safeImageName(`${'a'.repeat(100)}.jpg`)).toHaveLength(60);
  });

  it('gives a taken name a suffix and never replaces an image, also when two uploads race', async () => {
    const jpeg = await photo('jpeg');
    const saved = await Promise.all([0, 1, 2].map(() => saveImage(root, 'Anna.jpg', jpeg)));
    expect(saved.map((s) => s.file).sort()).toEqual(['bilder/anna-2.jpg', 'bilder/anna-3.jpg', 'bilder/anna.jpg']);
    // Nothing half-written or temporary stays behind.
    expect(readdirSync(path.join(root, 'bilder')).sort()).toEqual(['anna-2.jpg', 'anna-3.jpg', 'anna.jpg']);
  });

  it('writes into bilder/ only, also when the given name points elsewhere or bilder/ is a link out', async () => {
    const saved = await saveImage(root, '../../etc/passwd.jpg', await photo('jpeg'));
    expect(saved.file).toBe('bilder/passwd.jpg');
    const outside = mkdtempSync(path.join(tmpdir(), 'utanfor-'));
    try {
      rmSync(path.join(root, 'bilder'), { recursive: true });
      symlinkSync(outside, path.join(root, 'bilder'));
      await expect(saveImage(root, 'anna.jpg', await photo('jpeg'))).rejects.toBeInstanceOf(OutsideContent);
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('reads an upload from JSON as base64, with or without a data: prefix, and refuses anything else', async () => {
    const jpeg = await photo('jpeg');
    expect(uploadedBytes({ name: 'a.jpg', data: jpeg.toString('base64') }).bytes.equals(jpeg)).toBe(true);
    expect(uploadedBytes({ name: 'a.jpg', data: `data:image/jpeg;base64,${jpeg.toString('base64')}` }).bytes.equals(jpeg)).toBe(true);
    for (const data of [undefined, 42, 'inte base64!', { bytes: [1, 2] }]) expect(() => uploadedBytes({ name: 'a.jpg', data })).toThrow(ImageRefusal);
  });

  it('lists the images content may name and previews one as a small WebP, refusing paths outside bilder/', async () => {
    mkdirSync(path.join(root, 'bilder/team'), { recursive: true });
    writeFileSync(path.join(root, 'bilder/team/anna.jpg'), await photo('jpeg', 1200, 800));
    writeFileSync(path.join(root, 'bilder/Skärmbild 1.PNG'), await photo('png'));
    writeFileSync(path.join(root, 'bilder/.uppladdning-1.tmp'), 'x');
    writeFileSync(path.join(root, 'bilder/logga.webp'), await photo('webp'));
    expect((await listImages(root)).map((i) => i.file)).toEqual(['bilder/logga.webp', 'bilder/team/anna.jpg']);

    const preview = await previewImage(root, 'bilder/team/anna.jpg');
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    for (const file of ['bilder/../package.json', '/etc/passwd', 'bilder/finns-inte.txt', 'pages/index.yaml'])
      await expect(previewImage(root, file), file).rejects.toBeInstanceOf(OutsideContent);
    expect((await refusal(previewImage(root, 'bilder/finns-inte.jpg'))).message).toBe('Bilden finns inte i mappen bilder/.');
  });
});
