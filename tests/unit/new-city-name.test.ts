/**
 * The city's name as "Ny stad" and `npm run new:city` take it (scripts/new-city.ts `cleanName`):
 * Swedish place names as they are written pass, and a name with a control, format or separator
 * character is refused in Swedish, naming the field, before it can become a file name or an address.
 */
import { describe, expect, it } from 'vitest';
import { cleanName, planCity } from '~/scripts/new-city';

describe('the city’s name', () => {
  it.each([
    ['Åre', 'Åre', 'are'],
    ['Upplands Väsby', 'Upplands Väsby', 'upplands-vasby'],
    ['Skellefteå', 'Skellefteå', 'skelleftea'],
    ['borås', 'Borås', 'boras'],
    ['Sankt Olof', 'Sankt Olof', 'sankt-olof'],
    ['åre/östersund', 'Åre/Östersund', 'are-ostersund'],
    ['Upplands-Bro', 'Upplands-Bro', 'upplands-bro'],
    // Pasted from a Mac: å as a and a combining ring; a no-break space between words.
    ['Skelleftea\u030a', 'Skellefteå', 'skelleftea'],
    ['Upplands\u00a0Väsby', 'Upplands Väsby', 'upplands-vasby'],
    ['  Luleå ', 'Luleå', 'lulea'],
  ])('takes %j as %s (/cfo-tjanster-%s)', (typed, name, slug) => {
    expect(cleanName(typed)).toBe(name);
    expect(planCity(cleanName(typed), 'cfo').slug).toBe(slug);
  });

  it.each([
    ['a newline and a command', 'Kiruna\nrm -rf', 'efter "Kiruna"'],
    ['a line pasted with its line end', 'Kiruna\r\n', 'efter "Kiruna"'],
    ['a tab from a spreadsheet', 'Kiruna\tMalmö', 'efter "Kiruna"'],
    ['a terminal colour code', '\u001b[31mKiruna', 'först i namnet'],
    ['a NUL', 'Kiru\u0000na', 'efter "Kiru"'],
    ['a C1 next line', 'Kiruna\u0085', 'efter "Kiruna"'],
    ['a right-to-left override', '\u202eanuriK', 'först i namnet'],
    ['a left-to-right isolate', 'Kiruna \u2066Malmö\u2069', 'efter "Kiruna"'],
    ['a zero-width space', 'Kir\u200buna', 'efter "Kir"'],
    ['a zero-width joiner', 'Kiruna\u200d', 'efter "Kiruna"'],
    ['a byte order mark', '\ufeffKiruna', 'först i namnet'],
    ['a soft hyphen', 'Skellef\u00adteå', 'efter "Skellef"'],
    ['a line separator', 'Kiruna\u2028Malmö', 'efter "Kiruna"'],
  ])('refuses %s, saying where', (_, typed, where) => {
    expect(() => cleanName(typed)).toThrow(
      `Stadens namn får bara innehålla bokstäver, mellanslag, bindestreck och snedstreck – inga radbrytningar, tabbar eller osynliga tecken, och det finns ett ${where}. Skriv namnet på nytt på en rad, t.ex. "Åre/Östersund".`,
    );
  });

  it('still refuses what is visible and no name, in the words it had', () => {
    expect(() => cleanName('Kiruna; rm -rf ~')).toThrow(/^"Kiruna; rm -rf ~" går inte att använda som stadsnamn\. Använd bokstäver/);
    expect(() => cleanName('K')).toThrow(/2–40 tecken/);
  });
});
