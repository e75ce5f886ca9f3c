import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../../content/schema-types.generated';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { RiskMatrixBlock } from './risk-matrix-block';
import { riskLevelOrder, riskLevelStyles } from './risk-levels';

const level = (name: string, extra: Partial<RiskLevel> = {}): RiskLevel => ({
  criteria: `När ${name} gäller`,
  description: `Så hanteras ${name}.`,
  ...extra,
});

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('RiskMatrixBlock', () => {
  const { html } = renderBlock(
    <RiskMatrixBlock
      type="risk-matrix"
      heading="Riskmatrisen"
      intro="Så prioriterar vi."
      levels={{
        // Deliberately out of order: the matrix always reads most severe first.
        acceptable: level('acceptabel'),
        minor: level('mindre'),
        significant: level('betydande'),
        critical: level('kritisk', { examples: ['Kassan räcker bara några veckor', 'En kund står för halva omsättningen'] }),
      }}
    />,
  );

  it('shows the four levels most severe first, each named in text under an h3', () => {
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Riskmatrisen']);
    expect(texts(html, 'h3')).toEqual(['Kritisk', 'Betydande', 'Mindre', 'Acceptabel']);
    const items = tags(html, 'li').filter((li) => attr(li, 'data-level'));
    expect(items.map((li) => attr(li, 'data-level'))).toEqual(['critical', 'significant', 'minor', 'acceptable']);
  });

  it('shows criteria, description and optional examples of each level', () => {
    expect(html).toContain('När kritisk gäller');
    expect(html).toContain('Så hanteras acceptabel.');
    expect(html).toMatch(/Exempel<\/p><ul\b[^>]*><li>Kassan räcker bara några veckor<\/li><li>En kund står för halva omsättningen<\/li><\/ul>/);
    expect(html.match(/Exempel/g)).toHaveLength(1);
  });

  it('keeps icons and textures away from assistive technology', () => {
    const svgs = tags(html, 'svg');
    expect(svgs).toHaveLength(4);
    for (const svg of svgs) expect(attr(svg, 'aria-hidden')).toBe('true');
  });
});

describe('risk level styles', () => {
  it.each(riskLevelOrder)('%s: text on its colour meets WCAG AA (4.5:1)', (key) => {
    const { background, foreground } = riskLevelStyles[key];
    expect(contrast(background, foreground)).toBeGreaterThanOrEqual(4.5);
  });

  it('never lets colour alone tell the levels apart: each has its own label, icon and texture', () => {
    const styles = riskLevelOrder.map((key) => riskLevelStyles[key]);
    for (const prop of ['label', 'icon', 'pattern', 'background'] as const) {
      expect(new Set(styles.map((s) => s[prop])).size, prop).toBe(4);
    }
  });

  it('keeps each level’s border visible against the white page (3:1 for non-text contrast)', () => {
    for (const key of riskLevelOrder) expect(contrast(riskLevelStyles[key].border, '#ffffff'), key).toBeGreaterThanOrEqual(3);
  });
});
