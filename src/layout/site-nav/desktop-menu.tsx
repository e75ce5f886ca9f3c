import { footerSections } from '../footer-sections';
import { ICON, Icon, LinkList, MenuLink, PanelFooter, PlaceGroups, Toggle, type MenuViewProps } from './nav-parts';

/**
 * The navigation from 900px up: Tjänster and Orter open full-width panels below the header,
 * then prices, FAQ, the phone number (icon only until 1200px) and the booking button.
 */
export function DesktopMenu({ texts, services, places, phone, current, ids }: MenuViewProps) {
  const { header } = texts;
  return (
    <>
      <ul className="sn-list sn-desktop">
        <li className="sn-item">
          <Toggle target="services" controls={ids.services} fallback={footerSections.services}>
            {header.services}
          </Toggle>
          <div className="sn-dropdown" id={ids.services} hidden data-panel="" data-arrow-keys="">
            <div className="sn-panel-inner">
              <LinkList links={services} current={current} columns={3} />
              <PanelFooter>
                <MenuLink link={header.allServices} current={current} className="sn-link sn-link-all" />
              </PanelFooter>
            </div>
          </div>
        </li>
        <li className="sn-item">
          <Toggle target="cities" controls={ids.cities} fallback={footerSections.places}>
            {header.places}
          </Toggle>
          <div className="sn-dropdown" id={ids.cities} hidden data-panel="" data-arrow-keys="">
            <div className="sn-panel-inner">
              <PlaceGroups places={places} offers={texts.offers} current={current} idBase={ids.groups} wide />
              <PanelFooter>
                {places.all ? <MenuLink link={{ href: places.all, label: header.allPlaces }} current={current} className="sn-link sn-link-all" /> : null}
              </PanelFooter>
            </div>
          </div>
        </li>
        <li className="sn-item">
          <MenuLink link={header.prices} current={current} className="sn-toggle" />
        </li>
        <li className="sn-item">
          <MenuLink link={header.faq} current={current} className="sn-toggle" />
        </li>
        <li className="sn-item">
          <MenuLink link={header.about} current={current} className="sn-toggle" />
        </li>
      </ul>
      <div className="sn-actions">
        <a className="sn-btn sn-btn-outlined sn-phone" href={phone.href} aria-label={phone.name}>
          <Icon path={ICON.phone} />
          <span className="sn-phone-label">{phone.display}</span>
        </a>
        <MenuLink link={header.book} current={current} className="sn-btn sn-btn-contained" />
      </div>
    </>
  );
}
