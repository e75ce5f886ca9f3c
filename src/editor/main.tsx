/** The page editor at /redigera (npm run dev only; docs/decisions.md "Page editor"). */
import { createRoot } from 'react-dom/client';
import { themeCss } from '../theme';
import { App } from './app';
import './editor.css';

// The site's design tokens, which editor.css reads (docs/architecture.md "Styling").
const tokens = document.createElement('style');
tokens.textContent = themeCss();
document.head.prepend(tokens);

// Tells the dev server this tab is the editor: it gets no reload and no Vite overlay when content
// changes, only the editor's own event (scripts/dev/hmr-audience.ts).
import.meta.hot?.send('redigera:ansluten');

createRoot(document.getElementById('redigerare')!).render(<App />);
