/** The page editor at /redigera (npm run dev only; docs/decisions.md "Page editor"). */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { muiTheme } from '~/src/ui/mui-theme';
import { themeCss } from '~/src/theme';
import { App } from './app';
import './editor.css';

// The site's design tokens, which editor.css's few layout rules read (docs/architecture.md "Styling").
const tokens = document.createElement('style');
tokens.textContent = themeCss();
document.head.prepend(tokens);

// Tells the dev server this tab is the editor: it gets no reload and no Vite overlay when content
// changes, only the editor's own event (scripts/dev/hmr-audience.ts).
import.meta.hot?.send('redigera:ansluten');
// Until the dev server has read that, it may still send this tab the site's English overlay (a
// content error at the moment the editor opens, as a test once caught): the editor shows problems
// in its own words, so an overlay that reaches it is removed, also one that came before this ran.
if (import.meta.hot) {
  const dropViteOverlay = () => document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
  dropViteOverlay();
  new MutationObserver(dropViteOverlay).observe(document.body, { childList: true });
}

// The workspace's MUI theme (made from the same tokens), with its page base (font, background),
// for every control of the editor: one look in both hosts (docs/decisions.md 104, 107).
createRoot(document.getElementById('redigerare')!).render(
  <ThemeProvider theme={muiTheme}>
    <CssBaseline />
    <App />
  </ThemeProvider>,
);
