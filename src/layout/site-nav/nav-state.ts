/**
 * The header navigation's state (docs/specification.md §4): nothing open, or exactly one of the four sections,
 * plus whether the mobile panel is shown. Pure, so the rules are tested without a browser.
 */
export type NavSection = 'services' | 'cities' | 'mobile-services' | 'mobile-cities';

/** What a disclosure button opens: a section, or the whole mobile panel. */
export type ToggleTarget = NavSection | 'mobile';

export interface NavState {
  open: NavSection | null;
  mobileOpen: boolean;
}

export type NavAction = { type: 'toggle'; section: NavSection } | { type: 'toggle-mobile' } | { type: 'close-all' };

export const closedNav: NavState = { open: null, mobileOpen: false };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggle':
      // Opening one section closes any other; choosing the open one again closes it.
      return { ...state, open: state.open === action.section ? null : action.section };
    case 'toggle-mobile':
      // The mobile panel starts with its sub-sections folded and forgets them when closed.
      return state.mobileOpen ? closedNav : { open: null, mobileOpen: true };
    case 'close-all':
      // Same object when nothing is open, so a click elsewhere on the page re-renders nothing.
      return state.open === null && !state.mobileOpen ? state : closedNav;
  }
}

/** Which toggle gets focus back when Escape closes things: the one that opened what is shown. */
export function escapeFocusTarget(state: NavState): 'services' | 'cities' | 'mobile' | null {
  if (state.mobileOpen) return 'mobile';
  if (state.open === 'services' || state.open === 'cities') return state.open;
  return null;
}

/** Whether the panel `target` controls is shown in `state`. */
export function isShown(state: NavState, target: ToggleTarget): boolean {
  return target === 'mobile' ? state.mobileOpen : state.open === target;
}

/** What pressing the button for `target` does. */
export function toggleAction(target: ToggleTarget): NavAction {
  return target === 'mobile' ? { type: 'toggle-mobile' } : { type: 'toggle', section: target };
}
