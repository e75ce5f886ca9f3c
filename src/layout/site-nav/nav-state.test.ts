import { describe, expect, it } from 'vitest';
import { closedNav, escapeFocusTarget, isShown, navReducer, toggleAction, type NavAction, type NavState, type ToggleTarget } from './nav-state';

const run = (...actions: NavAction[]) => actions.reduce(navReducer, closedNav);
const toggle = (section: 'services' | 'cities'): NavAction => ({ type: 'toggle', section });

describe('navigation state (docs/specification.md §4)', () => {
  it.each<[string, NavAction[], NavState]>([
    ['starts with nothing open', [], { open: null, mobileOpen: false }],
    ['opens a dropdown', [toggle('services')], { open: 'services', mobileOpen: false }],
    ['choosing the open one again closes it', [toggle('services'), toggle('services')], { open: null, mobileOpen: false }],
    ['opening another closes the first: one open at a time', [toggle('services'), toggle('cities')], { open: 'cities', mobileOpen: false }],
    ['close-all closes the open dropdown', [toggle('cities'), { type: 'close-all' }], { open: null, mobileOpen: false }],
    ['the mobile menu opens with its sections folded', [toggle('services'), { type: 'toggle-mobile' }], { open: null, mobileOpen: true }],
    ['a section opens inside the mobile menu', [{ type: 'toggle-mobile' }, toggle('services')], { open: 'services', mobileOpen: true }],
    [
      'sections are single-open in the mobile menu too',
      [{ type: 'toggle-mobile' }, toggle('services'), toggle('cities')],
      { open: 'cities', mobileOpen: true },
    ],
    [
      'the mobile menu toggles closed and forgets its open section',
      [{ type: 'toggle-mobile' }, toggle('cities'), { type: 'toggle-mobile' }],
      { open: null, mobileOpen: false },
    ],
    ['close-all closes the mobile menu', [{ type: 'toggle-mobile' }, toggle('services'), { type: 'close-all' }], { open: null, mobileOpen: false }],
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
    expect(escapeFocusTarget(run({ type: 'toggle-mobile' }, toggle('services')))).toBe('mobile');
  });

  it('shows exactly the panels the state has open, and each button toggles its own', () => {
    const targets: ToggleTarget[] = ['services', 'cities', 'mobile'];
    const shown = (state: NavState) => targets.filter((t) => isShown(state, t));
    expect(shown(run())).toEqual([]);
    expect(shown(run(toggleAction('cities')))).toEqual(['cities']);
    expect(shown(run(toggleAction('mobile'), toggleAction('cities')))).toEqual(['cities', 'mobile']);
    expect(shown(run(toggleAction('mobile'), toggleAction('mobile')))).toEqual([]);
  });
});
