/**
 * The theme is the one home of colours and sizes (docs/architecture.md "Styling"): every pair of
 * colours the stylesheets put together meets WCAG 2.2 AA, every token a stylesheet reads exists,
 * and media queries use the theme's breakpoints. (Colour literals outside src/theme.ts are
 * refused by `npm run lint`: stylelint for CSS, ESLint for TypeScript.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, colors, contrastPairs, themeCss, themeProperties } from '~/src/theme';
import { root } from '~/scripts/support/site-routes';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
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

const stylesheets = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file: `src/${file}`, css: readFileSync(path.join(root, 'src', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

describe('theme', () => {
  it('writes every colour as #rrggbb, so it can be checked', () => {
    for (const [name, value] of Object.entries(colors)) expect(value, name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(contrastPairs)('%s on %s meets %f:1 (WCAG 2.2 AA)', (foreground, background, minimum) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
  });

  it('the contrast check can fail: light grey on white does not pass', () => {
    expect(contrast(colors.divider, colors.page)).toBeLessThan(3);
  });

  it('declares every token as a custom property in the :root rule', () => {
    const css = themeCss();
    expect(css).toMatch(/^:root\{[^{}]+\}$/);
    for (const [name, value] of Object.entries(themeProperties())) expect(css).toContain(`${name}:${value}`);
    expect(themeProperties()['--color-primary']).toBe(colors.primary);
  });

  it('declares for a page only the tokens its CSS reads, and the tokens those read', () => {
    expect(themeCss('.a{color:var(--color-text);box-shadow:var(--shadow-card)}')).toBe(
      `:root{--color-primary:${colors.primary};--color-text:${colors.text};--shadow-card:${themeProperties()['--shadow-card']}}`,
    );
  });
});

describe('stylesheets', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.map((s) => s.file)).toEqual(
      expect.arrayContaining(['src/ui/base.css', 'src/layout/site-nav/site-nav.css', 'src/features/calculator/roi-calculator.css']),
    );
  });

  it('read only custom properties the theme or a stylesheet declares', () => {
    const declared = new Set(Object.keys(themeProperties()));
    for (const { css } of stylesheets) for (const m of css.matchAll(/(--[a-z0-9-]+)\s*:/g)) declared.add(m[1]!);
    const unknown = stylesheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--[a-z0-9-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('use only the theme’s breakpoints in media queries', () => {
    // From a breakpoint up, or (rarely) just below one.
    const allowed = new Set(Object.values(breakpoints).flatMap((px) => [`(min-width: ${px}px)`, `(max-width: ${px - 0.05}px)`]));
    for (const other of ['(prefers-reduced-motion: no-preference)', 'print', '(forced-colors: active)']) allowed.add(other);
    const queries = stylesheets.flatMap(({ file, css }) => [...css.matchAll(/@media\s+([^{]+?)\s*\{/g)].map((m) => ({ file, query: m[1]! })));
    expect(queries.length).toBeGreaterThan(10);
    expect(queries.filter(({ query }) => !allowed.has(query))).toEqual([]);
  });
});
