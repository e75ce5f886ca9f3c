/**
 * Erasing a person: the dialog names what goes (each lead by date, kind and company, with its
 * notifications and notes) and asks for the address typed again, which the server checks too.
 */
import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert } from '../feedback';
import { formatDateTime } from '../texts';
import type { LeadDetail } from '../types';

/** The typed address checked before the server is asked (which checks it again). */
function useErase(email: string, onErased: (count: number) => void) {
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.trim().toLowerCase() !== email.toLowerCase()) {
      setMismatch(`Skriv ${email} exakt för att bekräfta.`);
      return;
    }
    setMismatch(undefined);
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ erased: number }>('/person/radera', { method: 'POST', body: { email, confirm: confirm.trim() } });
      onErased(answer.erased);
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };
  return { confirm, setConfirm, mismatch, error, busy, submit };
}

function ErasedLeads({ leads }: { leads: LeadDetail[] }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Detta raderas för alltid, med sina aviseringar och anteckningar ({leads.length} {leads.length === 1 ? 'förfrågan' : 'förfrågningar'}):
      </Typography>
      <ul>
        {leads.map((lead) => (
          <li key={lead.id}>
            {formatDateTime(lead.createdAt)}: {lead.kindLabel}
            {lead.company ? `, ${lead.company}` : ''}
            {lead.person ? `, ${lead.person}` : ''} (nr {lead.id})
          </li>
        ))}
      </ul>
    </>
  );
}

export function EraseDialog({
  email,
  leads,
  onClose,
  onErased,
}: {
  email: string;
  leads: LeadDetail[];
  onClose: () => void;
  onErased: (count: number) => void;
}) {
  const confirmId = useId();
  const { confirm, setConfirm, mismatch, error, busy, submit } = useErase(email, onErased);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="radera-rubrik"
      slotProps={{ paper: { component: 'form', onSubmit: (event: FormEvent) => void submit(event) } }}
    >
      <DialogTitle id="radera-rubrik" sx={{ overflowWrap: 'anywhere' }}>
        Radera {email}?
      </DialogTitle>
      <DialogContent>
        <ErasedLeads leads={leads} />
        <ErrorAlert message={error} />
        {/* A label of its own above the field, which wraps on a 320 px phone; a field's floating label is cut to one line. */}
        <Typography component="label" htmlFor={confirmId} sx={{ display: 'block', mt: 2, mb: 1, fontWeight: 600 }}>
          Skriv e-postadressen igen för att bekräfta
        </Typography>
        <TextField
          id={confirmId}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          fullWidth
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- a modal dialog must move focus into itself (WAI-ARIA dialog pattern); typing the address is its one task
          autoFocus
          autoComplete="off"
          error={Boolean(mismatch)}
          helperText={mismatch ?? email}
          slotProps={{ formHelperText: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Avbryt
        </Button>
        <Button type="submit" color="error" variant="contained" disabled={busy}>
          {busy ? 'Raderar …' : 'Radera för alltid'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
