/**
 * The booking form's picked time on its way through POST /api/leads (server/leads/routes.ts): a
 * time no partner is free at — taken by another visitor, filled in a partner's calendar meanwhile,
 * or too soon now — is refused with 409 and the nearest free times (JSON `times`, and the same in
 * the message), before anything is stored; the enhancement keeps everything typed (docs/decisions.md 163).
 */
import { messages } from '~/src/lead-form/messages';
import type { BookingPlacement, StoredBooking } from '~/server/leads/booking-store';
import type { ParsedLead } from '~/server/leads/validate';
import { chosenTime, type BookingService, type ChosenTime } from './booking-service';
import { bookingTexts } from './booking-texts';

interface StepRefusal {
  name: 'slotTaken' | 'invalid';
  message: string;
  fields: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type BookingStep =
  { refusal: StepRefusal; placement?: undefined; chosen?: undefined } | { refusal?: undefined; placement?: BookingPlacement; chosen: ChosenTime };

export async function takenRefusal(bookings: BookingService, chosen: ChosenTime | undefined): Promise<StepRefusal> {
  const times = chosen ? await bookings.nearest(chosen) : [];
  return {
    name: 'slotTaken',
    message: bookingTexts.slotTaken(times),
    fields: { slot: bookingTexts.slotField },
    extra: { times: times.map((time) => new Date(time).toISOString()) },
  };
}

/** No time picked: a request as before. A time: its placement, or the refusal. */
export async function bookingStep(
  bookings: BookingService,
  lead: ParsedLead,
): Promise<BookingStep | { refusal?: undefined; placement?: undefined; chosen?: undefined }> {
  if (lead.kind !== 'booking' || lead.slot === undefined) return {};
  const chosen = chosenTime(lead);
  if (!chosen) return { refusal: { name: 'invalid', message: messages.fieldsInvalid, fields: { slot: bookingTexts.badSlot } } };
  const placement = await bookings.placement(chosen);
  if (!placement) return { refusal: await takenRefusal(bookings, chosen) };
  return { placement, chosen };
}

export const bookedAnswer = (booking: StoredBooking, email: string) => ({
  ok: true,
  heading: bookingTexts.bookedHeading,
  message: bookingTexts.booked(booking, email),
  booking: { start: new Date(booking.start).toISOString(), end: new Date(booking.end).toISOString(), format: booking.format, partner: booking.partnerName },
});
