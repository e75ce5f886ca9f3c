import { createTheme } from '@mui/material/styles';

/**
 * Calm, professional palette for a finance firm. Every text/background pair used by the
 * components meets WCAG 2.2 AA (4.5:1 for body text); system fonts, so no font is fetched.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b3d5c', dark: '#072a40', light: '#1f5a80', contrastText: '#ffffff' },
    secondary: { main: '#1f6f5c', dark: '#154d40', contrastText: '#ffffff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#4a5563' },
    divider: '#d9dee5',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.01em' },
    h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.3 },
    h4: { fontSize: '1.05rem', fontWeight: 650, lineHeight: 1.35 },
    body1: { fontSize: '1.0625rem', lineHeight: 1.65 },
    body2: { fontSize: '0.95rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    // Most of the page is static HTML that is never hydrated, so MUI's JS-driven `.Mui-focusVisible`
    // class never appears there; a CSS :focus-visible outline keeps focus visible everywhere.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: '3px solid #1f5a80', outlineOffset: '2px' } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
