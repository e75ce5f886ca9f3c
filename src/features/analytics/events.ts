/**
 * The events of docs/specification.md §7. Which elements report what is declared in the markup the server
 * renders from content (src/lib/tracking.ts): one delegated click listener reads those attributes,
 * so no component carries analytics code. Everything goes through `sendToTag`.
 */
import { TRACK } from '../../lib/tracking';
import { sendToTag } from './gtag';

/** The booking page (docs/specification.md §2): every link to it, with or without ?amne=…, is a booking. */
const BOOKING_PATH = '/boka-mote';
const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
const SCROLL_PAUSE_MS = 100;

/** Where a click happened: the element's declared location, else the landmark it sits in. */
function locationOf(element: Element): string {
  const declared = element.closest<HTMLElement>(`[${TRACK.location}]`)?.getAttribute(TRACK.location);
  if (declared) return declared;
  if (element.closest('header')) return 'header';
  if (element.closest('footer')) return 'footer';
  return 'main';
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  // A call link always counts as a call, and a link to the booking page as a call to action, even
  // where the markup declares nothing (the header's and footer's links, links inside text).
  const element = event.target.closest(`[${TRACK.kind}], a[href^="tel:"], a[href^="${BOOKING_PATH}"]`);
  if (!element) return;
  const kind = element.getAttribute(TRACK.kind) ?? (element.getAttribute('href')?.startsWith('tel:') ? 'phone' : 'cta');
  const location = locationOf(element);
  if (kind === 'phone') {
    sendToTag('event', 'phone_call_click', { event_category: 'engagement', event_label: location });
  } else if (kind === 'cta') {
    const label = element.getAttribute(TRACK.label) ?? element.textContent?.trim() ?? '';
    sendToTag('event', 'cta_click', { event_category: 'conversion', event_label: label, cta_location: location });
  }
}

/** Calls and calls to action, wherever they are on the page (capture: islands cannot swallow them). */
export function trackClicks(): void {
  document.addEventListener('click', onClick, { capture: true });
}

/** How far down the page the visitor has scrolled, 0–100. */
function scrolledPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, (window.scrollY / scrollable) * 100);
}

/** 25, 50, 75 and 100 %: each once per page view, judged when scrolling has paused for 100 ms. */
export function trackScrollDepth(): void {
  const reported = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const evaluate = () => {
    // Half a percent of slack: fractional scroll positions never quite reach the very bottom.
    const percent = scrolledPercent() + 0.5;
    for (const milestone of SCROLL_MILESTONES) {
      if (reported.has(milestone) || percent < milestone) continue;
      reported.add(milestone);
      sendToTag('event', 'scroll_depth', { event_category: 'engagement', event_label: `${milestone}%`, value: milestone });
    }
    if (reported.size === SCROLL_MILESTONES.length) window.removeEventListener('scroll', onScroll);
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(evaluate, SCROLL_PAUSE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
}
