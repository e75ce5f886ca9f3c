/**
 * The MUI theme of the workspace and the page editor is made from the site's tokens
 * (docs/decisions.md 76): one source of colours, type and radius for both. A token changed in
 * src/theme.ts changes the workspace too; a colour written into the MUI theme instead would fail here.
 */
import { describe, expect, it } from 'vitest';
import { muiTheme } from '~/src/ui/mui-theme';
import { breakpoints, colors, fonts, radii, text } from '~/src/theme';

const tokenColours = new Set<string>(Object.values(colors));

describe('the MUI theme (workspace and editor)', () => {
  it('takes its palette from the tokens: every colour it sets is one of theirs', () => {
    const { palette } = muiTheme;
    expect([
      palette.primary.main,
      palette.primary.contrastText,
      palette.error.main,
      palette.text.primary,
      palette.text.secondary,
      palette.background.default,
      palette.background.paper,
      palette.divider,
    ]).toEqual([colors.primary, colors.onPrimary, colors.error, colors.text, colors.textMuted, colors.tint, colors.page, colors.divider]);
    for (const key of ['primary', 'secondary', 'error', 'success', 'warning'] as const) {
      expect(tokenColours.has(palette[key].main), `${key}.main ${palette[key].main}`).toBe(true);
      expect(tokenColours.has(palette[key].contrastText), `${key}.contrastText`).toBe(true);
    }
  });

  it('takes its type, radius and breakpoints from the tokens', () => {
    expect(muiTheme.typography.fontFamily).toBe(fonts.body);
    expect(muiTheme.typography.h1.fontFamily).toBe(fonts.heading);
    expect(muiTheme.typography.h1.fontSize).toBe(text.h2);
    expect(muiTheme.typography.body1.fontSize).toBe(text.body);
    expect(`${muiTheme.shape.borderRadius}px`).toBe(radii.control);
    expect(muiTheme.breakpoints.values).toMatchObject(breakpoints);
  });
});
