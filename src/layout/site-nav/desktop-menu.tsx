import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ALL_PLACES, ALL_SERVICES, BOOK, FAQ, ICON, Icon, LinkList, MenuLink, PanelFooter, PlaceGroups, Toggle, type MenuViewProps } from './nav-parts';
import { allLinkSx, containedSx, dropdownSx, listReset, outlinedSx, panelInnerSx, toggleSx } from './nav-styles';

/**
 * The navigation from 900px up: Tjänster and Orter open full-width panels below the header,
 * then FAQ, the phone number (icon only until 1200px) and the booking button.
 */
export function DesktopMenu({ services, places, phone, current, state, dispatch, ids, servicesRef, citiesRef }: MenuViewProps) {
  return (
    <>
      <Box component="ul" sx={{ ...listReset, display: { xs: 'none', md: 'flex' }, alignItems: 'stretch', gap: 0.5 }}>
        <Box component="li" data-disclosure="" sx={{ display: 'flex', alignItems: 'center' }}>
          <Toggle
            ref={servicesRef}
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
            ref={citiesRef}
            controls={ids.cities}
            expanded={state.open === 'cities'}
            onToggle={() => dispatch({ type: 'toggle', section: 'cities' })}
          >
            Orter
          </Toggle>
          <Paper id={ids.cities} hidden={state.open !== 'cities'} data-panel="" data-arrow-keys="" square elevation={0} sx={dropdownSx}>
            <Box sx={panelInnerSx}>
              <PlaceGroups places={places} current={current} idBase={ids.groups} wide />
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
    </>
  );
}
