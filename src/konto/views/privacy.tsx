/**
 * A person's rights (GDPR art. 15 and 17): look a person up by e-mail, download everything
 * stored about them as a file (the access request), or erase them after a confirmation.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiBase, messageOf } from '../api';
import { ErrorAlert, Loading, NoticeAlert } from '../feedback';
import { AppLink } from '../layout';
import { formatDateTime } from '../texts';
import type { LeadDetail } from '../types';
import { useTitle } from '../use-title';
import { EraseDialog } from './erase-dialog';

type Found = { email: string; leads: LeadDetail[] };

function usePersonLookUp() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setNotice(undefined);
    setFound(undefined);
    if (!email.trim()) {
      setError('Skriv personens e-postadress.');
      return;
    }
    setBusy(true);
    try {
      const answer = await api<Found>(`/person?email=${encodeURIComponent(email.trim())}`);
      setFound({ email: answer.email, leads: answer.leads });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, found, setFound, error, notice, setNotice, busy, lookUp };
}

/** What is stored about the person, with the access request's download and the way to erase them. */
function FoundPerson({ found, onErase }: { found: Found; onErase: () => void }) {
  return (
    <Box component="section" aria-labelledby="person-rubrik">
      <Typography variant="h2" id="person-rubrik" sx={{ mb: 1 }}>
        {found.email}
      </Typography>
      {found.leads.length === 0 ? (
        <Typography>Inget finns sparat om den adressen.</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {found.leads.length} {found.leads.length === 1 ? 'förfrågan' : 'förfrågningar'} sparade:
          </Typography>
          <ul>
            {found.leads.map((lead) => (
              <li key={lead.id}>
                <AppLink to={`/leads/${lead.id}`}>
                  {formatDateTime(lead.createdAt)}: {lead.kindLabel}
                  {lead.company ? `, ${lead.company}` : ''}
                </AppLink>
              </li>
            ))}
          </ul>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
            <Button variant="outlined" component="a" href={`${apiBase}/person/utdrag?email=${encodeURIComponent(found.email)}`} download>
              Ladda ner registerutdrag (JSON)
            </Button>
            <Button variant="contained" color="error" onClick={onErase}>
              Radera personen …
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

export function PrivacyView() {
  useTitle('Personuppgifter');
  const { email, setEmail, found, setFound, error, notice, setNotice, busy, lookUp } = usePersonLookUp();
  const [erasing, setErasing] = useState(false);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Personuppgifter
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Besvara en begäran om registerutdrag eller radering: sök på personens e-postadress, ladda ner allt som finns sparat om personen, eller radera det.
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Sök person"
        onSubmit={(event) => void lookUp(event)}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          label="Personens e-postadress"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          size="small"
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Söker …' : 'Sök'}
        </Button>
      </Box>
      <ErrorAlert message={error} />
      <NoticeAlert message={notice} />
      {busy && <Loading label="Söker …" />}
      {found && <FoundPerson found={found} onErase={() => setErasing(true)} />}
      {erasing && found && (
        <EraseDialog
          email={found.email}
          leads={found.leads}
          onClose={() => setErasing(false)}
          onErased={(count) => {
            setErasing(false);
            setFound(undefined);
            setNotice(`${found.email} är raderad: ${count} ${count === 1 ? 'förfrågan borttagen' : 'förfrågningar borttagna'}.`);
          }}
        />
      )}
    </>
  );
}
