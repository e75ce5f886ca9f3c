import type { ReactNode } from 'react';
import { ConsentBanner } from '../features/analytics/consent-banner';
import { usePageContext } from '../render/page-context';
import { mainId } from './main-id';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: header, the page's own content as <main>, footer; the cookie banner when analytics is configured. */
export function PageLayout({ children }: { children: ReactNode }) {
  const { site, derived } = usePageContext();
  const { analytics, consent } = site;
  const { measurementId } = analytics;
  return (
    <div className="page">
      {measurementId && <ConsentBanner measurementId={measurementId} texts={consent} bookingPaths={derived.bookingPaths} />}
      <SiteHeader />
      {/* Focusable only as the skip link's target (base.css shows no ring for it). */}
      <main id={mainId} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
