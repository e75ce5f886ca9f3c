/**
 * "Nycklar": the account's passkeys (server/accounts/passkeys.ts, docs/decisions.md 142) —
 * added from this browser or a phone, each with a name the person chooses, renamed and removed.
 * The code from the authenticator app always stays as the fallback; README "Passkeys" says how
 * someone who lost both gets back in (a new invitation).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { passkeyMessage, passkeyWords } from '../passkey-words';
import { formatDateTime } from '../texts';
import type { PasskeyInfo } from '../types';
import { useTitle } from '../use-title';

const notAdded = 'Nyckeln kunde inte läggas till. Försök igen.';

function RenameForm({ passkey, onRename, onCancel }: { passkey: PasskeyInfo; onRename: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(passkey.name);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    onRename(name);
  };
  return (
    <Box component="form" onSubmit={rename} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label={`Nytt namn för ${passkey.name}`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Button type="submit" variant="contained">
        Spara namnet
      </Button>
      <Button type="button" onClick={onCancel}>
        Avbryt
      </Button>
    </Box>
  );
}

function PasskeyRow({ passkey, onChanged }: { passkey: PasskeyInfo; onChanged: (notice: string) => Promise<void> }) {
  const [mode, setMode] = useState<'show' | 'rename' | 'remove'>('show');
  const [error, setError] = useState<string>();
  const act = async (path: string, body: unknown, notice: string) => {
    setError(undefined);
    try {
      await api(`/nycklar/${passkey.id}/${path}`, { method: 'POST', body });
      await onChanged(notice);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mb: 2 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Tillagd {formatDateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `senast använd ${formatDateTime(passkey.lastUsedAt)}` : 'inte använd ännu'}
      </Typography>
      <ErrorAlert message={error} />
      {mode === 'rename' && (
        <RenameForm passkey={passkey} onRename={(name) => void act('namn', { name }, `Nyckeln heter nu ${name.trim()}.`)} onCancel={() => setMode('show')} />
      )}
      {mode === 'remove' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography>Ta bort {passkey.name}? Den kan inte längre användas för att logga in.</Typography>
          <Button variant="contained" color="error" onClick={() => void act('ta-bort', {}, `${passkey.name} är borttagen.`)}>
            Ja, ta bort nyckeln
          </Button>
          <Button onClick={() => setMode('show')}>Avbryt</Button>
        </Box>
      )}
      {mode === 'show' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setMode('rename')} aria-label={`Byt namn på ${passkey.name}`}>
            Byt namn
          </Button>
          <Button variant="outlined" color="error" onClick={() => setMode('remove')} aria-label={`Ta bort ${passkey.name}`}>
            Ta bort
          </Button>
        </Box>
      )}
    </Box>
  );
}

function AddPasskey({ onAdded }: { onAdded: (notice: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>('/nycklar/alternativ', { method: 'POST' });
      const response = await startRegistration({ optionsJSON: options });
      await api('/nycklar', { method: 'POST', body: { name, response } });
      setName('');
      await onAdded(`Nyckeln ${name.trim()} är tillagd. Nästa gång ni loggar in kan ni använda den i stället för koden.`);
    } catch (caught) {
      setError(passkeyMessage(caught, notAdded));
    } finally {
      setBusy(false);
    }
  };
  if (!browserSupportsWebAuthn()) return <Typography>{passkeyWords.unsupported}</Typography>;
  return (
    <Box
      component="form"
      onSubmit={(event) => void add(event)}
      aria-label="Lägg till en nyckel"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <ErrorAlert message={error} />
      <TextField
        size="small"
        label="Namn på nyckeln"
        value={name}
        onChange={(event) => setName(event.target.value)}
        helperText="Till exempel Jobbdatorn eller Telefonen."
        required
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
        {busy ? 'Väntar på nyckeln …' : 'Lägg till nyckel'}
      </Button>
    </Box>
  );
}

export function PasskeysView() {
  useTitle('Nycklar');
  const [passkeys, setPasskeys] = useState<PasskeyInfo[]>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const load = useCallback(async (said?: string) => {
    try {
      setPasskeys((await api<{ passkeys: PasskeyInfo[] }>('/nycklar')).passkeys);
      setNotice(said);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, []);
  useEffect(() => {
    let live = true;
    api<{ passkeys: PasskeyInfo[] }>('/nycklar').then(
      (answer) => live && setPasskeys(answer.passkeys),
      (caught: unknown) => live && setError(messageOf(caught)),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Nycklar
      </Typography>
      <Typography sx={{ mb: 2 }}>
        En nyckel (passkey) i datorn eller telefonen bekräftar inloggningen efter lösenordet i stället för koden från appen, och fungerar bara på arbetsytans
        egen adress: en falsk inloggningssida kan inte använda den. Koden från autentiseringsappen fungerar alltid som reserv.
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        {notice}
      </Typography>
      <ErrorAlert message={error} />
      {!passkeys && !error && <Loading />}
      {passkeys && (
        <>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Era nycklar
          </Typography>
          {passkeys.length === 0 ? (
            <Typography sx={{ mb: 2 }}>Inga nycklar ännu.</Typography>
          ) : (
            <Box component="ul" aria-label="Era nycklar" sx={{ pl: 0, listStyle: 'none', mb: 2 }}>
              {passkeys.map((passkey) => (
                <PasskeyRow key={`${passkey.id}-${passkey.name}`} passkey={passkey} onChanged={load} />
              ))}
            </Box>
          )}
          <Typography variant="h2" sx={{ mb: 1 }}>
            Lägg till en nyckel
          </Typography>
          <AddPasskey onAdded={load} />
        </>
      )}
    </>
  );
}
