import { describe, expect, it } from 'vitest';
import { fillTokens, siteTokens } from '~/src/content/tokens';
import type { Site } from '~/src/content/model';

const site = {
  brand: 'Nordvik CFO',
  contact: { phone: '08-000 00 00', email: 'kontakt@exempel.example' },
  parentFirm: { name: 'Nordvik Redovisning AB', founded: 2019, clients: '50+', city: 'Stockholm' },
  social: { name: 'LinkedIn' },
  promises: { responseTime: '2 arbetsdagar', meetingLength: '45 minuter', interimStart: '1–2 veckor' },
  roi: {
    industries: [
      { id: 'a', marginImprovement: 9 },
      { id: 'b', marginImprovement: 6.5 },
      { id: 'c', marginImprovement: 11 },
    ],
  },
  prices: {
    packages: [
      { name: 'Timbaserad CFO', price: 1500, unit: 'timme' },
      { name: 'Månadspaket', price: 35000, unit: 'mån' },
    ],
    addOns: [{ name: 'KPI-dashboard', price: 10000 }],
  },
} as unknown as Site;

describe('placeholders', () => {
  const tokens = siteTokens(site);

  it('formats prices the Swedish way, with a non-breaking thousands separator', () => {
    expect(tokens.get('pris:manadspaket')).toBe('35\u00a0000\u00a0kr/mån');
    expect(tokens.get('pris:timbaserad-cfo')).toBe('1\u00a0500\u00a0kr/timme');
    expect(tokens.get('tillägg:kpi-dashboard')).toBe('10\u00a0000\u00a0kr');
  });

  it('gives each promise from site.yaml, and the margin claim as the calculator’s range in percentage points', () => {
    expect(tokens.get('svarstid')).toBe('2 arbetsdagar');
    expect(tokens.get('mötestid')).toBe('45 minuter');
    expect(tokens.get('interimstart')).toBe('1–2 veckor');
    expect(tokens.get('marginalförbättring')).toBe('6,5–11\u00a0procentenheter');
    const one = { ...site, roi: { industries: [{ marginImprovement: 10 }, { marginImprovement: 10 }] } } as unknown as Site;
    expect(siteTokens(one).get('marginalförbättring')).toBe('10\u00a0procentenheter');
  });

  it('fills every string in nested content and leaves unknown braces and other values alone', () => {
    const page = {
      title: 'Priser hos {varumärke}',
      blocks: [{ type: 'text', paragraphs: ['Från {pris:manadspaket}.', 'Mängdlära {a, b}'], columns: 2 }],
    };
    expect(fillTokens(page, tokens)).toEqual({
      title: 'Priser hos Nordvik CFO',
      blocks: [{ type: 'text', paragraphs: ['Från 35\u00a0000\u00a0kr/mån.', 'Mängdlära {a, b}'], columns: 2 }],
    });
    expect(page.title).toBe('Priser hos {varumärke}');
  });
});
