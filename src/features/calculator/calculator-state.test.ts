import { describe, expect, it } from 'vitest';
import { calculate, editField, firstInvalidField, initialCalculatorState, type CalculatorState } from './calculator-state';
import type { RoiConstants } from './roi';

const constants: RoiConstants = {
  monthlyFee: 35000,
  industries: [{ id: 'saas', label: 'SaaS', marginImprovement: 12, efficiencyGain: 15 }],
};

const filled = (revenue: string, margin: string, industry: string): CalculatorState =>
  [
    ['revenue', revenue],
    ['margin', margin],
    ['industry', industry],
  ].reduce((state, [field, value]) => editField(state, field as 'revenue' | 'margin' | 'industry', value!), initialCalculatorState);

describe('calculator state (docs/specification.md §4)', () => {
  it('starts empty, with nothing calculated', () => {
    expect(initialCalculatorState).toEqual({ values: { revenue: '', margin: '', industry: '' }, errors: {}, calculation: null, stale: false });
  });

  it('calculates valid input and keeps what was entered', () => {
    const state = calculate(filled('20', '5', 'saas'), constants);
    expect(state.errors).toEqual({});
    expect(state.calculation?.figures.additionalProfit).toBe(2_400_000);
    expect(state.calculation?.input.industry.label).toBe('SaaS');
    expect(state.values).toEqual({ revenue: '20', margin: '5', industry: 'saas' });
    expect(state.stale).toBe(false);
  });

  it('shows a message per invalid field and drops earlier figures', () => {
    const before = calculate(filled('20', '5', 'saas'), constants);
    const state = calculate(editField(editField(before, 'revenue', '0'), 'margin', '120'), constants);
    expect(state.calculation).toBeNull();
    expect(state.errors).toEqual({ revenue: 'revenueNotPositive', margin: 'marginOutOfRange' });
    expect(firstInvalidField(state.errors)).toBe('revenue');
  });

  it('clears a field’s message as soon as the visitor edits that field, and only that one', () => {
    const invalid = calculate(filled('abc', 'x', 'saas'), constants);
    const edited = editField(invalid, 'margin', '5');
    expect(edited.errors).toEqual({ revenue: 'revenueNotNumber' });
    expect(firstInvalidField(edited.errors)).toBe('revenue');
  });

  it('marks shown figures as stale when an input changes after calculating, until the next calculation', () => {
    const calculated = calculate(filled('20', '5', 'saas'), constants);
    const edited = editField(calculated, 'revenue', '30');
    expect(edited.stale).toBe(true);
    expect(edited.calculation).toBe(calculated.calculation);
    const recalculated = calculate(edited, constants);
    expect(recalculated.stale).toBe(false);
    expect(recalculated.calculation?.figures.additionalProfit).toBe(3_600_000);
  });

  it('returns the same state for an edit that changes nothing', () => {
    const state = filled('20', '', '');
    expect(editField(state, 'revenue', '20')).toBe(state);
  });
});
