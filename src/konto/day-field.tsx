/**
 * A calendar day typed as åååå-mm-dd (docs/decisions.md 145): a text field, not the browser's
 * date input, whose format follows the browser's language (mm/dd/yyyy in an en-US browser) and
 * which WebKit draws with today's date when it is empty, so an unset filter looked set. The
 * format is in the label, so an empty field is empty in every engine; digits alone (20261128) or
 * dots and slashes (2026.11.28) are read as the same day, and anything else says what to type.
 */
import TextField from '@mui/material/TextField';

export const dayFormat = 'åååå-mm-dd';

/** The day as the API takes it (YYYY-MM-DD), '' for an empty field, or undefined if it is no real day. */
export function readDay(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const match = /^(\d{4})[-./ ]?(\d{2})[-./ ]?(\d{2})$/.exec(trimmed);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const at = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real = at.getUTCFullYear() === Number(y) && at.getUTCMonth() === Number(m) - 1 && at.getUTCDate() === Number(d);
  return real ? `${y}-${m}-${d}` : undefined;
}

export const dayProblem = (label: string) => `${label}: skriv datumet som ${dayFormat}, till exempel 2026-11-28.`;

/**
 * A filter's from/to days read for a submit: the days as the API takes them, or the problem to
 * show under each field that is no day.
 */
export function readDayRange(from: string, to: string): { days?: { from: string; to: string }; problems: { from?: string; to?: string } } {
  const [start, end] = [readDay(from), readDay(to)];
  const problems = { ...(start === undefined ? { from: dayProblem('Från och med') } : {}), ...(end === undefined ? { to: dayProblem('Till och med') } : {}) };
  return start === undefined || end === undefined ? { problems } : { days: { from: start, to: end }, problems };
}

export function DayField({
  label,
  value,
  onChange,
  problem,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, and the field marked invalid, after a submit found it wrong. */
  problem?: string | undefined;
  sx?: object;
}) {
  return (
    <TextField
      size="small"
      label={`${label} (${dayFormat})`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Written in its own form on leaving the field, so the person sees the day that will be used.
      onBlur={() => {
        const day = readDay(value);
        if (day !== undefined && day !== value) onChange(day);
      }}
      error={problem !== undefined}
      helperText={problem}
      autoComplete="off"
      // The label always sits small on the border: the whole of it fits a phone's width, and the field below it is empty.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10, spellCheck: false } }}
      // Wide enough for its label on a phone's full width or beside other fields.
      sx={sx ?? { width: { xs: '100%', sm: 260 } }}
    />
  );
}
