/**
 * In-page judges of what a visitor with large text or forced colours meets (docs/decisions.md 174),
 * run by Chromium (tests/e2e/large-text.spec.ts) and Firefox (tests/e2e/firefox.spec.ts) alike:
 * plain functions evaluated in the page, returning what is wrong as readable lines.
 */

/**
 * At large text (WCAG 1.4.4, 1.4.10): nothing sticks out sideways, and the brand's name and every
 * price are shown whole — each line box of their text inside the window and inside every ancestor
 * that clips.
 */
export function unreadable(): string[] {
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  // Every element's and every text's edge, not only the page's scroll width: a section below the
  // first screen contains its paint (content-visibility), so what overflows it is cut, not
  // scrolled; and a word too long for its row sticks out of a box that does not. Text hidden on
  // purpose (the screen-reader-only labels, the skip link until focused) is clipped to nothing.
  const named = (el: Element, right: number) =>
    `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 24)}" → ${Math.round(right)}px`;
  const hidden = (el: Element | null) => {
    for (let box = el; box; box = box.parentElement) if (getComputedStyle(box).clipPath !== 'none') return true;
    return false;
  };
  const out = [...document.querySelectorAll('body *')].flatMap((el) => {
    const right = el.getBoundingClientRect().right;
    return right > width + 0.5 && !hidden(el) ? [named(el, right)] : [];
  });
  const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = words.nextNode(); node; node = words.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const right = Math.max(0, ...[...range.getClientRects()].map((r) => r.right));
    if (right > width + 0.5 && node.parentElement && !hidden(node.parentElement)) out.push(`the text of ${named(node.parentElement, right)}`);
  }
  const scrolled = document.documentElement.scrollWidth - width;
  if (out.length > 0 || scrolled > 0) found.push(`sticks out sideways (the page scrolls ${scrolled}px): ${out.slice(0, 3).join(', ')}`);
  const whole = (el: Element, what: string) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0);
    if (lines.length === 0) return found.push(`${what} "${el.textContent?.trim()}" is not shown`);
    for (let box: Element | null = el; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      // A section not drawn yet (content-visibility) has a placeholder height: only its sides clip.
      const sidesOnly = style.contentVisibility === 'auto';
      const clips =
        box === el ||
        style.overflowX !== 'visible' ||
        style.overflowY !== 'visible' ||
        style.clipPath !== 'none' ||
        sidesOnly ||
        /paint|strict|content/.test(style.contain);
      if (!clips) continue;
      const edge = box === el ? { left: 0, right: width, top: -Infinity, bottom: Infinity } : box.getBoundingClientRect();
      const vertical = box !== el && !sidesOnly;
      const cut = lines.some((r) => r.left < edge.left - 1 || r.right > edge.right + 1 || (vertical && (r.top < edge.top - 1 || r.bottom > edge.bottom + 1)));
      if (cut) return found.push(`${what} "${el.textContent?.trim()}" is cut by ${box.tagName.toLowerCase()}.${box.getAttribute('class') ?? ''}`);
    }
    return undefined;
  };
  const brand = document.querySelector('.site-header .brand-name');
  if (brand) whole(brand, 'the brand');
  else found.push('no brand in the header');
  for (const price of document.querySelectorAll('.package-amount, .package-unit, .add-on-price')) whole(price, 'the price');
  return found;
}

/**
 * In forced colours (Windows high contrast, WCAG 1.4.11): every control shown — buttons, fields,
 * the disclosures and the links drawn as buttons — has a border the browser draws in the system's
 * colours, and every icon drawn inside one, and every check mark, is painted in the text's colour
 * (currentColor), so none turns invisible when the browser replaces the page's colours.
 */
export function unseenInForcedColours(): string[] {
  const found: string[] = [];
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
  const controls = document.querySelectorAll(
    'button, input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, summary, a.btn, a.sn-btn, a.sn-toggle, a.skip-link:focus',
  );
  for (const control of [...controls].filter(shown)) {
    const style = getComputedStyle(control);
    const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
    );
    // A field may be drawn as a line under its text; everything else as a box.
    if (sides.length < 4 && !(sides.includes('Bottom') && /^(input|select|textarea)$/i.test(control.tagName))) found.push(`${name(control)} has no border`);
    else if (sides.every((side) => style.getPropertyValue(`border-${side.toLowerCase()}-color`) === style.backgroundColor))
      found.push(`${name(control)} has a border in its background's colour`);
  }
  // The brand's mark is a logo in its own colours, beside the brand's name; icons are the text's.
  for (const icon of [...document.querySelectorAll('a svg:not(.brand-mark), button svg, summary svg')].filter(shown)) {
    const style = getComputedStyle(icon);
    const painted = style.fill !== 'none' ? style.fill : style.stroke;
    if (painted !== style.color) found.push(`an icon in ${name(icon.closest('a, button, summary')!)} is painted ${painted}, not in the text's ${style.color}`);
  }
  for (const item of [...document.querySelectorAll('.checks > li')].filter(shown)) {
    const mark = getComputedStyle(item, '::before');
    if (mark.backgroundColor !== getComputedStyle(item).color)
      found.push(`the check mark of "${item.textContent?.trim().slice(0, 30)}" is ${mark.backgroundColor}`);
  }
  return found;
}
