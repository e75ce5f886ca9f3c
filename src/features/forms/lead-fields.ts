/**
 * Field names of the lead forms, typed from schema/lead.schema.json (via the generated types):
 * a form block that names a field the schema does not have for its kind fails to compile.
 * Browser-safe and free of React, so the lead server and the enhancement module use it too.
 */
import type { LeadSubmission } from './lead-types.generated';

export type LeadKind = LeadSubmission['kind'];
export type LeadOf<K extends LeadKind> = Extract<LeadSubmission, { kind: K }>;

/** Hidden fields every form carries; the visitor never sees or fills them. */
export const metaFields = ['kind', 'page', 'formToken', 'idempotencyKey', 'website'] as const;
export type MetaField = (typeof metaFields)[number];

/** The fields a visitor fills in on a form of kind K. */
export type VisibleField<K extends LeadKind> = Exclude<keyof LeadOf<K>, MetaField> & string;

export const leadKinds = ['lead', 'enquiry', 'booking'] as const satisfies readonly LeadKind[];

/** `const name = fieldNames('booking')` then `name('meetingFormat')`: a typo is a compile error. */
export function fieldNames<K extends LeadKind>(_kind: K): <N extends VisibleField<K>>(name: N) => N {
  return (name) => name;
}

/** The id of the element that shows a field's error, for the control with id `controlId`. */
export const errorIdOf = (controlId: string) => `${controlId}-fel`;
