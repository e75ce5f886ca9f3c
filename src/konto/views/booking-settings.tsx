/**
 * "Mina tider": a partner sets when they can be booked and connects their calendars by their secret
 * iCalendar address (docs/decisions.md 161–162); a calendar that cannot be read is shown here with
 * why and since when, and while it is stale no time of theirs is offered. Admins also see every
 * partner's calendars.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { CalendarChip, CalendarsSection, calendarState } from '../booking/calendars-section';
import type { Overview, Settings } from '../booking/booking-types';
import { SettingsForm } from '../booking/settings-form';
import { ErrorAlert, Loading } from '../feedback';
import { useTitle } from '../use-title';

const section = { p: { xs: 2, sm: 3 }, mb: 3 } as const;

/** Every partner's calendars, for an admin (the API sends none to others). */
function PartnersOverview({ partners }: { partners: Overview['partners'] }) {
  if (partners.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="partner-rubrik" sx={section}>
      <Typography variant="h2" id="partner-rubrik" sx={{ mb: 1 }}>
        Alla partners kalendrar
      </Typography>
      <Box component="ul" sx={{ pl: 2 }}>
        {partners.map((partner) => (
          <li key={partner.email}>
            {partner.email}: {partner.active ? 'tar emot bokningar' : 'tar inte emot bokningar'}
            {partner.calendars.map((calendar) => (
              <Box key={calendar.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', ml: 2 }}>
                {calendar.label} <CalendarChip calendar={calendar} /> <span>{calendarState(calendar)}</span>
              </Box>
            ))}
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** Says, above everything, that a calendar failing means none of the partner's times are offered. */
function StaleCalendars({ overview }: { overview: Overview }) {
  const failing = overview.calendars.filter((calendar) => !calendar.fresh);
  if (failing.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      {failing.length === 1 ? 'En kalender' : `${failing.length} kalendrar`} har inte kunnat läsas de senaste {overview.staleMinutes} minuterna. Tills de går
      att läsa erbjuds inga av dina tider, så att ingen bokar en tid du redan har upptagen.
    </Alert>
  );
}

/** The account's booking overview, and a call that changes it and says how it went. */
function useBookingOverview() {
  const [overview, setOverview] = useState<Overview>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<Overview>('/bokning').then(setOverview, (caught: unknown) => setError(messageOf(caught)));
  }, []);

  const call = async (path: string, body: unknown) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await api<Overview>(path, { method: 'POST', body });
      setOverview(answer);
      setNotice(answer.message);
      return true;
    } catch (caught) {
      setError(messageOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { overview, error, notice, busy, call };
}

export function BookingSettingsView() {
  useTitle('Mina tider');
  const { overview, error, notice, busy, call } = useBookingOverview();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Mina tider
      </Typography>
      <ErrorAlert message={error} />
      {notice && (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {notice}
        </Alert>
      )}
      {!overview && !error && <Loading label="Hämtar dina tider …" />}
      {overview && (
        <>
          <StaleCalendars overview={overview} />
          <Paper variant="outlined" component="section" aria-labelledby="tider-rubrik" sx={section}>
            <Typography variant="h2" id="tider-rubrik" sx={{ mb: 2 }}>
              När du kan träffas
            </Typography>
            <SettingsForm
              key={JSON.stringify(overview.settings)}
              initial={overview.settings}
              busy={busy}
              onSave={(settings: Settings) => void call('/bokning/installningar', { settings })}
            />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="kalendrar-rubrik" sx={section}>
            <Typography variant="h2" id="kalendrar-rubrik" sx={{ mb: 1 }}>
              Dina kalendrar
            </Typography>
            <Typography sx={{ mb: 2 }}>Upptagna tider i dina kalendrar erbjuds inte. Kalendrarna läses var {overview.refreshMinutes}:e minut.</Typography>
            <CalendarsSection
              calendars={overview.calendars}
              busy={busy}
              onAdd={(label, url) => call('/bokning/kalendrar', { label, url })}
              onRemove={(id) => void call('/bokning/kalendrar/ta-bort', { id })}
            />
          </Paper>
          <PartnersOverview partners={overview.partners} />
        </>
      )}
    </>
  );
}
