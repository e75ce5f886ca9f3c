import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { visuallyHidden } from '../../ui/visually-hidden';
import { ALL_PLACES, ALL_SERVICES, BOOK, FAQ, ICON, Icon, LinkList, MenuLink, PlaceGroups, Toggle, type MenuViewProps } from './nav-parts';
import { allLinkSx, containedSx, listReset, mobilePanelSx, outlinedSx, toggleSx } from './nav-styles';

/**
 * The navigation below 900px: a call button and the Meny button, which opens a panel with the
 * same links; Tjänster and Orter are sections in it that unfold one at a time.
 */
export function MobileMenu({ services, places, phone, current, state, dispatch, ids, mobileRef }: MenuViewProps) {
  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'stretch', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="a" href={phone.href} aria-label={`Ring ${phone.display}`} sx={{ ...outlinedSx, px: 0, width: 44 }}>
          <Icon path={ICON.phone} />
        </Box>
      </Box>
      <Box data-disclosure="" sx={{ display: 'flex', alignItems: 'center' }}>
        <Box
          component="button"
          type="button"
          ref={mobileRef}
          aria-expanded={state.mobileOpen}
          aria-controls={ids.mobile}
          onClick={() => dispatch({ type: 'toggle-mobile' })}
          sx={{ ...toggleSx, gap: 1, '&[aria-expanded="true"] > svg': {} }}
        >
          <Icon path={state.mobileOpen ? ICON.close : ICON.menu} />
          {/* "Stäng" on screen keeps the bar within 360px; the name is "Stäng meny". */}
          {state.mobileOpen ? (
            <span>
              Stäng<Box component="span" sx={visuallyHidden}>{' meny'}</Box>
            </span>
          ) : (
            'Meny'
          )}
        </Box>
        <Paper id={ids.mobile} hidden={!state.mobileOpen} data-panel="" square elevation={0} sx={mobilePanelSx}>
          <Box component="ul" sx={listReset}>
            <Box component="li" data-disclosure="" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 0.5 }}>
              <Toggle
                controls={ids.mobileServices}
                expanded={state.open === 'mobile-services'}
                onToggle={() => dispatch({ type: 'toggle', section: 'mobile-services' })}
                sx={{ ...toggleSx, width: '100%', justifyContent: 'space-between' }}
              >
                Tjänster
              </Toggle>
              <Box id={ids.mobileServices} hidden={state.open !== 'mobile-services'} data-panel="" sx={{ pb: 1 }}>
                <LinkList links={services} current={current} columns={1} />
                <MenuLink link={ALL_SERVICES} current={current} sx={allLinkSx} />
              </Box>
            </Box>
            <Box component="li" data-disclosure="" sx={{ borderBottom: '1px solid', borderColor: 'divider', py: 0.5 }}>
              <Toggle
                controls={ids.mobileCities}
                expanded={state.open === 'mobile-cities'}
                onToggle={() => dispatch({ type: 'toggle', section: 'mobile-cities' })}
                sx={{ ...toggleSx, width: '100%', justifyContent: 'space-between' }}
              >
                Orter
              </Toggle>
              <Box id={ids.mobileCities} hidden={state.open !== 'mobile-cities'} data-panel="" sx={{ pt: 1, pb: 1 }}>
                <PlaceGroups places={places} current={current} idBase={ids.mobileGroups} wide={false} />
                <MenuLink link={ALL_PLACES} current={current} sx={allLinkSx} />
              </Box>
            </Box>
            <Box component="li" sx={{ py: 0.5 }}>
              <MenuLink link={FAQ} current={current} sx={{ ...toggleSx, display: 'flex' }} />
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
            <MenuLink link={BOOK} current={current} sx={containedSx} />
            <Box component="a" href={phone.href} aria-label={`Ring ${phone.display}`} sx={outlinedSx}>
              <Icon path={ICON.phone} />
              {phone.display}
            </Box>
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}
