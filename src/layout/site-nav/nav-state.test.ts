import { describe, expect, it } from 'vitest';
import { closedNav, escapeFocusTarget, isShown, navReducer, toggleAction, type NavAction, type NavState, type ToggleTarget } from './nav-state';

const run = (...actions: NavAction[]) => actions.reduce(navReducer, closedNav);
const toggle = (section: 'services' | 'cities' | 'mobile-services' | 'mobile-cities'): NavAction => ({ type: 'toggle', section });

describe('navigation state (docs/specification.md §4)', () => {
  it.each<[string, NavAction[], NavState]>([
    ['starts with nothing open', [], { open: null, mobileOpen: false }],
    ['opens a dropdown', [toggle('services')], { open: 'services', mobileOpen: false }],
    ['choosing the open one again closes it', [toggle('services'), toggle('services')], { open: null, mobileOpen: false }],
    ['opening another closes the first: one open at a time', [toggle('services'), toggle('cities')], { open: 'cities', mobileOpen: false }],
    ['close-all closes the open dropdown', [toggle('cities'), { type: 'close-all' }], { open: null, mobileOpen: false }],
    ['the mobile menu opens with its sections folded', [toggle('services'), { type: 'toggle-mobile' }], { open: null, mobileOpen: true }],
    ['a mobile section opens inside the mobile menu', [{ type: 'toggle-mobile' }, toggle('mobile-services')], { open: 'mobile-services', mobileOpen: true }],
    [
      'mobile sections are single-open too',
      [{ type: 'toggle-mobile' }, toggle('mobile-services'), toggle('mobile-cities')],
      { open: 'mobile-cities', mobileOpen: true },
    ],
    [
      'the mobile menu toggles closed and forgets its open section',
      [{ type: 'toggle-mobile' }, toggle('mobile-cities'), { type: 'toggle-mobile' }],
      { open: null, mobileOpen: false },
    ],
    ['close-all closes the mobile menu', [{ type: 'toggle-mobile' }, toggle('mobile-services'), { type: 'close-all' }], { open: null, mobileOpen: false }],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toEqual(expected);
  });

  it('close-all with nothing open keeps the same state object, so clicks elsewhere cost no render', () => {
    const state = run();
    expect(navReducer(state, { type: 'close-all' })).toBe(state);
  });

  it('Escape returns focus to the button that opened what is shown', () => {
    expect(escapeFocusTarget(run())).toBeNull();
    expect(escapeFocusTarget(run(toggle('services')))).toBe('services');
    expect(escapeFocusTarget(run(toggle('cities')))).toBe('cities');
    expect(escapeFocusTarget(run({ type: 'toggle-mobile' }, toggle('mobile-services')))).toBe('mobile');
  });

  it('shows exactly the panels the state has open, and each button toggles its own', () => {
    const targets: ToggleTarget[] = ['services', 'cities', 'mobile', 'mobile-services', 'mobile-cities'];
    const shown = (state: NavState) => targets.filter((t) => isShown(state, t));
    expect(shown(run())).toEqual([]);
    expect(shown(run(toggleAction('cities')))).toEqual(['cities']);
    expect(shown(run(toggleAction('mobile'), toggleAction('mobile-cities')))).toEqual(['mobile', 'mobile-cities']);
    expect(shown(run(toggleAction('mobile'), toggleAction('mobile')))).toEqual([]);
  });
});
