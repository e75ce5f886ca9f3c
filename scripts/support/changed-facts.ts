/**
 * Three facts written once in content (docs/decisions.md 84–85) — the Månadspaket price, the main
 * menu's name and the revenue field's label — changed in a copy of `site.yaml` as an editor would
 * change them: each found by its key, so nothing else in the file is touched. Used by the build
 * test that checks every page shows the new values (tests/build/changed-content.test.ts) and by
 * `npm run test:changed-content`, which runs every suite on such a copy.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The Månadspaket's `price:` line in site.yaml; the price is group 2. */
export const monthlyPackagePrice = /(- name: Månadspaket\n(?: {6}.*\n)*? {6}price: )(\d+)$/m;
const navLabel = /^( {2}navLabel: )(.+)$/m;
const revenueLabel = /^( {4}revenue:\n {6}label: )(.+)$/m;

export interface Facts {
  price: number;
  nav: string;
  label: string;
}

export const changedFacts: Facts = { price: 39_000, nav: 'Webbplatsens meny', label: 'Omsättning per år' };
/** Used for a fact the content already states as `changedFacts` does (a build test run in test:changed-content's copy). */
const otherFacts: Facts = { price: 43_000, nav: 'Sidans meny', label: 'Omsättning senaste året' };

/** `changedFacts`, fact by fact, where the content does not already state it; `otherFacts` where it does. */
export function factsOtherThan(before: Facts): Facts {
  const other = <K extends keyof Facts>(key: K): Facts[K] => (before[key] === changedFacts[key] ? otherFacts[key] : changedFacts[key]);
  return { price: other('price'), nav: other('nav'), label: other('label') };
}

/** Writes other values of the three facts into the site.yaml at `siteFile` (`factsOtherThan`); returns the values it had and the new ones. */
export function changeFacts(siteFile: string): { before: Facts; after: Facts } {
  const original = readFileSync(siteFile, 'utf8');
  const found = (pattern: RegExp, name: string) => {
    const value = pattern.exec(original)?.[2];
    if (!value) throw new Error(`${siteFile}: ${name} finns inte där den väntades — ändra mönstret i scripts/support/changed-facts.ts.`);
    return value;
  };
  const before = {
    price: Number(found(monthlyPackagePrice, 'Månadspaketets pris')),
    nav: found(navLabel, 'header.navLabel'),
    label: found(revenueLabel, 'omsättningsfältets etikett'),
  };
  const after = factsOtherThan(before);
  writeFileSync(
    siteFile,
    original.replace(monthlyPackagePrice, `$1${after.price}`).replace(navLabel, `$1${after.nav}`).replace(revenueLabel, `$1${after.label}`),
  );
  return { before, after };
}
