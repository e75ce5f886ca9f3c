import type { ReactNode } from 'react';
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
 * aria-describedby at it.
 */

interface FieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

function Field({ id, label, required, wide, children }: Omit<FieldProps, 'name'> & { children: ReactNode }) {
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
      <p id={errorIdOf(id)} {...{ [hooks.fieldError]: '' }} hidden className={c.error} />
    </div>
  );
}

interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

export function TextInput({ type = 'text', autoComplete, ...field }: TextInputProps) {
  return (
    <Field {...field}>
      <input className={c.control} id={field.id} name={field.name} type={type} required={field.required} autoComplete={autoComplete} />
    </Field>
  );
}

export function TextArea({ rows = 4, ...field }: FieldProps & { rows?: number }) {
  return (
    <Field {...field}>
      <textarea className={c.control} id={field.id} name={field.name} rows={rows} required={field.required} />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps extends FieldProps {
  options: readonly SelectOption[];
  /** Text of the empty first option, e.g. "Välj …". Its value is "", so `required` rejects it. */
  placeholder: string;
}

export function SelectInput({ options, placeholder, ...field }: SelectInputProps) {
  return (
    <Field {...field}>
      <select className={c.select} id={field.id} name={field.name} required={field.required} defaultValue="">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
