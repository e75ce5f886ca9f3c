/**
 * The events of docs/specification.md §7. Which elements report what is declared in the markup the server
 * renders from content (src/lib/tracking.ts): one delegated click listener reads those attributes,
 * so no component carries analytics code. Everything goes through `sendToTag`.
 */
import { TRACK, type TrackKind } from '~/src/lib/tracking';
import { sendToTag } from './gtag';

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

/**
 * What a link reports where the markup declares nothing (the header's and footer's links, links
 * inside text): a call link is a call, and a link to a booking page (docs/specification.md §2) —
 * with or without ?amne=… or an anchor — a call to action. The booking pages are the ones that
 * hold the booking form, derived from content (Derived.bookingPaths), so renaming the page keeps
 * its links counted.
 */
export function implicitTrackKind(href: string, bookingPaths: readonly string[]): TrackKind | undefined {
  if (href.startsWith('tel:')) return 'phone';
  return bookingPaths.some((p) => href === p || href.startsWith(`${p}?`) || href.startsWith(`${p}#`)) ? 'cta' : undefined;
}

function onClick(event: MouseEvent, bookingPaths: readonly string[]): void {
  if (!(event.target instanceof Element)) return;
  // The markup declares tracking on the link itself (src/lib/tracking.ts), so the nearest link or
  // declaring element is the one clicked.
  const element = event.target.closest(`[${TRACK.kind}], a[href]`);
  if (!element) return;
  const kind = element.getAttribute(TRACK.kind) ?? implicitTrackKind(element.getAttribute('href') ?? '', bookingPaths);
  if (!kind) return;
  const location = locationOf(element);
  if (kind === 'phone') {
    sendToTag('event', 'phone_call_click', { event_category: 'engagement', event_label: location });
  } else if (kind === 'cta') {
    const label = element.getAttribute(TRACK.label) ?? element.textContent?.trim() ?? '';
    sendToTag('event', 'cta_click', { event_category: 'conversion', event_label: label, cta_location: location });
  }
}

/** Calls and calls to action, wherever they are on the page (capture: islands cannot swallow them). */
export function trackClicks(bookingPaths: readonly string[]): void {
  document.addEventListener('click', (event) => onClick(event, bookingPaths), { capture: true });
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
