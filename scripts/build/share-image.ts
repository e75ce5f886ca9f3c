/**
 * The share image (og:image, docs/decisions.md 79): 1200 × 630 px, drawn at every build from
 * content — the brand, the home page's hero heading and the tagline from site.yaml — in the
 * theme's colours and the brand typeface, so it says what the pages say and follows an edit.
 *
 * The letters are the brand font's own outlines, laid out with fontkit and written into the SVG
 * as paths: sharp's SVG renderer (librsvg) picks fonts through the system's fontconfig, which does
 * not load the self-hosted WOFF2 (it silently drew DejaVu Sans instead), so text elements would
 * look different on every machine. Paths look the same everywhere and need no installed font.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import type { Content, HeroBlockData } from '~/src/content/model';
import { shareImageFile } from '~/src/content/routes';
import { escapeHtml } from '~/src/shared/escape-html';
import { itemAt } from '~/src/shared/item-at';
import { brandFont, colors } from '~/src/theme';
import { madeOrCopied } from './file-cache';

export const shareImage = { file: shareImageFile, width: 1200, height: 630 } as const;

/** What the image says, each part from content. */
export interface ShareImageText {
  /** site.yaml `brand`, drawn in capitals above the heading. */
  brand: string;
  /** The home page's hero heading, or the tagline when the home page has no hero. */
  heading: string;
  /** site.yaml `tagline` under the heading, unless it is already the heading. */
  tagline?: string;
}

export function shareImageText(content: Content): ShareImageText {
  const { brand, tagline } = content.site;
  const home = content.pages.find((page) => page.path === '/');
  const hero = home?.data.blocks.find((block): block is HeroBlockData => block.type === 'hero');
  return hero ? { brand, heading: hero.heading, tagline } : { brand, heading: tagline };
}

/**
 * The brand font (latin, the subset the pages load) and its latin-ext sibling of the same
 * package for the letters latin lacks (ő, ł, č …). A letter neither has takes its space blank.
 */
const fonts = (() => {
  let loaded: { latin: fontkit.Font; extended: fontkit.Font } | undefined;
  return () => {
    if (!loaded) {
      const resolve = createRequire(import.meta.url).resolve;
      const open = (source: string) => fontkit.openSync(resolve(source)) as fontkit.Font;
      loaded = { latin: open(brandFont.source), extended: open(brandFont.source.replace('-latin-', '-latin-ext-')) };
    }
    return loaded;
  };
})();

interface Glyphs {
  width: number;
  /** SVG path data, with the line's left end of the baseline at (0, 0). */
  path: string;
}

/** One line of text at `size` px: each run of letters laid out by the font that has them (kerning within runs). */
function setLine(text: string, size: number, tracking = 0): Glyphs {
  const { latin, extended } = fonts();
  const runs: { font: fontkit.Font; text: string }[] = [];
  for (const char of text) {
    // A character of a string always has a code point; the check is TypeScript's.
    const code = char.codePointAt(0);
    if (code === undefined) continue;
    const font = latin.hasGlyphForCodePoint(code) || !extended.hasGlyphForCodePoint(code) ? latin : extended;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  let x = 0;
  const parts: string[] = [];
  for (const run of runs) {
    const scale = size / run.font.unitsPerEm;
    const laid = run.font.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const position = itemAt(laid.positions, i, 'fontkit glyph positions');
      if (glyph.id !== 0) {
        parts.push(
          glyph.path
            .scale(scale, -scale)
            .translate(x + position.xOffset * scale, -position.yOffset * scale)
            .toSVG(),
        );
      }
      x += position.xAdvance * scale + tracking;
    });
  }
  return { width: x - (parts.length > 0 ? tracking : 0), path: parts.join('') };
}

/**
 * Breaks `text` into lines no wider than `width`, at spaces. A dash stays with the word before
 * it, so no line starts with "–".
 */
export function wrapText(text: string, size: number, width: number): Glyphs[] {
  const words = text
    .trim()
    .replace(/ ([–—-]) /g, '\u00a0$1 ')
    .split(/ +/);
  const lines: string[] = [];
  for (const word of words) {
    const candidate = lines.length > 0 ? `${lines.at(-1)} ${word}` : word;
    if (lines.length > 0 && setLine(candidate, size).width <= width) lines[lines.length - 1] = candidate;
    else lines.push(word);
  }
  return lines.map((line) => setLine(line, size));
}

const margin = { x: 90, y: 60 };
const textWidth = shareImage.width - 2 * margin.x;
const rule = { width: 72, height: 6, gap: 30 };
const maxLines = 3;

export interface ShareImageLayout {
  headingSize: number;
  headingLines: number;
  taglineSize: number;
  taglineLines: number;
  /** Top and bottom of the drawn block, in px. */
  top: number;
  bottom: number;
  /** The widest line, in px. */
  widest: number;
}

/** Lays the text out as large as fits: at most three lines each, inside the margins. */
function layout(text: ShareImageText) {
  const steps = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55];
  let chosen;
  for (const step of steps) {
    const heading = { size: Math.round(66 * step), lines: wrapText(text.heading, Math.round(66 * step), textWidth) };
    const tagline = text.tagline ? { size: Math.round(31 * step), lines: wrapText(text.tagline, Math.round(31 * step), textWidth) } : undefined;
    const brand = {
      size: Math.round(26 * Math.max(step, 0.85)),
      line: setLine(text.brand.toLocaleUpperCase('sv-SE'), Math.round(26 * Math.max(step, 0.85)), 3),
    };
    const headingLeading = heading.size * 1.15;
    const taglineLeading = (tagline?.size ?? 0) * 1.4;
    const height =
      rule.height +
      rule.gap +
      brand.size +
      0.9 * brand.size +
      headingLeading * heading.lines.length +
      (tagline ? 0.6 * heading.size + taglineLeading * tagline.lines.length : 0);
    chosen = { heading, tagline, brand, headingLeading, taglineLeading, height };
    const fits = heading.lines.length <= maxLines && (tagline?.lines.length ?? 0) <= maxLines && height <= shareImage.height - 2 * margin.y;
    if (fits) break;
  }
  if (!chosen) throw new Error('The share image has no layout step to try.');
  return chosen;
}

/** The image as an SVG of paths only (no text elements, no fonts needed to draw it). */
export function shareImageSvg(text: ShareImageText): { svg: string; layout: ShareImageLayout } {
  const { heading, tagline, brand, headingLeading, taglineLeading, height } = layout(text);
  const top = Math.round((shareImage.height - height) / 2);
  const shapes: string[] = [];
  const draw = (glyphs: Glyphs, baseline: number, fill: string) => {
    if (glyphs.path) shapes.push(`<path fill="${fill}" transform="translate(${margin.x} ${baseline.toFixed(1)})" d="${glyphs.path}"/>`);
  };
  shapes.push(`<rect x="${margin.x}" y="${top}" width="${rule.width}" height="${rule.height}" fill="${colors.accentOnBrand}"/>`);
  let y = top + rule.height + rule.gap + brand.size;
  draw(brand.line, y, colors.accentOnBrand);
  y += 0.9 * brand.size;
  for (const line of heading.lines) {
    y += headingLeading;
    draw(line, y - 0.22 * heading.size, colors.onPrimary);
  }
  if (tagline) {
    y += 0.6 * heading.size;
    for (const line of tagline.lines) {
      y += taglineLeading;
      draw(line, y - 0.3 * tagline.size, colors.onBrandMuted);
    }
  }
  const { width: w, height: h } = shareImage;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${colors.primary}"/>`,
    `<rect y="${h - 14}" width="${w}" height="14" fill="${colors.primaryDark}"/>`,
    ...shapes,
    '</svg>',
  ].join('');
  const lines = [brand.line, ...heading.lines, ...(tagline?.lines ?? [])];
  return {
    svg,
    layout: {
      headingSize: heading.size,
      headingLines: heading.lines.length,
      taglineSize: tagline?.size ?? 0,
      taglineLines: tagline?.lines.length ?? 0,
      top,
      bottom: top + height,
      widest: Math.max(...lines.map((line) => line.width)),
    },
  };
}

/**
 * The words the image was drawn from, as XMP (Dublin Core title and description) inside the PNG:
 * what a crawler or a person can read without seeing it, and what tests/build/share-image.test.ts
 * compares with content.
 */
export function shareImageXmp(text: ShareImageText): string {
  const alt = (value: string) => `<rdf:Alt><rdf:li xml:lang="sv-SE">${escapeHtml(value)}</rdf:li></rdf:Alt>`;
  return [
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `<dc:title>${alt(text.brand)}</dc:title>`,
    `<dc:description>${alt([text.heading, text.tagline].filter(Boolean).join('\n'))}</dc:description>`,
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
  ].join('');
}

/**
 * Renders the share image from content into `siteDir` (the staging site). With `cacheDir`, an
 * image already drawn from the same words is copied from there: a content build whose edit did
 * not touch them skips the drawing and PNG compression.
 */
export async function writeShareImage(content: Content, siteDir: string, cacheDir?: string): Promise<ShareImageText> {
  const text = shareImageText(content);
  const { svg } = shareImageSvg(text);
  const xmp = shareImageXmp(text);
  const file = path.join(siteDir, shareImage.file);
  const cached = cacheDir && path.join(cacheDir, `share-${createHash('sha256').update(svg).update(xmp).digest('hex')}.png`);
  await madeOrCopied(file, cached, () => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).withXmp(xmp).toFile(file));
  return text;
}
