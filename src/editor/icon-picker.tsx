/** Chooses an icon from the schema's enumeration, each shown as it is drawn on the site and named in Swedish. */
import { useState } from 'react';

interface Props {
  id: string;
  label: string;
  value: string | undefined;
  names: readonly string[];
  /** The Swedish name of an icon (the schema's `x-etiketter`): the file's English identifier is never shown. */
  nameOf: (name: string) => string;
  icons: Record<string, string>;
  describedBy?: string;
  invalid: boolean;
  onChange: (name: string | undefined) => void;
}

export function IconPicker({ id, label, value, names, nameOf, icons, describedBy, invalid, onChange }: Props) {
  const [open, setOpen] = useState(false);
  return (
    // A button cannot be aria-invalid (jsx-a11y role-supports-aria-props): the problem is read out
    // through aria-describedby, and the picker is marked invalid for the eye by data-invalid.
    <div className="ikonval" data-invalid={invalid || undefined}>
      <button type="button" id={id} aria-expanded={open} aria-describedby={describedBy} onClick={() => setOpen(!open)}>
        {value && icons[value] && <svg viewBox="0 0 24 24" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[value] }} />}
        {label}: {value ? nameOf(value) : 'ingen ikon'}
      </button>
      {open && (
        <div className="ikoner" role="group" aria-label={`Välj ${label.toLowerCase()}`}>
          {names.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === value}
              title={nameOf(name)}
              onClick={() => {
                onChange(name);
                setOpen(false);
              }}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[name] ?? '' }} />
              <span className="dold">{nameOf(name)}</span>
            </button>
          ))}
          <button type="button" onClick={() => (onChange(undefined), setOpen(false))}>
            Ingen ikon
          </button>
        </div>
      )}
    </div>
  );
}
