import { ALL_PLACES, ALL_SERVICES, BOOK, FAQ, ICON, Icon, LinkList, MenuLink, PlaceGroups, Toggle, type MenuViewProps } from './nav-parts';

/**
 * The navigation below 900px: a call button and the Meny button, which opens a panel with the
 * same links; Tjänster and Orter are sections in it that unfold one at a time.
 */
export function MobileMenu({ services, places, phone, current, state, dispatch, ids, mobileRef }: MenuViewProps) {
  return (
    <div className="sn-mobile">
      <div className="sn-item">
        <a className="sn-btn sn-btn-outlined sn-btn-icon" href={phone.href} aria-label={`Ring ${phone.display}`}>
          <Icon path={ICON.phone} />
        </a>
      </div>
      <div className="sn-item" data-disclosure="">
        <button
          type="button"
          className="sn-toggle sn-toggle-menu"
          ref={mobileRef}
          aria-expanded={state.mobileOpen}
          aria-controls={ids.mobile}
          onClick={() => dispatch({ type: 'toggle-mobile' })}
        >
          <Icon path={state.mobileOpen ? ICON.close : ICON.menu} />
          {/* "Stäng" on screen keeps the bar within 360px; the name is "Stäng meny". */}
          {state.mobileOpen ? (
            <span>
              Stäng<span className="sn-vh">{' meny'}</span>
            </span>
          ) : (
            'Meny'
          )}
        </button>
        <div className="sn-dropdown sn-mobile-panel" id={ids.mobile} hidden={!state.mobileOpen} data-panel="">
          <ul className="sn-list">
            <li className="sn-mobile-section" data-disclosure="">
              <Toggle
                controls={ids.mobileServices}
                expanded={state.open === 'mobile-services'}
                onToggle={() => dispatch({ type: 'toggle', section: 'mobile-services' })}
                className="sn-toggle sn-toggle-wide"
              >
                Tjänster
              </Toggle>
              <div className="sn-mobile-sub" id={ids.mobileServices} hidden={state.open !== 'mobile-services'} data-panel="">
                <LinkList links={services} current={current} columns={1} />
                <MenuLink link={ALL_SERVICES} current={current} className="sn-link sn-link-all" />
              </div>
            </li>
            <li className="sn-mobile-section" data-disclosure="">
              <Toggle
                controls={ids.mobileCities}
                expanded={state.open === 'mobile-cities'}
                onToggle={() => dispatch({ type: 'toggle', section: 'mobile-cities' })}
                className="sn-toggle sn-toggle-wide"
              >
                Orter
              </Toggle>
              <div className="sn-mobile-sub sn-mobile-sub-groups" id={ids.mobileCities} hidden={state.open !== 'mobile-cities'} data-panel="">
                <PlaceGroups places={places} current={current} idBase={ids.mobileGroups} wide={false} />
                <MenuLink link={ALL_PLACES} current={current} className="sn-link sn-link-all" />
              </div>
            </li>
            <li className="sn-mobile-faq">
              <MenuLink link={FAQ} current={current} className="sn-toggle sn-toggle-block" />
            </li>
          </ul>
          <div className="sn-mobile-actions">
            <MenuLink link={BOOK} current={current} className="sn-btn sn-btn-contained" />
            <a className="sn-btn sn-btn-outlined" href={phone.href} aria-label={`Ring ${phone.display}`}>
              <Icon path={ICON.phone} />
              {phone.display}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
