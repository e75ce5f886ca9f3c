/**
 * The one axe check of the browser tests: WCAG 2.2 AA, judged once the page's transitions have
 * ended, each violation as "rule: selectors" so that a failure names the element.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations on the page, or only inside `within` (a CSS selector, e.g. a dialog or the banner). */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // A dialog MUI is still fading in has half-transparent colours: axe once reported the contrast
  // of its red button (CI, konto-review.spec.ts). Finite animations only; a spinner never ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(wcag22aa);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
