import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Phone from '@mui/icons-material/Phone';
import type { Action } from '../content/schema-types.generated';
import { resolveHref } from '../lib/contact';
import { trackAttributes } from '../lib/tracking';
import { usePageContext } from '../render/page-context';
import { colors } from './tokens';
import { useTrackLocation } from './track-location';
import { visuallyHidden } from './visually-hidden';

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

const darkSx = {
  contained: {
    bgcolor: '#ffffff',
    color: colors.brand,
    '&:hover': { bgcolor: colors.badge },
    '&:focus-visible': { outlineColor: '#ffffff' },
  },
  outlined: {
    color: '#ffffff',
    borderColor: 'rgba(255, 255, 255, 0.75)',
    '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255, 255, 255, 0.08)' },
    '&:focus-visible': { outlineColor: '#ffffff' },
  },
} as const;

/**
 * A content `Action` as a real link (`<a href>`). `telefon`/`e-post` resolve to the firm's
 * tel:/mailto: links from site.yaml; a call link shows a phone icon. For analytics (docs/specification.md §7) a
 * call link reports a phone call and a button a call to action, from the enclosing block's location.
 */
export function ActionButton({ action, index = 0, tone = 'light', appearance = 'button', context }: ActionButtonProps) {
  const { site } = usePageContext();
  const href = resolveHref(action.href, site.contact);
  const isCall = href.startsWith('tel:');
  const location = useTrackLocation();
  const kind = isCall ? 'phone' : appearance === 'button' ? 'cta' : null;
  const track = kind ? trackAttributes(kind, location, action.label) : {};
  const needsContext = context && !action.label.toLowerCase().includes(context.toLowerCase());
  const hiddenContext = needsContext ? <Box component="span" sx={visuallyHidden}>{` – ${context}`}</Box> : null;

  if (appearance === 'link') {
    return (
      <Button
        href={href}
        {...track}
        variant="text"
        endIcon={isCall ? undefined : <ArrowForward aria-hidden="true" />}
        startIcon={isCall ? <Phone aria-hidden="true" /> : undefined}
        sx={{ px: 0.5, ml: -0.5, alignSelf: 'flex-start', textDecoration: 'underline', textUnderlineOffset: '0.2em' }}
      >
        {action.label}
        {hiddenContext}
      </Button>
    );
  }

  const primary = (action.variant ?? (index === 0 ? 'primary' : 'secondary')) === 'primary';
  const variant = primary ? 'contained' : 'outlined';
  return (
    <Button
      href={href}
      {...track}
      variant={variant}
      color="primary"
      size="large"
      startIcon={isCall ? <Phone aria-hidden="true" /> : undefined}
      sx={[
        { px: 3, minHeight: 48, textAlign: 'center' },
        !primary && { borderWidth: 2, '&:hover': { borderWidth: 2 } },
        tone === 'dark' && darkSx[variant],
      ]}
    >
      {action.label}
      {hiddenContext}
    </Button>
  );
}

/** One or two actions side by side; stacked full width on narrow screens. */
export function ActionRow({ actions, tone = 'light' }: { actions: readonly Action[]; tone?: ActionTone }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        '& > a': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
      }}
    >
      {actions.map((action, index) => (
        <ActionButton key={`${action.href}-${index}`} action={action} index={index} tone={tone} />
      ))}
    </Box>
  );
}
