/**
 * The meeting as an iCalendar invitation (RFC 5545, iTIP RFC 5546), written with ical.js: METHOD
 * REQUEST for a booked or moved meeting, CANCEL when it is cancelled, the same UID throughout and
 * SEQUENCE raised at each change, so a calendar program updates or removes the one event. Times
 * are UTC (`…Z`): every program shows them in its own zone, correct on both sides of a summer-time
 * change, with no zone definition to get wrong. The partner organises, the visitor attends
 * (already accepted: they chose the time). docs/decisions.md 165.
 */
import ICAL from 'ical.js';
import type { StoredBooking } from '~/server/leads/booking-store';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface InvitationFacts {
  booking: StoredBooking;
  visitor: { name: string; email: string };
  summary: string;
  description: string;
  /** Where: the meeting link, the phone number or the address. */
  location: string;
  now: number;
}

const utcTime = (ms: number) => ICAL.Time.fromJSDate(new Date(ms), true);
/** A parameter value as iCalendar allows it: no quotes, no control characters. */
const parameter = (text: string) => text.replace(/["\p{Cc}]/gu, '').trim();

export function invitationIcs(method: InvitationMethod, facts: InvitationFacts): string {
  const { booking, visitor } = facts;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Nordvik CFO//Bokning//SV');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', method);
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', booking.uid);
  event.updatePropertyWithValue('dtstamp', utcTime(facts.now));
  event.updatePropertyWithValue('dtstart', utcTime(booking.start));
  event.updatePropertyWithValue('dtend', utcTime(booking.end));
  event.updatePropertyWithValue('sequence', booking.sequence);
  event.updatePropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  event.updatePropertyWithValue('summary', facts.summary);
  event.updatePropertyWithValue('description', facts.description);
  event.updatePropertyWithValue('location', facts.location);
  event.updatePropertyWithValue('transp', 'OPAQUE');
  if (booking.format === 'video' && /^https:\/\//.test(booking.place)) event.updatePropertyWithValue('url', booking.place);
  const organizer = event.addPropertyWithValue('organizer', `mailto:${booking.partnerEmail}`);
  organizer.setParameter('cn', parameter(booking.partnerName));
  const attendee = event.addPropertyWithValue('attendee', `mailto:${visitor.email}`);
  attendee.setParameter('cn', parameter(visitor.name));
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED');
  attendee.setParameter('rsvp', 'FALSE');
  calendar.addSubcomponent(event);
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`;
}
