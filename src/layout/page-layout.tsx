import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { scrollMargin } from '../ui/tokens';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: header, the page's own content as <main>, footer. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box
        component="main"
        id="huvudinnehall"
        // Focusable only as the skip link's target; no ring for a focus nobody tabbed to.
        tabIndex={-1}
        sx={{
          flex: '1 0 auto',
          '&:focus': { outline: 'none' },
          // Anchor targets land below the sticky header rather than under it.
          '& [id]': { scrollMarginTop: scrollMargin },
        }}
      >
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
