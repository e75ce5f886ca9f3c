import { footerSections } from '../footer-sections';
import { ICON, Icon, LinkList, MenuLink, PlaceGroups, Toggle, type MenuViewProps } from './nav-parts';

/**
 * The navigation below 900px: the booking button (one tap to book from any page, above the fold
 * at 320 px), a call button (from 600px; below that the panel has it) and the Meny button, which
 * opens a panel with the same links; Tjänster and Orter are sections in it that unfold one at a time.
 */
export function MobileMenu({ texts, services, places, phone, current, ids }: MenuViewProps) {
  const { header } = texts;
  return (
    <div className="sn-mobile">
      <div className="sn-item">
        <MenuLink link={header.book} current={current} className="sn-btn sn-btn-contained sn-book" />
      </div>
      <div className="sn-item sn-mobile-call">
        <a className="sn-btn sn-btn-outlined sn-btn-icon" href={phone.href} aria-label={phone.name}>
          <Icon path={ICON.phone} />
        </a>
      </div>
      <div className="sn-item">
        {/* A link to the footer's columns until enhance-nav.ts makes it a button (nav-parts.tsx Toggle);
            then it swaps the icon and the label (header.close on screen; header.closeName is the
            button's name) when the panel opens. Below 600px the label is for screen readers only,
            so the bar fits 320px. */}
        <a href={`#${footerSections.services}`} className="sn-toggle sn-toggle-menu" data-toggle="mobile" data-controls={ids.mobile}>
          <Icon path={ICON.menu} />
          <span data-menu-label={header.menu} data-open-label={header.close} data-open-name={header.closeName}>
            {header.menu}
          </span>
        </a>
        <div className="sn-dropdown sn-mobile-panel" id={ids.mobile} hidden data-panel="">
          <ul className="sn-list">
            <li className="sn-mobile-section">
              <Toggle target="mobile-services" controls={ids.mobileServices} fallback={footerSections.services} className="sn-toggle sn-toggle-wide">
                {header.services}
              </Toggle>
              <div className="sn-mobile-sub" id={ids.mobileServices} hidden data-panel="">
                <LinkList links={services} current={current} columns={1} />
                <MenuLink link={header.allServices} current={current} className="sn-link sn-link-all" />
              </div>
            </li>
            <li className="sn-mobile-section">
              <Toggle target="mobile-cities" controls={ids.mobileCities} fallback={footerSections.places} className="sn-toggle sn-toggle-wide">
                {header.places}
              </Toggle>
              <div className="sn-mobile-sub sn-mobile-sub-groups" id={ids.mobileCities} hidden data-panel="">
                <PlaceGroups places={places} offers={texts.offers} current={current} idBase={ids.mobileGroups} wide={false} />
                {places.all ? <MenuLink link={{ href: places.all, label: header.allPlaces }} current={current} className="sn-link sn-link-all" /> : null}
              </div>
            </li>
            <li className="sn-mobile-faq">
              <MenuLink link={header.prices} current={current} className="sn-toggle sn-toggle-block" />
            </li>
            <li className="sn-mobile-faq">
              <MenuLink link={header.faq} current={current} className="sn-toggle sn-toggle-block" />
            </li>
            <li className="sn-mobile-faq">
              <MenuLink link={header.about} current={current} className="sn-toggle sn-toggle-block" />
            </li>
          </ul>
          <div className="sn-mobile-actions">
            <MenuLink link={header.book} current={current} className="sn-btn sn-btn-contained" />
            <a className="sn-btn sn-btn-outlined" href={phone.href} aria-label={phone.name}>
              <Icon path={ICON.phone} />
              {phone.display}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
