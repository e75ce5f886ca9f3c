import { describe, expect, it } from 'vitest';
import { fillTokens, siteTokens } from '~/src/content/tokens';
import type { Site } from '~/src/content/model';

const site = {
  brand: 'Nordvik CFO',
  contact: { phone: '08-000 00 00', email: 'kontakt@exempel.example' },
  parentFirm: { name: 'Nordvik Redovisning AB', founded: 2019, clients: '50+', city: 'Stockholm' },
  offices: ['Stockholm', 'Göteborg', 'Malmö'],
  social: { name: 'LinkedIn' },
  promises: {
    responseTime: '2 arbetsdagar',
    meetingLength: '45 minuter',
    interimStart: '1–2 veckor',
    forecastHorizon: '13 veckor',
    reportDelivery: '2–3 dagar',
    dueDiligenceTime: '3–5 veckor',
  },
  calculator: { revenue: { unit: 'MSEK' } },
  roi: {
    targetRevenueMsek: { min: 8, max: 120.5 },
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
    firstMeeting: 0,
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
    const one = { ...site, roi: { ...site.roi, industries: [{ marginImprovement: 10 }, { marginImprovement: 10 }] } } as unknown as Site;
    expect(siteTokens(one).get('marginalförbättring')).toBe('10\u00a0procentenheter');
    expect(tokens.get('prognoshorisont')).toBe('13 veckor');
    expect(tokens.get('rapporttid')).toBe('2–3 dagar');
    expect(tokens.get('granskningstid')).toBe('3–5 veckor');
  });

  it('states the first meeting’s price, the revenue range the calculator holds for and the offices as the site writes them (docs/decisions.md 171)', () => {
    expect(tokens.get('mötespris')).toBe('0\u00a0kr');
    expect(tokens.get('omsättningsspann')).toBe('8–120,5\u00a0MSEK');
    expect(tokens.get('kontor')).toBe('Stockholm, Göteborg och Malmö');
    expect(siteTokens({ ...site, offices: ['Stockholm'] } as Site).get('kontor')).toBe('Stockholm');
    expect(siteTokens({ ...site, offices: ['Stockholm', 'Umeå'] } as Site).get('kontor')).toBe('Stockholm och Umeå');
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
