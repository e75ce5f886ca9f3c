/**
 * One lead: who and how to reach them (tel: and mailto: links, for a partner on a phone), every
 * answer by its label, the page it came from, its notifications with "Skicka igen", release from
 * the spam folder, status and notes.
 */
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { AppLink } from '../layout';
import { LeadChips } from '../lead-chips';
import { telHref } from '~/src/shared/tel-href';
import { channelLabels, deliveryLabels, formatDateTime } from '../texts';
import type { LeadDetail } from '../types';
import { useTitle } from '../use-title';
import { Notes, StatusForm } from './lead-actions';
import { LeadBooking } from './lead-booking';

const section = { p: { xs: 2, sm: 3 }, mb: 3 } as const;

export function LeadPageView() {
  const { id } = useParams();
  const [lead, setLead] = useState<LeadDetail>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState<'resend' | 'release' | undefined>();
  const heading = lead ? (lead.company ?? lead.person ?? `Förfrågan ${lead.id}`) : 'Förfrågan';
  useTitle(heading);

  useEffect(() => {
    let live = true;
    api<{ lead: LeadDetail }>(`/leads/${encodeURIComponent(id ?? '')}`).then(
      (answer) => live && setLead(answer.lead),
      (caught: unknown) => live && setError(messageOf(caught)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const saved = useCallback((next: LeadDetail, message: string) => {
    setLead(next);
    setNotice(message);
  }, []);

  const act = async (action: 'resend' | 'release') => {
    if (!lead) return;
    setBusy(action);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await api<{ lead: LeadDetail; queued?: number }>(`/leads/${lead.id}/${action === 'resend' ? 'skicka-igen' : 'slapp'}`, { method: 'POST' });
      saved(
        answer.lead,
        action === 'resend'
          ? `${answer.queued ?? 0} ${answer.queued === 1 ? 'avisering är köad' : 'aviseringar är köade'} för att skickas igen.`
          : 'Förfrågan är släppt ur skräpposten och aviseringarna skickas.',
      );
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        <AppLink to="/">← Tillbaka till inkorgen</AppLink>
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <ErrorAlert message={error} />
      {notice && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {notice}
        </Alert>
      )}
      {!lead && !error && <Loading label="Hämtar förfrågan …" />}
      {lead && (
        <>
          <Box sx={{ mb: 2 }}>
            <LeadChips lead={lead} />
          </Box>
          {lead.spam && (
            <Alert
              severity="warning"
              sx={{ mb: 3 }}
              action={
                <Button color="inherit" variant="outlined" onClick={() => void act('release')} disabled={busy !== undefined}>
                  {busy === 'release' ? 'Släpper …' : 'Släpp förfrågan'}
                </Button>
              }
            >
              Hålls som misstänkt skräp: {lead.spam.join(' ')}
            </Alert>
          )}
          <Paper variant="outlined" component="section" aria-labelledby="kontakt-rubrik" sx={section}>
            <Typography variant="h2" id="kontakt-rubrik" sx={{ mb: 1 }}>
              Kontakt
            </Typography>
            <Typography>{lead.person ?? 'Inget namn angivet'}</Typography>
            {lead.phone && (
              <Typography>
                Telefon: <Link href={telHref(lead.phone)}>{lead.phone}</Link>
              </Typography>
            )}
            {lead.email && (
              <Typography>
                E-post: <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {lead.kindLabel} · mottagen {formatDateTime(lead.createdAt)} · från sidan {lead.page}
            </Typography>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="svar-rubrik" sx={section}>
            <Typography variant="h2" id="svar-rubrik" sx={{ mb: 1 }}>
              Svar i formuläret
            </Typography>
            <Table size="small">
              <TableBody>
                {lead.answers.map((answer, index) => (
                  <TableRow key={`${answer.label}-${index}`}>
                    <TableCell component="th" scope="row" sx={{ width: { sm: '35%' }, fontWeight: 600, verticalAlign: 'top' }}>
                      {answer.label}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <LeadBooking leadId={lead.id} />
          <Paper variant="outlined" sx={section}>
            <StatusForm key={`${lead.status}-${lead.lastContactAt}`} lead={lead} onSaved={saved} />
            <Notes lead={lead} onSaved={saved} />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="aviseringar-rubrik" sx={section}>
            <Typography variant="h2" id="aviseringar-rubrik" sx={{ mb: 1 }}>
              Aviseringar
            </Typography>
            {lead.notifications.length === 0 ? (
              <Typography sx={{ mb: 2 }}>Inga aviseringar.</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2, mb: 2 }}>
                {lead.notifications.map((notification, index) => (
                  <li key={`${notification.channel}-${index}`}>
                    {channelLabels[notification.channel] ?? notification.channel}: {deliveryLabels[notification.status] ?? notification.status},{' '}
                    {notification.attempts} försök
                    {notification.lastError ? ` (senaste fel: ${notification.lastError})` : ''}
                  </li>
                ))}
              </Box>
            )}
            <Button variant="outlined" onClick={() => void act('resend')} disabled={busy !== undefined}>
              {busy === 'resend' ? 'Skickar …' : 'Skicka igen'}
            </Button>
          </Paper>
        </>
      )}
    </>
  );
}
