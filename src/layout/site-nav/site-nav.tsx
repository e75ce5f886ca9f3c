/**
 * The header navigation: an island, rendered on the server and hydrated in the browser with the
 * same props. WAI-ARIA disclosure navigation (buttons with aria-expanded + lists of links), not
 * role=menu: these are links to pages, and a visitor moves through them with Tab like any link.
 *
 * Kept light on purpose, since every page loads it: plain React elements and inline SVG icons, no
 * MUI or Emotion. The `sn-*` classes are styled by site-nav.css, which SiteHeader (server-only)
 * inlines into the page's <head>; this module must not import it, or the CSS text would land in
 * the island's chunk.
 *
 * The dropdown panels are `position: absolute` against the nearest positioned ancestor, which is
 * the sticky <header> (SiteHeader): they span the header's full width below it. Nothing between
 * the header and the panels may be positioned.
 */
import { useEffect, useId, useReducer, useRef, useSyncExternalStore } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import { moveWithArrows, type MenuViewProps, type SiteNavProps } from './nav-parts';
import { closedNav, escapeFocusTarget, navReducer } from './nav-state';

export type { SiteNavProps } from './nav-parts';

// False while the server renders and while the browser hydrates, true right after: the markup
// matches on both sides, and the no-JavaScript fallback (site-nav.css, `:not([data-enhanced])`)
// switches off once React runs.
const subscribeNever = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

export default function SiteNav(props: SiteNavProps) {
  const [state, dispatch] = useReducer(navReducer, closedNav);
  const hydrated = useHydrated();
  const id = useId();
  const servicesRef = useRef<HTMLButtonElement>(null);
  const citiesRef = useRef<HTMLButtonElement>(null);
  const mobileRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const isOpen = state.open !== null || state.mobileOpen;

  // A press anywhere outside the navigation closes what is open (listening only while it is).
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const nav = navRef.current;
      if (nav && event.target instanceof Node && !nav.contains(event.target)) dispatch({ type: 'close-all' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  // Escape closes whatever is open, wherever focus is, and puts focus back on its button.
  useEffect(() => {
    const target = escapeFocusTarget(state);
    if (!target) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close-all' });
      ({ services: servicesRef, cities: citiesRef, mobile: mobileRef })[target].current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state]);

  const closeAll = () => dispatch({ type: 'close-all' });
  // Choosing a link closes the menu (it matters for in-page links; others load a new page).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) closeAll();
  };
  // Focus leaving the navigation (Tab past the last link) closes it, as a click outside does.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closeAll();
  };

  const view: MenuViewProps = {
    ...props,
    state,
    dispatch,
    ids: {
      services: `${id}tjanster`,
      cities: `${id}orter`,
      groups: `${id}grupp-`,
      mobile: `${id}meny`,
      mobileServices: `${id}meny-tjanster`,
      mobileCities: `${id}meny-orter`,
      mobileGroups: `${id}meny-grupp-`,
    },
    servicesRef,
    citiesRef,
    mobileRef,
  };

  return (
    <nav
      ref={navRef}
      className="sn-nav"
      aria-label="Huvudmeny"
      data-enhanced={hydrated ? '' : undefined}
      onClick={onClick}
      onBlur={onBlur}
      onKeyDown={moveWithArrows}
    >
      <DesktopMenu {...view} />
      <MobileMenu {...view} />
    </nav>
  );
}
