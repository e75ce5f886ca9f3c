/**
 * The spam filter's part of a lead's page (docs/decisions.md 133–134): what a lure looks like and
 * what not to do, why a lead is held, and the partner's word on it — "Inte skräppost" releases a
 * held lead and sends its notifications, "Skräppost" moves a lead to the spam folder (or confirms
 * one there). Both are kept on the lead, and the filter learns from them for the next verdicts.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { warningLabels } from '../texts';
import type { LeadDetail } from '../types';

type Decision = 'spam' | 'ham';

const done: Record<Decision, string> = {
  ham: 'Förfrågan är släppt ur skräpposten och aviseringarna skickas. Filtret lär sig av beslutet.',
  spam: 'Förfrågan ligger i skräpposten. Filtret lär sig av beslutet.',
};

interface Props {
  lead: LeadDetail;
  onDecided: (lead: LeadDetail, message: string) => void;
  onError: (message: string | undefined) => void;
}

export function SpamDecision({ lead, onDecided, onError }: Props) {
  const [busy, setBusy] = useState<Decision>();
  const decide = async (decision: Decision) => {
    setBusy(decision);
    onError(undefined);
    try {
      const answer = await api<{ lead: LeadDetail }>(`/leads/${lead.id}/${decision === 'ham' ? 'slapp' : 'skrappost'}`, { method: 'POST' });
      onDecided(answer.lead, done[decision]);
    } catch (caught) {
      onError(messageOf(caught));
    } finally {
      setBusy(undefined);
    }
  };
  const spamButton = (
    <Button color="inherit" variant="outlined" onClick={() => void decide('spam')} disabled={busy !== undefined}>
      {busy === 'spam' ? 'Flyttar …' : 'Skräppost'}
    </Button>
  );
  return (
    <Box sx={{ mb: 3 }}>
      {lead.warning && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{warningLabels[lead.warning.kind]}</AlertTitle>
          {lead.warning.text}
        </Alert>
      )}
      {lead.spam ? (
        <Alert
          severity="warning"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button color="inherit" variant="outlined" onClick={() => void decide('ham')} disabled={busy !== undefined}>
                {busy === 'ham' ? 'Släpper …' : 'Inte skräppost'}
              </Button>
              {spamButton}
            </Stack>
          }
        >
          Hålls som misstänkt skräp: {lead.spam.join(' ')}
        </Alert>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Är det här skräppost? Flytta det dit, så lär sig filtret.
          </Typography>
          {spamButton}
        </Stack>
      )}
    </Box>
  );
}
