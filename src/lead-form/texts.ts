/**
 * The words of the lead forms outside their fields, taken from site.yaml (`forms`, `promises`,
 * `errors`) so that editors change them in one place. Pure functions over the content's types:
 * the blocks render them, the build writes what the lead server needs to dist/ (contract.ts
 * `endpointFiles.texts`), and the browser enhancement reads its own from the form's
 * `data-lead-texts` attribute.
 */
import type { Site } from '../content/model';
import type { LeadKind } from './fields';

export type FormTexts = Site['forms'];

/** What the enhancement says in the browser (src/features/forms/enhance.ts, toaster.ts, preselect.ts). */
export type BrowserTexts = Pick<FormTexts, 'sending' | 'sent' | 'notifications' | 'closeNotice' | 'offline' | 'failed' | 'preselected' | 'fieldsMissing'>;

/** The booking form's time picker's words (src/features/forms/time-picker.ts), on its own container only: no other form carries them. */
export type TimeTexts = FormTexts['times'];

export const browserTexts = ({ sending, sent, notifications, closeNotice, offline, failed, preselected, fieldsMissing }: FormTexts): BrowserTexts => ({
  sending,
  sent,
  notifications,
  closeNotice,
  offline,
  failed,
  preselected,
  fieldsMissing,
});

/**
 * The promise of a reply on the line under a form's submit button (lead-form-parts.tsx
 * `LeadFormActions`, and the lead server's answer page): site.yaml's `promises.reply` on the lead
 * and enquiry forms; the booking form has none.
 */
export const replyPromise = (kind: LeadKind, promises: Site['promises']): string | undefined => (kind === 'booking' ? undefined : promises.reply);

/** What the lead server says besides its validation messages (messages.ts): built to dist/. */
export interface EndpointTexts {
  /** The answer to an accepted post, per kind: site.yaml's forms.received and the matching promise. */
  received: Record<LeadKind, string>;
  /** The same for a post that chose the soonest start (form-spec.ts `isUrgent`): promises.urgentReply. */
  receivedUrgent: Record<LeadKind, string>;
  /** The link home on the server's error pages (the answers to a plain post are prerendered: docs/decisions.md 102). */
  home: string;
  /** The server's own error pages, by status (site.yaml's errors.statuses). */
  errors: Site['errors']['statuses'];
  /** The heading of a booked meeting's page (site.yaml's forms.times.manageTitle). */
  meetingTitle: string;
}

export function endpointTexts(site: Pick<Site, 'forms' | 'promises' | 'errors'>): EndpointTexts {
  const { forms, promises, errors } = site;
  const request = `${forms.received.request} ${promises.reply}`;
  const urgent = `${forms.received.request} ${promises.urgentReply}`;
  return {
    received: { lead: request, enquiry: request, booking: `${forms.received.booking} ${promises.bookingReply}` },
    receivedUrgent: { lead: urgent, enquiry: urgent, booking: `${forms.received.booking} ${promises.urgentReply}` },
    home: errors.home,
    errors: errors.statuses,
    meetingTitle: forms.times.manageTitle,
  };
}
