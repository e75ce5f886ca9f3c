/**
 * The ROI calculator's arithmetic (docs/specification.md §9 with docs/decisions.md 14), its input validation and its
 * sv-SE presentation. Pure: no React, no DOM, no words — the constants and units are passed in, and a problem with the input is a key of its message in site.yaml, so the
 * same function runs in tests, on the server and in the browser island.
 */
import type { Site } from '~/src/content/model';
import { formatDecimal, formatKronor, formatOneDecimal, formatPercent } from '~/src/lib/format';
import { fill } from '~/src/lib/fill';

export { formatKronor, formatPercent } from '~/src/lib/format';

/** One industry's figures from site.yaml `roi.industries`. */
export interface IndustryFigures {
  id: string;
  label: string;
  /** Improvement of the operating margin, in percentage points. */
  marginImprovement: number;
  /** Efficiency gain, in per cent. */
  efficiencyGain: number;
}

/** site.yaml `roi`: the monthly fee the calculation assumes and the industries' figures. */
export interface RoiConstants {
  monthlyFee: number;
  industries: readonly IndustryFigures[];
  /** The revenue (MSEK) of the companies the assumptions hold for; outside it a caveat is shown. */
  targetRevenueMsek?: { min: number; max: number };
  /** The operating margin (%) the assumptions hold for; outside it no result is shown (docs/decisions.md 67). */
  targetMarginPercent?: { min: number; max: number };
}

export interface RoiInput {
  /** Annual revenue in MSEK, as the visitor enters it. */
  revenueMsek: number;
  /** Current operating margin in per cent (may be negative). */
  marginPercent: number;
  industry: IndustryFigures;
}

export interface RoiResult {
  /** Annual revenue in kronor. */
  revenue: number;
  currentMargin: number;
  newMargin: number;
  currentProfit: number;
  newProfit: number;
  additionalProfit: number;
  /** Percentage points. */
  marginImprovement: number;
  /** Per cent. */
  efficiencyGains: number;
  annualCost: number;
  /** (additionalProfit − annualCost) / annualCost × 100. */
  roi: number;
  /** Months until the additional profit has paid the annual cost; null when there is no additional profit. */
  paybackMonths: number | null;
  /** additionalProfit − annualCost. */
  netFirstYear: number;
}

/** Revenue is entered in MSEK (docs/decisions.md 14). */
export const KRONOR_PER_MSEK = 1_000_000;

/**
 * Upper bound for revenue. Not a business rule: it keeps every figure finite and exact to the
 * krona, and far above any company the service is for (1 000 000 MSEK = 1 000 miljarder kr).
 */
export const MAX_REVENUE_MSEK = 1_000_000;

export function calculateRoi({ revenueMsek, marginPercent, industry }: RoiInput, monthlyFee: number): RoiResult {
  const revenue = revenueMsek * KRONOR_PER_MSEK;
  const newMargin = marginPercent + industry.marginImprovement;
  const currentProfit = (revenue * marginPercent) / 100;
  const newProfit = (revenue * newMargin) / 100;
  const additionalProfit = newProfit - currentProfit;
  const annualCost = monthlyFee * 12;
  return {
    revenue,
    currentMargin: marginPercent,
    newMargin,
    currentProfit,
    newProfit,
    additionalProfit,
    marginImprovement: industry.marginImprovement,
    efficiencyGains: industry.efficiencyGain,
    annualCost,
    roi: ((additionalProfit - annualCost) / annualCost) * 100,
    paybackMonths: additionalProfit > 0 ? annualCost / (additionalProfit / 12) : null,
    netFirstYear: additionalProfit - annualCost,
  };
}

// ---------------------------------------------------------------------------------------------
// Input: what the visitor typed, checked field by field; each problem is named by the key of its message.

export type CalculatorField = 'revenue' | 'margin' | 'industry';

/** The three inputs exactly as typed (strings, so "12,5" and "−3" survive until parsed). */
export type CalculatorValues = Record<CalculatorField, string>;

/** What is wrong with a field, as the key of its message in site.yaml's calculator.errors. */
export type InputError = keyof Site['calculator']['errors'];

export type FieldErrors = Partial<Record<CalculatorField, InputError>>;

export type Validation = { ok: true; input: RoiInput } | { ok: false; errors: FieldErrors };

/** True when all three inputs have something in them: the "Beräkna" button's condition (docs/specification.md §4–5). */
export function allFilled(values: CalculatorValues): boolean {
  return values.revenue.trim() !== '' && values.margin.trim() !== '' && values.industry !== '';
}

/**
 * A number as Swedes write it: decimal comma or point, spaces between thousands, a minus sign
 * (− or -) and, for percentages, an optional trailing %. Anything else is not a number (null).
 */
export function parseSwedishNumber(text: string, { percent = false } = {}): number | null {
  let normalized = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-');
  if (percent) normalized = normalized.replace(/%$/, '');
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(normalized)) return null;
  const value = Number(normalized.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function validateInput(values: CalculatorValues, constants: RoiConstants): Validation {
  const errors: FieldErrors = {};

  const revenue = parseSwedishNumber(values.revenue);
  if (values.revenue.trim() === '') errors.revenue = 'revenueMissing';
  else if (revenue === null) errors.revenue = 'revenueNotNumber';
  else if (revenue <= 0) errors.revenue = 'revenueNotPositive';
  else if (revenue > MAX_REVENUE_MSEK) errors.revenue = 'revenueTooLarge';

  const margin = parseSwedishNumber(values.margin, { percent: true });
  if (values.margin.trim() === '') errors.margin = 'marginMissing';
  else if (margin === null) errors.margin = 'marginNotNumber';
  else if (margin < -100 || margin > 100) errors.margin = 'marginOutOfRange';

  const industry = constants.industries.find((i) => i.id === values.industry);
  if (!industry) errors.industry = 'industryMissing';

  if (Object.keys(errors).length > 0 || revenue === null || margin === null || !industry) return { ok: false, errors };
  return { ok: true, input: { revenueMsek: revenue, marginPercent: margin, industry } };
}

// ---------------------------------------------------------------------------------------------
// Presentation: every figure as the visitor reads it, sv-SE.

const msek = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 3 });

/** The units the figures are written with: site.yaml's calculator.units and revenue unit. */
export interface Units {
  months: string;
  points: string;
  revenue: string;
  /** What stands for a return above ROI_SHOWN_MAX, e.g. "över 1 000 %". */
  roiAbove: string;
  /** What stands for a payback under a month, e.g. "under 1 mån". */
  paybackBelow: string;
}

/** Revenue as entered: 12.5 → "12,5 MSEK". */
export function formatMsek(value: number, unit: string): string {
  return `${msek.format(value)}\u00a0${unit}`;
}

/** The largest revenue the calculator accepts, as it is written in its message. */
export const maxRevenueText = msek.format(MAX_REVENUE_MSEK);

/**
 * Figures beyond these are shown as a bound, not as a number (docs/decisions.md 38): a return of
 * 28 471 % or a payback of "0,0 mån" only says that the fee is small beside the revenue, and
 * printed as a figure it reads as a promise nobody can keep.
 */
export const ROI_SHOWN_MAX = 1000;
export const PAYBACK_SHOWN_MIN_MONTHS = 1;

/** The highest return shown as a figure, as the bound's text names it: "1 000 %". */
export const roiShownMaxText = formatPercent(ROI_SHOWN_MAX);

/** 2.1 → "2,1 mån"; under a month → `below` ("under 1 mån"); null (no additional profit) → a dash. */
export function formatMonths(months: number | null, unit: string, below: string): string {
  if (months === null) return '–';
  if (months < PAYBACK_SHOWN_MIN_MONTHS) return below;
  return `${formatOneDecimal(months)}\u00a0${unit}`;
}

/** 471.4 → "471 %"; above ROI_SHOWN_MAX → `above` ("över 1 000 %"). */
export function formatRoi(roi: number, above: string): string {
  return roi > ROI_SHOWN_MAX ? above : formatPercent(roi);
}

/**
 * Why the calculator states no result at all (docs/decisions.md 67): the input is outside what its
 * assumptions hold for — revenue outside roi.targetRevenueMsek, a loss deeper or a margin higher
 * than roi.targetMarginPercent. The bounds themselves are inside. Each has its text in site.yaml
 * calculator.withheld.
 */
export type Limit = 'aboveRange' | 'belowRange' | 'deepLoss' | 'highMargin';

export function limits(input: RoiInput, constants: Pick<RoiConstants, 'targetRevenueMsek' | 'targetMarginPercent'>): Limit[] {
  const revenue = constants.targetRevenueMsek;
  const margin = constants.targetMarginPercent;
  const found: Limit[] = [];
  if (revenue && input.revenueMsek > revenue.max) found.push('aboveRange');
  if (revenue && input.revenueMsek < revenue.min) found.push('belowRange');
  if (margin && input.marginPercent < margin.min) found.push('deepLoss');
  if (margin && input.marginPercent > margin.max) found.push('highMargin');
  return found;
}

/** Why a result that is shown needs a word of caution; each has its text in site.yaml calculator.caveats. */
export type Caveat = 'loss' | 'capped';

export function caveats(input: RoiInput, result: RoiResult): Caveat[] {
  const found: Caveat[] = [];
  if (input.marginPercent < 0) found.push('loss');
  if (result.roi > ROI_SHOWN_MAX || (result.paybackMonths !== null && result.paybackMonths < PAYBACK_SHOWN_MIN_MONTHS)) found.push('capped');
  return found;
}

/** "5–100 MSEK": the revenue the assumptions hold for. */
export function revenueSpan(range: { min: number; max: number }, unit: string): string {
  return `${msek.format(range.min)}–${formatMsek(range.max, unit)}`;
}

/** A margin bound as it is written: −10 → "−10 %". */
export function formatMarginBound(value: number): string {
  return `${formatDecimal(value)}\u00a0%`;
}

/**
 * A caveat's or a limit's text from site.yaml with its slots filled: {spann}, {månadskostnad},
 * {högst}, and the margin bounds {lägsta} and {högsta}.
 */
export function caveatText(text: string, constants: Pick<RoiConstants, 'targetRevenueMsek' | 'targetMarginPercent' | 'monthlyFee'>, unit: string): string {
  const range = constants.targetRevenueMsek;
  const margin = constants.targetMarginPercent;
  return fill(text, {
    spann: range ? revenueSpan(range, unit) : '',
    månadskostnad: formatKronor(constants.monthlyFee),
    högst: roiShownMaxText,
    lägsta: margin ? formatMarginBound(margin.min) : '',
    högsta: margin ? formatMarginBound(margin.max) : '',
  });
}

/** 12 → "+12 procentenheter". */
export function formatPoints(points: number, unit: string): string {
  return `${points > 0 ? '+' : ''}${formatDecimal(points)}\u00a0${unit}`;
}

/** The figures the calculator shows, in display order, each formatted for sv-SE. */
export function formattedResult(result: RoiResult, units: Units) {
  return {
    currentProfit: formatKronor(result.currentProfit),
    newProfit: formatKronor(result.newProfit),
    additionalProfit: formatKronor(result.additionalProfit),
    marginImprovement: formatPoints(result.marginImprovement, units.points),
    efficiencyGains: `${formatDecimal(result.efficiencyGains)}\u00a0%`,
    roi: formatRoi(result.roi, units.roiAbove),
    paybackMonths: formatMonths(result.paybackMonths, units.months, units.paybackBelow),
    annualCost: formatKronor(result.annualCost),
    netFirstYear: formatKronor(result.netFirstYear),
    currentMargin: `${formatDecimal(result.currentMargin)}\u00a0%`,
    newMargin: `${formatDecimal(result.newMargin)}\u00a0%`,
  };
}
