/**
 * A booked meeting's page, reached by the visitor's signed link (no account): when, with whom,
 * how and where; a plain form that cancels it (no JavaScript needed) and, with JavaScript, the
 * booking form's own time picker to move it. Put into the prerendered page around a slot
 * (dist/_endpoint/mote.html, the site's layout and the forms' styles), every value escaped, as the
 * server's error pages are (server/error-pages.ts).
 */
import { bookingEndpoints, formClasses, hooks } from '~/src/lead-form/contract';
import { escapeHtml } from '~/src/shared/escape-html';
import type { StoredBooking } from '~/server/leads/booking-store';
import { formatNames, meetingTime } from './booking-texts';

export interface MeetingView {
  heading: string;
  booking?: StoredBooking;
  token?: string;
  /** A message to the visitor above the facts (the outcome of an action, or why the link fails). */
  notice?: string;
  now: number;
}

const fact = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;

function place(booking: StoredBooking): string {
  if (booking.format === 'video' && /^https:\/\//.test(booking.place))
    return `<dt>Länk</dt><dd><a href="${escapeHtml(booking.place)}">${escapeHtml(booking.place)}</a></dd>`;
  return fact(booking.format === 'phone' ? 'Telefon' : 'Plats', booking.place);
}

/** The markup inside the page's slot. */
export function meetingMarkup({ heading, booking, token, notice, now }: MeetingView): string {
  const parts = [`<h1>${escapeHtml(heading)}</h1>`];
  if (notice) parts.push(`<p class="${formClasses.status}" role="status">${escapeHtml(notice)}</p>`);
  if (!booking || !token) return parts.join('\n');
  parts.push(
    `<dl class="meeting-facts">${fact('Tid', meetingTime(booking))}${fact('Mötesform', formatNames[booking.format])}${fact('Med', booking.partnerName)}${place(booking)}${fact('Status', booking.status === 'cancelled' ? 'Avbokat' : booking.start < now ? 'Har varit' : 'Bokat')}</dl>`,
  );
  if (booking.status !== 'booked' || booking.start < now) return parts.join('\n');
  const length = Math.round((booking.end - booking.start) / 60_000);
  const hidden = `<input type="hidden" name="t" value="${escapeHtml(token)}">`;
  parts.push(
    `<form method="post" action="${bookingEndpoints.cancel}">${hidden}<button type="submit" class="btn btn-secondary">Avboka mötet</button></form>`,
    `<h2>Byt tid</h2>`,
    `<form method="post" action="${bookingEndpoints.move}" data-move-form="">${hidden}<div ${hooks.timePicker}="" data-length="${length}" data-format="${booking.format}" data-mode="move"></div>` +
      `<noscript><p>Att byta tid här kräver JavaScript. Avboka mötet och boka en ny tid på bokningssidan, eller ring oss.</p></noscript></form>`,
  );
  return parts.join('\n');
}
