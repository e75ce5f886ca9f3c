import { useStylesheet } from '../render/stylesheet';
import { buttonClass, useButtonStyles } from '../ui/action-button';
import css from './not-found.css?inline';

/** The not-found page's content (docs/decisions.md 6); served with status 404 inside the usual layout. */
export function NotFound() {
  useStylesheet(css);
  useButtonStyles();
  return (
    <div className="column message-page">
      <div>
        <p className="message-kicker">Fel 404</p>
        <h1>Sidan kunde inte hittas</h1>
        <p className="message-text">
          Sidan ni letade efter finns inte, eller så har den flyttats. Kontrollera adressen, eller gå vidare via startsidan eller
          översikten över våra tjänster.
        </p>
        <ul className="actions">
          <li>
            <a href="/" className={buttonClass(true)}>
              Till startsidan
            </a>
          </li>
          <li>
            <a href="/alla-tjanster" className={buttonClass(false)}>
              Se alla tjänster
            </a>
          </li>
          <li>
            <a href="/boka-mote" className={buttonClass(false)}>
              Boka ett kostnadsfritt möte
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
