/**
 * What each lead form asks, as data: its fields in order with label, control, choices and
 * whether they are required. The form blocks render this (src/features/forms/lead-form-parts.tsx),
 * the build writes every page's forms to dist/ (contract.ts `endpointFiles.forms`), and the lead
 * server shows the same form again from it when it answers a plain post (server/leads/answer-page.ts).
 * One description, so the three cannot drift apart.
 */
import type { BookingFormBlock, EnquiryBlock, LeadFormBlock, Site } from '../content/schema-types.generated';
import { slugify } from '../lib/slug';
import type { LeadKind, VisibleField } from './fields';
import { bookingOptions, revenueRanges, type FormOption } from './options';

export type Control = 'text' | 'email' | 'tel' | 'textarea' | 'select';

export interface FieldSpec {
  name: string;
  label: string;
  control: Control;
  required: boolean;
  autoComplete?: string;
  /** Selects: the text of the empty first choice. */
  placeholder?: string;
  options?: readonly FormOption[];
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

export interface FormSpec<K extends LeadKind = LeadKind> {
  kind: K;
  /** The page the form is on (recorded with every lead). */
  page: string;
  /** Hidden fields fixed by the content, e.g. the enquiry's service. */
  fixed: Partial<Record<VisibleField<K>, string>>;
  fields: FieldSpec[];
  submitLabel: string;
}

type Field<K extends LeadKind> = Omit<FieldSpec, 'name' | 'required'> & { name: VisibleField<K>; required?: boolean };
const fields = <K extends LeadKind>(_kind: K, list: Field<K>[]): FieldSpec[] => list.map((f) => ({ ...f, required: f.required ?? false }));

/** Company, name, e-mail and phone: how all three forms begin (docs/specification.md §3). */
function contact(phoneRequired: boolean) {
  return [
    { name: 'company', label: 'Företag', control: 'text', required: true, autoComplete: 'organization' },
    { name: 'name', label: 'Namn', control: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: 'E-post', control: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: 'Telefon', control: 'tel', required: phoneRequired, autoComplete: 'tel' },
  ] as const;
}

const revenue = (placeholder: string, wide = false) =>
  ({ name: 'revenue', label: 'Årsomsättning', control: 'select', required: true, placeholder, options: revenueRanges, wide }) as const;

/** Content labels as choices whose values are the label's slug (docs/specification.md §3). */
const choices = (labels: readonly string[]): FormOption[] => labels.map((label) => ({ value: slugify(label), label }));

/** The home page's lead form (docs/decisions.md 13). */
export function leadFormSpec(block: Pick<LeadFormBlock, 'submitLabel'>, page: string): FormSpec<'lead'> {
  return {
    kind: 'lead',
    page,
    fixed: {},
    fields: fields('lead', [
      ...contact(false),
      revenue('Välj omsättning …', true),
      { name: 'priority', label: 'Vad vill ni prioritera?', control: 'textarea', wide: true },
    ]),
    submitLabel: block.submitLabel ?? 'Skicka förfrågan',
  };
}

/** A service page's enquiry; its start, budget and topic choices are content (site.yaml, the page). */
export function enquiryFormSpec(block: Pick<EnquiryBlock, 'service' | 'urgencyOptions' | 'budgetOptions' | 'topic'>, site: Pick<Site, 'enquiry'>, page: string): FormSpec<'enquiry'> {
  const { topic } = block;
  return {
    kind: 'enquiry',
    page,
    fixed: { service: block.service },
    fields: fields('enquiry', [
      ...contact(false),
      revenue('Välj omsättning …'),
      { name: 'urgency', label: 'När vill ni starta?', control: 'select', required: true, placeholder: 'Välj tidpunkt …', options: choices(block.urgencyOptions ?? site.enquiry.urgencyOptions) },
      { name: 'budget', label: 'Budget', control: 'select', placeholder: 'Välj budget (valfritt)', options: choices(block.budgetOptions ?? site.enquiry.budgetOptions) },
      ...(topic ? [{ name: 'topic', label: topic.label, control: 'select', placeholder: 'Välj (valfritt)', options: choices(topic.options) } as const] : []),
      { name: 'message', label: 'Meddelande', control: 'textarea', wide: true },
    ]),
    submitLabel: 'Skicka förfrågan',
  };
}

/** The booking request (docs/specification.md §3, §5). */
export function bookingFormSpec(_block: BookingFormBlock | undefined, page: string): FormSpec<'booking'> {
  return {
    kind: 'booking',
    page,
    fixed: {},
    fields: fields('booking', [
      ...contact(true),
      { name: 'meetingFormat', label: 'Mötesform', control: 'select', required: true, placeholder: 'Välj mötesform', options: bookingOptions.meetingFormat },
      { name: 'preferredTime', label: 'Önskad tid', control: 'select', placeholder: 'Välj tid på dagen', options: bookingOptions.preferredTime },
      { name: 'urgency', label: 'Hur brådskande är det?', control: 'select', placeholder: 'Välj hur brådskande', options: bookingOptions.urgency },
      { name: 'revenue', label: 'Årsomsättning', control: 'select', required: true, placeholder: 'Välj omsättning', options: bookingOptions.revenue },
      { name: 'topic', label: 'Vad vill ni prata om?', control: 'select', placeholder: 'Välj ämne', options: bookingOptions.topic, wide: true },
      { name: 'message', label: 'Meddelande', control: 'textarea', wide: true },
    ]),
    submitLabel: 'Skicka bokningsförfrågan',
  };
}

type FormBlock = LeadFormBlock | EnquiryBlock | BookingFormBlock;
const isFormBlock = (block: { type: string }): block is FormBlock => block.type === 'lead-form' || block.type === 'enquiry' || block.type === 'booking';

/** Every lead form on a page, in page order. */
export function formSpecsOfPage(blocks: readonly { type: string }[], site: Pick<Site, 'enquiry'>, page: string): FormSpec[] {
  return blocks.filter(isFormBlock).map((block) => {
    if (block.type === 'lead-form') return leadFormSpec(block, page);
    if (block.type === 'enquiry') return enquiryFormSpec(block, site, page);
    return bookingFormSpec(block, page);
  });
}

/** The key of a form in the built forms file: one form of each kind per page. */
export const formKey = (page: string, kind: LeadKind) => `${kind} ${page}`;
