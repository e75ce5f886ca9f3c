import { useStylesheet } from '../render/stylesheet';
import { buttonClass, useButtonStyles } from '../ui/action-button';
import css from './not-found.css?inline';

interface ErrorScreenProps {
  /** HTTP-like status of a route error response, when there is one. */
  status?: number | undefined;
  /** The status text or the error's message. */
  message: string;
}

/** Used when a status arrives without its text. */
const statusText: Record<number, string> = {
  400: 'Felaktig begäran',
  403: 'Åtkomst nekad',
  404: 'Sidan kunde inte hittas',
  500: 'Internt serverfel',
  503: 'Tjänsten är tillfälligt otillgänglig',
};

/**
 * Shown when rendering a route fails (docs/specification.md §8, in Swedish per docs/decisions.md 6). Self-contained: it
 * uses no page context, since it may replace the whole layout.
 */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  useStylesheet(css);
  useButtonStyles();
  const detail = [status ? `Fel ${status}` : null, message.trim() || (status && statusText[status]) || null]
    .filter(Boolean)
    .join(': ');
  return (
    <main id="huvudinnehall" className="column message-page">
      <div>
        <h1>Ett oväntat fel inträffade</h1>
        <p className="message-text">Sidan kunde inte visas. Försök igen om en stund, eller gå till startsidan.</p>
        {detail && <p className="message-detail small muted">{detail}</p>}
        <p className="message-text">
          <a href="/" className={buttonClass(true)}>
            Till startsidan
          </a>
        </p>
      </div>
    </main>
  );
}
