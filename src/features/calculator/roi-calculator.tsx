/**
 * The ROI calculator island (docs/specification.md §4, §9; docs/decisions.md 14). Plain React elements with class
 * names and no CSS import: its stylesheet (roi-calculator.css) is registered for the page's head
 * by the server-side block, so this chunk stays a few kilobytes and carries no styling runtime.
 *
 * The server renders the initial state (empty fields, disabled button, "Redo att räkna"), and
 * the browser's first render is the same, so hydration matches exactly. A visitor may have typed
 * before that: React leaves a field's typed text in place when it hydrates, but its state would
 * still be empty and wipe the field on the next render. So the island adopts what the fields
 * hold as soon as it has hydrated.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { Site } from '~/src/content/model';
import { fill } from '~/src/lib/fill';
import {
  allFilled,
  caveatText,
  formatMsek,
  formattedResult,
  maxRevenueText,
  roiShownMaxText,
  type CalculatorField,
  type IndustryFigures,
  type InputError,
} from './roi';
import { calculate, calculatorFields, editField, firstInvalidField, initialCalculatorState, type CalculatorState } from './calculator-state';

export interface RoiCalculatorProps {
  /** site.yaml roi.monthlyFee, in kronor. */
  monthlyFee: number;
  /** site.yaml roi.industries, in the order of the select. */
  industries: IndustryFigures[];
  /** site.yaml roi.targetRevenueMsek and roi.targetMarginPercent: outside them no result is shown, only why. */
  targetRevenueMsek?: { min: number; max: number };
  targetMarginPercent?: { min: number; max: number };
  /** site.yaml calculator: every word the calculator shows. */
  texts: CalculatorTexts;
}

/** The static assumptions and noscript line are rendered by the block, not the island. */
export type CalculatorTexts = Omit<Site['calculator'], 'assumptions' | 'noscript'>;

export default function RoiCalculator({ monthlyFee, industries, targetRevenueMsek, targetMarginPercent, texts }: RoiCalculatorProps) {
  const [state, setState] = useState(initialCalculatorState);
  const formRef = useRef<HTMLFormElement>(null);
  // Before paint, so the visitor never sees the typed values replaced or the button still disabled.
  useLayoutEffect(() => {
    const elements = formRef.current?.elements;
    for (const field of calculatorFields) {
      const typed = (elements?.namedItem(field) as HTMLInputElement | HTMLSelectElement | null)?.value;
      if (typed) setState((current) => editField(current, field, typed));
    }
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = calculate(state, {
      monthlyFee,
      industries,
      ...(targetRevenueMsek && { targetRevenueMsek }),
      ...(targetMarginPercent && { targetMarginPercent }),
    });
    setState(next);
    // Move to the first field that needs fixing; its message is read with it (aria-describedby).
    const invalid = firstInvalidField(next.errors);
    if (invalid) (event.currentTarget.elements.namedItem(invalid) as HTMLElement | null)?.focus();
  };

  return (
    <CalculatorView
      formRef={formRef}
      state={state}
      industries={industries}
      texts={texts}
      onEdit={(field, value) => setState((current) => editField(current, field, value))}
      onSubmit={onSubmit}
    />
  );
}

export interface CalculatorViewProps {
  state: CalculatorState;
  industries: readonly IndustryFigures[];
  texts: CalculatorTexts;
  onEdit?: (field: CalculatorField, value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: RefObject<HTMLFormElement | null>;
}

/** The markup for a given state; stateless, so every state can be rendered in tests. */
export function CalculatorView({ state, industries, texts, onEdit, onSubmit, formRef }: CalculatorViewProps) {
  const id = useId();
  const error = (field: CalculatorField) => errorText(texts, state.errors[field]);
  const ids = (field: CalculatorField) => ({ input: `${id}${field}`, hint: `${id}${field}-hint`, error: `${id}${field}-error` });
  const ready = allFilled(state.values);
  const change = (field: CalculatorField) => (event: { currentTarget: { value: string } }) => onEdit?.(field, event.currentTarget.value);
  const numberField = (field: 'revenue' | 'margin', unit: string, inputMode?: 'decimal') => (
    <NumberField
      name={field}
      ids={ids(field)}
      label={texts[field].label}
      hint={texts[field].hint}
      error={error(field)}
      invalid={Boolean(state.errors[field])}
      unit={unit}
      inputMode={inputMode}
      value={state.values[field]}
      onChange={change(field)}
    />
  );

  return (
    <div className="roi">
      <form ref={formRef} className="roi-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}form-heading`}>
        <h3 className="roi-panel-heading" id={`${id}form-heading`}>
          {texts.formHeading}
        </h3>
        {numberField('revenue', texts.revenue.unit, 'decimal')}
        {numberField('margin', '%')}
        <Field ids={ids('industry')} label={texts.industry.label} error={error('industry')}>
          <IndustrySelect
            ids={ids('industry')}
            invalid={Boolean(state.errors.industry)}
            placeholder={texts.industry.placeholder}
            industries={industries}
            value={state.values.industry}
            onChange={change('industry')}
          />
        </Field>
        <div className="roi-actions">
          <button type="submit" className="roi-button" disabled={!ready}>
            {texts.submit}
          </button>
          {!ready && <p className="roi-note">{texts.incomplete}</p>}
        </div>
      </form>
      <Results state={state} texts={texts} headingId={`${id}results-heading`} />
    </div>
  );
}

type FieldIds = { input: string; hint: string; error: string };
type OnChange = (event: { currentTarget: { value: string } }) => void;

/** A field's message from site.yaml's calculator.errors; the largest revenue goes into its slot. */
function errorText(texts: CalculatorTexts, error: InputError | undefined): string | undefined {
  return error && fill(texts.errors[error], { högst: maxRevenueText });
}

function describedBy(ids: FieldIds, invalid: boolean): string {
  return invalid ? `${ids.hint} ${ids.error}` : ids.hint;
}

function Field({ ids, label, hint, error, children }: { ids: FieldIds; label: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'roi-field roi-field-invalid' : 'roi-field'}>
      <label className="roi-label" htmlFor={ids.input}>
        {label}
      </label>
      {hint && (
        <p className="roi-hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="roi-error" id={ids.error}>
          <svg className="roi-error-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}

interface NumberFieldProps {
  name: 'revenue' | 'margin';
  ids: FieldIds;
  label: string;
  hint: string;
  error: string | undefined;
  invalid: boolean;
  unit: string;
  inputMode: 'decimal' | undefined;
  value: string;
  onChange: OnChange;
}

/** A number typed as text (a decimal comma, spaces between thousands), with its unit beside it. */
function NumberField({ name, ids, label, hint, error, invalid, unit, inputMode, value, onChange }: NumberFieldProps) {
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <span className="roi-control-wrap">
        <input
          className="roi-control"
          id={ids.input}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={onChange}
          aria-describedby={describedBy(ids, invalid)}
          aria-invalid={invalid ? true : undefined}
        />
        <span className="roi-unit" aria-hidden="true">
          {unit}
        </span>
      </span>
    </Field>
  );
}

interface IndustrySelectProps {
  ids: FieldIds;
  invalid: boolean;
  placeholder: string;
  industries: readonly IndustryFigures[];
  value: string;
  onChange: OnChange;
}

function IndustrySelect({ ids, invalid, placeholder, industries, value, onChange }: IndustrySelectProps) {
  return (
    <select
      className="roi-control roi-select"
      id={ids.input}
      name="industry"
      value={value}
      onChange={onChange}
      aria-describedby={invalid ? ids.error : undefined}
      aria-invalid={invalid ? true : undefined}
    >
      <option value="">{placeholder}</option>
      {industries.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

type Calculation = NonNullable<CalculatorState['calculation']>;
type Shown = ReturnType<typeof formattedResult>;

/** What the results say: the figures formatted, or why none are shown, and the one-sentence summary read aloud. */
function resultTexts(calculation: CalculatorState['calculation'], texts: CalculatorTexts) {
  const { units } = texts;
  const withheld = calculation?.withheld.length ? calculation : null;
  const roiAbove = fill(texts.bounds.roiAbove, { högst: roiShownMaxText });
  const common = { points: units.points, revenue: texts.revenue.unit, roiAbove };
  const shown = calculation && formattedResult(calculation.figures, { ...common, months: units.months, paybackBelow: texts.bounds.paybackBelow });
  // Read aloud: the months unit written out ("2,1 månader", not "2,1 mån").
  const spoken = calculation && formattedResult(calculation.figures, { ...common, months: units.monthsSpoken, paybackBelow: texts.bounds.paybackBelowSpoken });
  const reasons = withheld ? withheld.withheld.map((limit) => caveatText(texts.withheld[limit], withheld.constants, texts.revenue.unit)) : [];
  const summary = withheld
    ? [`${texts.withheld.heading}.`, ...reasons].join(' ')
    : calculation && shown && spoken
      ? fill(texts.summary, {
          merresultat: shown.additionalProfit,
          avkastning: shown.roi,
          återbetalningstid: spoken.paybackMonths,
          nettoeffekt: shown.netFirstYear,
        })
      : '';
  return { withheld, shown, reasons, summary };
}

function Results({ state, texts, headingId }: { state: CalculatorState; texts: CalculatorTexts; headingId: string }) {
  const { calculation } = state;
  const { withheld, shown, reasons, summary } = resultTexts(calculation, texts);

  return (
    <div className="roi-results">
      <h3 className="roi-panel-heading" id={headingId}>
        {texts.resultsHeading}
      </h3>
      {/* Always in the DOM, so screen readers announce the text that appears in it. */}
      <p className="vh" role="status" aria-live="polite" aria-atomic="true">
        {summary}
      </p>
      {withheld ? (
        // Outside the assumptions: the reasons instead of a headline figure (docs/decisions.md 67).
        <WithheldResult reasons={reasons} stale={state.stale} texts={texts} />
      ) : calculation && shown ? (
        <Figures calculation={calculation} shown={shown} stale={state.stale} texts={texts} />
      ) : (
        <ReadyPlaceholder texts={texts} />
      )}
    </div>
  );
}

function WithheldResult({ reasons, stale, texts }: { reasons: string[]; stale: boolean; texts: CalculatorTexts }) {
  return (
    <div className="roi-withheld">
      <p className="roi-kicker">{texts.withheld.heading}</p>
      <ul className="roi-caveats">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="roi-basis">{texts.withheld.next}</p>
      {stale && <p className="roi-stale">{texts.stale}</p>}
    </div>
  );
}

function Figures({ calculation, shown, stale, texts }: { calculation: Calculation; shown: Shown; stale: boolean; texts: CalculatorTexts }) {
  const { figures } = texts;
  return (
    <div className="roi-figures">
      <p className="roi-kicker">{texts.headline}</p>
      <p className="roi-big">{shown.additionalProfit}</p>
      <p className="roi-basis">
        {fill(texts.basis, {
          omsättning: formatMsek(calculation.input.revenueMsek, texts.revenue.unit),
          marginal: shown.currentMargin,
          bransch: calculation.input.industry.label,
        })}
      </p>
      {calculation.caveats.length > 0 && (
        <ul className="roi-caveats" aria-label={texts.caveatsLabel}>
          {calculation.caveats.map((caveat) => (
            <li key={caveat}>{caveatText(texts.caveats[caveat], calculation.constants, texts.revenue.unit)}</li>
          ))}
        </ul>
      )}
      {stale && <p className="roi-stale">{texts.stale}</p>}
      <dl className="roi-keys">
        <div className="roi-key">
          <dt>{figures.roi}</dt>
          <dd>{shown.roi}</dd>
        </div>
        <div className="roi-key">
          <dt>{figures.payback}</dt>
          <dd>{shown.paybackMonths}</dd>
        </div>
        <div className="roi-key roi-key-wide">
          <dt>{figures.netFirstYear}</dt>
          <dd>{shown.netFirstYear}</dd>
        </div>
      </dl>
      <FigureDetails shown={shown} figures={figures} />
    </div>
  );
}

/** The figures behind the headline, in the order they are worked out. */
const detailFigures = ['currentProfit', 'newProfit', 'additionalProfit', 'marginImprovement', 'efficiencyGains', 'annualCost'] as const;

function FigureDetails({ shown, figures }: { shown: Shown; figures: CalculatorTexts['figures'] }) {
  return (
    <dl className="roi-details">
      {detailFigures.map((figure) => (
        <div key={figure}>
          <dt>{figures[figure]}</dt>
          <dd>{shown[figure]}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReadyPlaceholder({ texts }: { texts: CalculatorTexts }) {
  return (
    <div className="roi-placeholder">
      <svg className="roi-placeholder-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-5.97 4.06L14.09 6l1.41 1.41L16.91 6l1.06 1.06-1.41 1.41 1.41 1.41-1.06 1.06-1.41-1.4-1.41 1.41-1.06-1.06 1.41-1.41-1.41-1.42ZM6.25 7.72h5v1.5h-5v-1.5ZM11.5 16h-2v2H8v-2H6v-1.5h2v-2h1.5v2h2V16Zm6.5 1.25h-5v-1.5h5v1.5Zm0-2.5h-5v-1.5h5v1.5Z"
        />
      </svg>
      <p className="roi-placeholder-title">{texts.ready.heading}</p>
      <p className="roi-placeholder-text">{texts.ready.text}</p>
    </div>
  );
}
