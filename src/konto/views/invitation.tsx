/**
 * The invitation link (`leads user invite`): /konto/inbjudan#<token>. The token is in the
 * fragment, which no server sees (server/accounts/invite.ts); it is read once and taken out of
 * the address bar. Set a password, then set up the authenticator app and confirm a code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { useSession } from '../session';
import { SignInFrame } from '../sign-in-frame';
import { roleLabels } from '../texts';
import { useTitle } from '../use-title';
import { CodeStep } from './code-step';
import { PasswordField } from './password-field';

const readToken = () => {
  const token = window.location.hash.slice(1);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
};

const noToken = 'Länken saknar sin inbjudningskod. Öppna hela länken från mejlet, eller be om en ny inbjudan.';

interface Invitation {
  email: string;
  role: string;
}

/** The invitation the token stands for, asked once; its refusal (or a link without a token) as the error. */
function useInvitation() {
  const [token] = useState(readToken);
  const [invitation, setInvitation] = useState<Invitation>();
  const [loading, setLoading] = useState(Boolean(token));
  const [error, setError] = useState<string | undefined>(token ? undefined : noToken);

  useEffect(() => {
    if (!token) return;
    api<Invitation>('/inbjudan', { method: 'POST', body: { token }, signedIn: false })
      .then(setInvitation, (caught: unknown) => setError(messageOf(caught)))
      .finally(() => setLoading(false));
  }, [token]);
  return { token, invitation, loading, error, setError };
}

interface NewPasswordProps {
  token: string;
  invitation: Invitation;
  onError: (message: string | undefined) => void;
  onAccepted: () => void;
}

/** The new password, typed twice; the username field lets a password manager save the pair. */
function NewPasswordForm({ token, invitation, onError, onAccepted }: NewPasswordProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [repeatError, setRepeatError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onError(undefined);
    if (password !== repeat) {
      setRepeatError('Lösenorden är inte likadana. Skriv samma lösenord i båda fälten.');
      return;
    }
    setRepeatError(undefined);
    setBusy(true);
    try {
      await api('/inbjudan/anta', { method: 'POST', body: { token, password }, signedIn: false });
      onAccepted();
    } catch (caught) {
      onError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Typography sx={{ mb: 2 }}>
        Du är inbjuden som {roleLabels[invitation.role]?.toLowerCase() ?? invitation.role} med e-postadressen <strong>{invitation.email}</strong>. Välj ett
        lösenord; därefter lägger du till arbetsytan i en autentiseringsapp.
      </Typography>
      <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
      <PasswordField
        label="Nytt lösenord"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        helperText="Minst 12 tecken. En lång fras är lättare att minnas än ett kort krångligt ord."
      />
      <PasswordField
        label="Upprepa lösenordet"
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
        error={Boolean(repeatError)}
        helperText={repeatError}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Sparar …' : 'Spara lösenordet'}
      </Button>
    </Box>
  );
}

export function InvitationView() {
  useTitle('Inbjudan');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const { token, invitation, loading, error, setError } = useInvitation();
  const [accepted, setAccepted] = useState(false);

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
      {invitation && <NewPasswordForm token={token} invitation={invitation} onError={setError} onAccepted={() => setAccepted(true)} />}
    </SignInFrame>
  );
}
