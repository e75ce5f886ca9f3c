import type { Site } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import bannerCss from './consent-banner.css?inline';

/**
 * The cookie banner (docs/decisions.md 15), server-rendered hidden and only when site.yaml has a
 * measurement id. Its presence is also what makes the browser load the analytics code at all
 * (src/entry-client.tsx); start-analytics.ts shows it on a first visit or from the footer's
 * `footer.cookieSettings`. It also carries what the click tracking needs from content: the
 * booking pages (`data-booking-paths`, space-separated; events.ts). Plain HTML and CSS: no React
 * or styling runtime reaches the browser for it.
 * Rendered first in <body>, before the skip link, so keyboard and screen reader users meet it first.
 */
export function ConsentBanner({ measurementId, texts, bookingPaths }: { measurementId: string; texts: Site['consent']; bookingPaths: readonly string[] }) {
  useStylesheet(bannerCss);
  return (
    <section
      className="consent-banner"
      aria-labelledby="samtycke-rubrik"
      data-consent-banner=""
      data-measurement-id={measurementId}
      data-booking-paths={bookingPaths.join(' ')}
      hidden
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id="samtycke-rubrik" className="consent-banner__heading" tabIndex={-1}>
            {texts.heading}
          </h2>
          <p>
            {`${texts.text} `}
            <a href={texts.readMore.href}>{texts.readMore.label}</a>.
          </p>
          <p data-consent-status="" data-granted={texts.granted} data-denied={texts.denied} hidden />
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="consent-banner__button" data-consent="granted">
            {texts.accept}
          </button>
          <button type="button" className="consent-banner__button" data-consent="denied">
            {texts.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
