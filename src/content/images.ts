/**
 * Images content names (team photos, client logos): `bilder/…` paths, found wherever they stand
 * in a page, so the build (scripts/build/images.ts) makes each one responsive and validate
 * reports one that is missing at the line that names it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { reporter, type CheckedFile } from './checked-file';
import type { Problem } from './problem';
import { catalogue } from './problem-catalogue';

const imagePath = /^bilder\/[a-z0-9/_-]+\.(jpe?g|png|webp)$/;

type Path = (string | number)[];

export function* imageRefs(value: unknown, at: Path = []): Generator<{ src: string; path: Path }> {
  if (typeof value === 'string' && imagePath.test(value)) yield { src: value, path: at };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* imageRefs(item, [...at, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* imageRefs(item, [...at, key]);
}

export function checkImages(files: readonly CheckedFile[], root: string): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  for (const { source, page } of files) {
    for (const { src, path: where } of imageRefs(page.data)) if (!existsSync(path.join(root, src))) at(source, where, catalogue.imageMissing, { src });
  }
  return problems;
}
