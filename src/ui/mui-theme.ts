/**
 * The MUI theme of the workspace and the page editor, made from the site's design tokens
 * (src/theme.ts): the same colours, type and radius as the visitor pages, one source for both
 * (docs/decisions.md 76, 104). It sits in src/ui/ so that src/konto/ and src/editor/ui/ both
 * take it without importing each other (decision 186); only they may import it (ESLint zones),
 * and nothing of MUI reaches a visitor page (docs/decisions.md 75).
 */
import { createTheme } from '@mui/material/styles';
import { breakpoints, colors, fonts, radii, text } from '../theme';

const px = (value: string) => Number.parseInt(value, 10);

export const muiTheme = createTheme({
  palette: {
    primary: { main: colors.primary, dark: colors.primaryDark, light: colors.primaryLight, contrastText: colors.onPrimary },
    secondary: { main: colors.secondary, dark: colors.secondaryDark, contrastText: colors.onPrimary },
    error: { main: colors.error, contrastText: colors.onPrimary },
    success: { main: colors.success, contrastText: colors.onPrimary },
    warning: { main: colors.urgentAccent, light: colors.urgentBackground, dark: colors.urgentLabel, contrastText: colors.onPrimary },
    text: { primary: colors.text, secondary: colors.textMuted },
    background: { default: colors.tint, paper: colors.page },
    divider: colors.divider,
  },
  typography: {
    fontFamily: fonts.body,
    h1: { fontFamily: fonts.heading, fontSize: text.h2, fontWeight: 600, color: colors.primary },
    h2: { fontFamily: fonts.heading, fontSize: text.h3, fontWeight: 600 },
    h3: { fontSize: text.h4, fontWeight: 600 },
    body1: { fontSize: text.body },
    body2: { fontSize: text.small },
    caption: { fontSize: text.label },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: px(radii.control) },
  breakpoints: { values: { xs: 0, sm: breakpoints.sm, md: breakpoints.md, lg: breakpoints.lg, xl: 1536 } },
  components: {
    // An e-mail address or a name is one long word: on a 320 px phone it must wrap, not widen the page.
    MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'break-word' } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: radii.tile } } },
    MuiChip: { styleOverrides: { root: { borderRadius: radii.pill } } },
    // Links in the workspace are underlined, so they do not rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
