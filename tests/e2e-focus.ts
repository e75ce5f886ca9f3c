/**
 * Tabs through a page and checks every focus stop as WCAG 2.2 asks by hand: the focused element
 * is visible (no focus on something with no box) and not covered by the sticky header or by a
 * bar fixed at the bottom (cookie banner, notice) — 2.4.11 "Focus not obscured". Used by
 * tests/e2e/focus-visible.spec.ts and, with the banner showing, tests/e2e/analytics.spec.ts.
 */
import type { Page } from '@playwright/test';

export interface FocusStop {
  name: string;
  problem?: string;
}

/** Where the focused element is against the header and the bottom bars, judged in the page. */
export function judge(): { name: string; problem?: string } | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const rect = element.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return { name, problem: 'has no visible box' };
  const header = document.querySelector('.site-header');
  const bars = [...document.querySelectorAll<HTMLElement>('[data-consent-banner], .lead-toaster')].filter((bar) => bar.getBoundingClientRect().height > 0);
  const inside = (container: Element | null) => Boolean(container?.contains(element));
  if (header && !inside(header) && rect.top < header.getBoundingClientRect().bottom - 1)
    return { name, problem: `under the header (top ${Math.round(rect.top)})` };
  // A field's label belongs to it: a focused field whose label stays under the header is half hidden.
  const label = (element as HTMLInputElement).labels?.[0];
  if (header && label && label.getBoundingClientRect().top < header.getBoundingClientRect().bottom - 1) {
    return { name, problem: `its label under the header (top ${Math.round(label.getBoundingClientRect().top)})` };
  }
  for (const bar of bars) {
    if (inside(bar)) continue;
    const top = bar.getBoundingClientRect().top;
    if (rect.bottom > top + 1 && rect.top < bar.getBoundingClientRect().bottom)
      return { name, problem: `under ${bar.className} (bottom ${Math.round(rect.bottom)} > ${Math.round(top)})` };
  }
  if (rect.bottom > window.innerHeight + 1 || rect.top < -1)
    return { name, problem: `outside the viewport (${Math.round(rect.top)}–${Math.round(rect.bottom)} of ${window.innerHeight})` };
  return { name };
}

interface Recorded {
  stop: FocusStop | null;
  key: number;
}

/**
 * Judges each stop in the page as the key is released (the focus has moved and been scrolled into
 * view on the key's press), into a list the test reads a batch at a time: one round trip to the
 * page per key and not two, as a page has a hundred stops or more (issue 39).
 */
const recorder = `(() => {
  const w = window;
  w.__focusStops = [];
  if (w.__focusRecorder) return;
  const judge = ${judge.toString()};
  const keys = new WeakMap();
  let next = 0;
  w.__focusRecorder = (event) => {
    if (event.key !== 'Tab') return;
    const element = document.activeElement;
    if (element && !keys.has(element)) keys.set(element, next++);
    w.__focusStops.push({ stop: judge(), key: element ? keys.get(element) : -1 });
  };
  addEventListener('keyup', w.__focusRecorder, true);
})()`;

/**
 * Tab or Shift+Tab, pressed and released. In Chromium straight through the DevTools protocol, as
 * Playwright's own keyboard does it but without its bookkeeping between the two events, which
 * doubled the time of a press.
 */
async function tabPresser(page: Page, backwards: boolean): Promise<{ press: () => Promise<unknown>; close: () => Promise<void> }> {
  if (page.context().browser()?.browserType().name() !== 'chromium') {
    return { press: () => page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab'), close: async () => undefined };
  }
  const session = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: backwards ? 8 : 0 };
  return {
    press: async () => {
      await session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
      await session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
    },
    close: () => session.detach(),
  };
}

/** Presses Tab (or Shift+Tab) until focus comes back round; returns each stop with its problem, if any. */
export async function tabThrough(page: Page, backwards = false, limit = 400, batch = 8): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  await page.evaluate(recorder);
  const { press, close } = await tabPresser(page, backwards);
  try {
    for (let pressed = 0; pressed < limit;) {
      for (const end = Math.min(limit, pressed + batch); pressed < end; pressed++) await press();
      for (const { stop, key } of await page.evaluate<Recorded[]>('window.__focusStops.splice(0)')) {
        if (!stop) {
          if (stops.length > 0) return stops;
          continue;
        }
        // Back at a place already seen, the round is complete (the keys pressed past it change nothing judged).
        if (seen.has(key)) return stops;
        seen.add(key);
        stops.push(stop);
      }
    }
    return stops;
  } finally {
    await close();
  }
}

export const problems = (stops: FocusStop[]) => stops.filter((s) => s.problem).map((s) => `${s.name}: ${s.problem}`);
