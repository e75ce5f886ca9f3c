/**
 * Swedish number formatting (sv-SE), shared by the price list and the ROI calculator. Intl puts a
 * no-break space between thousands and before the unit, so "2 400 000 kr" never wraps mid-figure,
 * and writes negative numbers with a real minus sign (−20 000 kr).
 */
const NBSP = '\u00a0';

const whole = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
// The locale writes the currency ("kr"): no word of it is kept here.
const kronor = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });

/** Rounds half away from zero and never shows "−0". */
function roundWhole(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}

/** Kronor without decimals: 2400000 → "2 400 000 kr". */
export function formatKronor(amount: number): string {
  return kronor.format(roundWhole(amount));
}

/** A price with its unit, as in the price list: (35000, "mån") → "35 000 kr/mån". */
export function formatPrice(amount: number, unit?: string): string {
  return unit ? `${formatKronor(amount)}/${unit}` : formatKronor(amount);
}

/** Whole per cent: 471.43 → "471 %". */
export function formatPercent(value: number): string {
  return `${whole.format(roundWhole(value))}${NBSP}%`;
}

/** A number with at most one decimal, decimal comma: 12 → "12", 12.5 → "12,5". */
export function formatDecimal(value: number): string {
  return upToOneDecimal.format(Object.is(value, -0) ? 0 : value);
}

/** Exactly one decimal, decimal comma: 2.1 → "2,1". */
export function formatOneDecimal(value: number): string {
  return oneDecimal.format(Object.is(value, -0) ? 0 : value);
}
