/**
 * What counts as a placeholder for the launch check (docs/decisions.md 57): reserved example
 * domains (RFC 2606, RFC 6761), an all-zero subscriber number or one of PTS's numbers for
 * fiction, an organisation number of one repeated digit — and nothing a real firm might have.
 */
import { describe, expect, it } from 'vitest';
import { addressesIn, isPlaceholderEmail, isPlaceholderOrgNumber, isPlaceholderPhone, isReservedHost, isSiteFactValue } from '~/src/content/placeholder-values';

describe('placeholder values', () => {
  it('knows the reserved example domains and no real one', () => {
    for (const host of [
      'www.nordvikcfo.example',
      'a.test',
      'x.invalid',
      'localhost',
      'app.localhost',
      'example.com',
      'www.example.org',
      'mail.example.net',
      'NORDVIK.EXAMPLE.',
    ])
      expect(isReservedHost(host), host).toBe(true);
    // A reserved name only at the end: a real domain may begin with one, or hold it as a word.
    for (const host of [
      'nordvikcfo.se',
      'example-bolaget.se',
      'myexample.com',
      'exampleco.org',
      'testbolaget.se',
      'www.testbolaget.se',
      'example.com.au',
      'shop.invalidator.se',
      'linkedin.com',
    ])
      expect(isReservedHost(host), host).toBe(false);
  });

  it('finds placeholder addresses in a text, and says why', () => {
    expect([...addressesIn('Mejla kontakt@nordvikcfo.example eller se https://www.nordvikcfo.example/om-oss.')]).toEqual([
      { what: 'url', value: 'https://www.nordvikcfo.example/om-oss', reason: 'domain' },
      { what: 'email', value: 'kontakt@nordvikcfo.example', reason: 'domain' },
    ]);
    expect([...addressesIn('https://www.linkedin.com/company/nordvik-cfo-example')]).toEqual([
      { what: 'url', value: 'https://www.linkedin.com/company/nordvik-cfo-example', reason: 'path' },
    ]);
    expect([...addressesIn('mailto:hej@nordvikcfo.se https://www.linkedin.com/company/nordvik-cfo https://www.nordvikredovisning.se')]).toEqual([]);
  });

  it('finds them written with http, and without the punctuation that ends a sentence', () => {
    expect([...addressesIn('Se http://nordvikcfo.example/om-oss?! Eller mejla hej@nordvikcfo.example...')]).toEqual([
      { what: 'url', value: 'http://nordvikcfo.example/om-oss', reason: 'domain' },
      { what: 'email', value: 'hej@nordvikcfo.example', reason: 'domain' },
    ]);
  });

  it('reads an e-mail link’s domain without its subject, and a text without @ as no address', () => {
    expect(isPlaceholderEmail('mailto:hej@nordvikcfo.example?subject=Fråga')).toBe(true);
    expect(isPlaceholderEmail('mailto:hej@nordvikcfo.se?subject=Fråga')).toBe(false);
    expect(isPlaceholderEmail('kontakt')).toBe(false);
  });

  it('takes an all-zero or fiction phone number as a placeholder, never a tidy real one', () => {
    // PTS's range for fiction from its first number to its last, however the country code is written;
    // a number with its digits still to be written in.
    for (const phone of [
      '08-000 00 00',
      '031-000 00 00',
      '+46 8 000 00 00',
      '070-174 06 05',
      '070-174 06 50',
      '+46701740699',
      '0046 70 174 06 50',
      '08-XXX XX XX',
    ])
      expect(isPlaceholderPhone(phone), phone).toBe(true);
    for (const phone of [
      '08-123 45 67',
      '08-545 123 40',
      '08-600 00 00',
      '0771-11 11 11',
      '+46 31 390 06 00',
      '070-174 06 04',
      '070-174 07 00',
      '0046 8 123 45 67',
    ])
      expect(isPlaceholderPhone(phone), phone).toBe(false);
  });

  it('takes an organisation number of one repeated digit as a placeholder', () => {
    expect(isPlaceholderOrgNumber('556000-0000')).toBe(true);
    expect(isPlaceholderOrgNumber('111111-1111')).toBe(true);
    expect(isPlaceholderOrgNumber('556123-4567')).toBe(false);
    expect(isPlaceholderOrgNumber('556677-0000')).toBe(false);
    // The serial part is what is never given out; a repeated first part is a real number's.
    expect(isPlaceholderOrgNumber('555555-1234')).toBe(false);
  });

  it('takes a figure made only of site.yaml placeholders as a fact site.yaml owns', () => {
    expect(isSiteFactValue('{svarstid}')).toBe(true);
    expect(isSiteFactValue(' {pris:manadspaket} ')).toBe(true);
    expect(isSiteFactValue('{kunder}+')).toBe(false);
    expect(isSiteFactValue('{mötespris}')).toBe(true);
    // A count of customers is measured, not promised: it needs a source (docs/decisions.md 171).
    expect(isSiteFactValue('{kunder}')).toBe(false);
    expect(isSiteFactValue('{grundat} {kunder}')).toBe(false);
    expect(isSiteFactValue('95 %')).toBe(false);
    expect(isSiteFactValue('')).toBe(false);
    expect(isSiteFactValue('  ')).toBe(false);
  });
});
