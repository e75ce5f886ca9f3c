/**
 * The booking's own words to the visitor and the partner, in Swedish with "ni" to the visitor:
 * the answers of /api/leads and /api/mote, the invitations, cancellations and reminders. Kept in
 * code, as the lead endpoint's messages are (src/lead-form/messages.ts): they describe what the
 * server did with a time, and hold its values. The visitor's page words (the picker) are content,
 * site.yaml `forms.times`.
 */
import type { BookingFormat, StoredBooking } from '~/server/leads/booking-store';
import { swedishDay, swedishClock, swedishMeeting } from './swedish-time';

export const formatNames: Record<BookingFormat, string> = { video: 'Videomöte', physical: 'Fysiskt möte', phone: 'Telefonmöte' };

/** Where the meeting is, as a line of the invitation and the page: the link, the number or the address. */
export function placeLine(booking: Pick<StoredBooking, 'format' | 'place'>, visitorPhone?: string): string {
  if (booking.format === 'video') return `Länk till mötet: ${booking.place}`;
  if (booking.format === 'phone') return visitorPhone ? `Vi ringer er på ${visitorPhone}. Vårt nummer: ${booking.place}` : `Telefon: ${booking.place}`;
  return `Plats: ${booking.place}`;
}

/** "måndag 30 mars 2026 kl. 09:00–09:30 (svensk tid)" */
export const meetingTime = (booking: Pick<StoredBooking, 'start' | 'end'>) => `${swedishMeeting(booking.start, booking.end)} (svensk tid)`;

/** A free time in a sentence: "tisdag 31 mars kl. 10:00". */
export const timeWords = (start: number) => `${swedishDay(start)} kl. ${swedishClock(start)}`;

export const bookingTexts = {
  bookedHeading: 'Mötet är bokat',
  booked: (booking: StoredBooking, email: string) =>
    `${formatNames[booking.format]} med ${booking.partnerName} ${meetingTime(booking)}. En kalenderinbjudan med länk för att avboka eller byta tid är på väg till ${email}.`,
  slotTaken: (times: readonly number[]) =>
    times.length
      ? `Tiden hann bokas av någon annan medan ni fyllde i formuläret. Närmaste lediga tider: ${times.map(timeWords).join(', ')}. Välj en ny tid ovan – allt ni har skrivit finns kvar.`
      : 'Tiden hann bokas av någon annan medan ni fyllde i formuläret, och det finns inga fler lediga tider just nu. Skicka formuläret utan vald tid, så hör vi av oss – allt ni har skrivit finns kvar.',
  slotField: 'Välj en annan tid.',
  badSlot: 'Den valda tiden gick inte att läsa. Ladda om sidan och välj en tid igen.',
  // The manage page (/api/mote) and its actions.
  manageTitle: 'Ert möte',
  unknownLink: 'Länken till mötet gick inte att läsa. Kontrollera att hela länken från e-posten kom med, eller ring oss.',
  cancelled: 'Mötet är avbokat. Ni får en bekräftelse per e-post, och tiden är ledig för andra.',
  alreadyCancelled: 'Mötet är redan avbokat.',
  past: 'Mötet har redan varit.',
  moved: (booking: StoredBooking) => `Mötet är flyttat till ${meetingTime(booking)}. En uppdaterad kalenderinbjudan är på väg.`,
  moveTaken: 'Den tiden hann bokas av någon annan. Välj en annan tid.',
  moveUnavailable: 'Den tiden är inte ledig hos er mötespartner. Välj en annan tid.',
} as const;

/** The e-mails of a booking, by what they are about: subject, then the body's lines. */
export interface MailFacts {
  booking: StoredBooking;
  brand: string;
  visitor: { name: string; email: string; company?: string; phone?: string; topic?: string };
  manageUrl?: string;
}

const visitorFooter = (facts: MailFacts) =>
  facts.manageUrl ? ['', `Behöver ni avboka eller byta tid? Gör det här, inget konto behövs: ${facts.manageUrl}`] : [];

export function mailText(kind: string, facts: MailFacts): { subject: string; lines: string[] } {
  const { booking, brand, visitor } = facts;
  const when = meetingTime(booking);
  const what = [`Tid: ${when}`, `Mötesform: ${formatNames[booking.format]}`, placeLine(booking, visitor.phone)];
  const about = [visitor.company ? `Företag: ${visitor.company}` : '', visitor.topic ? `Ämne: ${visitor.topic}` : ''].filter(Boolean);
  switch (kind) {
    case 'invite-visitor':
      return {
        subject: `Bokat: möte med ${brand} ${timeWords(booking.start)}`,
        lines: [
          `Hej ${visitor.name}!`,
          '',
          `Ert möte med ${booking.partnerName} på ${brand} är bokat.`,
          '',
          ...what,
          '',
          'Inbjudan är bifogad, så att mötet hamnar i er kalender.',
          ...visitorFooter(facts),
          '',
          'Välkomna!',
          brand,
        ],
      };
    case 'invite-partner':
      return {
        subject: `Nytt möte: ${visitor.name}${visitor.company ? `, ${visitor.company}` : ''} ${timeWords(booking.start)}`,
        lines: [
          `${visitor.name} har bokat ett möte med dig via webbplatsen.`,
          '',
          ...what,
          ...about,
          `E-post: ${visitor.email}`,
          visitor.phone ? `Telefon: ${visitor.phone}` : '',
          '',
          `Förfrågan nr ${booking.leadId} finns i arbetsytan.`,
        ].filter((l, i, all) => l !== '' || all[i - 1] !== ''),
      };
    case 'cancel-visitor':
      return {
        subject: `Avbokat: möte med ${brand} ${timeWords(booking.start)}`,
        lines: [`Hej ${visitor.name}!`, '', `Mötet ${when} är avbokat. Välkomna att boka en ny tid när det passar.`, '', brand],
      };
    case 'cancel-partner':
      return {
        subject: `Avbokat: ${visitor.name} ${timeWords(booking.start)}`,
        lines: [`${visitor.name} har avbokat mötet ${when}.`, `Förfrågan nr ${booking.leadId} finns i arbetsytan.`],
      };
    case 'reminder-visitor':
      return {
        subject: `Påminnelse: möte med ${brand} i morgon kl. ${swedishClock(booking.start)}`,
        lines: [`Hej ${visitor.name}!`, '', `I morgon träffar ni ${booking.partnerName}.`, '', ...what, ...visitorFooter(facts), '', brand],
      };
    default:
      return {
        subject: `Påminnelse: möte med ${visitor.name} i morgon kl. ${swedishClock(booking.start)}`,
        lines: [`I morgon har du ett möte med ${visitor.name}.`, '', ...what, ...about, `E-post: ${visitor.email}`],
      };
  }
}
