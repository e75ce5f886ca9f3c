/**
 * The notification region (docs/decisions.md 17; named by site.yaml forms.notifications): a
 * labelled landmark with a polite live list at the bottom of the screen, shown only while it holds a notice. A notice is small, has a close button
 * and goes by itself after 10 s (later while the pointer or focus is on it). While one shows, the
 * page keeps focused elements clear of it (src/lib/keep-focus-visible.ts). Alt+T focuses the
 * region when it has something to read, and does nothing when it is empty.
 */
import type { BrowserTexts } from '~/src/lead-form/texts';
import { coverBottom } from '~/src/lib/keep-focus-visible';

export interface Toaster {
  show(title: string, text: string): void;
}

const CLOSE_ICON = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

function closeIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of [
    ['viewBox', '0 0 24 24'],
    ['width', '20'],
    ['height', '20'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ])
    svg.setAttribute(name!, value!);
  const path = doc.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', CLOSE_ICON);
  svg.append(path);
  return svg;
}

export function createToaster(doc: Document, texts: BrowserTexts): Toaster {
  const region = doc.createElement('section');
  region.className = 'lead-toaster';
  region.setAttribute('aria-label', texts.notifications);
  region.setAttribute('aria-keyshortcuts', 'Alt+T');
  region.tabIndex = -1;
  region.hidden = true;
  const list = doc.createElement('ol');
  list.setAttribute('aria-live', 'polite');
  list.setAttribute('aria-relevant', 'additions text');
  region.append(list);
  doc.body.append(region);
  let uncover: (() => void) | undefined;

  doc.addEventListener('keydown', (event) => {
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT' && !region.hidden) {
      event.preventDefault();
      region.focus();
    }
  });

  const remove = (item: HTMLElement) => {
    const hadFocus = item.contains(doc.activeElement) || doc.activeElement === region;
    item.remove();
    if (list.children.length > 0) return;
    region.hidden = true;
    uncover?.();
    uncover = undefined;
    if (hadFocus) doc.getElementById('huvudinnehall')?.focus({ preventScroll: true });
  };

  return {
    show(title, text) {
      const item = doc.createElement('li');
      item.className = 'lead-toast';
      const strong = doc.createElement('strong');
      strong.textContent = title;
      const span = doc.createElement('span');
      span.textContent = text;
      const close = doc.createElement('button');
      close.type = 'button';
      close.className = 'lead-toast-close';
      close.setAttribute('aria-label', texts.closeNotice);
      close.append(closeIcon(doc));
      close.addEventListener('click', () => remove(item));
      item.append(strong, span, close);
      region.hidden = false;
      list.append(item);
      uncover ??= coverBottom(region);
      // Stays while the visitor is reading it (pointer over it, or focus in the region).
      const dismiss = () => (region.matches(':hover, :focus-within') ? setTimeout(dismiss, 2000) : remove(item));
      setTimeout(dismiss, 10_000);
    },
  };
}
