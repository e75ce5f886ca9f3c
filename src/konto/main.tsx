/**
 * The workspace /konto: its own bundle, built by scripts/build/konto.ts into dist/assets/konto/
 * and loaded only by the shell the lead server answers for /konto (server/accounts/workspace-page.ts).
 * MUI and Emotion live here and nowhere else (docs/decisions.md 75, 77).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { App } from './app';
import { muiTheme } from '../ui/mui-theme';
import { SessionProvider } from './session';
import { UnreadProvider } from './unread';

export const kontoBase = '/konto';

createRoot(document.getElementById('konto')!).render(
  <StrictMode>
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <BrowserRouter basename={kontoBase}>
        <SessionProvider>
          <UnreadProvider>
            <App />
          </UnreadProvider>
        </SessionProvider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
