/** A lead's booked meeting on its page: when, how, with whom, its state and its e-mails (docs/decisions.md 165). */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert } from '../feedback';
import { deliveryLabels, formatDateTime } from '../texts';

interface Booking {
  id: number;
  start: string;
  end: string;
  format: 'video' | 'physical' | 'phone';
  place: string;
  partner: string;
  status: 'booked' | 'cancelled';
  mails: { kind: string; status: string; attempts: number; dueAt: number; lastError: string | null }[];
}

const formats = { video: 'Videomöte', physical: 'Fysiskt möte', phone: 'Telefonmöte' } as const;
const mailLabels: Record<string, string> = {
  'invite-visitor': 'Inbjudan till besökaren',
  'invite-partner': 'Inbjudan till partnern',
  'cancel-visitor': 'Avbokning till besökaren',
  'cancel-partner': 'Avbokning till partnern',
  'reminder-visitor': 'Påminnelse till besökaren',
  'reminder-partner': 'Påminnelse till partnern',
};
const clock = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit' });

/** Cancels a booked meeting from the workspace (both sides get the cancellation), behind the browser's own confirmation. */
function useCancel(leadId: number, setBookings: (bookings: Booking[]) => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const cancel = async (booking: Booking) => {
    if (!window.confirm(`Avboka mötet ${formatDateTime(booking.start)} med ${booking.partner}? Besökaren och partnern får en avbokning per e-post.`)) return;
    setBusy(true);
    try {
      const answer = await api<{ bookings: Booking[]; message: string }>(`/leads/${leadId}/bokning/avboka`, {
        method: 'POST',
        body: { bookingId: booking.id },
      });
      setBookings(answer.bookings);
      setMessage({ ok: true, text: answer.message });
    } catch (caught) {
      setMessage({ ok: false, text: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, cancel };
}

export function LeadBooking({ leadId }: { leadId: number }) {
  const [bookings, setBookings] = useState<Booking[]>([]);
  const { busy, message, cancel } = useCancel(leadId, setBookings);
  // When the page was opened: a meeting before it is past and cannot be cancelled.
  const [openedAt] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    api<{ bookings: Booking[] }>(`/leads/${leadId}/bokning`).then(
      (answer) => live && setBookings(answer.bookings),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [leadId]);
  if (bookings.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bokning-rubrik" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" id="bokning-rubrik" sx={{ mb: 1 }}>
        Bokat möte
      </Typography>
      {message?.ok && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {message.text}
        </Alert>
      )}
      <ErrorAlert message={message?.ok ? undefined : message?.text} />
      {bookings.map((booking) => (
        <Box key={booking.id} sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {booking.status === 'cancelled' ? 'Avbokat: ' : ''}
            {formatDateTime(booking.start)}–{clock.format(new Date(booking.end))}, {formats[booking.format]} med {booking.partner}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {booking.place}
          </Typography>
          <Box component="ul" sx={{ pl: 2, my: 1 }}>
            {booking.mails.map((mail, index) => (
              <li key={`${mail.kind}-${index}`}>
                {mailLabels[mail.kind] ?? mail.kind}: {deliveryLabels[mail.status] ?? mail.status}
                {mail.status === 'pending' && mail.dueAt > openedAt ? ` (skickas ${formatDateTime(mail.dueAt)})` : ''}
                {mail.lastError ? ` (senaste fel: ${mail.lastError})` : ''}
              </li>
            ))}
          </Box>
          {booking.status === 'booked' && Date.parse(booking.start) > openedAt && (
            <Button variant="outlined" onClick={() => void cancel(booking)} disabled={busy}>
              {busy ? 'Avbokar …' : 'Avboka mötet'}
            </Button>
          )}
        </Box>
      ))}
    </Paper>
  );
}
