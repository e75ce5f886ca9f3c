/**
 * Two more facts written once (docs/decisions.md 85, 171), beside the prices (stated-prices.ts):
 * the revenue range the firm serves, `{omsättningsspann}` from site.yaml roi.targetRevenueMsek —
 * no text writes a range of its own (C607), so /due-diligence cannot address other firms than
 * the home page — and the offices, `{kontor}` from site.yaml offices — a text that says the firm
 * is "hos oss i …" or has an office somewhere names only a city listed there (C420).
 */
import { reporter } from './checked-file';
import type { Site } from './model';
import type { Problem } from './problem';
import { catalogue } from './problem-catalogue';
import type { SourceFile } from './source';
import { textsOf } from './stated-prices';
import { targetRevenueRange } from './tokens';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "10–500 MSEK", "5 - 100 MSEK": a range of numbers before the revenue field's unit. */
const rangeIn = (unit: string) => new RegExp(`\\d+(?:,\\d+)?\\s*[–-]\\s*\\d+(?:,\\d+)?[\\s\\u00a0]*${escape(unit)}(?![\\p{L}])`, 'gu');

/**
 * Where a text says the firm has premises: "hos oss i Göteborg", "vårt kontor i Stockholm",
 * "Vi har lokaler i Malmö", a card titled "Kontor i Malmö". "Ert kontor" and "huvudkontor i" are
 * someone else's.
 */
const officeClaim = /(?:\b(?:[Hh]os oss|[Vv]årt kontor|[Vv]åra kontor|[Vv]åra lokaler|[Vv]i har (?:kontor|lokaler))|^Kontor) i (\p{Lu}[\p{L}-]*)/gu;

export function checkStatedFacts(site: Site, files: readonly { source: SourceFile; data: unknown }[]): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  const range = targetRevenueRange(site);
  const ranges = rangeIn(site.calculator.revenue.unit);
  const offices = new Set(site.offices);
  for (const { source, data } of files) {
    for (const { text, path } of textsOf(data)) {
      for (const [written] of text.matchAll(ranges)) at(source, path, catalogue.revenueRangeWrittenOut, { written: written.replace(/\s+/g, ' '), range });
      for (const [, city] of text.matchAll(officeClaim)) {
        if (city && !offices.has(city)) at(source, path, catalogue.officeNotListed, { city, offices: site.offices });
      }
    }
  }
  return problems;
}
