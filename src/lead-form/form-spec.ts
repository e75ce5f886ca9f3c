/**
 * What each lead form asks, as data: its fields in order with label, control, choices and
 * whether they are required. The form blocks render this (src/features/forms/lead-form-parts.tsx),
 * the build writes every page's forms to dist/ (contract.ts `endpointFiles.forms`) and prerenders
 * the lead server's answers to a plain post from it (src/features/forms/answer-forms.tsx).
 * One description, so the three cannot drift apart.
 */
import type { BookingBlockData, EnquiryBlockData, LeadFormBlockData, Site } from '../content/model';
import { slugify } from '../lib/slug';
import type { LeadKind, VisibleField } from './fields';

/**
 * A choice of a select: `value` is what /api/leads receives and what ?amne= / ?bradskande= links
 * preselect (schema/lead.schema.json's enumerations, or a slug of the label for the enquiry's
 * content-given lists); `label` is site.yaml's or the page's words.
 */
export interface FormOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

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

/**
 * Whether a lead asks for the urgent path (docs/decisions.md 28, 50): the visitor chose the first,
 * soonest start the form offers (the content lists start choices soonest first). Such a lead is
 * answered with site.yaml's `promises.urgentReply` and called back within `promises.urgentResponse`.
 */
export function isUrgent(spec: Pick<FormSpec, 'fields'> | undefined, fields: Readonly<Record<string, unknown>>): boolean {
  const soonest = spec?.fields.find((f) => f.name === 'urgency')?.options?.[0]?.value;
  return soonest !== undefined && fields.urgency === soonest;
}

type Field<K extends LeadKind> = Omit<FieldSpec, 'name' | 'required'> & { name: VisibleField<K>; required?: boolean };
const fields = <K extends LeadKind>(_kind: K, list: Field<K>[]): FieldSpec[] => list.map((f) => ({ ...f, required: f.required ?? false }));

/** What the form specs read from site.yaml: its `forms` texts and the enquiry's default choices. */
export type FormTexts = Pick<Site, 'forms' | 'enquiry'>;

type Labels = Site['forms']['fields'];
type Options = Site['forms']['options'];

/** A fixed option list (values from schema/lead.schema.json) with site.yaml's labels, in site.yaml's order. */
const fixedOptions = <V extends string>(labels: Record<V, string>): FormOption<V>[] =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));

/** Company, name, e-mail and phone: how all three forms begin (docs/specification.md §3). */
function contact(labels: Labels, phoneRequired: boolean) {
  return [
    { name: 'company', label: labels.company, control: 'text', required: true, autoComplete: 'organization' },
    { name: 'name', label: labels.name, control: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: labels.email, control: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: labels.phone, control: 'tel', required: phoneRequired, autoComplete: 'tel' },
  ] as const;
}

const revenue = (labels: Labels, options: Options, wide = false) =>
  ({
    name: 'revenue',
    label: labels.revenue.label,
    control: 'select',
    required: true,
    placeholder: labels.revenue.placeholder,
    options: fixedOptions(options.revenue),
    wide,
  }) as const;

const choices = (labels: readonly string[]): FormOption[] => labels.map((label) => ({ value: slugify(label), label }));

export function leadFormSpec(block: Pick<LeadFormBlockData, 'submitLabel'>, { forms }: FormTexts, page: string): FormSpec<'lead'> {
  const { fields: labels, options } = forms;
  return {
    kind: 'lead',
    page,
    fixed: {},
    fields: fields('lead', [
      ...contact(labels, false),
      revenue(labels, options, true),
      { name: 'priority', label: labels.priority, control: 'textarea', wide: true },
    ]),
    submitLabel: block.submitLabel,
  };
}

export function enquiryFormSpec(
  block: Pick<EnquiryBlockData, 'service' | 'urgencyOptions' | 'budgetOptions' | 'topic' | 'submitLabel'>,
  site: FormTexts,
  page: string,
): FormSpec<'enquiry'> {
  const { fields: labels, options } = site.forms;
  const { topic } = block;
  return {
    kind: 'enquiry',
    page,
    fixed: { service: block.service },
    fields: fields('enquiry', [
      ...contact(labels, false),
      revenue(labels, options),
      {
        name: 'urgency',
        label: labels.urgency.label,
        control: 'select',
        required: true,
        placeholder: labels.urgency.placeholder,
        options: choices(block.urgencyOptions ?? site.enquiry.urgencyOptions),
      },
      {
        name: 'budget',
        label: labels.budget.label,
        control: 'select',
        placeholder: labels.budget.placeholder,
        options: choices(block.budgetOptions ?? site.enquiry.budgetOptions),
      },
      ...(topic
        ? [{ name: 'topic', label: topic.label, control: 'select', placeholder: labels.topic.placeholder, options: choices(topic.options) } as const]
        : []),
      { name: 'message', label: labels.message, control: 'textarea', wide: true },
    ]),
    submitLabel: block.submitLabel,
  };
}

export function bookingFormSpec(block: Pick<BookingBlockData, 'submitLabel'>, { forms }: FormTexts, page: string): FormSpec<'booking'> {
  const { fields: labels, options } = forms;
  return {
    kind: 'booking',
    page,
    fixed: {},
    fields: fields('booking', [
      ...contact(labels, true),
      {
        name: 'meetingFormat',
        label: labels.meetingFormat.label,
        control: 'select',
        required: true,
        placeholder: labels.meetingFormat.placeholder,
        options: fixedOptions(options.meetingFormat),
      },
      {
        name: 'preferredTime',
        label: labels.preferredTime.label,
        control: 'select',
        placeholder: labels.preferredTime.placeholder,
        options: fixedOptions(options.preferredTime),
      },
      {
        name: 'urgency',
        label: labels.bookingUrgency.label,
        control: 'select',
        placeholder: labels.bookingUrgency.placeholder,
        options: fixedOptions(options.bookingUrgency),
      },
      revenue(labels, options),
      {
        name: 'topic',
        label: labels.topic.label,
        control: 'select',
        placeholder: labels.topic.placeholder,
        options: fixedOptions(options.bookingTopic),
        wide: true,
      },
      { name: 'message', label: labels.message, control: 'textarea', wide: true },
    ]),
    submitLabel: block.submitLabel,
  };
}

type FormBlock = LeadFormBlockData | EnquiryBlockData | BookingBlockData;
const isFormBlock = (block: { type: string }): block is FormBlock => block.type === 'lead-form' || block.type === 'enquiry' || block.type === 'booking';

/** Every lead form on a page, in page order. */
export function formSpecsOfPage(blocks: readonly { type: string }[], site: FormTexts, page: string): FormSpec[] {
  return blocks.filter(isFormBlock).map((block) => {
    if (block.type === 'lead-form') return leadFormSpec(block, site, page);
    if (block.type === 'enquiry') return enquiryFormSpec(block, site, page);
    return bookingFormSpec(block, site, page);
  });
}

/** Every lead form of the site, page by page: what the build writes (contract.ts `endpointFiles.forms`) and the lead server reads. */
export function siteFormSpecs(pages: readonly { path: string; data: { blocks: readonly { type: string }[] } }[], site: FormTexts): FormSpec[] {
  return pages.flatMap((page) => formSpecsOfPage(page.data.blocks, site, page.path));
}

/** The key of a form in the built forms file: one form of each kind per page. */
export const formKey = (page: string, kind: LeadKind) => `${kind} ${page}`;
