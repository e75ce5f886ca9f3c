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

/** Writes `changedFacts` into the site.yaml at `siteFile`; returns the values it had. */
export function changeFacts(siteFile: string): Facts {
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
  writeFileSync(
    siteFile,
    original
      .replace(monthlyPackagePrice, `$1${changedFacts.price}`)
      .replace(navLabel, `$1${changedFacts.nav}`)
      .replace(revenueLabel, `$1${changedFacts.label}`),
  );
  return before;
}
