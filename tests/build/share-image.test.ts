/**
 * The share image the build draws (docs/decisions.md 79): 1200 × 630 PNG in dist/, the one every
 * page's og:image names, its words those of content — site.yaml's brand and tagline and the home
 * page's hero heading, read here from the YAML files themselves — in the "ni" form, and drawn:
 * the pixels are those of that very text, on the theme's brand colour.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shareImage, shareImageSvg } from '~/scripts/build/share-image';
import { builtHtml, distDir, pageRoutes, root } from '~/scripts/support/site-routes';
import type { Site } from '~/src/content/model';
import { fillTokens, siteTokens } from '~/src/content/tokens';
import { colors } from '~/src/theme';

const raw = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as Site;
// The tagline names the firm's revenue range by its placeholder ({omsättningsspann}), as the pages show it filled.
const site = { ...raw, tagline: fillTokens(raw.tagline, siteTokens(raw)) };
const home = parse(readFileSync(path.join(root, 'pages/index.yaml'), 'utf8')) as { blocks: { type: string; heading?: string }[] };
const heroHeading = home.blocks.find((block) => block.type === 'hero')!.heading!;
const file = path.join(distDir, shareImage.file);

const xmpText = (xmp: string, element: string) =>
  new RegExp(`<dc:${element}><rdf:Alt><rdf:li xml:lang="sv-SE">([\\s\\S]*?)</rdf:li>`)
    .exec(xmp)?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('the share image', () => {
  it('is a 1200 × 630 PNG that the build wrote to dist/ (no fixed file in public/)', async () => {
    expect(existsSync(file)).toBe(true);
    expect(existsSync(path.join(root, 'public', shareImage.file))).toBe(false);
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('is what og:image names on every page', () => {
    for (const route of pageRoutes()) {
      expect(builtHtml(route), route).toContain(`<meta property="og:image" content="${site.baseUrl}/${shareImage.file}">`);
    }
  });

  it('says the brand, the home page\'s hero heading and the tagline, as content has them, in the "ni" form', async () => {
    const xmp = (await sharp(file).metadata()).xmp?.toString('utf8') ?? '';
    expect(xmpText(xmp, 'title')).toBe(site.brand);
    expect(xmpText(xmp, 'description')).toBe(`${heroHeading}\n${site.tagline}`);
    const words = `${heroHeading} ${site.tagline}`;
    expect(words.match(/(?<![\p{L}\d-])(du|din|ditt|dina|dig|dej)(?![\p{L}\d-])/giu) ?? []).toEqual([]);
  });

  it('is drawn from those words, in white and the muted brand tint on the brand colour', async () => {
    const built = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const expected = await sharp(Buffer.from(shareImageSvg({ brand: site.brand, heading: heroHeading, tagline: site.tagline }).svg))
      .png()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(built.info.channels).toBe(expected.info.channels);
    expect(built.data.equals(expected.data)).toBe(true);

    const { channels, width } = built.info;
    const pixel = (x: number, y: number) => [...built.data.subarray((y * width + x) * channels, (y * width + x) * channels + 3)];
    expect(pixel(5, 5)).toEqual(rgb(colors.primary));
    const count = (hex: string) => {
      const [r, g, b] = rgb(hex);
      let n = 0;
      for (let i = 0; i < built.data.length; i += channels) if (built.data[i] === r && built.data[i + 1] === g && built.data[i + 2] === b) n++;
      return n;
    };
    // Solid letter strokes: thousands of pixels of each text colour, not a stray antialiased edge.
    expect(count(colors.onPrimary)).toBeGreaterThan(5_000);
    expect(count(colors.onBrandMuted)).toBeGreaterThan(1_000);
  });
});
