/**
 * A figure without a source, stated as plain fact elsewhere (docs/decisions.md 171): which texts
 * state it. Realistic Swedish sentences from the site's own kind of copy, and the near misses a
 * finance text is full of — another quantity with the same digits, a longer number, a bare number.
 */
import { describe, expect, it } from 'vitest';
import { statementOf } from '~/src/content/figure-statements';

const states = (value: string, label: string, text: string) => statementOf(value, label).test(text);

describe('a figure stated in running text', () => {
  it.each([
    ['50+', 'kunder', 'Redovisningsbyrån har i dag 50+ kunder i hela landet.'],
    ['50+', 'kunder', 'Vi har fler än 50+\u00a0kunder.'],
    ['95 %', 'skulle rekommendera oss', 'Hela 95 % av kunderna skulle rekommendera oss.'],
    ['95 %', 'skulle rekommendera oss', 'Nöjdheten är 95\u00a0%.'],
    ['95 %', 'skulle rekommendera oss', '95 % SKULLE REKOMMENDERA OSS'],
    ['+28 %', 'högre avkastning', 'Investeringarna gav +28 % i avkastning.'],
    ['4,2 gånger', 'avkastning på analysen', 'Analysen betalade sig 4,2 gånger om.'],
    ['18 dagar', 'kortare kredittid', 'Kredittiden blev 18 dagar kortare.'],
    ['15', 'branscher', 'Vi har värderat bolag i 15 branscher.'],
    ['5–10', 'nyckeltal i stället för femtio', 'Ni får 5–10 nyckeltal att styra på.'],
    ['+28', 'nya kunder i år', 'I år kom +28 nya kunder.'],
  ])('%s (%s) in "%s"', (value, label, text) => {
    expect(states(value, label, text)).toBe(true);
  });

  it.each([
    ['15 %', 'mindre bundet kapital', 'Nio av tio värderingar hamnar inom ±15 % av priset.'],
    ['50+', 'kunder', 'Över 150+ uppdrag sedan starten.'],
    ['5 %', 'högre marginal', 'Marginalen steg med 2,5 % förra året.'],
    ['5 %', 'högre marginal', 'Marginalen steg med 25 %.'],
    ['18 dagar', 'kortare kredittid', 'Betalningsvillkoret är 180 dagar.'],
    ['15', 'branscher', 'CFO:er med mer än 15 års erfarenhet.'],
    ['15', 'branscher', 'Rapporten är klar den 15 varje månad.'],
    ['2', 'veckor', 'Start inom 2–4 veckor.'],
    // A figure ending in a digit, and a longer number that begins with it.
    ['+28', 'nya kunder i år', 'Sedan starten har vi fått +280 förfrågningar.'],
  ])('not %s (%s) in "%s"', (value, label, text) => {
    expect(states(value, label, text)).toBe(false);
  });
});
