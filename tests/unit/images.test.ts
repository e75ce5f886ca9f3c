/**
 * The image pipeline (scripts/build/images.ts, docs/decisions.md 41) on real files made with
 * sharp: which widths and formats it writes, and the width and height it reports.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImage, contentImages } from '~/scripts/build/images';
import type { Content } from '~/src/content/model';

const root = mkdtempSync(path.join(tmpdir(), 'bilder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function photo(name: string, width: number, height: number): Promise<string> {
  const src = `bilder/team/${name}`;
  await mkdir(path.join(root, 'bilder/team'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: { r: 11, g: 61, b: 92 } } })
    .jpeg()
    .toFile(path.join(root, src));
  return src;
}

describe('buildImage', () => {
  it('writes AVIF and WebP at 320, 640 and 960 px from a large photo, and reports the widest one’s size', async () => {
    const src = await photo('anna.jpg', 2000, 2500);
    const built = await buildImage(root, src, path.join(root, 'dist'));
    expect(built.width).toBe(960);
    expect(built.height).toBe(1200);
    const files = built.avif.split(', ').map((entry) => entry.split(' ')) as [string, string][];
    expect(files.map(([, w]) => w)).toEqual(['320w', '640w', '960w']);
    for (const [url, w] of [...files, ...(built.webp.split(', ').map((e) => e.split(' ')) as [string, string][])]) {
      const meta = await sharp(path.join(root, 'dist', url)).metadata();
      expect(`${meta.width}w`).toBe(w);
      expect(meta.format).toBe(url.endsWith('.avif') ? 'heif' : 'webp');
    }
    expect(built.src).toMatch(/^\/bilder\/team\/anna-[0-9a-f]{8}-960\.webp$/);
  });

  it('never enlarges: a 500 px photo gives 320 and 500', async () => {
    const built = await buildImage(root, await photo('liten.jpg', 500, 500), path.join(root, 'dist'));
    expect(built.webp.split(', ').map((e) => e.split(' ')[1])).toEqual(['320w', '500w']);
    expect([built.width, built.height]).toEqual([500, 500]);
    expect(existsSync(path.join(root, 'dist', built.src))).toBe(true);
  });
});

describe('contentImages', () => {
  it('finds every bilder/ path a page names, once', () => {
    const page = (photo: string) => ({ data: { blocks: [{ type: 'team', members: [{ photo }, { photo: 'bilder/team/b.png' }] }] } });
    const content = { pages: [page('bilder/team/a.jpg'), page('bilder/team/a.jpg')] } as unknown as Content;
    expect(contentImages(content)).toEqual(['bilder/team/a.jpg', 'bilder/team/b.png']);
  });
});
