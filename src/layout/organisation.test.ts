import { describe, expect, it } from 'vitest';
import { testPage, testSite } from '../blocks/test-fixture';
import { structuredData } from '../render/head';
import { organisationLine } from './site-footer';

const full = { legalName: 'Testbyrån CFO AB', orgNumber: '556677-8899', streetAddress: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' };
const organisationOf = (site: typeof testSite) => {
  const data = structuredData(site, testPage()) as { '@graph'?: object[] } & Record<string, unknown>;
  const nodes = data['@graph'] ?? [data];
  return nodes.find((n) => (n as { '@type'?: string })['@type'] === 'Organization') as Record<string, unknown>;
};

describe('the organisation’s legal facts (docs/decisions.md 40)', () => {
  it('are left out of the footer and JSON-LD while site.yaml has none: nothing invented', () => {
    expect(organisationLine(testSite, '2026')).toBe('© 2026 Testbyrån CFO');
    const org = organisationOf(testSite);
    expect(org).not.toHaveProperty('legalName');
    expect(org).not.toHaveProperty('taxID');
    expect(org).not.toHaveProperty('address');
  });

  it('appear in the footer and JSON-LD when set', () => {
    const site = { ...testSite, organisation: full };
    expect(organisationLine(site, '2026')).toBe('© 2026 Testbyrån CFO AB · Org.nr 556677-8899 · Storgatan 1, 111 22 Stockholm');
    const org = organisationOf(site);
    expect(org).toMatchObject({ legalName: 'Testbyrån CFO AB', taxID: '556677-8899' });
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Storgatan 1',
      postalCode: '111 22',
      addressLocality: 'Stockholm',
      addressCountry: 'SE',
    });
  });

  it('show only the parts that are filled in', () => {
    expect(organisationLine({ ...testSite, organisation: { legalName: 'Testbyrån CFO AB', city: 'Umeå' } }, '2026')).toBe('© 2026 Testbyrån CFO AB · Umeå');
    expect(organisationOf({ ...testSite, organisation: { legalName: 'Testbyrån CFO AB' } })).not.toHaveProperty('address');
  });
});
