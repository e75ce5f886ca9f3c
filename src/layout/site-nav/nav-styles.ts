/** The navigation's styles, as plain objects for `sx`. */
import { focusRing } from '../focus-ring';

export const HOVER_BG = '#e8f0f6';
export const listReset = { listStyle: 'none', m: 0, p: 0 } as const;

export const navSx = {
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'flex-end',
  flex: '1 1 auto',
  gap: 1,
  // Without JavaScript (or before it has run) a section opens while focus is inside it, so the
  // buttons still lead somewhere. Once hydrated, only the buttons' state decides.
  '&:not([data-enhanced]) [data-disclosure]:focus-within > [data-panel][hidden]': { display: 'block' },
  '@media (prefers-reduced-motion: no-preference)': { '& svg': { transition: 'transform 150ms ease' } },
} as const;

export const toggleSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 44,
  px: 1.5,
  border: 0,
  borderRadius: '8px',
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontWeight: 600,
  fontSize: '1rem',
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { bgcolor: HOVER_BG, color: 'primary.main' },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  '&[aria-current="page"]': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '6px' },
  ...focusRing(),
} as const;

export const panelLinkSx = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  px: 1.5,
  borderRadius: '8px',
  color: 'text.primary',
  textDecoration: 'none',
  lineHeight: 1.3,
  '&:hover': { bgcolor: HOVER_BG, color: 'primary.main', textDecoration: 'underline' },
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700 },
  ...focusRing(),
} as const;

export const allLinkSx = { ...panelLinkSx, fontWeight: 600, color: 'primary.main', display: 'inline-flex' } as const;

const buttonLinkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  minHeight: 44,
  px: 2,
  borderRadius: '8px',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ...focusRing(),
} as const;

export const containedSx = {
  ...buttonLinkBase,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  '&:hover': { bgcolor: 'primary.dark' },
} as const;

export const outlinedSx = {
  ...buttonLinkBase,
  color: 'primary.main',
  border: '1px solid',
  borderColor: 'primary.main',
  '&:hover': { bgcolor: HOVER_BG },
} as const;

export const groupHeadingSx = {
  m: 0,
  mb: 1,
  px: 1.5,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;

// No `display` on any panel: the `hidden` attribute must be able to hide it.
export const dropdownSx = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  borderTop: '1px solid',
  borderBottom: '1px solid',
  borderColor: 'divider',
  boxShadow: '0 16px 32px rgba(11, 61, 92, 0.12)',
} as const;

/** Same column as the page content (src/ui/section.tsx contentColumn). */
export const panelInnerSx = { maxWidth: 1200, mx: 'auto', px: { md: 3.5 }, py: 3, boxSizing: 'border-box' } as const;

export const mobilePanelSx = {
  ...dropdownSx,
  // Scrolls inside itself: the header is sticky, so the page cannot scroll it into view.
  maxHeight: 'calc(100vh - 64px)',
  '@supports (height: 100dvh)': { maxHeight: 'calc(100dvh - 64px)' },
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  px: { xs: 2.5, sm: 4 },
  py: 2,
} as const;
