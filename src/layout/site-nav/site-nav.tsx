/**
 * The header navigation: WAI-ARIA disclosure navigation (buttons with aria-expanded + lists of
 * links), not role=menu: these are links to pages, and a visitor moves through them with Tab like
 * any link.
 *
 * Rendered on the server only, everything closed, each disclosure a link to the footer column
 * that lists the same pages. In the browser enhance-nav.ts (a few hundred bytes, no React) turns
 * those links into the buttons and drives them, so a page whose only interactive part is its menu
 * loads no framework at all. Without JavaScript nothing claims to open (docs/decisions.md 34).
 *
 * Plain elements with `sn-*` classes styled by site-nav.css, which SiteHeader inlines into the
 * page's <head>. The dropdown panels are `position: absolute` against the nearest positioned
 * ancestor, which is the sticky <header> (SiteHeader): they span the header's full width below
 * it. Nothing between the header and the panels may be positioned.
 */
import { useId } from 'react';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import type { MenuViewProps, SiteNavProps } from './nav-parts';

export type { SiteNavProps } from './nav-parts';

export function SiteNav(props: SiteNavProps) {
  const id = useId();
  const view: MenuViewProps = {
    ...props,
    ids: {
      services: `${id}tjanster`,
      cities: `${id}orter`,
      groups: `${id}grupp-`,
      mobile: `${id}meny`,
      mobileServices: `${id}meny-tjanster`,
      mobileCities: `${id}meny-orter`,
      mobileGroups: `${id}meny-grupp-`,
    },
  };

  return (
    <nav className="sn-nav" aria-label={props.texts.header.navLabel} data-site-nav="">
      <DesktopMenu {...view} />
      <MobileMenu {...view} />
    </nav>
  );
}
