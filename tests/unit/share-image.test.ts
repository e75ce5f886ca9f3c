/** The share image's text and layout (scripts/build/share-image.ts, docs/decisions.md 79). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareImage, shareImageSvg, shareImageText, shareImageXmp, wrapText } from '~/scripts/build/share-image';
import { root } from '~/scripts/support/site-routes';
import type { Content } from '~/src/content/model';
import { colors } from '~/src/theme';

const content = (blocks: { type: string; heading?: string }[]) =>
  ({
    site: { brand: 'Exempelbyrån', tagline: 'Ekonomichef på deltid för er som växer.' },
    pages: [
      { path: '/om-oss', data: { blocks: [{ type: 'hero', heading: 'Inte startsidan' }] } },
      { path: '/', data: { blocks } },
    ],
  }) as unknown as Content;

const schema = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { properties: Record<string, { maxLength?: number }> };
const longest = {
  brand: 'Å'.repeat(schema('schema/site.schema.json').properties.brand!.maxLength!),
  heading: 'Ekonomistyrning för ert växande företag '.repeat(4).slice(0, schema('src/blocks/hero/schema.json').properties.heading!.maxLength!),
  tagline: 'Erfaren ekonomichef på deltid för växande företag i hela landet '
    .repeat(3)
    .slice(0, schema('schema/site.schema.json').properties.tagline!.maxLength!),
};

describe('the share image', () => {
  it("takes the home page's hero heading, not another page's, and the tagline under it", () => {
    expect(shareImageText(content([{ type: 'cards' }, { type: 'hero', heading: 'Er CFO på deltid' }]))).toEqual({
      brand: 'Exempelbyrån',
      heading: 'Er CFO på deltid',
      tagline: 'Ekonomichef på deltid för er som växer.',
    });
  });

  it('makes the tagline its heading when the home page has no hero', () => {
    expect(shareImageText(content([{ type: 'cards' }]))).toEqual({ brand: 'Exempelbyrån', heading: 'Ekonomichef på deltid för er som växer.' });
  });

  it('fits the longest brand, heading and tagline the schemas allow inside its margins, in at most four lines each', () => {
    const { layout } = shareImageSvg(longest);
    expect(layout.top).toBeGreaterThanOrEqual(40);
    expect(layout.bottom).toBeLessThanOrEqual(shareImage.height - 40);
    expect(layout.widest).toBeLessThanOrEqual(shareImage.width - 2 * 90);
    expect(layout.headingLines).toBeLessThanOrEqual(4);
    expect(layout.taglineLines).toBeLessThanOrEqual(3);
    expect(layout.taglineSize).toBeGreaterThanOrEqual(16);
  });

  it('sets a short heading large, on one or two lines', () => {
    const { layout } = shareImageSvg({ brand: 'Nordvik CFO', heading: 'Er CFO på deltid', tagline: 'Kort slogan.' });
    expect(layout.headingLines).toBe(1);
    expect(layout.headingSize).toBeGreaterThanOrEqual(60);
  });

  it('breaks lines at spaces, never wider than the width, and keeps a dash with the word before it', () => {
    const lines = wrapText('En erfaren CFO för ert företag – utan heltidsanställning och med tid för er', 66, 700);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(700);
    const words = wrapText('ert – utan', 66, 200);
    expect(words).toHaveLength(2); // "ert –" and "utan"
    expect(words[0]!.width).toBeGreaterThan(wrapText('ert', 66, 200)[0]!.width);
  });

  it("draws letters the brand font's latin subset lacks from its latin-ext sibling", () => {
    const [line] = wrapText('ő', 66, 1000);
    expect(line!.path).not.toBe('');
    expect(line!.width).toBeGreaterThan(10);
  });

  it("is drawn as paths in the theme's colours, so no installed font changes it", () => {
    const { svg } = shareImageSvg({ brand: 'Nordvik CFO', heading: 'Er CFO', tagline: 'Ekonomichef på deltid.' });
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    for (const colour of [colors.primary, colors.onPrimary, colors.onBrandMuted, colors.accentOnBrand]) expect(svg).toContain(`fill="${colour}"`);
    expect(shareImageSvg({ brand: 'Nordvik CFO', heading: 'Er CFO!', tagline: 'Ekonomichef på deltid.' }).svg).not.toBe(svg);
  });

  it('carries its words as XMP, escaped', () => {
    const xmp = shareImageXmp({ brand: 'A & B', heading: 'Er <CFO>', tagline: 'På "deltid"' });
    expect(xmp).toContain('<dc:title><rdf:Alt><rdf:li xml:lang="sv-SE">A &amp; B</rdf:li>');
    expect(xmp).toContain('Er &lt;CFO&gt;\nPå &quot;deltid&quot;');
  });
});
