import Box from '@mui/material/Box';
import { telHref } from '../lib/contact';
import { usePageContext } from '../render/page-context';
import { StaticCss } from '../render/static-css';
import { BrandMark } from './brand-mark';
import { visuallyHidden } from '../ui/visually-hidden';
import { focusRing } from './focus-ring';
import { SiteNav, type SiteNavProps } from './site-nav/site-nav';
import navCss from './site-nav/site-nav.css?inline';

const pick = ({ href, label }: { href: string; label: string }) => ({ href, label });

/** Header heights; blocks offset anchor targets by a little more (src/ui/tokens.ts scrollMargin). */
export const headerHeight = { xs: 64, md: 72 } as const;

/**
 * The sticky site header, all static HTML; enhance-nav.ts makes the navigation's buttons work in
 * the browser. The header is the positioned ancestor the navigation's dropdown panels hang from
 * (full width, below it). The navigation's stylesheet is plain CSS, inlined into the page's
 * <head> from here, so no script carries CSS or a styling runtime.
 */
export function SiteHeader() {
  const { site, derived, page } = usePageContext();
  const navProps: SiteNavProps = {
    services: derived.services.map(pick),
    places: { cfo: derived.places.cfo.map(pick), interim: derived.places.interim.map(pick), ...(derived.places.all ? { all: derived.places.all } : {}) },
    phone: { display: site.contact.phone, href: telHref(site.contact.phone) },
    current: page.path,
  };

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: 'background.paper',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        component="a"
        href="#huvudinnehall"
        sx={{
          position: 'absolute',
          top: 8,
          left: 16,
          zIndex: 1,
          px: 2,
          py: 1.25,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          border: '2px solid',
          borderColor: 'primary.main',
          borderRadius: '8px',
          // Hidden until focused: the first Tab on every page shows it.
          '&:not(:focus)': visuallyHidden,
          ...focusRing(),
        }}
      >
        Hoppa till huvudinnehållet
      </Box>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2.5, sm: 4, md: 5 },
          boxSizing: 'border-box',
          minHeight: headerHeight,
          display: 'flex',
          alignItems: 'stretch',
          justifyContent: 'space-between',
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <Box
            component="a"
            href="/"
            aria-current={page.path === '/' ? 'page' : undefined}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: { xs: 1, md: 1.25 },
              minHeight: 44,
              pr: 1,
              borderRadius: '8px',
              color: 'primary.main',
              textDecoration: 'none',
              fontWeight: 700,
              fontSize: { xs: '1.125rem', md: '1.25rem' },
              letterSpacing: '-0.01em',
              whiteSpace: 'nowrap',
              ...focusRing(),
            }}
          >
            <BrandMark />
            {site.brand}
          </Box>
        </Box>
        <StaticCss css={navCss} />
        <SiteNav {...navProps} />
      </Box>
    </Box>
  );
}
