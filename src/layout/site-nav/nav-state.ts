/**
 * The header navigation's state (docs/specification.md §4): nothing open, or exactly one of the
 * two sections, plus whether the narrow screen's menu (Meny) is shown. The sections are the same
 * elements at every width (docs/decisions.md 172): in the wide bar they drop down below the
 * header, in the narrow menu they unfold inside it — the specification's "mobile-services" and
 * "mobile-cities" are "services" and "cities" with the menu open. Pure, so the rules are tested
 * without a browser.
 */
export type NavSection = 'services' | 'cities';

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
      // The menu opens with its sections folded and forgets them when closed.
      return state.mobileOpen ? closedNav : { open: null, mobileOpen: true };
    case 'close-all':
      // Same object when nothing is open, so a click elsewhere on the page re-renders nothing.
      return state.open === null && !state.mobileOpen ? state : closedNav;
  }
}

/** Which toggle gets focus back when Escape closes things: the one that opened what is shown. */
export function escapeFocusTarget(state: NavState): ToggleTarget | null {
  return state.mobileOpen ? 'mobile' : state.open;
}

/** Whether the panel `target` controls is shown in `state`. */
export function isShown(state: NavState, target: ToggleTarget): boolean {
  return target === 'mobile' ? state.mobileOpen : state.open === target;
}

/** What pressing the button for `target` does. */
export function toggleAction(target: ToggleTarget): NavAction {
  return target === 'mobile' ? { type: 'toggle-mobile' } : { type: 'toggle', section: target };
}
