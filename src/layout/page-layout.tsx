import type { ReactNode } from 'react';
import { ConsentBanner } from '../features/analytics/consent-banner';
import { usePageContext } from '../render/page-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every page: header, the page's own content as <main>, footer; the cookie banner when analytics is configured. */
export function PageLayout({ children }: { children: ReactNode }) {
  const { measurementId } = usePageContext().site.analytics;
  return (
    <div className="page">
      {measurementId && <ConsentBanner measurementId={measurementId} />}
      <SiteHeader />
      {/* Focusable only as the skip link's target (base.css shows no ring for it). */}
      <main id="huvudinnehall" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
