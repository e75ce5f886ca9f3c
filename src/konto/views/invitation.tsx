/**
 * The invitation link (`leads user invite`): /konto/inbjudan#<token>. The token is in the
 * fragment, which no server sees (server/accounts/invite.ts); it is read once and taken out of
 * the address bar. Set a password, then set up the authenticator app and confirm a code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { useSession } from '../session';
import { SignInFrame } from '../sign-in-frame';
import { roleLabels } from '../texts';
import { useTitle } from '../use-title';
import { CodeStep } from './code-step';

const readToken = () => {
  const token = window.location.hash.slice(1);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
};

const noToken = 'Länken saknar sin inbjudningskod. Öppna hela länken från mejlet, eller be om en ny inbjudan.';

export function InvitationView() {
  useTitle('Inbjudan');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [token] = useState(readToken);
  const [invitation, setInvitation] = useState<{ email: string; role: string }>();
  const [loading, setLoading] = useState(Boolean(token));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [repeatError, setRepeatError] = useState<string>();
  const [error, setError] = useState<string | undefined>(token ? undefined : noToken);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (!token) return;
    api<{ email: string; role: string }>('/inbjudan', { method: 'POST', body: { token }, signedIn: false })
      .then(setInvitation, (caught: unknown) => setError(messageOf(caught)))
      .finally(() => setLoading(false));
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (password !== repeat) {
      setRepeatError('Lösenorden är inte likadana. Skriv samma lösenord i båda fälten.');
      return;
    }
    setRepeatError(undefined);
    setBusy(true);
    try {
      await api('/inbjudan/anta', { method: 'POST', body: { token, password }, signedIn: false });
      setAccepted(true);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  if (accepted) {
    return (
      <SignInFrame heading="Tvåstegsverifiering">
        <CodeStep
          setUp
          onDone={async () => {
            await refresh();
            navigate('/', { replace: true });
          }}
        />
      </SignInFrame>
    );
  }
  return (
    <SignInFrame heading="Välkommen till arbetsytan">
      {loading && <Loading label="Kontrollerar inbjudan …" />}
      <ErrorAlert message={error} />
      {invitation && (
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
          <Typography sx={{ mb: 2 }}>
            Du är inbjuden som {roleLabels[invitation.role]?.toLowerCase() ?? invitation.role} med e-postadressen <strong>{invitation.email}</strong>. Välj ett
            lösenord; därefter lägger du till arbetsytan i en autentiseringsapp.
          </Typography>
          <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          <TextField
            label="Nytt lösenord"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
            autoComplete="new-password"
            helperText="Minst 12 tecken. En lång fras är lättare att minnas än ett kort krångligt ord."
            sx={{ mb: 2 }}
          />
          <TextField
            label="Upprepa lösenordet"
            type="password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            required
            fullWidth
            autoComplete="new-password"
            error={Boolean(repeatError)}
            helperText={repeatError}
            sx={{ mb: 2 }}
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Sparar …' : 'Spara lösenordet'}
          </Button>
        </Box>
      )}
    </SignInFrame>
  );
}
