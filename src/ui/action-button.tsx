import type { Action } from '../content/model';
import { resolveHref } from '../lib/contact';
import { trackAttributes } from '../lib/tracking';
import { usePageContext } from '../render/page-context';
import { useStylesheet } from '../render/stylesheet';
import css from './action-button.css?inline';
import { SvgIcon } from './icon';
import { useTrackLocation } from './track-location';

/** light = on a white or tinted background; dark = on the brand band. */
export type ActionTone = 'light' | 'dark';

interface ActionButtonProps {
  action: Action;
  /** Position among its siblings: the first is primary, the second secondary, unless `action.variant` says otherwise. */
  index?: number;
  tone?: ActionTone;
  /** `link` is a quiet text link with an arrow (inside cards); `button` a filled or outlined button. */
  appearance?: 'button' | 'link';
  /**
   * Words read after the label by screen readers only, when the label alone would be ambiguous
   * ("Läs mer" on several cards); the visible label stays first, so label-in-name holds.
   */
  context?: string | undefined;
}

/** The class names of a button: `btn-primary` (filled) or `btn-secondary` (outlined), on light or dark. */
export function buttonClass(primary: boolean, tone: ActionTone = 'light'): string {
  return `btn ${primary ? 'btn-primary' : 'btn-secondary'}${tone === 'dark' ? ' btn-on-dark' : ''}`;
}

/** Registers the button styles, for blocks that render a plain `<button class={buttonClass(…)}>`. */
export function useButtonStyles(): void {
  useStylesheet(css);
}

/**
 * A content `Action` as a real link (`<a href>`). `telefon`/`e-post` resolve to the firm's
 * tel:/mailto: links from site.yaml; a call link shows a phone icon. For analytics (docs/specification.md §7) a
 * call link reports a phone call and a button a call to action, from the enclosing block's location.
 */
export function ActionButton({ action, index = 0, tone = 'light', appearance = 'button', context }: ActionButtonProps) {
  useStylesheet(css);
  const { site } = usePageContext();
  const href = resolveHref(action.href, site.contact);
  const isCall = href.startsWith('tel:');
  const location = useTrackLocation();
  const kind = isCall ? 'phone' : appearance === 'button' ? 'cta' : null;
  const track = kind ? trackAttributes(kind, location, action.label) : {};
  const needsContext = context && !action.label.toLowerCase().includes(context.toLowerCase());
  const hiddenContext = needsContext ? <span className="vh">{` – ${context}`}</span> : null;
  const callIcon = isCall ? <SvgIcon name="Phone" /> : null;

  if (appearance === 'link') {
    return (
      <a href={href} {...track} className="btn-link">
        {callIcon}
        {action.label}
        {hiddenContext}
        {!isCall && <SvgIcon name="ArrowForward" />}
      </a>
    );
  }

  const primary = (action.variant ?? (index === 0 ? 'primary' : 'secondary')) === 'primary';
  return (
    <a href={href} {...track} className={buttonClass(primary, tone)}>
      {callIcon}
      {action.label}
      {hiddenContext}
    </a>
  );
}

/** One or two actions side by side; stacked full width on narrow screens. */
export function ActionRow({ actions, tone = 'light' }: { actions: readonly Action[]; tone?: ActionTone }) {
  useStylesheet(css);
  return (
    <div className="actions">
      {actions.map((action, index) => (
        <ActionButton key={`${action.href}-${index}`} action={action} index={index} tone={tone} />
      ))}
    </div>
  );
}
