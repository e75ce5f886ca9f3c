/** A lead's booked meeting on its page: when, how, with whom, its state and its e-mails (docs/decisions.md 125). */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api } from '../api';
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

export function LeadBooking({ leadId }: { leadId: number }) {
  const [bookings, setBookings] = useState<Booking[]>([]);
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
                {mail.status === 'pending' && mail.dueAt > Date.now() ? ` (skickas ${formatDateTime(mail.dueAt)})` : ''}
                {mail.lastError ? ` (senaste fel: ${mail.lastError})` : ''}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
