/** Sign in: e-mail and password, then a passkey (if the account has one) or the code from the authenticator app. */
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { api, messageOf } from '../api';
import { ErrorAlert } from '../feedback';
import { useSession } from '../session';
import { SignInFrame } from '../sign-in-frame';
import { useTitle } from '../use-title';
import { CodeStep } from './code-step';
import { PasskeyStep } from './passkey-step';
import { PasswordField } from './password-field';

type SecondStep = 'code' | 'setup';

/** E-mail and password; what comes after them depends on the account (a passkey, the app's set-up). */
function PasswordForm({ onPasskey, onSecondStep }: { onPasskey: (passkey: boolean) => void; onSecondStep: (step: SecondStep) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const answer = await api<{ passkey?: boolean }>('/logga-in', { method: 'POST', body: { email, password }, signedIn: false });
      onPasskey(answer.passkey === true && browserSupportsWebAuthn());
      // An account whose app was never confirmed gets its set-up; the others only the code.
      const setupOpen = await api('/andra-faktorn', { signedIn: false }).then(
        () => true,
        () => false,
      );
      onSecondStep(setupOpen ? 'setup' : 'code');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <ErrorAlert message={error} />
      <TextField
        label="E-postadress"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        fullWidth
        autoComplete="username"
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- signing in is the page's one task, by keyboard alone (tests/e2e/konto.spec.ts); the notice above is role="alert", so it is still read out
        autoFocus
        sx={{ mb: 2 }}
      />
      <PasswordField label="Lösenord" value={password} onChange={setPassword} autoComplete="current-password" />
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Loggar in …' : 'Logga in'}
      </Button>
    </Box>
  );
}

export function SignInView() {
  useTitle('Logga in');
  const { notice, refresh } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [step, setStep] = useState<'password' | SecondStep>('password');
  const [passkey, setPasskey] = useState(false);

  const done = async () => {
    await refresh();
    navigate(from, { replace: true });
  };

  if (step !== 'password') {
    return (
      <SignInFrame heading={passkey ? 'Bekräfta med nyckel eller kod' : 'Ange koden'}>
        {passkey && step === 'code' && <PasskeyStep onDone={done} />}
        <CodeStep setUp={step === 'setup'} onDone={done} />
      </SignInFrame>
    );
  }
  return (
    <SignInFrame heading="Logga in">
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <PasswordForm onPasskey={setPasskey} onSecondStep={setStep} />
    </SignInFrame>
  );
}
