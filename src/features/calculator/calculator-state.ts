/**
 * The calculator's states (docs/specification.md §4): nothing calculated yet ("Redo att räkna"), a result, or
 * errors beside the fields. Pure, so the rules are tested without a browser.
 */
import {
  calculateRoi,
  caveats,
  limits,
  validateInput,
  type Caveat,
  type Limit,
  type CalculatorField,
  type CalculatorValues,
  type FieldErrors,
  type RoiConstants,
  type RoiInput,
  type RoiResult,
} from './roi';

export interface Calculation {
  input: RoiInput;
  figures: RoiResult;
  /**
   * Why no figure is shown for this input (outside the revenue range, a deep loss, an implausible
   * margin): when not empty, the calculator states these reasons instead of a result.
   */
  withheld: Limit[];
  /** Why shown figures need a word of caution (a loss, capped figures). */
  caveats: Caveat[];
  /** The fee, revenue range and margin bounds the texts name. */
  constants: Pick<RoiConstants, 'monthlyFee' | 'targetRevenueMsek' | 'targetMarginPercent'>;
}

export interface CalculatorState {
  values: CalculatorValues;
  errors: FieldErrors;
  /** The last successful calculation; null before the first one and after invalid input. */
  calculation: Calculation | null;
  /** The inputs have changed since `calculation` was made: the figures shown are for the old ones. */
  stale: boolean;
}

export const initialCalculatorState: CalculatorState = {
  values: { revenue: '', margin: '', industry: '' },
  errors: {},
  calculation: null,
  stale: false,
};

/** The field order on screen: the first field with an error gets focus. */
export const calculatorFields: readonly CalculatorField[] = ['revenue', 'margin', 'industry'];

/** Typing in a field clears that field's message; the other messages stay until the next try. */
export function editField(state: CalculatorState, field: CalculatorField, value: string): CalculatorState {
  if (state.values[field] === value) return state;
  const { [field]: _cleared, ...errors } = state.errors;
  return { ...state, values: { ...state.values, [field]: value }, errors, stale: state.calculation !== null };
}

/** "Beräkna": figures for valid input; otherwise a message beside each invalid field and no figures. */
export function calculate(state: CalculatorState, constants: RoiConstants): CalculatorState {
  const validation = validateInput(state.values, constants);
  if (!validation.ok) return { ...state, errors: validation.errors, calculation: null, stale: false };
  return {
    ...state,
    errors: {},
    calculation: withCaveats(validation.input, calculateRoi(validation.input, constants.monthlyFee), constants),
    stale: false,
  };
}

function withCaveats(input: RoiInput, figures: RoiResult, constants: RoiConstants): Calculation {
  const { monthlyFee, targetRevenueMsek, targetMarginPercent } = constants;
  return {
    input,
    figures,
    withheld: limits(input, constants),
    caveats: caveats(input, figures),
    constants: { monthlyFee, ...(targetRevenueMsek && { targetRevenueMsek }), ...(targetMarginPercent && { targetMarginPercent }) },
  };
}

export function firstInvalidField(errors: FieldErrors): CalculatorField | undefined {
  return calculatorFields.find((field) => errors[field] !== undefined);
}
