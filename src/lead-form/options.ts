/**
 * The fixed choices of the lead forms (docs/specification.md §3 "Enumerations"), shared by the form blocks, the
 * lead server (labels in the notification) and the tests. The values are what /api/leads receives
 * and what ?amne= / ?bradskande= links preselect, so they must not change when the wording does;
 * their types come from schema/lead.schema.json, so a value the schema does not allow fails to
 * compile (and a unit test checks that every value the schema allows is offered).
 *
 * The enquiry block's start, budget and topic choices are content (site.yaml and page YAML),
 * not listed here: their values are slugs of the labels (src/lib/slug.ts).
 */
import type { BookingTopic, BookingUrgency, MeetingFormat, PreferredTime, RevenueRange } from './lead-types.generated';

export interface FormOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/** Annual revenue ranges (docs/specification.md §3 "Revenue range"), offered by all three forms. */
export const revenueRanges = [
  { value: '0-5', label: 'Under 5 MSEK' },
  { value: '5-15', label: '5–15 MSEK' },
  { value: '15-30', label: '15–30 MSEK' },
  { value: '30-50', label: '30–50 MSEK' },
  { value: '50-100', label: '50–100 MSEK' },
  { value: '100+', label: 'Över 100 MSEK' },
] as const satisfies readonly FormOption<RevenueRange>[];

/** The booking form's choices (docs/specification.md §3). */
export const bookingOptions = {
  meetingFormat: [
    { value: 'video', label: 'Videomöte' },
    { value: 'physical', label: 'Fysiskt möte' },
    { value: 'phone', label: 'Telefonmöte' },
  ] as const satisfies readonly FormOption<MeetingFormat>[],
  preferredTime: [
    { value: 'morning', label: 'Förmiddag (09:00–12:00)' },
    { value: 'afternoon', label: 'Eftermiddag (13:00–16:00)' },
    { value: 'evening', label: 'Kväll (16:00–18:00)' },
    { value: 'flexible', label: 'Flexibel' },
  ] as const satisfies readonly FormOption<PreferredTime>[],
  urgency: [
    { value: 'asap', label: 'Så snart som möjligt' },
    { value: 'week', label: 'Inom en vecka' },
    { value: 'month', label: 'Inom en månad' },
    { value: 'flexible', label: 'Ingen brådska' },
  ] as const satisfies readonly FormOption<BookingUrgency>[],
  revenue: revenueRanges,
  topic: [
    { value: 'interim-cfo', label: 'Interim CFO' },
    { value: 'financial-analysis', label: 'Finansiell analys' },
    { value: 'budgeting', label: 'Budget och prognos' },
    { value: 'investment', label: 'Investeringar' },
    { value: 'due-diligence', label: 'Due diligence' },
    { value: 'valuation', label: 'Företagsvärdering' },
    { value: 'reporting', label: 'Rapportering' },
    { value: 'other', label: 'Annat' },
  ] as const satisfies readonly FormOption<BookingTopic>[],
} as const;

/** The label of a fixed choice, or the value itself when the field has no fixed list. */
export function optionLabel(options: readonly FormOption[] | undefined, value: string): string {
  return options?.find((option) => option.value === value)?.label ?? value;
}
