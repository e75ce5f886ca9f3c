import { Fragment, type ReactNode } from 'react';
import { errorIdOf, formClasses as c, hooks } from '../lead-form/contract';
import { useStylesheet } from '../render/stylesheet';
import css from './form-fields.css?inline';

/**
 * Native form controls with a visible <label> above each one: these forms are static HTML that
 * must work before (and without) JavaScript, so nothing here depends on React state.
 *
 * Each field has an empty, hidden error line below the control (id `<control id>-fel`). The lead
 * server fills it when it sends the page back with errors (no JavaScript), the enhancement module
 * when the server answers a fetch with per-field errors; both then set aria-invalid and point
 * aria-describedby at it. The lead server's answer forms are these same components, prerendered
 * with a field's value, its error and the autofocus of the first error (`FieldState` below;
 * src/features/forms/answer-forms.tsx, docs/decisions.md 102).
 */

interface FieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** A form shown again (the lead server's answer): the value, the error and the focus; a page's form has none. */
  state?: FieldState;
}

/** A field's state in a form shown again: its value, its error (shown below it) and the focus on the first error. */
export interface FieldState {
  value: string;
  error?: string;
  focus?: boolean;
}

/** The control's attributes for its state: the value is the caller's; an error makes it invalid and describes it. */
function stateAttributes(id: string, state: FieldState | undefined) {
  if (state?.error === undefined) return {};
  return { 'aria-invalid': true, 'aria-describedby': errorIdOf(id), ...(state.focus && { autoFocus: true }) };
}

function Field({ id, label, required, wide, state, children }: Omit<FieldProps, 'name'> & { children: ReactNode }) {
  useStylesheet(css);
  return (
    <div className={wide ? `${c.field} ${c.wide}` : c.field}>
      <label htmlFor={id}>
        {label}
        {/* The required attribute tells assistive technology; the star is for the eye. */}
        {required && (
          <span aria-hidden="true" className={c.star}>
            *
          </span>
        )}
      </label>
      {children}
      <p id={errorIdOf(id)} {...{ [hooks.fieldError]: '' }} hidden={state?.error === undefined} className={c.error}>
        {state?.error}
      </p>
    </div>
  );
}

interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

export function TextInput({ type = 'text', autoComplete, ...field }: TextInputProps) {
  // An e-mail field is text to the browser, with the e-mail keyboard: the browser's own check of
  // type="email" refuses å, ä and ö before the @, which the lead schema accepts (docs/decisions.md 138).
  const email = type === 'email';
  return (
    <Field {...field}>
      <input
        className={c.control}
        id={field.id}
        name={field.name}
        type={email ? 'text' : type}
        {...(email ? { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } : {})}
        required={field.required}
        autoComplete={autoComplete}
        defaultValue={field.state?.value}
        {...stateAttributes(field.id, field.state)}
      />
    </Field>
  );
}

export function TextArea({ rows = 4, ...field }: FieldProps & { rows?: number }) {
  return (
    <Field {...field}>
      <textarea
        className={c.control}
        id={field.id}
        name={field.name}
        rows={rows}
        required={field.required}
        defaultValue={field.state?.value}
        {...stateAttributes(field.id, field.state)}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends FieldProps {
  options: readonly SelectOption[];
  /** Text of the empty first option, e.g. "Välj …". Its value is "", so `required` rejects it. */
  placeholder: string;
  /**
   * For a prerendered template only (answer-forms.tsx): each option (the empty first one too) in
   * both its states, so the server chooses the selected one. React otherwise selects by the
   * select's value.
   */
  optionVariants?: (option: SelectOption, render: (selected: boolean) => ReactNode) => ReactNode;
}

export function SelectInput({ options, placeholder, optionVariants, ...field }: SelectInputProps) {
  const option = ({ value, label }: SelectOption, selected?: boolean) => (
    <option value={value} selected={selected}>
      {label}
    </option>
  );
  return (
    <Field {...field}>
      <select
        className={c.select}
        id={field.id}
        name={field.name}
        required={field.required}
        defaultValue={optionVariants ? undefined : (field.state?.value ?? '')}
        {...stateAttributes(field.id, field.state)}
      >
        {[{ value: '', label: placeholder }, ...options].map((choice) => (
          <Fragment key={choice.value}>{optionVariants ? optionVariants(choice, (selected) => option(choice, selected)) : option(choice)}</Fragment>
        ))}
      </select>
    </Field>
  );
}
