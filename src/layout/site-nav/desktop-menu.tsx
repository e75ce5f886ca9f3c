import { allPlaces, ALL_SERVICES, BOOK, FAQ, PRICES, ICON, Icon, LinkList, MenuLink, PanelFooter, PlaceGroups, Toggle, type MenuViewProps } from './nav-parts';

/**
 * The navigation from 900px up: Tjänster and Orter open full-width panels below the header,
 * then prices, FAQ, the phone number (icon only until 1200px) and the booking button.
 */
export function DesktopMenu({ services, places, phone, current, ids }: MenuViewProps) {
  return (
    <>
      <ul className="sn-list sn-desktop">
        <li className="sn-item" data-disclosure="">
          <Toggle target="services" controls={ids.services}>
            Tjänster
          </Toggle>
          <div className="sn-dropdown" id={ids.services} hidden data-panel="" data-arrow-keys="">
            <div className="sn-panel-inner">
              <LinkList links={services} current={current} columns={3} />
              <PanelFooter>
                <MenuLink link={ALL_SERVICES} current={current} className="sn-link sn-link-all" />
              </PanelFooter>
            </div>
          </div>
        </li>
        <li className="sn-item" data-disclosure="">
          <Toggle target="cities" controls={ids.cities}>
            Orter
          </Toggle>
          <div className="sn-dropdown" id={ids.cities} hidden data-panel="" data-arrow-keys="">
            <div className="sn-panel-inner">
              <PlaceGroups places={places} current={current} idBase={ids.groups} wide />
              <PanelFooter>
                {places.all ? <MenuLink link={allPlaces(places.all)} current={current} className="sn-link sn-link-all" /> : null}
              </PanelFooter>
            </div>
          </div>
        </li>
        <li className="sn-item">
          <MenuLink link={PRICES} current={current} className="sn-toggle" />
        </li>
        <li className="sn-item">
          <MenuLink link={FAQ} current={current} className="sn-toggle" />
        </li>
      </ul>
      <div className="sn-actions">
        <a className="sn-btn sn-btn-outlined sn-phone" href={phone.href} aria-label={`Ring ${phone.display}`}>
          <Icon path={ICON.phone} />
          <span className="sn-phone-label">{phone.display}</span>
        </a>
        <MenuLink link={BOOK} current={current} className="sn-btn sn-btn-contained" />
      </div>
    </>
  );
}
