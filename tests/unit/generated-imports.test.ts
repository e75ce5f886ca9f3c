/**
 * Content's generated types have one import path, src/content/model.ts (docs/decisions.md 91): a
 * second path is how blocks came to rename `HeroBlock` on import. Every TypeScript file but model.ts
 * is read for an import of schema-types.generated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const skipped = new Set(['node_modules', 'dist', 'dist-server', '.build', 'test-results', 'playwright-report']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || skipped.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the generated content types', () => {
  it('are imported by src/content/model.ts alone', () => {
    const files = ['src', 'scripts', 'server', 'tests', 'hosting'].flatMap((dir) => sources(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(200);
    const importers = files.filter((file) => /from '[^']*schema-types\.generated'/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(importers).toEqual(['src/content/model.ts']);
  });

  it('name each block’s data <Type>BlockData, which no block aliases', () => {
    const generated = readFileSync(path.join(root, 'src/content/schema-types.generated.ts'), 'utf8');
    const union = /export type Block =([^;]+);/
      .exec(generated)![1]!
      .split('|')
      .map((name) => name.trim())
      .filter(Boolean);
    const folders = readdirSync(path.join(root, 'src/blocks'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(union.sort()).toEqual(folders.map((type) => `${type.replace(/(?:^|-)(\w)/g, (_m, letter: string) => letter.toUpperCase())}BlockData`).sort());
    const aliased = sources(path.join(root, 'src/blocks')).filter((file) => /\bBlockData as \w+/.test(readFileSync(file, 'utf8')));
    expect(aliased).toEqual([]);
  });
});
