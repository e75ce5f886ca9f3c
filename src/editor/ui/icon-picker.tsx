/**
 * Chooses an icon from the schema's enumeration, each shown as it is drawn on the site and named in
 * Swedish: a button opens MUI's Popover with a search (an Autocomplete over the Swedish names);
 * arrows and Enter choose, Escape closes, and focus returns to the button (docs/decisions.md 104).
 */
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import type { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { useRef, useState, type RefObject } from 'react';

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

/** The icon as the site draws it; its name is written beside it, so the drawing itself is hidden from screen readers. */
const Drawing = ({ svg }: { svg: string | undefined }) => <svg viewBox="0 0 24 24" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg ?? '' }} />;

/**
 * The list of matches in place under the search, not in a floating layer of its own: the popover
 * is already the layer, and a second one would be clipped by it.
 */
function InPlace({ children, open, className }: PopperProps) {
  return open && typeof children !== 'function' ? <div className={`${className ?? ''} ikonlista`}>{children}</div> : null;
}

export function IconPicker({ id, label, value, names, nameOf, icons, describedBy, invalid, onChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const close = () => setAnchor(null);
  const choose = (name: string | undefined) => {
    onChange(name);
    close();
  };
  return (
    // A button cannot be aria-invalid (jsx-a11y role-supports-aria-props): the problem is read out
    // through aria-describedby, and the picker is marked invalid for the eye by data-invalid.
    <div className="ikonval" data-invalid={invalid || undefined}>
      <Button
        id={id}
        variant="outlined"
        color={invalid ? 'error' : 'primary'}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-describedby={describedBy}
        startIcon={value && icons[value] ? <Drawing svg={icons[value]} /> : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}: {value ? nameOf(value) : 'ingen ikon'}
      </Button>
      {/* Popover is a modal layer: it keeps focus inside, closes on Escape and gives focus back to the button. */}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // The search has focus as the picker opens (a dialog focuses its first control). Focused once
        // the popover is laid out, not as the input mounts: a focus at mount was sometimes lost, and
        // the popover then focused itself.
        disableAutoFocus
        slotProps={{
          paper: { role: 'dialog', 'aria-label': `Välj ${label.toLowerCase()}`, className: 'ikonval-ruta' },
          transition: { onEntering: () => search.current?.focus() },
        }}
      >
        <IconSearch names={names} nameOf={nameOf} icons={icons} value={value} onChoose={choose} onEscape={close} inputRef={search} />
        <Button onClick={() => choose(undefined)}>Ingen ikon</Button>
      </Popover>
    </div>
  );
}

interface SearchProps extends Pick<Props, 'names' | 'nameOf' | 'icons' | 'value'> {
  onChoose: (name: string) => void;
  onEscape: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The search over the icons' Swedish names, its list always open under it. */
function IconSearch({ names, nameOf, icons, value, onChoose, onEscape, inputRef }: SearchProps) {
  return (
    <Autocomplete
      open
      disablePortal
      autoHighlight
      options={names as string[]}
      getOptionLabel={nameOf}
      // Mounted afresh each time the picker opens, so it starts from the icon chosen now.
      {...(value ? { defaultValue: value } : {})}
      onChange={(_e, next) => typeof next === 'string' && onChoose(next)}
      // The list stays open while the search is in use; Escape closes the whole picker.
      onClose={(_e, reason) => reason === 'escape' && onEscape()}
      // No clear or open/close button of its own: »Ingen ikon« removes the icon, and the list is always shown.
      disableClearable
      forcePopupIcon={false}
      noOptionsText="Ingen ikon har det namnet"
      slots={{ popper: InPlace }}
      renderOption={({ key, ...props }, name) => (
        <li key={key} {...props}>
          <Drawing svg={icons[name]} />
          {nameOf(name)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label="Sök ikon" />}
    />
  );
}
