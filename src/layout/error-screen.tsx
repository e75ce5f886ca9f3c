import { homePath } from '../content/routes';
import { fill } from '../lib/fill';
import { usePageContext } from '../render/page-context';
import { useStylesheet } from '../render/stylesheet';
import { buttonClass, useButtonStyles } from '../ui/action-button';
import css from './error-screen.css?inline';
import { mainId } from './main-id';

interface ErrorScreenProps {
  /** HTTP-like status of a route error response, when there is one. */
  status?: number | undefined;
  /** The status text or the error's message. */
  message: string;
}

/**
 * Shown when rendering a route fails (docs/specification.md §8, in Swedish per docs/decisions.md 6),
 * in place of the whole layout. Its words are site.yaml's `errors`.
 */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  useStylesheet(css);
  useButtonStyles();
  const { errors } = usePageContext().site;
  const known = status ? errors.statuses[String(status) as keyof typeof errors.statuses] : undefined;
  const detail = [status ? fill(errors.status, { status: String(status) }) : null, message.trim() || known?.heading || null].filter(Boolean).join(': ');
  return (
    <main id={mainId} className="column message-page">
      <div>
        <h1>{errors.heading}</h1>
        <p className="message-text">{errors.text}</p>
        {detail && <p className="message-detail small muted">{detail}</p>}
        <p className="message-text">
          <a href={homePath} className={buttonClass(true)}>
            {errors.home}
          </a>
        </p>
      </div>
    </main>
  );
}
