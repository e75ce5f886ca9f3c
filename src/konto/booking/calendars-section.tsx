/** A partner's calendars: each with its state (read, or failing and why), removal, and a form to add one by its secret address. */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../texts';
import type { Calendar } from './booking-types';

export function calendarState(calendar: Calendar): string {
  if (calendar.error) return `Kunde inte läsas${calendar.failingSince ? ` sedan ${formatDateTime(calendar.failingSince)}` : ''}: ${calendar.error}`;
  if (calendar.lastSuccessAt) return `Läst ${formatDateTime(calendar.lastSuccessAt)} (${calendar.busyTimes} upptagna tider)`;
  return 'Läses inom en minut.';
}

export function CalendarChip({ calendar }: { calendar: Calendar }) {
  if (calendar.fresh && !calendar.error) return <Chip size="small" color="success" variant="outlined" label="Fungerar" />;
  if (calendar.fresh) return <Chip size="small" color="warning" variant="outlined" label="Senaste läsningen misslyckades" />;
  return (
    <Chip size="small" color="error" variant="outlined" label={calendar.lastSuccessAt ? 'För gammal: inga tider erbjuds' : 'Inte läst: inga tider erbjuds'} />
  );
}

/** The partner's calendars, each with its state and a button to remove it. */
function CalendarList({ calendars, busy, onRemove }: { calendars: Calendar[]; busy: boolean; onRemove: (id: number) => void }) {
  return (
    <Box component="ul" sx={{ pl: 0, listStyle: 'none', mb: 2 }}>
      {calendars.map((calendar) => (
        <Box component="li" key={calendar.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {calendar.label}
            </Typography>
            <CalendarChip calendar={calendar} />
            <Button size="small" variant="outlined" onClick={() => onRemove(calendar.id)} disabled={busy} aria-label={`Ta bort kalendern ${calendar.label}`}>
              Ta bort
            </Button>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {calendar.address} · {calendarState(calendar)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function CalendarsSection({
  calendars,
  busy,
  onAdd,
  onRemove,
}: {
  calendars: Calendar[];
  busy: boolean;
  onAdd: (label: string, url: string) => Promise<boolean>;
  onRemove: (id: number) => void;
}) {
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd(label, url)) {
      setLabel('');
      setUrl('');
    }
  };
  return (
    <>
      {calendars.length === 0 && <Typography sx={{ mb: 2 }}>Ingen kalender kopplad: besökare ser dina arbetstider utan hänsyn till dina möten.</Typography>}
      <CalendarList calendars={calendars} busy={busy} onRemove={onRemove} />
      <Box component="form" onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
        <TextField
          label="Namn på kalendern"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          label="Kalenderns hemliga adress (iCal)"
          value={url}
          required
          onChange={(event) => setUrl(event.target.value)}
          size="small"
          helperText="Google: Inställningar → kalendern → »Hemlig adress i iCal-format«. Outlook: Inställningar → Kalender → Delade kalendrar → Publicera (ICS). iCloud: Dela kalender → Offentlig kalender. Proton: Dela → Dela med länk."
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !url.trim()}>
            Koppla kalendern
          </Button>
        </Box>
      </Box>
      <Alert severity="info" sx={{ mt: 2 }}>
        Kalendern läses bara, aldrig skrivs till. Adressen är hemlig: den visas förkortad här och skrivs aldrig i loggen.
      </Alert>
    </>
  );
}
