/**
 * The small pieces both the wide and the narrow navigation are built from: plain elements with
 * `sn-*` classes, styled by site-nav.css (inlined into the page by SiteHeader, never bundled).
 */
import type { Dispatch, KeyboardEvent, ReactNode, Ref, RefObject } from 'react';
import type { NavLink } from '../../content/model';
import type { NavAction, NavState } from './nav-state';

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
export const ALL_PLACES: NavLink = { href: '/alla-tjanster#orter', label: 'Se alla orter' };
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

export function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export function MenuLink({ link, current, prefix, className = 'sn-link' }: { link: NavLink; current?: string; prefix?: string; className?: string }) {
  return (
    <a className={className} href={link.href} aria-current={link.href === current ? 'page' : undefined}>
      {prefix ? <span className="sn-vh">{`${prefix} `}</span> : null}
      {link.label}
    </a>
  );
}

export function LinkList({ links, current, columns, prefix, labelledBy }: { links: NavLink[]; current?: string; columns: 1 | 2 | 3; prefix?: string; labelledBy?: string }) {
  return (
    // Columns, not a grid: alphabetical order runs down each column, as it does in the DOM.
    <ul className={`sn-list sn-cols sn-cols-${columns}`} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <MenuLink link={link} current={current} prefix={prefix} />
        </li>
      ))}
    </ul>
  );
}

/** The two city groups. Each link's name says which group it is in ("Interim CFO Stockholm"). */
export function PlaceGroups({ places, current, idBase, wide }: { places: Places; current?: string; idBase: string; wide: boolean }) {
  const all: { key: string; heading: string; links: NavLink[]; columns: 2 | 3 }[] = [
    { key: 'cfo', heading: 'CFO-tjänster', links: places.cfo, columns: wide ? 3 : 2 },
    { key: 'interim', heading: 'Interim CFO', links: places.interim, columns: 2 },
  ];
  const groups = all.filter((group) => group.links.length > 0);
  const layout = wide ? (groups.length > 1 ? ' sn-groups-wide sn-groups-split' : ' sn-groups-wide') : '';
  return (
    <div className={`sn-groups${layout}`}>
      {groups.map((group) => (
        <div key={group.key}>
          <p className="sn-group-heading" id={`${idBase}${group.key}`}>
            {group.heading}
          </p>
          <LinkList links={group.links} current={current} columns={group.columns} prefix={group.heading} labelledBy={`${idBase}${group.key}`} />
        </div>
      ))}
    </div>
  );
}

export function PanelFooter({ children }: { children: ReactNode }) {
  return <div className="sn-panel-footer">{children}</div>;
}

interface ToggleProps {
  controls: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

export function Toggle({ controls, expanded, onToggle, children, ref, className = 'sn-toggle' }: ToggleProps) {
  return (
    <button type="button" className={className} ref={ref} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {children}
      <Icon path={ICON.chevron} className="sn-chevron" />
    </button>
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
