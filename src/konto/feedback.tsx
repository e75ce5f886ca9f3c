/** The views' shared states: an error from the API (role=alert), what was just done (role=status) and loading. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { texts } from './texts';

export function ErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

export function NoticeAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="success" role="status" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

export function Loading({ label = texts.loading }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}
