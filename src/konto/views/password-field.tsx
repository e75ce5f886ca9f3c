/**
 * A password field as the sign-in and the invitation have it: required and the card's full
 * width. `autoComplete` tells a password manager what to do: fill the saved one
 * (current-password) or offer a new one (new-password).
 */
import TextField from '@mui/material/TextField';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  error?: boolean;
}

export function PasswordField({ label, value, onChange, autoComplete, helperText, error }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      autoComplete={autoComplete}
      error={error}
      helperText={helperText}
      sx={{ mb: 2 }}
    />
  );
}
