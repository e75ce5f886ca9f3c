import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ConsentBanner } from '../features/analytics/consent-banner';
import { usePageContext } from '../render/page-context';
import { scrollMargin } from '../ui/tokens';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: header, the page's own content as <main>, footer; the cookie banner when analytics is configured. */
export function PageLayout({ children }: { children: ReactNode }) {
  const { measurementId } = usePageContext().site.analytics;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {measurementId && <ConsentBanner measurementId={measurementId} />}
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
