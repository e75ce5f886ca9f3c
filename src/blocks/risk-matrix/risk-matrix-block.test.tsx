import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { RiskMatrixBlock } from './risk-matrix-block';
import { riskLevelOrder, riskLevelStyles } from './risk-levels';

const level = (name: string, extra: Partial<RiskLevel> = {}): RiskLevel => ({
  criteria: `När ${name} gäller`,
  description: `Så hanteras ${name}.`,
  ...extra,
});

/** Read from disk: Vitest turns CSS imports (even ?inline) into empty strings. */
const css = readFileSync(new URL('./risk-matrix-block.css', import.meta.url), 'utf8');

/** The declarations of the rule for one level, `.risk[data-level="…"] { … }`. */
const levelRule = (key: string) => new RegExp(`\\.risk\\[data-level="${key}"\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('RiskMatrixBlock', () => {
  const block = withDefaults({
    type: 'risk-matrix',
    heading: 'Riskmatrisen',
    intro: 'Så prioriterar vi.',
    levels: {
      // Deliberately out of order: the matrix always reads most severe first.
      acceptable: level('acceptabel'),
      minor: level('mindre'),
      significant: level('betydande'),
      critical: level('kritisk', { examples: ['Kassan räcker bara några veckor', 'En kund står för halva omsättningen'] }),
    },
  });
  const { html } = renderBlock(<RiskMatrixBlock {...block} />);

  it('shows the four levels most severe first, each named in text under an h3', () => {
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Riskmatrisen']);
    expect(texts(html, 'h3')).toEqual(riskLevelOrder.map((key) => block.levelNames[key]));
    expect(new Set(Object.values(block.levelNames)).size, 'each level has its own name').toBe(4);
    const items = tags(html, 'li').filter((li) => attr(li, 'data-level'));
    expect(items.map((li) => attr(li, 'data-level'))).toEqual(['critical', 'significant', 'minor', 'acceptable']);
  });

  it('shows criteria, description and optional examples of each level', () => {
    expect(html).toContain('När kritisk gäller');
    expect(html).toContain('Så hanteras acceptabel.');
    expect(html).toContain(`${block.examplesHeading}</p><ul`);
    expect(html).toMatch(/<ul\b[^>]*><li>Kassan räcker bara några veckor<\/li><li>En kund står för halva omsättningen<\/li><\/ul>/);
    expect(html.split(block.examplesHeading)).toHaveLength(2);
  });

  it('keeps icons and textures away from assistive technology', () => {
    const svgs = tags(html, 'svg');
    expect(svgs).toHaveLength(4);
    for (const svg of svgs) expect(attr(svg, 'aria-hidden')).toBe('true');
  });
});

describe('risk level styles', () => {
  it('never lets colour alone tell the levels apart: each has its own icon and texture', () => {
    const styles = riskLevelOrder.map((key) => riskLevelStyles[key]);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(4);
    const textures = riskLevelOrder.map((key) => /--risk-texture:([^;]+);/.exec(levelRule(key))?.[1]?.trim());
    expect(textures.every(Boolean), 'every level has a texture').toBe(true);
    expect(new Set(textures).size).toBe(4);
  });

  it.each(riskLevelOrder)('%s takes its band, text and frame colours from the theme', (key) => {
    const rule = levelRule(key);
    for (const property of ['--risk-band', '--risk-on-band', '--risk-border']) {
      // The pairs themselves are contrast-checked in tests/unit/theme.test.ts.
      expect(rule, `${key} ${property}`).toMatch(new RegExp(`${property}:\\s*var\\(--color-[a-z-]+\\);`));
    }
  });
});
