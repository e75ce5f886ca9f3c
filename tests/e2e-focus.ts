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

/** Presses Tab (or Shift+Tab) until focus comes back round; returns each stop with its problem, if any. */
export async function tabThrough(page: Page, backwards = false, limit = 400): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  // The stop judged and the element's place in the document, in one call: a page has a hundred stops or more.
  const probe = `({ stop: (${judge.toString()})(), key: [...document.querySelectorAll('*')].indexOf(document.activeElement) })`;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const { stop, key } = await page.evaluate<{ stop: FocusStop | null; key: number }>(probe);
    if (!stop) {
      if (stops.length > 0) break;
      continue;
    }
    // Back at a place already seen, the round is complete.
    if (seen.has(key)) break;
    seen.add(key);
    stops.push(stop);
  }
  return stops;
}

export const problems = (stops: FocusStop[]) => stops.filter((s) => s.problem).map((s) => `${s.name}: ${s.problem}`);
