/**
 * One fact, one home (docs/decisions.md 85): a price under `prices` in site.yaml is written in
 * every other text as its placeholder (`{pris:manadspaket}`, `{tillägg:kpi-dashboard}`, tokens.ts),
 * never as the amount itself, which would stay behind when the price changes. An amount in kr
 * that equals a package's or an add-on's price is refused (C606) in every page and in site.yaml's
 * own texts. The enquiry forms' choices are left alone: their words are the values a lead is
 * stored with (a budget bracket may by chance end at a price), so a placeholder cannot stand there.
 */
import { reporter } from './checked-file';
import { catalogue } from './problem-catalogue';
import type { Problem } from './problem';
import type { Site } from './model';
import type { SourceFile } from './source';
import { slugify } from '../lib/slug';
import type { Path } from './yaml-structure';

/** Keys whose lists are form choices: stored as slugs of their words (src/lead-form/form-spec.ts). */
const choiceLists = new Set(['urgencyOptions', 'budgetOptions', 'options']);

/** Every text in `value` with its path, leaving out the form choices (stated-facts.ts reads them this way too). */
export function* textsOf(value: unknown, path: Path = []): Generator<{ text: string; path: Path }> {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* textsOf(item, [...path, i]);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!choiceLists.has(k)) yield* textsOf(v, [...path, k]);
  }
}

/** "35 000", "35000", "35 000–65 000" (each end) before "kr": a thousands space may be plain or hard. */
const amountsInKronor = /(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:\s*[–-]\s*(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+))?\s*kr(?:onor)?\b/g;
const numberOf = (written: string) => Number(written.replace(/\D/g, ''));

export function checkStatedPrices(site: Site, files: readonly { source: SourceFile; data: unknown }[]): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  const prices = new Map<number, { name: string; placeholder: string }>();
  for (const p of site.prices.packages) if (!prices.has(p.price)) prices.set(p.price, { name: p.name, placeholder: `{pris:${slugify(p.name)}}` });
  for (const a of site.prices.addOns) if (!prices.has(a.price)) prices.set(a.price, { name: a.name, placeholder: `{tillägg:${slugify(a.name)}}` });
  for (const { source, data } of files) {
    for (const { text, path } of textsOf(data)) {
      for (const match of text.matchAll(amountsInKronor)) {
        for (const written of [match[1], match[2]]) {
          const price = written === undefined ? undefined : prices.get(numberOf(written));
          if (price && written !== undefined) at(source, path, catalogue.priceWrittenOut, { amount: written.replace(/\s/g, ' '), ...price });
        }
      }
    }
  }
  return problems;
}
