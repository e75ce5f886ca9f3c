/**
 * The second factor: set up the authenticator app (QR code and the secret as text) when the
 * account has none yet, then a six-digit code. GET /konto/api/andra-faktorn answers the set-up
 * only while the app is not confirmed; otherwise the person just types the code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';

interface Setup {
  secret: string;
  uri: string;
  qr: string;
}

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The app's set-up, fetched once when `setUp` is asked for. Drawn here, from the otpauth://
 * address: the secret never goes to another host.
 */
function useAuthenticatorSetup(setUp: boolean, setError: (message: string) => void) {
  const [setup, setSetup] = useState<Setup | undefined>();
  const [loading, setLoading] = useState(setUp);
  useEffect(() => {
    if (!setUp) return;
    let live = true;
    (async () => {
      try {
        const answer = await api<{ secret: string; uri: string }>('/andra-faktorn', { signedIn: false });
        const qr = await QRCode.toDataURL(answer.uri, { margin: 2, width: 220, errorCorrectionLevel: 'M' });
        if (live) setSetup({ ...answer, qr });
      } catch (caught) {
        if (live) setError(messageOf(caught));
      } finally {
        if (live) setLoading(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [setUp, setError]);
  return { setup, loading };
}

function SetupInstructions({ setup }: { setup: Setup }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Lägg till arbetsytan i din autentiseringsapp
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Skanna QR-koden med appen (till exempel Microsoft Authenticator, Google Authenticator eller 1Password), eller skriv in nyckeln för hand.
      </Typography>
      <Box component="img" src={setup.qr} alt="QR-kod för autentiseringsappen" width={220} height={220} sx={{ display: 'block', mb: 2 }} />
      <Typography component="p" variant="body2">
        Nyckel att skriva in:
      </Typography>
      <Typography component="p" data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}>
        {grouped(setup.secret)}
      </Typography>
    </Box>
  );
}

export function CodeStep({ setUp, onDone }: { setUp: boolean; onDone: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { setup, loading } = useAuthenticatorSetup(setUp, setError);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await api('/andra-faktorn', { method: 'POST', body: { code: code.replace(/\s/g, '') }, signedIn: false });
      await onDone();
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };

  if (loading) return <Loading label="Hämtar inställningen för autentiseringsappen …" />;
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      {setup && <SetupInstructions setup={setup} />}
      <ErrorAlert message={error} />
      <TextField
        label="Kod från autentiseringsappen"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        fullWidth
        autoFocus={!setup}
        autoComplete="one-time-code"
        helperText="Sex siffror. Koden byts var 30:e sekund."
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        sx={{ mb: 2 }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Kontrollerar …' : 'Bekräfta koden'}
      </Button>
    </Box>
  );
}
