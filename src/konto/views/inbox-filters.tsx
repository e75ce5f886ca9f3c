/** The inbox's search and filters, written to the address on "Sök" (filters.ts). */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { kindTitles, leadKinds } from '~/src/lead-form/fields';
import { DayField, readDayRange } from '../day-field';
import { filterKeys, type FilterKey } from '../filters';
import { statusLabels, statuses } from '../texts';

type Values = Record<FilterKey, string>;
type DayProblems = Partial<Record<'from' | 'to', string>>;

const field = { size: 'small', sx: { minWidth: { xs: '100%', sm: 180 } } } as const;
const select = { ...field, select: true, slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } } } as const;

interface PanelProps {
  id: string;
  shown: boolean;
  values: Values;
  set: (key: FilterKey) => (value: string) => void;
  problems: DayProblems;
}

/** Everything but the search words: kind, status, the days, urgent only and the spam folder. */
function FilterPanel({ id, shown, values, set, problems }: PanelProps) {
  return (
    <Box id={id} sx={{ display: shown ? 'flex' : 'none', flexWrap: 'wrap', gap: 2, alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
      <TextField {...select} label="Typ" value={values.kind} onChange={(event) => set('kind')(event.target.value)}>
        <MenuItem value="">Alla typer</MenuItem>
        {leadKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {kindTitles[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...select} label="Status" value={values.status} onChange={(event) => set('status')(event.target.value)}>
        <MenuItem value="">Alla statusar</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabels[status]}
          </MenuItem>
        ))}
      </TextField>
      <DayField label="Från och med" value={values.from} onChange={set('from')} problem={problems.from} sx={field.sx} />
      <DayField label="Till och med" value={values.to} onChange={set('to')} problem={problems.to} sx={field.sx} />
      <FormControlLabel
        control={<Checkbox checked={values.urgent === '1'} onChange={(event) => set('urgent')(event.target.checked ? '1' : '')} />}
        label="Bara brådskande"
      />
      <FormControlLabel
        control={<Checkbox checked={values.spam === '1'} onChange={(event) => set('spam')(event.target.checked ? '1' : '')} />}
        label="Skräppost (misstänkt skräp)"
      />
    </Box>
  );
}

export function InboxFilters({ search, onApply }: { search: URLSearchParams; onApply: (values: Values) => void }) {
  const [values, setValues] = useState<Values>(() => Object.fromEntries(filterKeys.map((key) => [key, search.get(key) ?? ''])) as Values);
  const set = (key: FilterKey) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const [problems, setProblems] = useState<DayProblems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { days, problems: found } = readDayRange(values.from, values.to);
    setProblems(found);
    if (days) onApply({ ...values, ...days });
  };
  const clear = () => {
    const empty = Object.fromEntries(filterKeys.map((key) => [key, ''])) as Values;
    setValues(empty);
    setProblems({});
    onApply(empty);
  };
  // On a phone the filters fold away behind one button, so the list starts on the first screen.
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const active = filterKeys.filter((key) => key !== 'q' && search.get(key)).length;
  const [open, setOpen] = useState(false);
  const panel = useId();

  return (
    <Box
      component="form"
      role="search"
      aria-label="Sök och filtrera förfrågningar"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <TextField
        {...field}
        label="Sök namn, företag, e-post eller telefon"
        type="search"
        value={values.q}
        onChange={(event) => set('q')(event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 380 } }}
      />
      {!wide && (
        <Button type="button" variant="text" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          {open ? 'Dölj filter' : `Visa filter${active > 0 ? ` (${active} valda)` : ''}`}
        </Button>
      )}
      <FilterPanel id={panel} shown={wide || open} values={values} set={set} problems={problems} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Sök
        </Button>
        <Button type="button" variant="text" onClick={clear}>
          Rensa filter
        </Button>
      </Box>
    </Box>
  );
}
