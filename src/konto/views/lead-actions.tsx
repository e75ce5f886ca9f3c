/** What the firm did with a lead: its status and latest contact, and notes with a contact date. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { DayField, dayProblem, readDay } from '../day-field';
import { ErrorAlert } from '../feedback';
import { formatDateTime, formatDay, statusLabels, statuses, type Status } from '../texts';
import type { LeadDetail } from '../types';

type Saved = (lead: LeadDetail, notice: string) => void;

export function StatusForm({ lead, onSaved }: { lead: LeadDetail; onSaved: Saved }) {
  const [status, setStatus] = useState<Status>(lead.status);
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const day = readDay(contact);
    setProblem(day === undefined ? dayProblem('Senaste kontakt') : undefined);
    if (day === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ lead: LeadDetail }>(`/leads/${lead.id}/status`, {
        method: 'POST',
        body: { status, ...(day ? { lastContactAt: day } : {}) },
      });
      setContact('');
      onSaved(answer.lead, `Status sparad: ${statusLabels[answer.lead.status]}.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-labelledby="status-rubrik" sx={{ mb: 3 }}>
      <Typography variant="h2" id="status-rubrik" sx={{ mb: 1 }}>
        Status
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Senaste kontakt: {lead.lastContactAt ? formatDay(lead.lastContactAt) : 'ingen registrerad'}
      </Typography>
      <ErrorAlert message={error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField select size="small" label="Status" value={status} onChange={(event) => setStatus(event.target.value as Status)} sx={{ minWidth: 200 }}>
          {statuses.map((value) => (
            <MenuItem key={value} value={value}>
              {statusLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <DayField label="Senaste kontakt" value={contact} onChange={setContact} problem={problem} />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Sparar …' : 'Spara status'}
        </Button>
      </Box>
    </Box>
  );
}

/** The notes so far, each with when, who and the day of contact it records. */
function NoteList({ notes }: { notes: LeadDetail['notes'] }) {
  if (notes.length === 0) return <Typography sx={{ mb: 2 }}>Inga anteckningar ännu.</Typography>;
  return (
    <Box component="ol" sx={{ pl: 0, listStyle: 'none', mb: 2 }}>
      {notes.map((note) => (
        <Box component="li" key={note.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mb: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDateTime(note.at)}
            {note.author ? ` · ${note.author}` : ''}
            {note.contactedAt ? ` · kontakt ${formatDay(note.contactedAt)}` : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function NoteForm({ lead, onSaved }: { lead: LeadDetail; onSaved: Saved }) {
  const [text, setText] = useState('');
  const [contactedAt, setContactedAt] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Skriv något i anteckningen först.');
      return;
    }
    const day = readDay(contactedAt);
    setProblem(day === undefined ? dayProblem('Kontaktdatum') : undefined);
    if (day === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ lead: LeadDetail }>(`/leads/${lead.id}/anteckningar`, {
        method: 'POST',
        body: { text, ...(day ? { contactedAt: day } : {}) },
      });
      setText('');
      setContactedAt('');
      onSaved(answer.lead, 'Anteckningen är sparad.');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} aria-label="Lägg till en anteckning">
      <ErrorAlert message={error} />
      <TextField
        label="Ny anteckning"
        multiline
        minRows={3}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DayField label="Kontaktdatum" value={contactedAt} onChange={setContactedAt} problem={problem} />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Sparar …' : 'Spara anteckning'}
        </Button>
      </Box>
    </Box>
  );
}

export function Notes({ lead, onSaved }: { lead: LeadDetail; onSaved: Saved }) {
  return (
    <Box component="section" aria-labelledby="anteckningar-rubrik" sx={{ mb: 3 }}>
      <Typography variant="h2" id="anteckningar-rubrik" sx={{ mb: 1 }}>
        Anteckningar
      </Typography>
      <NoteList notes={lead.notes} />
      <NoteForm lead={lead} onSaved={onSaved} />
    </Box>
  );
}
