/** The brand typeface (src/theme.ts brandFont, docs/decisions.md 42): the file exists and its name follows the package. */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brandFontSource } from '~/scripts/build/brand-font';
import { brandFont, fontFaceCss } from '~/src/theme';

describe('the brand typeface', () => {
  it('comes from the installed @fontsource package, and its cached name carries that version', () => {
    const pkg = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@fontsource/source-serif-4/package.json'), 'utf8')) as { version: string };
    expect(brandFont.file).toContain(`-v${pkg.version}.woff2`);
    expect(brandFont.file.startsWith('assets/')).toBe(true); // cached for ever by the server
  });

  it('is one small WOFF2 file', () => {
    const bytes = readFileSync(brandFontSource());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(statSync(brandFontSource()).size).toBeLessThan(30_000);
  });

  it('covers å, ä, ö and never delays or moves a paint (font-display: optional)', () => {
    const css = fontFaceCss();
    expect(css).toContain('font-display:optional');
    expect(css).toContain('U+0000-00FF'); // Å U+00C5, Ä U+00C4, Ö U+00D6, å ä ö U+00E5 U+00E4 U+00F6
    expect(css).toContain(`url(/${brandFont.file})`);
  });
});
