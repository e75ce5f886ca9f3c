/**
 * The booking e-mails (invitations, cancellations, reminders) go out from their own outbox table
 * through the lead outbox's worker (server/leads/outbox.ts: claims with a lease, retries with
 * backoff, a failed round revived later), to the visitor and to the partner. Each e-mail is
 * written when it is sent, from the booking as it is then, so a meeting moved meanwhile is
 * announced at its new time; an invitation carries the iCalendar event (invitation.ts) as
 * nodemailer's calendar part (text/calendar; method=REQUEST or CANCEL), which mail programs offer
 * to add to the calendar. A reminder is a plain e-mail.
 */
import type { BookingMailKind, StoredBooking } from '~/server/leads/booking-store';
import { NotifyError, senderDomain, smtpTransport, type Sender } from '~/server/leads/notify';
import type { OutboxQueue } from '~/server/leads/outbox';
import type { LeadStore, StoredLead } from '~/server/leads/store';
import { invitationIcs } from './invitation';
import { formatNames, mailText, placeLine, type MailFacts } from './booking-texts';

/** The outbox worker's view of the booking e-mails' table; it remembers each claimed row's booking for its sender. */
export function bookingMailQueue(store: LeadStore, bookingOf: Map<number, number>): OutboxQueue {
  return {
    reviveFailed: (now, all) => store.reviveBookingMail(now, all),
    claim: async (options) => {
      const rows = await store.claimBookingMail(options);
      for (const claimed of rows) bookingOf.set(claimed.id, claimed.bookingId);
      return rows;
    },
    nextDueAt: () => store.nextBookingMailDueAt(),
    markSent: (r) => store.bookingMailSent(r, Date.now()).finally(() => bookingOf.delete(r.id)),
    markRetry: (r, error, at) => store.bookingMailRetry(r, error, at),
    markFailed: (r, error, at) => store.bookingMailFailed(r, error, at).finally(() => bookingOf.delete(r.id)),
    // A row's channel is its kind: a send of one kind that got through makes that kind's waiting ones due.
    wake: (kind, now) => store.wakeBookingMail(kind, now),
    lead: (id) => store.lead(id),
  };
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export interface MailContext {
  store: LeadStore;
  brand: () => string;
  /** The visitor's link to their booking (link-token.ts), when the site's address is known. */
  manageUrl: (booking: StoredBooking) => string | undefined;
  /** The topic's label as the visitor chose it. */
  topicOf: (lead: StoredLead) => string | undefined;
}

const toVisitor = (kind: string) => kind.endsWith('-visitor');

/** The words and parts of one e-mail. */
export function bookingMail(kind: BookingMailKind, booking: StoredBooking, lead: StoredLead, context: Omit<MailContext, 'store'>, now: number) {
  const visitor = {
    name: lead.fields.name ?? '',
    email: lead.fields.email ?? '',
    ...(lead.fields.company ? { company: lead.fields.company } : {}),
    ...(lead.fields.phone ? { phone: lead.fields.phone } : {}),
    ...(context.topicOf(lead) ? { topic: context.topicOf(lead) } : {}),
  };
  const manageUrl = toVisitor(kind) ? context.manageUrl(booking) : undefined;
  const facts: MailFacts = { booking, brand: context.brand(), visitor, ...(manageUrl ? { manageUrl } : {}) };
  const { subject, lines } = mailText(kind, facts);
  const method = kind.startsWith('cancel') ? ('CANCEL' as const) : kind.startsWith('invite') ? ('REQUEST' as const) : undefined;
  const ics =
    method &&
    invitationIcs(method, {
      booking,
      visitor,
      summary: toVisitor(kind)
        ? `Möte med ${facts.brand} (${booking.partnerName})`
        : `Möte med ${visitor.name}${visitor.company ? `, ${visitor.company}` : ''}`,
      description: lines.join('\n'),
      location: booking.format === 'phone' ? placeLine(booking, visitor.phone) : booking.place,
      now,
    });
  return {
    to: toVisitor(kind) ? visitor.email : booking.partnerEmail,
    subject,
    text: `${lines.join('\n')}\n`,
    method,
    ics,
    format: formatNames[booking.format],
  };
}

/** One sender per kind of booking e-mail, each looking up the claimed row's booking. */
export function bookingSenders({ smtpUrl, from }: MailSettings, context: MailContext, bookingOf: Map<number, number>): Record<BookingMailKind, Sender> {
  const transport = smtpTransport(smtpUrl);
  const domain = senderDomain(from);
  const sender =
    (kind: BookingMailKind): Sender =>
    async (lead, deliveryId) => {
      const booking = await context.store.booking(bookingOf.get(deliveryId) ?? -1);
      if (!booking) throw new NotifyError('bokningen finns inte längre', true);
      const mail = bookingMail(kind, booking, lead, context, Date.now());
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.ics && mail.method ? { icalEvent: { method: mail.method, filename: 'mote.ics', content: mail.ics } } : {}),
          // Stable across retries, as the lead e-mails' are (notify.ts).
          messageId: `<booking-${booking.id}.${kind}.${deliveryId}@${domain}>`,
          headers: { 'X-Lead-Id': String(lead.id), 'X-Booking-Id': String(booking.id) },
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        throw new NotifyError(`SMTP: ${(error as Error).message}`.slice(0, 500), code !== undefined && code >= 500 && code < 600);
      }
    };
  const kinds: BookingMailKind[] = ['invite-visitor', 'invite-partner', 'cancel-visitor', 'cancel-partner', 'reminder-visitor', 'reminder-partner'];
  return Object.fromEntries(kinds.map((kind) => [kind, sender(kind)])) as Record<BookingMailKind, Sender>;
}
