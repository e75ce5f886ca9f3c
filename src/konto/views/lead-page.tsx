/**
 * One lead: who and how to reach them (tel: and mailto: links, for a partner on a phone), every
 * answer by its label, the page it came from, its notifications with "Skicka igen", the spam
 * filter's part ("Skräppost", "Inte skräppost" and a lure's warning: spam-decision.tsx), status and notes.
 */
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading, NoticeAlert } from '../feedback';
import { AppLink } from '../layout';
import { LeadChips } from '../lead-chips';
import { telHref } from '~/src/shared/tel-href';
import { channelLabels, deliveryLabels, formatDateTime } from '../texts';
import type { LeadDetail } from '../types';
import { useTitle } from '../use-title';
import { Notes, StatusForm } from './lead-actions';
import { SpamDecision } from './spam-decision';
import { LeadBooking } from './lead-booking';

const section = { p: { xs: 2, sm: 3 }, mb: 3 } as const;

/**
 * A way to reach the person, as a link a thumb can hit (docs/decisions.md 146): at least 44 px
 * tall (WCAG 2.5.5's size), on a line of its own under its label, and an address too long for a
 * phone's width breaks rather than widening the page.
 */
function ContactLink({ label, href, text }: { label: string; href: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
      <Typography component="span">{label}:</Typography>
      <Link href={href} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44, overflowWrap: 'anywhere' }}>
        {text}
      </Link>
    </Box>
  );
}

/**
 * Each answer under the question the visitor saw, as a description list: on a phone (below the
 * theme's 600 px) the label stands above its value at the full width, so no answer is squeezed
 * into a narrow column; wider, they sit side by side.
 */
function Answers({ answers }: { answers: LeadDetail['answers'] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {answers.map((answer, index) => (
        <Box
          key={`${answer.label}-${index}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 35%) minmax(0, 1fr)' },
            columnGap: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
            {answer.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
            {answer.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The lead, its heading (also the tab's title), and what the page did last: a notice or an error. */
function useLeadPage(id: string | undefined) {
  const [lead, setLead] = useState<LeadDetail>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState<'resend' | undefined>();
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

  const act = async (action: 'resend') => {
    if (!lead) return;
    setBusy(action);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await api<{ lead: LeadDetail; queued?: number }>(`/leads/${lead.id}/skicka-igen`, { method: 'POST' });
      saved(answer.lead, `${answer.queued ?? 0} ${answer.queued === 1 ? 'avisering är köad' : 'aviseringar är köade'} för att skickas igen.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(undefined);
    }
  };
  return { lead, heading, error, setError, notice, busy, saved, act };
}

function ContactSection({ lead }: { lead: LeadDetail }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="kontakt-rubrik" sx={section}>
      <Typography variant="h2" id="kontakt-rubrik" sx={{ mb: 1 }}>
        Kontakt
      </Typography>
      <Typography>{lead.person ?? 'Inget namn angivet'}</Typography>
      {lead.phone && <ContactLink label="Telefon" href={telHref(lead.phone)} text={lead.phone} />}
      {lead.email && <ContactLink label="E-post" href={`mailto:${lead.email}`} text={lead.email} />}
      {lead.replyCare && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {lead.replyCare}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {lead.kindLabel} · mottagen {formatDateTime(lead.createdAt)} · från sidan {lead.page}
      </Typography>
    </Paper>
  );
}

function NotificationsSection({ lead, busy, onResend }: { lead: LeadDetail; busy: boolean; onResend: () => void }) {
  return (
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
      <Button variant="outlined" onClick={onResend} disabled={busy}>
        {busy ? 'Skickar …' : 'Skicka igen'}
      </Button>
    </Paper>
  );
}

export function LeadPageView() {
  const { id } = useParams();
  const { lead, heading, error, setError, notice, busy, saved, act } = useLeadPage(id);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        <AppLink to="/">← Tillbaka till inkorgen</AppLink>
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <ErrorAlert message={error} />
      <NoticeAlert message={notice} />
      {!lead && !error && <Loading label="Hämtar förfrågan …" />}
      {lead && (
        <>
          <Box sx={{ mb: 2 }}>
            <LeadChips lead={lead} />
          </Box>
          <SpamDecision lead={lead} onDecided={saved} onError={setError} />
          <ContactSection lead={lead} />
          <Paper variant="outlined" component="section" aria-labelledby="svar-rubrik" sx={section}>
            <Typography variant="h2" id="svar-rubrik" sx={{ mb: 1 }}>
              Svar i formuläret
            </Typography>
            <Answers answers={lead.answers} />
          </Paper>
          <LeadBooking leadId={lead.id} />
          <Paper variant="outlined" sx={section}>
            <StatusForm key={`${lead.status}-${lead.lastContactAt}`} lead={lead} onSaved={saved} />
            <Notes lead={lead} onSaved={saved} />
          </Paper>
          <NotificationsSection lead={lead} busy={busy !== undefined} onResend={() => void act('resend')} />
        </>
      )}
    </>
  );
}
