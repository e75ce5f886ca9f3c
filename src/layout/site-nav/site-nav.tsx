/**
 * The header navigation: WAI-ARIA disclosure navigation (buttons with aria-expanded + lists of
 * links), not role=menu: these are links to pages, and a visitor moves through them with Tab like
 * any link.
 *
 * One set of links for every width (docs/decisions.md 172): the wide bar shows the menu in the
 * header, with Tjänster and Orter opening full-width panels below it; narrow screens show the
 * booking button and Meny, which shows the same menu as a panel in which Tjänster and Orter
 * unfold. The layout is site-nav.css's, switched by the header's width in em (large text gets the
 * narrow one), so every link is in the page once, not once per layout.
 *
 * Rendered on the server only, everything closed, each disclosure a link to the footer column
 * that lists the same pages. In the browser enhance-nav.ts (a few hundred bytes, no React) turns
 * those links into the buttons and drives them, so a page whose only interactive part is its menu
 * loads no framework at all. Without JavaScript nothing claims to open (docs/decisions.md 34).
 *
 * Plain elements with `sn-*` classes styled by site-nav.css, which SiteHeader inlines into the
 * page's <head>. On a wide screen the dropdown panels are `position: absolute` against the nearest
 * positioned ancestor, which is the sticky <header> (SiteHeader): they span the header's full
 * width below it. Nothing between the header and the panels may be positioned there.
 */
import { useId, type ReactNode } from 'react';
import { footerSections } from '../footer-sections';
import { ICON, Icon, LinkList, MenuLink, PanelFooter, PlaceGroups, Toggle, type MenuViewProps, type SiteNavProps } from './nav-parts';
import type { NavSection } from './nav-state';

export type { SiteNavProps } from './nav-parts';

/** What a narrow screen shows in the bar: booking (one tap from every page), a call button from 600px, and Meny. */
function NarrowBar({ texts, phone, current, ids }: MenuViewProps) {
  const { header } = texts;
  return (
    <div className="sn-bar">
      <MenuLink link={header.book} current={current} className="sn-btn sn-btn-contained sn-book" />
      <a className="sn-btn sn-btn-outlined sn-btn-icon sn-bar-call" href={phone.href} aria-label={phone.name}>
        <Icon path={ICON.phone} />
      </a>
      {/* A link to the footer's columns until enhance-nav.ts makes it a button (nav-parts.tsx Toggle);
          then it swaps the icon and the label (header.close on screen; header.closeName is the
          button's name) when the menu opens. Below 600px the label is for screen readers only,
          so the bar fits 320px. */}
      <a href={`#${footerSections.services}`} className="sn-toggle sn-toggle-menu" data-toggle="mobile" data-controls={ids.menu}>
        <Icon path={ICON.menu} />
        <span data-menu-label={header.menu} data-open-label={header.close} data-open-name={header.closeName}>
          {header.menu}
        </span>
      </a>
    </div>
  );
}

/** One of the menu's sections: its disclosure and the panel it opens, ending with a link to the whole list. */
function Section({
  target,
  id,
  label,
  fallback,
  children,
  end,
}: {
  target: NavSection;
  id: string;
  label: string;
  fallback: string;
  children: ReactNode;
  end: ReactNode;
}) {
  return (
    <li className="sn-item sn-section">
      <Toggle target={target} controls={id} fallback={fallback}>
        {label}
      </Toggle>
      <div className="sn-dropdown" id={id} hidden data-panel="" data-arrow-keys="">
        <div className="sn-panel-inner">
          {children}
          <PanelFooter>{end}</PanelFooter>
        </div>
      </div>
    </li>
  );
}

/** The menu itself: in the wide bar, or the narrow screen's Meny panel. */
function Menu({ texts, services, places, phone, current, ids }: MenuViewProps) {
  const { header } = texts;
  return (
    <div className="sn-menu" id={ids.menu}>
      <ul className="sn-list sn-items">
        <Section
          target="services"
          id={ids.services}
          label={header.services}
          fallback={footerSections.services}
          end={<MenuLink link={header.allServices} current={current} className="sn-link sn-link-all" />}
        >
          <LinkList links={services} current={current} columns="services" />
        </Section>
        <Section
          target="cities"
          id={ids.cities}
          label={header.places}
          fallback={footerSections.places}
          end={places.all ? <MenuLink link={{ href: places.all, label: header.allPlaces }} current={current} className="sn-link sn-link-all" /> : null}
        >
          <PlaceGroups places={places} offers={texts.offers} current={current} idBase={ids.groups} />
        </Section>
        {[header.prices, header.faq, header.about].map((link) => (
          <li className="sn-item" key={link.href}>
            <MenuLink link={link} current={current} className="sn-toggle" />
          </li>
        ))}
      </ul>
      <div className="sn-actions">
        <a className="sn-btn sn-btn-outlined sn-phone" href={phone.href} aria-label={phone.name}>
          <Icon path={ICON.phone} />
          <span className="sn-phone-label">{phone.display}</span>
        </a>
        <MenuLink link={header.book} current={current} className="sn-btn sn-btn-contained" />
      </div>
    </div>
  );
}

export function SiteNav(props: SiteNavProps) {
  const id = useId();
  const view: MenuViewProps = {
    ...props,
    ids: { services: `${id}tjanster`, cities: `${id}orter`, groups: `${id}grupp-`, menu: `${id}meny` },
  };

  return (
    <nav className="sn-nav" aria-label={props.texts.header.navLabel} data-site-nav="">
      <NarrowBar {...view} />
      <Menu {...view} />
    </nav>
  );
}
