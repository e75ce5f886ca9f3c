/**
 * Keeps the focused element clear of the sticky header and of bars fixed at the bottom (the
 * cookie banner, a notice): WCAG 2.2 2.4.11 "Focus not obscured". base.css gives the page
 * scroll-padding for both; a bar registered here sets `--overlay-bottom` to its height while it
 * shows. Browsers differ in whether focusing honours scroll-padding (WebKit scrolls a field it
 * focuses only until it touches the edge), so an element that still lands under the header or
 * a bar after focus is scrolled into the padded view here — a form field together with its label.
 */
const bars = new Set<HTMLElement>();
let installed = false;

function coveredBottom(): number {
  let covered = 0;
  for (const bar of bars) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0) covered = Math.max(covered, window.innerHeight - rect.top);
  }
  return Math.max(0, Math.round(covered));
}

function update() {
  document.documentElement.style.setProperty('--overlay-bottom', `${coveredBottom()}px`);
}

function onFocus(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body) return;
  for (const bar of bars) if (bar.contains(target)) return;
  const rect = target.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return;
  const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
  // A field's label belongs to it: WebKit scrolls a focused field only until the field itself is
  // clear, ignoring its scroll-margin, and leaves the label under the header (docs/decisions.md 68).
  const label = 'labels' in target ? (target as HTMLInputElement).labels?.[0] : undefined;
  const labelTop = label?.getBoundingClientRect().top ?? rect.top;
  if (label && labelTop < header && labelTop < rect.top) label.scrollIntoView({ block: 'nearest' });
  else if (rect.top < header || rect.bottom > window.innerHeight - coveredBottom()) target.scrollIntoView({ block: 'nearest' });
}

/**
 * Draws the sections not drawn yet (content-visibility: auto, base.css) before the first Tab moves
 * focus: WebKit scrolls to a stop inside one by its placeholder's size, then draws it, and the stop
 * ends up off the screen or under the header (docs/decisions.md 173). Laid out here, in the
 * keydown, the browser's own move of focus then finds every section at its real size.
 */
function drawAllBeforeTabbing(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  document.removeEventListener('keydown', drawAllBeforeTabbing, true);
  document.documentElement.classList.add('tabbing');
  document.body.getBoundingClientRect();
}

/** Watches focus on this page (once). */
export function keepFocusVisible(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('focusin', onFocus);
  document.addEventListener('keydown', drawAllBeforeTabbing, true);
}

/** Registers a bar fixed at the bottom; returns how to unregister it. Its size is followed as it changes. */
export function coverBottom(bar: HTMLElement): () => void {
  keepFocusVisible();
  bars.add(bar);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
  observer?.observe(bar);
  update();
  return () => {
    bars.delete(bar);
    observer?.disconnect();
    update();
  };
}
