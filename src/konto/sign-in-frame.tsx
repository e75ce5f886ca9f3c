/** The narrow card the sign-in and invitation steps sit in, with the firm's name above. */
import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { brand } from './brand';
import { texts } from './texts';

export function SignInFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography component="p" sx={{ fontWeight: 700, mb: 2 }}>
        {brand()} · {texts.workspace}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {heading}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
