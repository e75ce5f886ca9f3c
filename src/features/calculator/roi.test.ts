/**
 * The calculator's arithmetic as a table. Every expected figure was worked out by hand (and
 * checked with `bc`), never with the code under test: revenue × 1 000 000, docs/specification.md §9's formulas,
 * annual cost 35 000 × 12 = 420 000 kr.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  allFilled,
  calculateRoi,
  caveats,
  caveatText,
  formatKronor,
  formatMonths,
  formatRoi,
  formattedResult,
  limits,
  parseSwedishNumber,
  validateInput,
  type CalculatorValues,
  type RoiConstants,
  type Units,
} from './roi';

/** docs/specification.md §9's table, typed in from the specification (not read from site.yaml). */
const spec: RoiConstants = {
  monthlyFee: 35000,
  industries: [
    { id: 'saas', label: 'SaaS', marginImprovement: 12, efficiencyGain: 15 },
    { id: 'ecommerce', label: 'E-handel', marginImprovement: 8, efficiencyGain: 12 },
    { id: 'manufacturing', label: 'Tillverkning', marginImprovement: 10, efficiencyGain: 18 },
    { id: 'services', label: 'Tjänsteföretag', marginImprovement: 9, efficiencyGain: 14 },
    { id: 'tech', label: 'Teknik', marginImprovement: 11, efficiencyGain: 16 },
    { id: 'other', label: 'Övrigt', marginImprovement: 8, efficiencyGain: 12 },
  ],
};

/** The units are content (site.yaml's calculator); the table is written with these. */
const units: Units = {
  months: 'mån',
  points: 'procentenheter',
  revenue: 'MSEK',
  roiAbove: 'över\u00a01\u00a0000\u00a0%',
  paybackBelow: 'under\u00a01\u00a0mån',
};

/** sv-SE writes a no-break space between thousands and before units; the table uses plain spaces for legibility. */
const sv = (text: string) => text.replace(/ /g, '\u00a0');

const cases = [
  // case, industry, revenue (MSEK), margin (%), current, new, additional, ROI %, payback months, net first year; displayed ROI, payback
  {
    name: 'SaaS, the example in the issue',
    industry: 'saas',
    revenue: '20',
    margin: '5',
    current: 1_000_000,
    next: 3_400_000,
    additional: 2_400_000,
    roi: 471.4286,
    payback: 2.1,
    net: 1_980_000,
    shown: { additional: '2 400 000 kr', roi: '471 %', payback: '2,1 mån', net: '1 980 000 kr' },
  },
  {
    name: 'e-commerce',
    industry: 'ecommerce',
    revenue: '50',
    margin: '3',
    current: 1_500_000,
    next: 5_500_000,
    additional: 4_000_000,
    roi: 852.381,
    payback: 1.26,
    net: 3_580_000,
    shown: { additional: '4 000 000 kr', roi: '852 %', payback: '1,3 mån', net: '3 580 000 kr' },
  },
  {
    name: 'manufacturing',
    industry: 'manufacturing',
    revenue: '80',
    margin: '6',
    current: 4_800_000,
    next: 12_800_000,
    additional: 8_000_000,
    roi: 1804.7619,
    payback: 0.63,
    net: 7_580_000,
    shown: { additional: '8 000 000 kr', roi: 'över 1 000 %', payback: 'under 1 mån', net: '7 580 000 kr' },
  },
  {
    name: 'services',
    industry: 'services',
    revenue: '10',
    margin: '8',
    current: 800_000,
    next: 1_700_000,
    additional: 900_000,
    roi: 114.2857,
    payback: 5.6,
    net: 480_000,
    shown: { additional: '900 000 kr', roi: '114 %', payback: '5,6 mån', net: '480 000 kr' },
  },
  {
    name: 'tech, decimal comma in the margin',
    industry: 'tech',
    revenue: '15',
    margin: '12,5',
    current: 1_875_000,
    next: 3_525_000,
    additional: 1_650_000,
    roi: 292.8571,
    payback: 3.0545,
    net: 1_230_000,
    shown: { additional: '1 650 000 kr', roi: '293 %', payback: '3,1 mån', net: '1 230 000 kr' },
  },
  {
    name: 'other, small company: the first year costs more than it earns',
    industry: 'other',
    revenue: '5',
    margin: '10',
    current: 500_000,
    next: 900_000,
    additional: 400_000,
    roi: -4.7619,
    payback: 12.6,
    net: -20_000,
    shown: { additional: '400 000 kr', roi: '−5 %', payback: '12,6 mån', net: '−20 000 kr' },
  },
  {
    name: 'negative margin (a loss today)',
    industry: 'saas',
    revenue: '30',
    margin: '−4',
    current: -1_200_000,
    next: 2_400_000,
    additional: 3_600_000,
    roi: 757.1429,
    payback: 1.4,
    net: 3_180_000,
    shown: { additional: '3 600 000 kr', roi: '757 %', payback: '1,4 mån', net: '3 180 000 kr' },
  },
  {
    name: 'deep loss that stays a loss',
    industry: 'other',
    revenue: '2',
    margin: '-50',
    current: -1_000_000,
    next: -840_000,
    additional: 160_000,
    roi: -61.9048,
    payback: 31.5,
    net: -260_000,
    shown: { additional: '160 000 kr', roi: '−62 %', payback: '31,5 mån', net: '−260 000 kr' },
  },
  {
    name: 'very large revenue (250 000 MSEK)',
    industry: 'manufacturing',
    revenue: '250 000',
    margin: '7',
    current: 17_500_000_000,
    next: 42_500_000_000,
    additional: 25_000_000_000,
    roi: 5_952_280.9524,
    payback: 0.0002016,
    net: 24_999_580_000,
    shown: { additional: '25 000 000 000 kr', roi: 'över 1 000 %', payback: 'under 1 mån', net: '24 999 580 000 kr' },
  },
  {
    name: 'decimal revenue, zero margin',
    industry: 'ecommerce',
    revenue: '12,5',
    margin: '0',
    current: 0,
    next: 1_000_000,
    additional: 1_000_000,
    roi: 138.0952,
    payback: 5.04,
    net: 580_000,
    shown: { additional: '1 000 000 kr', roi: '138 %', payback: '5,0 mån', net: '580 000 kr' },
  },
] as const;

describe('calculateRoi (docs/specification.md §9, docs/decisions.md 14)', () => {
  it.each(cases)('$name', (c) => {
    const validation = validateInput({ revenue: c.revenue, margin: c.margin, industry: c.industry }, spec);
    if (!validation.ok) throw new Error(`unexpectedly invalid: ${JSON.stringify(validation.errors)}`);
    const result = calculateRoi(validation.input, spec.monthlyFee);
    const industry = spec.industries.find((i) => i.id === c.industry)!;

    expect(result.currentProfit).toBeCloseTo(c.current, 2);
    expect(result.newProfit).toBeCloseTo(c.next, 2);
    expect(result.additionalProfit).toBeCloseTo(c.additional, 2);
    expect(result.annualCost).toBe(420_000);
    expect(result.roi).toBeCloseTo(c.roi, 3);
    expect(result.paybackMonths).toBeCloseTo(c.payback, 4);
    expect(result.netFirstYear).toBeCloseTo(c.net, 2);
    expect(result.marginImprovement).toBe(industry.marginImprovement);
    expect(result.efficiencyGains).toBe(industry.efficiencyGain);

    const shown = formattedResult(result, units);
    expect(shown.additionalProfit).toBe(sv(c.shown.additional));
    expect(shown.roi).toBe(sv(c.shown.roi));
    expect(shown.paybackMonths).toBe(sv(c.shown.payback));
    expect(shown.netFirstYear).toBe(sv(c.shown.net));
    expect(shown.annualCost).toBe(sv('420 000 kr'));
  });

  it('covers every industry the product offers: the schema allows and site.yaml lists', () => {
    // Read from the product, not from this file's table: a seventh industry in the schema's enum or
    // in site.yaml without a worked case here fails this test.
    const schema = JSON.parse(readFileSync(new URL('../../../schema/site.schema.json', import.meta.url), 'utf8')) as {
      properties: { roi: { properties: { industries: { items: { properties: { id: { enum: string[] } } } } } } };
    };
    const allowed = schema.properties.roi.properties.industries.items.properties.id.enum;
    const offered = (
      parse(readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')) as { roi: { industries: { id: string }[] } }
    ).roi.industries.map((i) => i.id);
    const covered = new Set<string>(cases.map((c) => c.industry));
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.filter((id) => !covered.has(id))).toEqual([]);
    expect(offered.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('shows every figure of the SaaS example in sv-SE', () => {
    const validation = validateInput({ revenue: '20', margin: '5', industry: 'saas' }, spec);
    if (!validation.ok) throw new Error('invalid');
    expect(formattedResult(calculateRoi(validation.input, spec.monthlyFee), units)).toEqual({
      currentProfit: sv('1 000 000 kr'),
      newProfit: sv('3 400 000 kr'),
      additionalProfit: sv('2 400 000 kr'),
      marginImprovement: sv('+12 procentenheter'),
      efficiencyGains: sv('15 %'),
      roi: sv('471 %'),
      paybackMonths: sv('2,1 mån'),
      annualCost: sv('420 000 kr'),
      netFirstYear: sv('1 980 000 kr'),
      currentMargin: sv('5 %'),
      newMargin: sv('17 %'),
    });
  });

  it('uses the monthly fee it is given', () => {
    const saas = spec.industries[0]!;
    const result = calculateRoi({ revenueMsek: 20, marginPercent: 5, industry: saas }, 40_000);
    expect(result.annualCost).toBe(480_000);
    expect(result.paybackMonths).toBeCloseTo(2.4, 10); // 480 000 / (2 400 000 / 12)
  });

  it('has no payback time when there is no additional profit', () => {
    const flat = { id: 'other', label: 'Övrigt', marginImprovement: 0, efficiencyGain: 0 };
    const result = calculateRoi({ revenueMsek: 20, marginPercent: 5, industry: flat }, 35_000);
    expect(result.paybackMonths).toBeNull();
    expect(formattedResult(result, units).paybackMonths).toBe('–');
    expect(result.roi).toBe(-100);
  });
});

describe('results outside a plausible range (docs/decisions.md 38)', () => {
  const range = { ...spec, targetRevenueMsek: { min: 5, max: 100 }, targetMarginPercent: { min: -10, max: 40 } };
  const run = (revenue: string, margin: string, industry: string) => {
    const validation = validateInput({ revenue, margin, industry }, range);
    if (!validation.ok) throw new Error('invalid');
    const result = calculateRoi(validation.input, range.monthlyFee);
    return { result, shown: formattedResult(result, units), caveats: caveats(validation.input, result), limits: limits(validation.input, range) };
  };

  // Worked by hand: 85 MSEK at −5 % + 10 pp → +5 %, 8 500 000 kr more; ROI (8 500 000 − 420 000) / 420 000 = 1 923,8 %.
  it('85 MSEK manufacturer with a loss: no four-digit ROI, no fraction of a month, two caveats', () => {
    const { result, shown, caveats: found, limits: outside } = run('85', '-5', 'manufacturing');
    expect(outside).toEqual([]);
    expect(result.roi).toBeCloseTo(1923.8095, 3);
    expect(result.paybackMonths).toBeCloseTo(0.5929, 4);
    expect(shown.roi).toBe(sv('över 1 000 %'));
    expect(shown.paybackMonths).toBe(sv('under 1 mån'));
    expect(found).toEqual(['loss', 'capped']);
  });

  // 1 000 MSEK × 12 pp = 120 000 000 kr; ROI 28 471,4 %, payback 0,042 months.
  it.each([
    ['1000', '8', 'saas', 28_471.4286],
    ['1 234,5', '5', 'ecommerce', 23_414.2857], // 1 234,5 MSEK × 8 pp = 98 760 000 kr
  ])('%s MSEK: above the range the assumptions hold for, so no result is stated', (revenue, margin, industry, roi) => {
    const { result, limits: outside } = run(revenue, margin, industry);
    expect(result.roi).toBeCloseTo(roi, 3);
    expect(outside).toEqual(['aboveRange']);
    expect(caveatText('Gäller {spann}, inte över {månadskostnad}.', range, 'MSEK')).toBe(`Gäller ${sv('5–100 MSEK')}, inte över ${sv('35 000 kr')}.`);
  });

  it('a plausible case needs no caveat and is inside every bound', () => {
    expect(run('20', '5', 'saas').caveats).toEqual([]);
    expect(run('20', '5', 'saas').limits).toEqual([]);
  });
});

describe('where the assumptions hold: 5–100 MSEK and −10 % to 40 % margin, bounds included (docs/decisions.md 67)', () => {
  const bounded: RoiConstants = { ...spec, targetRevenueMsek: { min: 5, max: 100 }, targetMarginPercent: { min: -10, max: 40 } };
  const outside = (revenueMsek: number, marginPercent: number) => limits({ revenueMsek, marginPercent, industry: spec.industries[0]! }, bounded);

  it.each([
    [5, 10, []],
    [4.999, 10, ['belowRange']],
    [100, 10, []],
    [100.001, 10, ['aboveRange']],
    [20, -10, []],
    [20, -10.1, ['deepLoss']],
    [20, -20, ['deepLoss']],
    [20, 40, []],
    [20, 40.1, ['highMargin']],
    [20, 95, ['highMargin']],
    [1234.5, -20, ['aboveRange', 'deepLoss']],
  ] as const)('%s MSEK at %s %% → %j', (revenue, margin, expected) => {
    expect(outside(revenue, margin)).toEqual(expected);
  });

  it('a loss within the bound is shown, with the loss caveat', () => {
    const input = { revenueMsek: 20, marginPercent: -3.5, industry: spec.industries[0]! };
    expect(limits(input, bounded)).toEqual([]);
    expect(caveats(input, calculateRoi(input, bounded.monthlyFee))).toEqual(['loss']);
  });

  it('names the margin bounds as they are written', () => {
    expect(caveatText('Från {lägsta} upp till {högsta}.', bounded, 'MSEK')).toBe(`Från ${sv('−10 %')} upp till ${sv('40 %')}.`);
  });

  it('without bounds in the content, nothing is withheld', () => {
    expect(limits({ revenueMsek: 5000, marginPercent: 95, industry: spec.industries[0]! }, spec)).toEqual([]);
  });

  it('shows 1 000 % itself, and exactly one month', () => {
    expect(formatRoi(1000, 'gränsen')).toBe(sv('1 000 %'));
    expect(formatRoi(1000.1, 'gränsen')).toBe('gränsen');
    expect(formatMonths(1, 'mån', 'gränsen')).toBe(sv('1,0 mån'));
    expect(formatMonths(0.99, 'månader', 'gränsen')).toBe('gränsen');
  });
});

describe('validateInput', () => {
  const valid: CalculatorValues = { revenue: '20', margin: '5', industry: 'saas' };
  const errorsFor = (values: Partial<CalculatorValues>) => {
    const validation = validateInput({ ...valid, ...values }, spec);
    return validation.ok ? {} : validation.errors;
  };

  it.each([
    ['', 'revenueMissing'],
    ['   ', 'revenueMissing'],
    ['abc', 'revenueNotNumber'],
    ['20 MSEK', 'revenueNotNumber'],
    ['1,2,3', 'revenueNotNumber'],
    ['1e3', 'revenueNotNumber'],
    ['0', 'revenueNotPositive'],
    ['-5', 'revenueNotPositive'],
    ['−0,5', 'revenueNotPositive'],
    ['1000001', 'revenueTooLarge'],
  ])('revenue %j → %s', (revenue, message) => {
    expect(errorsFor({ revenue })).toEqual({ revenue: message });
  });

  it.each([
    ['', 'marginMissing'],
    ['fem', 'marginNotNumber'],
    ['5 procent', 'marginNotNumber'],
    ['100,5', 'marginOutOfRange'],
    ['-101', 'marginOutOfRange'],
    ['−100,01', 'marginOutOfRange'],
  ])('margin %j → %s', (margin, message) => {
    expect(errorsFor({ margin })).toEqual({ margin: message });
  });

  it.each(['100', '-100', '−100', '0', '5 %', '5%', '-3,5', '+7'])('accepts the margin %j', (margin) => {
    expect(validateInput({ ...valid, margin }, spec).ok).toBe(true);
  });

  it.each(['0,1', '1 000', '1\u00a0000', '12.5', '1000000'])('accepts the revenue %j', (revenue) => {
    expect(validateInput({ ...valid, revenue }, spec).ok).toBe(true);
  });

  it('rejects an industry that is not in the list', () => {
    expect(errorsFor({ industry: 'bank' })).toEqual({ industry: 'industryMissing' });
  });

  it('reports every problem at once', () => {
    const errors = errorsFor({ revenue: '0', margin: 'x', industry: '' });
    expect(errors).toEqual({ revenue: 'revenueNotPositive', margin: 'marginNotNumber', industry: 'industryMissing' });
  });
});

describe('parseSwedishNumber', () => {
  it.each([
    ['20', 20],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1 250', 1250],
    ['−3,5', -3.5],
    [',5', 0.5],
    ['abc', null],
    ['', null],
    ['5%', null],
  ] as const)('%j → %s', (text, value) => {
    expect(parseSwedishNumber(text)).toBe(value);
  });

  it('takes a trailing % only for percentages', () => {
    expect(parseSwedishNumber('5 %', { percent: true })).toBe(5);
  });
});

describe('allFilled (the Beräkna button)', () => {
  it.each([
    [{ revenue: '', margin: '', industry: '' }, false],
    [{ revenue: '20', margin: '', industry: '' }, false],
    [{ revenue: '20', margin: '5', industry: '' }, false],
    [{ revenue: '20', margin: ' ', industry: 'saas' }, false],
    [{ revenue: '20', margin: '5', industry: 'saas' }, true],
    [{ revenue: 'x', margin: 'y', industry: 'saas' }, true],
  ])('%j → %s', (values, expected) => {
    expect(allFilled(values)).toBe(expected);
  });
});

describe('formatKronor', () => {
  it('rounds to whole kronor and never shows −0', () => {
    expect(formatKronor(1234.5)).toBe(sv('1 235 kr'));
    expect(formatKronor(-0.4)).toBe(sv('0 kr'));
  });
});

describe('site.yaml', () => {
  // The fee is not pinned here: it is the price of the package roi.package names, which an editor
  // may change (docs/decisions.md 81; tests/unit/one-price.test.tsx, npm run test:changed-content).
  it('holds docs/specification.md §9’s industry constants, and prices one of its packages', () => {
    const site = parse(readFileSync(new URL('../../../site.yaml', import.meta.url), 'utf8')) as {
      prices: { packages: { name: string; price: number }[] };
      roi: Omit<RoiConstants, 'monthlyFee'> & { package: string };
    };
    expect(site.prices.packages.map((p) => p.name)).toContain(site.roi.package);
    expect(site.roi.industries.map(({ id, marginImprovement, efficiencyGain }) => ({ id, marginImprovement, efficiencyGain }))).toEqual(
      spec.industries.map(({ id, marginImprovement, efficiencyGain }) => ({ id, marginImprovement, efficiencyGain })),
    );
  });
});
