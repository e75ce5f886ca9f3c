/**
 * The header navigation in the browser (docs/specification.md §4): one section open at a time; a second press, a
 * press outside, Escape (focus back on the button), Tab out of the navigation or choosing a link
 * closes it; arrow keys move within an open desktop panel. Plain DOM on the server's markup
 * (site-nav.tsx), so pages without other interactive parts need no React. The server's links to
 * the footer's columns become the disclosure buttons here.
 */
import { ICON } from './nav-icons';
import { closedNav, escapeFocusTarget, isShown, navReducer, toggleAction, type NavAction, type NavState, type ToggleTarget } from './nav-state';

export function enhanceNav(nav: HTMLElement) {
  const toggles = new Map<ToggleTarget, HTMLButtonElement>();
  for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[data-toggle]')) {
    const button = toButton(link);
    toggles.set(button.dataset.toggle as ToggleTarget, button);
  }
  let state: NavState = closedNav;

  const show = () => {
    for (const [target, button] of toggles) {
      const shown = isShown(state, target);
      button.setAttribute('aria-expanded', String(shown));
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (!panel) continue;
      // The menu is the wide bar's too, where it always shows: site-nav.css hides it on a narrow
      // screen unless it is open (docs/decisions.md 172). The sections' panels hide by `hidden`.
      if (target === 'mobile') {
        panel.toggleAttribute('data-open', shown);
        showMenuLabel(button, shown);
      } else panel.hidden = !shown;
    }
  };
  const dispatch = (action: NavAction) => {
    const next = navReducer(state, action);
    if (next === state) return;
    state = next;
    show();
  };

  nav.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest<HTMLButtonElement>('button[data-toggle]');
    if (toggle) dispatch(toggleAction(toggle.dataset.toggle as ToggleTarget));
    // Choosing a link closes the menu (it matters for in-page links; others load a new page).
    else if (event.target.closest('a')) dispatch({ type: 'close-all' });
  });
  // Focus leaving the navigation (Tab past the last link) closes it, as a press outside does.
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !nav.contains(next)) dispatch({ type: 'close-all' });
  });
  nav.addEventListener('keydown', moveWithArrows);
  document.addEventListener('pointerdown', (event) => {
    if (event.target instanceof Node && !nav.contains(event.target)) dispatch({ type: 'close-all' });
  });
  // Escape closes whatever is open, wherever focus is, and puts focus back on its button.
  document.addEventListener('keydown', (event) => {
    const target = event.key === 'Escape' ? escapeFocusTarget(state) : null;
    if (!target) return;
    dispatch({ type: 'close-all' });
    toggles.get(target)?.focus();
  });

  // Marks the navigation as working (the end-to-end tests wait for it).
  nav.dataset.enhanced = '';
}

/**
 * The server renders each disclosure as a link to the footer column with the same pages
 * (nav-parts.tsx Toggle); here it becomes the button that opens its panel, keeping focus if a
 * visitor had already tabbed to it.
 */
function toButton(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.dataset.toggle = link.dataset.toggle;
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', link.dataset.controls ?? '');
  button.append(...link.childNodes);
  const focused = document.activeElement === link;
  link.replaceWith(button);
  if (focused) button.focus();
  return button;
}

/**
 * The mobile button reads site.yaml's `header.menu`, or `header.close` (named `header.closeName`)
 * while the menu is open; site-nav.tsx puts the three on the label as data attributes.
 */
function showMenuLabel(button: HTMLButtonElement, open: boolean) {
  button.querySelector('path')?.setAttribute('d', open ? ICON.close : ICON.menu);
  const label = button.querySelector<HTMLElement>('[data-menu-label]');
  if (!label) return;
  label.textContent = (open ? label.dataset.openLabel : label.dataset.menuLabel) ?? '';
  if (open && label.dataset.openName) button.setAttribute('aria-label', label.dataset.openName);
  else button.removeAttribute('aria-label');
}

/** Arrow keys as a convenience inside an open section; Tab works everywhere regardless. */
function moveWithArrows(event: KeyboardEvent) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const target = event.target as HTMLElement;
  let panel = target.closest<HTMLElement>('[data-arrow-keys]');
  if (!panel && event.key === 'ArrowDown' && target.getAttribute('aria-expanded') === 'true') {
    panel = document.getElementById(target.getAttribute('aria-controls') ?? '');
  }
  if (!panel?.hasAttribute('data-arrow-keys')) return;
  const links = Array.from(panel.querySelectorAll<HTMLElement>('a[href]'));
  const index = links.indexOf(target);
  const last = links.length - 1;
  let next: HTMLElement | null | undefined;
  if (event.key === 'Home') next = links[0];
  else if (event.key === 'End') next = links[last];
  else if (event.key === 'ArrowDown') next = links[Math.min(index + 1, last)];
  else next = index <= 0 ? (panel.previousElementSibling as HTMLElement | null) : links[index - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
