/**
 * The words for a form, from site.yaml, which the page put on the form (or, on the lead server's
 * answer pages, on the slot around it) as `data-lead-texts`: enhance.ts, toaster.ts and
 * preselect.ts say nothing of their own.
 */
import { hooks } from '~/src/lead-form/contract';
import type { BrowserTexts } from '~/src/lead-form/texts';
import { fill } from '~/src/lib/fill';

export function textsOf(element: Element): BrowserTexts | undefined {
  const json = element.closest(`[${hooks.texts}]`)?.getAttribute(hooks.texts);
  try {
    return json ? (JSON.parse(json) as BrowserTexts) : undefined;
  } catch {
    return undefined;
  }
}

/** The summary above a form the browser found fields to correct in (site.yaml forms.fieldsMissing). */
export function fieldsMissing(texts: BrowserTexts, count: number): string {
  return count === 1 ? texts.fieldsMissing.one : fill(texts.fieldsMissing.many, { antal: String(count) });
}
