/** The small pieces both the wide and the narrow navigation are built from. */
import type { Dispatch, KeyboardEvent, ReactNode, Ref, RefObject } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NavLink } from '../../content/model';
import { visuallyHidden } from '../../ui/visually-hidden';
import type { NavAction, NavState } from './nav-state';
import { groupHeadingSx, listReset, panelLinkSx, toggleSx } from './nav-styles';

export type Places = { cfo: NavLink[]; interim: NavLink[] };

/** The island's props: plain JSON, the same on the server and in the browser. */
export interface SiteNavProps {
  /** Service pages in menu order. */
  services: NavLink[];
  /** City pages; `label` is the city name. */
  places: Places;
  /** `display` as written in site.yaml, `href` a tel: link. */
  phone: { display: string; href: string };
  /** Path of the page being shown, marked with aria-current="page". */
  current?: string;
}

/** What the wide and narrow views get from SiteNav, which owns the state. */
export interface MenuViewProps extends SiteNavProps {
  state: NavState;
  dispatch: Dispatch<NavAction>;
  /** Element ids, unique per island (from useId). */
  ids: Record<'services' | 'cities' | 'groups' | 'mobile' | 'mobileServices' | 'mobileCities' | 'mobileGroups', string>;
  /** The buttons Escape returns focus to. */
  servicesRef: RefObject<HTMLButtonElement | null>;
  citiesRef: RefObject<HTMLButtonElement | null>;
  mobileRef: RefObject<HTMLButtonElement | null>;
}

export const ALL_SERVICES: NavLink = { href: '/alla-tjanster', label: 'Se alla tjänster' };
export const ALL_PLACES: NavLink = { href: '/alla-tjanster', label: 'Se alla tjänster och orter' };
export const FAQ: NavLink = { href: '/faq', label: 'Vanliga frågor' };
export const BOOK: NavLink = { href: '/boka-mote', label: 'Boka möte' };

/** Material Design icon paths (Apache 2.0), inlined so the nav needs no icon package. */
export const ICON = {
  phone:
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  chevron: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
};

export function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export function MenuLink({ link, current, prefix, sx = panelLinkSx }: { link: NavLink; current?: string; prefix?: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="a" href={link.href} aria-current={link.href === current ? 'page' : undefined} sx={sx}>
      {prefix ? <Box component="span" sx={visuallyHidden}>{`${prefix} `}</Box> : null}
      {link.label}
    </Box>
  );
}

export function LinkList({ links, current, columns, prefix, labelledBy }: { links: NavLink[]; current?: string; columns: number; prefix?: string; labelledBy?: string }) {
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
export function PlaceGroups({ places, current, idBase, wide }: { places: Places; current?: string; idBase: string; wide: boolean }) {
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

export function PanelFooter({ children }: { children: ReactNode }) {
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

export function Toggle({ controls, expanded, onToggle, children, ref, sx = toggleSx }: ToggleProps) {
  return (
    <Box component="button" type="button" ref={ref} aria-expanded={expanded} aria-controls={controls} onClick={onToggle} sx={sx}>
      {children}
      <Icon path={ICON.chevron} />
    </Box>
  );
}

/** Arrow keys as a convenience inside an open desktop panel; Tab works everywhere regardless. */
export function moveWithArrows(event: KeyboardEvent<HTMLElement>) {
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
