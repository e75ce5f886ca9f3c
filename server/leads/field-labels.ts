/**
 * Every word the firm reads about a lead's fields — the e-mail, the webhook's `labels`, the
 * workspace's inbox, the xlsx export's columns and `npm run leads` — comes from here, and here
 * only from the built form specs (dist/_endpoint/forms.json, which the build makes from
 * src/lead-form/form-spec.ts and site.yaml `forms`) and the lead-form contract (fields.ts). No
 * label is written in the server (docs/decisions.md 84).
 */
import type { FieldSpec, FormOption, FormSpec } from '~/src/lead-form/form-spec';
import { fixedFieldLabels, isLeadKind, isMetaField, kindTitles, leadKinds, unknownKindTitle } from '~/src/lead-form/fields';
import type { FormSpecs } from './form-specs';
import leadSchemaJson from '~/schema/lead.schema.json' with { type: 'json' };

/** What the firm calls a kind of lead (fields.ts), also one no form has any more. */
export const kindTitle = (kind: string): string => (isLeadKind(kind) ? kindTitles[kind] : unknownKindTitle);

/**
 * The built forms in the lead-form kinds' order (contact, enquiry, booking), then page order; with
 * `first`, that form and then the other forms of its kind lead.
 */
function formsInOrder(forms: FormSpecs, first?: FormSpec): readonly FormSpec[] {
  const rank = (spec: FormSpec) => (spec === first ? -2 : spec.kind === first?.kind ? -1 : leadKinds.indexOf(spec.kind));
  return [...(forms.all ?? []), ...(first && !forms.all?.includes(first) ? [first] : [])].sort((a, b) => rank(a) - rank(b));
}

/**
 * How a field of a lead was asked: on the lead's own form; for a lead whose form has since
 * changed or gone, as another built form of the same kind asks it, then as any built form does.
 */
export function fieldSpecFor(forms: FormSpecs, own: FormSpec | undefined, kind: string, field: string, { anyKind = true } = {}): FieldSpec | undefined {
  const ownField = own?.fields.find((f) => f.name === field);
  if (ownField) return ownField;
  const fields = (specs: readonly FormSpec[]) => specs.flatMap((spec) => spec.fields).find((f) => f.name === field);
  const all = formsInOrder(forms);
  return fields(all.filter((spec) => spec.kind === kind)) ?? (anyKind ? fields(all) : undefined);
}

/** The question a field was asked with; a field no built form has keeps its stored name. */
export const fieldLabel = (spec: FieldSpec | undefined, field: string): string => spec?.label ?? fixedFieldLabels[field] ?? field;

/** The label of a fixed choice, or the value itself when the field has no list or the list no longer has it. */
export function optionLabel(options: readonly FormOption[] | undefined, value: string): string {
  return options?.find((option) => option.value === value)?.label ?? value;
}

/**
 * Every field name in the order the built forms ask them (fixed fields such as the enquiry's
 * service first), then names only `extra` has, sorted: the export's columns, and with `first`
 * (a lead's own form) the order of that lead's fields in the e-mail and the inbox.
 */
export function fieldOrder(forms: FormSpecs, extra: Iterable<string> = [], first?: FormSpec): string[] {
  const specs = formsInOrder(forms, first);
  const names = new Set([...specs.flatMap((spec) => Object.keys(spec.fixed)), ...specs.flatMap((spec) => spec.fields.map((f) => f.name))]);
  return [...names, ...[...new Set(extra)].filter((name) => !names.has(name)).sort()];
}

/**
 * The export's column header for a field: the label most built forms ask it with (a service
 * page may ask its topic in its own words), the first such in form order on a tie.
 */
export function columnLabel(forms: FormSpecs, field: string): string {
  const counts = new Map<string, number>();
  for (const spec of formsInOrder(forms)) {
    const label = spec.fields.find((f) => f.name === field)?.label;
    if (label !== undefined) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  let best: { label: string; count: number } | undefined;
  for (const [label, count] of counts) if (best === undefined || count > best.count) best = { label, count };
  return best?.label ?? fieldLabel(undefined, field);
}

type Definitions = Record<string, { properties?: Record<string, unknown> }>;

/**
 * Every field a lead can have, in schema/lead.schema.json's order (its kinds, then each kind's
 * properties): the CSV's columns, which machines read, so they do not move with the built site.
 */
export const leadFieldNames: readonly string[] = [
  ...new Set(
    Object.values((leadSchemaJson as { definitions: Definitions }).definitions).flatMap((definition) =>
      Object.keys(definition.properties ?? {}).filter((name) => !isMetaField(name)),
    ),
  ),
];

/** The workbook's field columns: [field, header], in the built forms' order, then the schema's other fields and any only stored leads have. */
export const exportColumns = (forms: FormSpecs, leads: readonly { fields: Readonly<Record<string, string>> }[]): [field: string, label: string][] =>
  fieldOrder(forms, [...leadFieldNames, ...leads.flatMap((lead) => Object.keys(lead.fields))]).map((field) => [field, columnLabel(forms, field)]);
