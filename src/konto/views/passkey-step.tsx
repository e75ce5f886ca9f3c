/**
 * The second step with a passkey (server/accounts/passkeys.ts): after the password, for an account
 * that has one, the browser signs the server's challenge for the site's own address. The code from
 * the app stays below it as the fallback.
 */
import { useState } from 'react';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api } from '../api';
import { ErrorAlert } from '../feedback';
import { passkeyMessage } from '../passkey-words';

const failed = 'Nyckeln kunde inte användas. Försök igen, eller ange koden från appen nedan.';

export function PasskeyStep({ onDone }: { onDone: () => Promise<void> }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const use = async () => {
    setError(undefined);
    setBusy(true);
    try {
      const { options } = await api<{ options: PublicKeyCredentialRequestOptionsJSON }>('/andra-faktorn/nyckel/alternativ', {
        method: 'POST',
        signedIn: false,
      });
      const response = await startAuthentication({ optionsJSON: options });
      await api('/andra-faktorn/nyckel', { method: 'POST', body: { response }, signedIn: false });
      await onDone();
    } catch (caught) {
      setError(passkeyMessage(caught, failed));
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mb: 3 }}>
      <ErrorAlert message={error} />
      <Button variant="contained" onClick={() => void use()} disabled={busy} sx={{ mb: 2 }}>
        {busy ? 'Väntar på nyckeln …' : 'Logga in med nyckel'}
      </Button>
      <Typography>Eller ange koden från autentiseringsappen:</Typography>
    </Box>
  );
}
