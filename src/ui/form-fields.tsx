import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { errorIdOf, hooks } from '../lead-form/contract';
import { colors } from './tokens';

/**
 * Native form controls with a visible <label> above each one. Deliberately not MUI's TextField:
 * these forms are static HTML that must work before (and without) JavaScript, and TextField's
 * floating label and focus styling depend on React state.
 *
 * Each field has an empty, hidden error line below the control (id `<control id>-fel`). The lead
 * server fills it when it sends the page back with errors (no JavaScript), the enhancement module
 * when the server answers a fetch with per-field errors; both then set aria-invalid and point
 * aria-describedby at it.
 */

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%231b2430' stroke-width='2'/%3E%3C/svg%3E\")";

const controlSx = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  m: 0,
  px: 1.5,
  py: 1.25,
  minHeight: 48,
  font: 'inherit',
  fontSize: '1rem',
  lineHeight: 1.5,
  color: 'text.primary',
  bgcolor: '#ffffff',
  border: `1px solid ${colors.controlBorder}`,
  borderRadius: '8px',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: '1px', borderColor: 'primary.main' },
} as const;

const selectSx = {
  appearance: 'none',
  pr: 5,
  backgroundImage: chevron,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 16px center',
} as const;

interface FieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

function Field({ id, label, required, wide, children }: Omit<FieldProps, 'name'> & { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, gridColumn: wide ? '1 / -1' : undefined }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
        {label}
        {/* The required attribute tells assistive technology; the star is for the eye. */}
        {required && (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.dark', ml: 0.25 }}>
            *
          </Box>
        )}
      </Box>
      {children}
      <Box
        component="p"
        id={errorIdOf(id)}
        {...{ [hooks.fieldError]: '' }}
        hidden
        sx={{ m: 0, color: 'error.dark', fontWeight: 600, fontSize: '0.95rem', '&[hidden]': { display: 'none' } }}
      />
    </Box>
  );
}

interface TextInputProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

export function TextInput({ type = 'text', autoComplete, ...field }: TextInputProps) {
  return (
    <Field {...field}>
      <Box
        component="input"
        id={field.id}
        name={field.name}
        type={type}
        required={field.required}
        autoComplete={autoComplete}
        sx={controlSx}
      />
    </Field>
  );
}

export function TextArea({ rows = 4, ...field }: FieldProps & { rows?: number }) {
  return (
    <Field {...field}>
      <Box
        component="textarea"
        id={field.id}
        name={field.name}
        rows={rows}
        required={field.required}
        sx={[controlSx, { resize: 'vertical', minHeight: 'auto' }]}
      />
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
      <Box
        component="select"
        id={field.id}
        name={field.name}
        required={field.required}
        defaultValue=""
        sx={[controlSx, selectSx]}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Field>
  );
}
