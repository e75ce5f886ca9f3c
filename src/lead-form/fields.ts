/**
 * Field names of the lead forms, typed from schema/lead.schema.json (via the generated types):
 * a form that names a field the schema does not have for its kind fails to compile.
 */
import type { LeadSubmission } from './lead-types.generated';

export type LeadKind = LeadSubmission['kind'];
export type LeadOf<K extends LeadKind> = Extract<LeadSubmission, { kind: K }>;

export const leadKinds = ['lead', 'enquiry', 'booking'] as const satisfies readonly LeadKind[];
export const isLeadKind = (value: unknown): value is LeadKind => (leadKinds as readonly unknown[]).includes(value);

/**
 * What the firm calls each kind of lead, once (docs/decisions.md 81): the e-mail's subject and
 * heading, the webhook, the workspace's list and its filter.
 */
export const kindTitles: Record<LeadKind, string> = { lead: 'Kontaktförfrågan', enquiry: 'Förfrågan om tjänst', booking: 'Bokningsförfrågan' };
/** A stored lead of a kind no form has any more. */
export const unknownKindTitle = 'Förfrågan';

/**
 * What the firm calls a field the content fixes and the visitor never sees (the enquiry's
 * service, set by its page): no form asks it, so no form spec has its label (docs/decisions.md 84).
 */
export const fixedFieldLabels: Readonly<Record<string, string>> = { service: 'Tjänst', slot: 'Bokad tid', meetingLength: 'Mötets längd (minuter)' };

/**
 * The booking form's time picker's fields (src/features/booking/): no form spec lists them, as the
 * choices are the free times of the moment (GET /api/tider), so the forged-field check lets them
 * through on a booking form and the booking service checks the time itself.
 */
export const timeFields = ['slot', 'meetingLength'] as const;

/** Hidden fields every form carries; the visitor never sees or fills them. */
export const metaFields = ['kind', 'page', 'formToken', 'idempotencyKey', 'website'] as const;
export type MetaField = (typeof metaFields)[number];
export const isMetaField = (name: string): name is MetaField => (metaFields as readonly string[]).includes(name);

/** The fields a visitor fills in on a form of kind K. */
export type VisibleField<K extends LeadKind> = Exclude<keyof LeadOf<K>, MetaField> & string;

/** `const name = fieldNames('booking')` then `name('meetingFormat')`: a typo is a compile error. */
export function fieldNames<K extends LeadKind>(_kind: K): <N extends VisibleField<K>>(name: N) => N {
  return (name) => name;
}
