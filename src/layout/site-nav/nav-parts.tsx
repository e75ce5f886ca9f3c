/**
 * The small pieces both the wide and the narrow navigation are built from: plain elements with
 * `sn-*` classes, styled by site-nav.css (inlined into the page by SiteHeader, never bundled).
 */
import type { ReactNode } from 'react';
import type { NavLink, Site } from '~/src/content/model';
import { ICON } from './nav-icons';
import type { ToggleTarget } from './nav-state';

export { ICON };

/** The Places menu's cities, and `all`: where the complete list of cities is (derive.ts). */
export type Places = { cfo: NavLink[]; interim: NavLink[]; all?: string };

/** What the navigation says: site.yaml's `header`, and the names of the two city groups (`offers`). */
export interface NavTexts {
  header: Site['header'];
  offers: Pick<Site['offers'], 'cfo' | 'interim'>;
}

/** What the navigation shows, derived from the content. */
export interface SiteNavProps {
  texts: NavTexts;
  /** Service pages in menu order. */
  services: NavLink[];
  /** City pages; `label` is the city name. */
  places: Places;
  /** `display` as written in site.yaml, `href` a tel: link, `name` the call button's accessible name. */
  phone: { display: string; href: string; name: string };
  /** Path of the page being shown, marked with aria-current="page". */
  current?: string;
}

/** What the bar and the menu get from SiteNav. They render everything closed. */
export interface MenuViewProps extends SiteNavProps {
  /** Element ids, unique on the page (from useId). */
  ids: Record<'services' | 'cities' | 'groups' | 'menu', string>;
}

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
      {prefix ? <span className="vh">{`${prefix} `}</span> : null}
      {link.label}
    </a>
  );
}

/**
 * How a list runs in columns, narrow → wide (site-nav.css): the services 1 → 3, the CFO cities
 * 2 → 3, the interim cities 2 at every width.
 */
type Columns = 'services' | 'cfo' | 'interim';

export function LinkList({
  links,
  current,
  columns,
  prefix,
  labelledBy,
}: {
  links: NavLink[];
  current?: string;
  columns: Columns;
  prefix?: string;
  labelledBy?: string;
}) {
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
export function PlaceGroups({ places, offers, current, idBase }: { places: Places; offers: NavTexts['offers']; current?: string; idBase: string }) {
  const all: { key: Exclude<Columns, 'services'>; heading: string; links: NavLink[] }[] = [
    { key: 'cfo', heading: offers.cfo, links: places.cfo },
    { key: 'interim', heading: offers.interim, links: places.interim },
  ];
  const groups = all.filter((group) => group.links.length > 0);
  return (
    // Split side by side on a wide screen when both groups have cities (site-nav.css).
    <div className={`sn-groups${groups.length > 1 ? ' sn-groups-split' : ''}`}>
      {groups.map((group) => (
        <div key={group.key}>
          <p className="sn-group-heading" id={`${idBase}${group.key}`}>
            {group.heading}
          </p>
          <LinkList links={group.links} current={current} columns={group.key} prefix={group.heading} labelledBy={`${idBase}${group.key}`} />
        </div>
      ))}
    </div>
  );
}

export function PanelFooter({ children }: { children: ReactNode }) {
  return <div className="sn-panel-footer">{children}</div>;
}

interface ToggleProps {
  /** What the button opens; enhance-nav.ts reads it to drive the state. */
  target: ToggleTarget;
  controls: string;
  /** Where the link leads until it is a button: the footer column with the same links. */
  fallback: string;
  children: ReactNode;
  className?: string;
}

/**
 * A disclosure, rendered as a link to the footer column that lists the same pages: without
 * JavaScript nothing claims to open, so no state can be wrong and there is nothing for Escape to
 * close. enhance-nav.ts turns it into a button (aria-expanded, aria-controls) that opens the
 * panel following it in the DOM.
 */
export function Toggle({ target, controls, fallback, children, className = 'sn-toggle' }: ToggleProps) {
  return (
    <a href={`#${fallback}`} className={className} data-toggle={target} data-controls={controls}>
      {children}
      <Icon path={ICON.chevron} className="sn-chevron" />
    </a>
  );
}
