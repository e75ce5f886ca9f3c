/** A partner's booking settings: name, taking bookings, weekly hours, lengths, buffer, notice, how far ahead, formats. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLabels, hoursLine, hoursOf, weekdays, type Format, type Settings } from './booking-types';

const numberField = (value: number, set: (n: number) => void) => ({
  type: 'number',
  value: String(value),
  onChange: (event: { target: { value: string } }) => set(Number(event.target.value)),
  size: 'small' as const,
});

/** One line of hours per weekday. */
function HoursFields({ lines, setLines }: { lines: string[]; setLines: (update: (current: string[]) => string[]) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Arbetstider (svensk tid). Skriv t.ex. 09:00–12:00, 13:00–16:00; lämna tomt för en ledig dag. Helgdagar erbjuds aldrig.
      </FormLabel>
      {weekdays.map((name, index) => (
        <TextField
          key={name}
          label={name}
          value={lines[index]}
          onChange={(event) => setLines((current) => current.map((line, i) => (i === index ? event.target.value : line)))}
          size="small"
        />
      ))}
    </Box>
  );
}

/** What each format's invitation names; empty, the format is not offered. */
function FormatFields({ formats, onChange }: { formats: Settings['formats']; onChange: (formats: Settings['formats']) => void }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Mötesformer
      </FormLabel>
      {(Object.keys(formatLabels) as Format[]).map((format) => (
        <TextField
          key={format}
          label={formatLabels[format].label}
          helperText={formatLabels[format].help}
          value={formats[format] ?? ''}
          onChange={(event) => onChange({ ...formats, [format]: event.target.value })}
          size="small"
        />
      ))}
    </Box>
  );
}

export function SettingsForm({ initial, busy, onSave }: { initial: Settings; busy: boolean; onSave: (settings: Settings) => void }) {
  const [settings, setSettings] = useState(initial);
  const [lines, setLines] = useState(() => weekdays.map((_, index) => hoursLine(initial, index + 1)));
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((current) => ({ ...current, [key]: value }));
  const toggleLength = (length: number) =>
    set('lengths', settings.lengths.includes(length) ? settings.lengths.filter((l) => l !== length) : [...settings.lengths, length].sort());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...settings, hours: hoursOf(lines) });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <TextField
        label="Ditt namn som besökaren ser det"
        value={settings.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        required
        size="small"
      />
      <FormControlLabel
        control={<Checkbox checked={settings.active} onChange={(event) => set('active', event.target.checked)} />}
        label="Ta emot bokningar på webbplatsen"
      />
      <HoursFields lines={lines} setLines={setLines} />
      <FormGroup>
        <FormLabel component="legend">Möteslängder du erbjuder</FormLabel>
        {[30, 60].map((length) => (
          <FormControlLabel
            key={length}
            control={<Checkbox checked={settings.lengths.includes(length)} onChange={() => toggleLength(length)} />}
            label={`${length} minuter`}
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
        <TextField
          label="Buffert mellan möten (minuter)"
          {...numberField(settings.bufferMinutes, (n) => set('bufferMinutes', n))}
          helperText="0–120, steg om 5"
        />
        <TextField label="Minsta framförhållning (timmar)" {...numberField(settings.noticeHours, (n) => set('noticeHours', n))} />
        <TextField label="Hur långt fram (dagar)" {...numberField(settings.horizonDays, (n) => set('horizonDays', n))} helperText="1–90" />
      </Box>
      <FormatFields formats={settings.formats} onChange={(formats) => set('formats', formats)} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Besökaren ser tider på hel- och halvtimme där hela mötet och bufferten före och efter är fria i dina kopplade kalendrar.
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Sparar …' : 'Spara'}
        </Button>
      </Box>
    </Box>
  );
}
