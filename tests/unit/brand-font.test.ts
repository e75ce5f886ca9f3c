/** The brand typeface (src/theme.ts brandFont, docs/decisions.md 42, 173): the file exists, its name follows the package, and its fallback is measured from the fonts. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { brandFontSource } from '~/scripts/build/brand-font';
import { brandFont, fontFaceCss, fonts } from '~/src/theme';

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

  it('covers å, ä, ö and is named by no stylesheet, so nothing fetches it before the first paint (docs/decisions.md 173)', () => {
    const font = fontkit.openSync(brandFontSource()) as fontkit.Font;
    for (const letter of 'åäöÅÄÖ–−€') expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!), letter).toBe(true);
    const css = fontFaceCss();
    expect(css).not.toContain(brandFont.file);
    expect(css).not.toContain(`font-family:"${brandFont.family}"`);
    expect(
      fonts.heading
        .split(',')
        .map((name) => name.trim())
        .slice(0, 2),
    ).toEqual([`"${brandFont.family}"`, `"${brandFont.fallback.family}"`]);
  });

  it('has a fallback that is the brand face’s width and line: scaled from the two font files', () => {
    const brand = fontkit.openSync(brandFontSource()) as fontkit.Font;
    const liberation = '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf';
    if (!existsSync(liberation)) throw new Error(`${liberation} is missing: install Debian's fonts-liberation (Chromium depends on it).`);
    const stand = fontkit.openSync(liberation) as fontkit.Font;
    // A heading and a lead as the site writes them, å, ä, ö and figures included.
    const sample = 'Erfarna ekonomichefer för växande företag – en CFO på deltid med kontroll på kassaflödet 1234567890';
    const width = (font: fontkit.Font) => font.layout(sample).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm;
    const scale = width(brand) / width(stand);
    const percent = (n: number) => Math.round(n * 10_000) / 100;
    const { fallback } = brandFont;
    expect(fallback.sizeAdjust).toBe(percent(scale));
    expect(fallback.ascentOverride).toBe(percent(brand.ascent / brand.unitsPerEm / scale));
    expect(fallback.descentOverride).toBe(percent(-brand.descent / brand.unitsPerEm / scale));
    expect(fallback.lineGapOverride).toBe(percent(brand.lineGap / brand.unitsPerEm / scale));
    expect(fallback.local).toContain(stand.postscriptName);
    const css = fontFaceCss();
    expect(css).toContain(`font-family:"${fallback.family}"`);
    expect(css).toContain(`size-adjust:${fallback.sizeAdjust}%`);
  });
});
