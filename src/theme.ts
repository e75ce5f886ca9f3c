/**
 * The design tokens: every colour, type size, radius, shadow and breakpoint the site uses, in one
 * place (docs/architecture.md "Styling"). The colours' values are data in src/shared/colors.ts,
 * re-exported here, so the lead server's e-mail can use them too (docs/decisions.md 82).
 * Stylesheets never write a colour: they read these as CSS custom properties
 * (`var(--color-primary)`), which `themeCss()` declares once at the top of every page's <style>.
 * A colour literal anywhere else fails `npm run lint` (stylelint for CSS, ESLint for TypeScript),
 * and tests/unit/theme.test.ts checks that every var(--…) a stylesheet reads is declared here and
 * that the text/background pairs below meet WCAG 2.2 AA.
 *
 * Calm, professional palette for a finance firm. Body text in the system's sans-serif; headings
 * in the brand serif, Source Serif 4 (SIL Open Font Licence), self-hosted (`brandFont` below).
 */
import { colors } from './shared/colors';

export { colors };

export type ColorToken = keyof typeof colors;

/**
 * Text/background pairs the stylesheets use, with the WCAG 2.2 minimum each must meet
 * (4.5 for text, 3 for borders and focus rings). Checked by tests/unit/theme.test.ts.
 */
export const contrastPairs: readonly [foreground: ColorToken, background: ColorToken, minimum: number][] = [
  ['text', 'page', 4.5],
  ['textMuted', 'page', 4.5],
  ['text', 'tint', 4.5],
  ['textMuted', 'tint', 4.5],
  ['primary', 'page', 4.5],
  ['primary', 'tint', 4.5],
  ['primary', 'badge', 4.5],
  ['primary', 'hover', 4.5],
  ['secondaryDark', 'page', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryDark', 4.5],
  ['onBrandMuted', 'primary', 4.5],
  ['onDarkMuted', 'primaryDark', 4.5],
  ['error', 'page', 4.5],
  ['text', 'errorTint', 4.5],
  ['text', 'urgentBackground', 4.5],
  ['textMuted', 'urgentBackground', 4.5],
  ['primary', 'urgentBackground', 4.5],
  ['urgentLabel', 'urgentBackground', 4.5],
  ['urgentIcon', 'urgentBackground', 3],
  ['urgentAccent', 'urgentBackground', 3],
  ['urgentAccent', 'page', 3],
  ['onPrimary', 'riskCritical', 4.5],
  ['onPrimary', 'riskSignificant', 4.5],
  ['text', 'riskMinor', 4.5],
  ['onPrimary', 'riskAcceptable', 4.5],
  ['riskCritical', 'page', 3],
  ['riskSignificant', 'page', 3],
  ['riskMinorBorder', 'page', 3],
  ['riskAcceptable', 'page', 3],
  ['controlBorder', 'page', 3],
  ['textMuted', 'disabled', 4.5],
  ['accentOnBrand', 'primary', 3],
  ['primaryLight', 'page', 3],
  ['secondary', 'page', 3],
];

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  /**
   * h1 and h2: the brand serif, then its metric-matched stand-in (`brandFont.fallback`), then
   * serifs every system has, so a page never waits for it.
   */
  heading: '"Source Serif 4", "Source Serif 4 Fallback", Georgia, serif',
  /** The quote mark only. */
  quote: 'Georgia, serif',
} as const;

/**
 * The brand typeface (docs/decisions.md 42, 173): one file, Source Serif 4 at weight 600, subset
 * to Latin (å, ä, ö, dashes, quotes, € and the minus sign; a character it lacks is drawn by the
 * next font of the heading's stack), 21 KB as WOFF2,
 * from the @fontsource package. The build copies it to `file`, whose name carries the package's
 * version, so it can be cached for ever (assets/). It never competes with the text for the first
 * paint: no stylesheet names it and nothing preloads it; the page's script asks for it after the
 * load event (src/ui/load-brand-font.ts, `display: swap`). Until it arrives, and without
 * JavaScript, headings are set in `fallback`: a local serif scaled to the brand face's width and
 * line (`size-adjust` and the overrides, in per cent), so the swap moves nothing a reader would see.
 */
export const brandFont = {
  family: 'Source Serif 4',
  weight: 600,
  source: '@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2',
  file: 'assets/fonts/source-serif-4-latin-600-v5.3.1.woff2',
  /**
   * Times New Roman Bold where the system has it (Windows, macOS, iOS), else Liberation Serif
   * Bold, made with its metrics (Linux): scaled so a Swedish heading is as wide as in the brand
   * face, with the brand face's ascent and descent. tests/unit/brand-font.test.ts computes the
   * numbers from the two font files.
   */
  fallback: {
    family: 'Source Serif 4 Fallback',
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    sizeAdjust: 110.98,
    ascentOverride: 93.35,
    descentOverride: 30.19,
    lineGapOverride: 0,
  },
} as const;

/** The fallback's face, in every page's <style>; the brand face itself is added by the page's script. */
export function fontFaceCss(): string {
  const { weight, fallback } = brandFont;
  const local = fallback.local.map((name) => `local("${name}")`).join(',');
  return (
    `@font-face{font-family:"${fallback.family}";font-style:normal;font-weight:${weight};src:${local};size-adjust:${fallback.sizeAdjust}%;` +
    `ascent-override:${fallback.ascentOverride}%;descent-override:${fallback.descentOverride}%;line-gap-override:${fallback.lineGapOverride}%}`
  );
}

/** Font sizes; line heights and weights sit beside them in the stylesheets' `font` rules. */
export const text = {
  h1: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
  h2: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)',
  h3: '1.25rem',
  h4: '1.05rem',
  lead: 'clamp(1.125rem, 1rem + 0.4vw, 1.25rem)',
  body: '1.0625rem',
  small: '0.95rem',
  label: '0.875rem',
  figure: 'clamp(2.25rem, 1.8rem + 1.6vw, 3rem)',
  figureCompact: 'clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)',
  price: 'clamp(1.875rem, 1.6rem + 1vw, 2.375rem)',
} as const;

export const radii = {
  control: '8px',
  tile: '12px',
  card: '15px',
  pill: '999px',
} as const;

/** Shadows are tinted with the brand colour, so they too come from the palette. */
export const shadows = {
  card: '0 12px 32px -20px color-mix(in srgb, var(--color-primary) 35%, transparent)',
  raised: '0 20px 40px -28px color-mix(in srgb, var(--color-primary) 55%, transparent)',
  panel: '0 16px 40px -28px color-mix(in srgb, var(--color-primary) 45%, transparent)',
  menu: '0 16px 32px -16px color-mix(in srgb, var(--color-primary) 12%, transparent)',
  overlay: '0 12px 32px -12px color-mix(in srgb, var(--color-primary) 60%, transparent)',
} as const;

export const layout = {
  /** The content column every block shares. */
  contentWidth: '1200px',
  /** Side padding of that column: phones, from `sm`, from `md`. */
  gutter: '20px',
  gutterSm: '32px',
  gutterMd: '40px',
  /** Readable line length for running text. */
  measure: '70ch',
  /** The sticky header's height below and from `md`; anchor targets land this far down plus a margin. */
  header: '64px',
  headerMd: '72px',
} as const;

/**
 * Breakpoints (min-width, px). CSS custom properties cannot be used in media queries, so the
 * stylesheets write these numbers; tests/unit/theme.test.ts allows no others.
 */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const groups = { color: colors, font: fonts, text, radius: radii, shadow: shadows, layout } as const;

/** Every token as its custom property name → value, e.g. `--color-primary-dark` → `#072a40`. */
export function themeProperties(): Record<string, string> {
  const entries = Object.entries(groups).flatMap(([group, tokens]) =>
    Object.entries(tokens).map(([name, value]) => [`--${group}-${kebab(name)}`, value] as const),
  );
  return Object.fromEntries(entries);
}

const readsOf = (css: string) => new Set([...css.matchAll(/var\((--[a-z0-9-]+)/g)].map((m) => m[1]!));

/**
 * The `:root` rule that declares the tokens, first in every page's stylesheet. Given the page's
 * CSS, only the tokens it reads (and the tokens those read, e.g. a shadow's colour), so a page
 * does not carry the risk matrix's colours when it has no risk matrix.
 */
export function themeCss(pageCss?: string): string {
  const properties = themeProperties();
  let names = Object.keys(properties);
  if (pageCss !== undefined) {
    const used = readsOf(pageCss);
    for (const name of used) for (const inner of readsOf(properties[name] ?? '')) used.add(inner);
    names = names.filter((name) => used.has(name));
  }
  return `:root{${names.map((name) => `${name}:${properties[name]}`).join(';')}}`;
}
