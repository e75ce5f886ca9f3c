import { useStylesheet } from '../../render/stylesheet';
import bannerCss from './consent-banner.css?inline';

/**
 * The cookie banner (docs/decisions.md 15), server-rendered hidden and only when site.yaml has a
 * measurement id. Its presence is also what makes the browser load the analytics code at all
 * (src/entry-client.tsx); start-analytics.ts shows it on a first visit or from the footer's
 * "Cookie-inställningar". Plain HTML and CSS: no React or styling runtime reaches the browser for it.
 * Rendered first in <body>, before the skip link, so keyboard and screen reader users meet it first.
 */
export function ConsentBanner({ measurementId }: { measurementId: string }) {
  useStylesheet(bannerCss);
  return (
    <section
        className="consent-banner"
        aria-labelledby="samtycke-rubrik"
        data-consent-banner=""
        data-measurement-id={measurementId}
        hidden
      >
        <div className="consent-banner__inner">
          <div className="consent-banner__text">
            <h2 id="samtycke-rubrik" className="consent-banner__heading" tabIndex={-1}>
              Får vi använda cookies för webbanalys?
            </h2>
            <p>
              {'Med ert samtycke använder vi Google Analytics för att se hur webbplatsen används. Det sätter cookies och skickar uppgifter om besöket till Google. '}
              <a href="/integritetspolicy#cookies">Läs mer i integritetspolicyn</a>.
            </p>
            <p data-consent-status="" hidden />
          </div>
          <div className="consent-banner__actions">
            <button type="button" className="consent-banner__button" data-consent="granted">
              Godkänn
            </button>
            <button type="button" className="consent-banner__button" data-consent="denied">
              Neka
            </button>
          </div>
        </div>
    </section>
  );
}
