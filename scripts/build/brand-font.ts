/** Copies the brand typeface from its npm package to where the pages load it (src/theme.ts brandFont). */
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brandFont } from '~/src/theme';

export const brandFontSource = (): string => createRequire(import.meta.url).resolve(brandFont.source);

export async function copyBrandFont(siteDir: string): Promise<void> {
  const target = path.join(siteDir, brandFont.file);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(brandFontSource(), target);
}
