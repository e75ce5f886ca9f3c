/**
 * The header navigation: an island, rendered on the server and hydrated in the browser with the
 * same props. WAI-ARIA disclosure navigation (buttons with aria-expanded + lists of links), not
 * role=menu: these are links to pages, and a visitor moves through them with Tab like any link.
 *
 * Kept light on purpose, since every page loads it: Box/Paper/ClickAwayListener only, no
 * ButtonBase (ripple) or Popover/Modal, inline SVG icons.
 *
 * The dropdown panels are `position: absolute` against the nearest positioned ancestor, which is
 * the sticky <header> (SiteHeader): they span the header's full width below it. Nothing between
 * the header and the panels may be positioned.
 */
import { useEffect, useId, useReducer, useRef, useSyncExternalStore } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NavLink } from '../../content/model';
import { visuallyHidden } from '../../ui/visually-hidden';
import { focusRing } from '../focus-ring';
import { closedNav, escapeFocusTarget, navReducer } from './nav-state';

export interface SiteNavProps {
  /** Service pages in menu order. */
  services: NavLink[];
  /** City pages; `label` is the city name. */
  places: { cfo: NavLink[]; interim: NavLink[] };
  /** `display` as written in site.yaml, `href` a tel: link. */
  phone: { display: string; href: string };
  /** Path of the page being shown, marked with aria-current="page". */
  current?: string;
}

const ALL_SERVICES: NavLink = { href: '/alla-tjanster', label: 'Se alla tjänster' };
const ALL_PLACES: NavLink = { href: '/alla-tjanster', label: 'Se alla tjänster och orter' };
const FAQ: NavLink = { href: '/faq', label: 'Vanliga frågor' };
const BOOK: NavLink = { href: '/boka-mote', label: 'Boka möte' };

/** Material Design icon paths (Apache 2.0), inlined so the nav needs no icon package. */
const ICON = {
  phone:
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  chevron: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

// False while the server renders and while the browser hydrates, true right after: the markup
// matches on both sides, and the no-JavaScript fallback below switches off once React runs.
const subscribeNever = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

const HOVER_BG = '#e8f0f6';
const listReset = { listStyle: 'none', m: 0, p: 0 } as const;

const navSx = {
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

const toggleSx = {
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

const panelLinkSx = {
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

const allLinkSx = { ...panelLinkSx, fontWeight: 600, color: 'primary.main', display: 'inline-flex' } as const;

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

const containedSx = {
  ...buttonLinkBase,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  '&:hover': { bgcolor: 'primary.dark' },
} as const;

const outlinedSx = {
  ...buttonLinkBase,
  color: 'primary.main',
  border: '1px solid',
  borderColor: 'primary.main',
  '&:hover': { bgcolor: HOVER_BG },
} as const;

const groupHeadingSx = {
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
const dropdownSx = {
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
const panelInnerSx = { maxWidth: 1200, mx: 'auto', px: { md: 3.5 }, py: 3, boxSizing: 'border-box' } as const;

const mobilePanelSx = {
  ...dropdownSx,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  px: { xs: 2.5, sm: 4 },
  py: 2,
} as const;

function MenuLink({ link, current, prefix, sx = panelLinkSx }: { link: NavLink; current?: string; prefix?: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="a" href={link.href} aria-current={link.href === current ? 'page' : undefined} sx={sx}>
      {prefix ? <Box component="span" sx={visuallyHidden}>{`${prefix} `}</Box> : null}
      {link.label}
    </Box>
  );
}

function LinkList({ links, current, columns, prefix, labelledBy }: { links: NavLink[]; current?: string; columns: number; prefix?: string; labelledBy?: string }) {
  return (
    // Columns, not a grid: alphabetical order runs down each column, as it does in the DOM.
    <Box component="ul" aria-labelledby={labelledBy} sx={{ ...listReset, columnCount: columns, columnGap: 1 }}>
      {links.map((link) => (
        <Box component="li" key={link.href} sx={{ breakInside: 'avoid' }}>
          <MenuLink link={link} current={current} prefix={prefix} />
        </Box>
      ))}
    </Box>
  );
}

/** The two city groups. Each link's name says which group it is in ("Interim CFO Stockholm"). */
function PlaceGroups({ places, current, idBase, wide }: { places: SiteNavProps['places']; current?: string; idBase: string; wide: boolean }) {
  const groups = [
    { key: 'cfo', heading: 'CFO-tjänster', links: places.cfo, columns: wide ? 3 : 2 },
    { key: 'interim', heading: 'Interim CFO', links: places.interim, columns: 2 },
  ].filter((group) => group.links.length > 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: wide && groups.length > 1 ? '3fr 2fr' : '1fr', gap: wide ? 4 : 2 }}>
      {groups.map((group) => (
        <div key={group.key}>
          <Box component="p" id={`${idBase}${group.key}`} sx={groupHeadingSx}>
            {group.heading}
          </Box>
          <LinkList links={group.links} current={current} columns={group.columns} prefix={group.heading} labelledBy={`${idBase}${group.key}`} />
        </div>
      ))}
    </Box>
  );
}

function PanelFooter({ children }: { children: ReactNode }) {
  // The rule lines up with the link text, which sits 12px inside each link's hover area.
  return <Box sx={{ mt: 2, mx: 1.5, pt: 1.5, borderTop: '1px solid', borderColor: 'divider', '& > a': { ml: -1.5 } }}>{children}</Box>;
}

interface ToggleProps {
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  sx?: SxProps<Theme>;
}

function Toggle({ controls, expanded, onToggle, children, ref, sx = toggleSx }: ToggleProps) {
  return (
    <Box component="button" type="button" ref={ref} aria-expanded={expanded} aria-controls={controls} onClick={onToggle} sx={sx}>
      {children}
      <Icon path={ICON.chevron} />
    </Box>
  );
}

/** Arrow keys as a convenience inside an open desktop panel; Tab works everywhere regardless. */
function moveWithArrows(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const target = event.target as HTMLElement;
  let panel = target.closest<HTMLElement>('[data-arrow-keys]');
  if (!panel && event.key === 'ArrowDown' && target.getAttribute('aria-expanded') === 'true') {
    panel = document.getElementById(target.getAttribute('aria-controls') ?? '');
  }
  if (!panel?.hasAttribute('data-arrow-keys')) return;
  const links = Array.from(panel.querySelectorAll<HTMLElement>('a[href]'));
  const index = links.indexOf(target);
  const last = links.length - 1;
  let next: HTMLElement | null | undefined;
  if (event.key === 'Home') next = links[0];
  else if (event.key === 'End') next = links[last];
  else if (event.key === 'ArrowDown') next = links[Math.min(index + 1, last)];
  else next = index <= 0 ? (panel.previousElementSibling as HTMLElement | null) : links[index - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export default function SiteNav({ services, places, phone, current }: SiteNavProps) {
  const [state, dispatch] = useReducer(navReducer, closedNav);
  const hydrated = useHydrated();
  const id = useId();
  const servicesToggle = useRef<HTMLButtonElement>(null);
  const citiesToggle = useRef<HTMLButtonElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);

  const ids = {
    services: `${id}tjanster`,
    cities: `${id}orter`,
    mobile: `${id}meny`,
    mobileServices: `${id}meny-tjanster`,
    mobileCities: `${id}meny-orter`,
  };

  // Escape closes whatever is open, wherever focus is, and puts focus back on its button.
  useEffect(() => {
    const target = escapeFocusTarget(state);
    if (!target) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close-all' });
      const toggles = { services: servicesToggle, cities: citiesToggle, mobile: mobileToggle };
      toggles[target].current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state]);

  const closeAll = () => dispatch({ type: 'close-all' });
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeAll();
  };
  // Focus leaving the navigation (Tab past the last link) closes it, as a click outside does.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closeAll();
  };

  return (
    <ClickAwayListener onClickAway={closeAll}>
      <Box
        component="nav"
        aria-label="Huvudmeny"
        data-enhanced={hydrated ? '' : undefined}
        onClick={onClick}
        onBlur={onBlur}
        onKeyDown={moveWithArrows}
        sx={navSx}
      >
        {/* Wide screens */}
        <Box component="ul" sx={{ ...listReset, display: { xs: 'none', md: 'flex' }, alignItems: 'stretch', gap: 0.5 }}>
          <Box component="li" data-disclosure="" sx={{ display: 'flex', alignItems: 'center' }}>
            <Toggle
              ref={servicesToggle}
              controls={ids.services}
              expanded={state.open === 'services'}
              onToggle={() => dispatch({ type: 'toggle', section: 'services' })}
            >
              Tjänster
            </Toggle>
            <Paper id={ids.services} hidden={state.open !== 'services'} data-panel="" data-arrow-keys="" square elevation={0} sx={dropdownSx}>
              <Box sx={panelInnerSx}>
                <LinkList links={services} current={current} columns={3} />
                <PanelFooter>
                  <MenuLink link={ALL_SERVICES} current={current} sx={allLinkSx} />
                </PanelFooter>
              </Box>
            </Paper>
          </Box>
          <Box component="li" data-disclosure="" sx={{ display: 'flex', alignItems: 'center' }}>
            <Toggle
              ref={citiesToggle}
              controls={ids.cities}
              expanded={state.open === 'cities'}
              onToggle={() => dispatch({ type: 'toggle', section: 'cities' })}
            >
              Orter
            </Toggle>
            <Paper id={ids.cities} hidden={state.open !== 'cities'} data-panel="" data-arrow-keys="" square elevation={0} sx={dropdownSx}>
              <Box sx={panelInnerSx}>
                <PlaceGroups places={places} current={current} idBase={`${id}grupp-`} wide />
                <PanelFooter>
                  <MenuLink link={ALL_PLACES} current={current} sx={allLinkSx} />
                </PanelFooter>
              </Box>
            </Paper>
          </Box>
          <Box component="li" sx={{ display: 'flex', alignItems: 'center' }}>
            <MenuLink link={FAQ} current={current} sx={toggleSx} />
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, ml: 1 }}>
          <Box component="a" href={phone.href} aria-label={`Ring ${phone.display}`} sx={{ ...outlinedSx, px: { md: 1.25, lg: 2 } }}>
            <Icon path={ICON.phone} />
            <Box component="span" sx={{ display: { md: 'none', lg: 'inline' } }}>
              {phone.display}
            </Box>
          </Box>
          <MenuLink link={BOOK} current={current} sx={containedSx} />
        </Box>

        {/* Narrow screens */}
        <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'stretch', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Box component="a" href={phone.href} aria-label={`Ring ${phone.display}`} sx={{ ...outlinedSx, px: 0, width: 44 }}>
              <Icon path={ICON.phone} />
            </Box>
          </Box>
          <Box data-disclosure="" sx={{ display: 'flex', alignItems: 'center' }}>
            <Box
              component="button"
              type="button"
              ref={mobileToggle}
              aria-expanded={state.mobileOpen}
              aria-controls={ids.mobile}
              onClick={() => dispatch({ type: 'toggle-mobile' })}
              sx={{ ...toggleSx, gap: 1, '&[aria-expanded="true"] > svg': {} }}
            >
              <Icon path={state.mobileOpen ? ICON.close : ICON.menu} />
              {/* "Stäng" on screen keeps the bar within 360px; the name is "Stäng meny". */}
              {state.mobileOpen ? (
                <span>
                  Stäng<Box component="span" sx={visuallyHidden}>{' meny'}</Box>
                </span>
              ) : (
                'Meny'
              )}
            </Box>
            <Paper id={ids.mobile} hidden={!state.mobileOpen} data-panel="" square elevation={0} sx={mobilePanelSx}>
              <Box component="ul" sx={listReset}>
                <Box component="li" data-disclosure="" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 0.5 }}>
                  <Toggle
                    controls={ids.mobileServices}
                    expanded={state.open === 'mobile-services'}
                    onToggle={() => dispatch({ type: 'toggle', section: 'mobile-services' })}
                    sx={{ ...toggleSx, width: '100%', justifyContent: 'space-between' }}
                  >
                    Tjänster
                  </Toggle>
                  <Box id={ids.mobileServices} hidden={state.open !== 'mobile-services'} data-panel="" sx={{ pb: 1 }}>
                    <LinkList links={services} current={current} columns={1} />
                    <MenuLink link={ALL_SERVICES} current={current} sx={allLinkSx} />
                  </Box>
                </Box>
                <Box component="li" data-disclosure="" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 0.5 }}>
                  <Toggle
                    controls={ids.mobileCities}
                    expanded={state.open === 'mobile-cities'}
                    onToggle={() => dispatch({ type: 'toggle', section: 'mobile-cities' })}
                    sx={{ ...toggleSx, width: '100%', justifyContent: 'space-between' }}
                  >
                    Orter
                  </Toggle>
                  <Box id={ids.mobileCities} hidden={state.open !== 'mobile-cities'} data-panel="" sx={{ pt: 1, pb: 1 }}>
                    <PlaceGroups places={places} current={current} idBase={`${id}meny-grupp-`} wide={false} />
                    <MenuLink link={ALL_PLACES} current={current} sx={allLinkSx} />
                  </Box>
                </Box>
                <Box component="li" sx={{ py: 0.5 }}>
                  <MenuLink link={FAQ} current={current} sx={{ ...toggleSx, display: 'flex' }} />
                </Box>
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
                <MenuLink link={BOOK} current={current} sx={containedSx} />
                <Box component="a" href={phone.href} aria-label={`Ring ${phone.display}`} sx={outlinedSx}>
                  <Icon path={ICON.phone} />
                  {phone.display}
                </Box>
              </Box>
            </Paper>
          </Box>
        </Box>
      </Box>
    </ClickAwayListener>
  );
}
