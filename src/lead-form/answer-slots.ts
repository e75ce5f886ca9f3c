/**
 * The declared slots of the lead server's answer forms (docs/decisions.md 102): the build
 * prerenders each built form's refused and confirmation answers with the blocks' own React
 * components (src/features/forms/answer-forms.tsx), leaving a marker wherever a post's value,
 * error or state goes; the server (server/slot-template.ts) fills exactly these slots, every text
 * escaped. The markers, the slot names a form has and what a post puts in them are declared here
 * once, free of React and Node, so the build and the server share them.
 *
 * A template holds three kinds of marker, all text that React writes as it is (no `& < > " '`):
 *  - `⟦=name⟧`: a text slot, in an element's text or an attribute's value;
 *  - `⟦?name⟧ … ⟦|⟧ … ⟦/⟧`: a condition slot choosing between two prerendered variants (the
 *    `⟦|⟧` part may be left out); variants nest. A state attribute (aria-invalid, autofocus,
 *    selected, hidden) is never written by the server: React rendered the element both ways.
 */
import type { FieldSpec, FormSpec } from './form-spec';

export const markers = {
  text: (name: string) => `⟦=${name}⟧`,
  when: (name: string) => `⟦?${name}⟧`,
  otherwise: '⟦|⟧',
  end: '⟦/⟧',
} as const;

/** Finds every marker of a template, in order: the kind is `=`, `?`, `|` or `/`. */
export const markerPattern = /⟦([=?|/])([^⟦⟧]*)⟧/g;

/** The slot names, by what they hold. */
export const slot = {
  formToken: 'formToken',
  idempotencyKey: 'idempotencyKey',
  /** The message above the fields; `status` whether there is one, `statusFocus` whether it gets the focus (no field has an error). */
  message: 'message',
  status: 'status',
  statusFocus: 'statusFocus',
  value: (field: string) => `value:${field}`,
  error: (field: string) => `error:${field}`,
  /** The field has an error; `focus` marks the first such field (autofocus). */
  invalid: (field: string) => `invalid:${field}`,
  focus: (field: string) => `focus:${field}`,
  selected: (field: string, option: string) => `selected:${field}:${option}`,
  /** Confirmation step: the field was filled in, so it is summarised (`summary`: its words) and carried (`carried`: its value). */
  given: (field: string) => `given:${field}`,
  summary: (field: string) => `summary:${field}`,
  carried: (field: string) => `carried:${field}`,
  confirmToken: 'confirmToken',
  confirmKey: 'confirmKey',
} as const;

export interface SlotValues {
  texts: Record<string, string>;
  conditions: Record<string, boolean>;
}

export interface DeclaredSlots {
  texts: readonly string[];
  conditions: readonly string[];
}

/** A form shown again: what the visitor typed, the errors per field, the message above and fresh tokens. */
export interface AnswerFormState {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  formToken: string;
  idempotencyKey: string;
  message?: string;
}

/** One field's state in a form shown again: its value, its error, and whether it is the first error (autofocus). */
export interface FieldState {
  value: string;
  error?: string;
  focus: boolean;
}

const firstWithError = (spec: Pick<FormSpec, 'fields'>, state: Pick<AnswerFormState, 'errors'>) => spec.fields.find((field) => state.errors[field.name])?.name;

/** One field's state; `first` is the name of the first field with an error, which gets the focus. */
function stateOf(field: Pick<FieldSpec, 'name'>, state: Pick<AnswerFormState, 'values' | 'errors'>, first: string | undefined): FieldState {
  const error = state.errors[field.name] || undefined;
  return { value: state.values[field.name] ?? '', ...(error !== undefined && { error }), focus: field.name === first };
}

/** Each field's state; the first field with an error, in the form's order, gets the focus. */
export function fieldStates(spec: Pick<FormSpec, 'fields'>, state: Pick<AnswerFormState, 'values' | 'errors'>): Map<string, FieldState> {
  const first = firstWithError(spec, state);
  return new Map(spec.fields.map((field) => [field.name, stateOf(field, state, first)]));
}

/** The message line gets the focus only when no field has an error (then the first such field has it). */
export const statusFocus = (spec: Pick<FormSpec, 'fields'>, state: Pick<AnswerFormState, 'errors' | 'message'>) =>
  Boolean(state.message) && !spec.fields.some((field) => state.errors[field.name]);

/** A select's choices as the control lists them: the empty first one (its placeholder), then the options. */
export const choiceValues = (field: FieldSpec): string[] => (field.control === 'select' ? ['', ...(field.options ?? []).map((option) => option.value)] : []);

/** A select's value is which choice is selected; any other control's is text. */
const fieldSlots = (field: FieldSpec) => ({
  texts: [...(field.control === 'select' ? [] : [slot.value(field.name)]), slot.error(field.name)],
  conditions: [slot.invalid(field.name), slot.focus(field.name), ...choiceValues(field).map((value) => slot.selected(field.name, value))],
});

/** The slots of a form shown again (the refused answer's form, and the confirmation step's form to change something). */
export function formSlots(spec: FormSpec): DeclaredSlots {
  const fields = spec.fields.map(fieldSlots);
  return {
    texts: [slot.formToken, slot.idempotencyKey, slot.message, ...fields.flatMap((f) => f.texts)],
    conditions: [slot.status, slot.statusFocus, ...fields.flatMap((f) => f.conditions)],
  };
}

/** The slots of the confirmation step: the summary, the confirming form's tokens and carried values, then the form. */
export function confirmSlots(spec: FormSpec): DeclaredSlots {
  const form = formSlots(spec);
  const names = spec.fields.map((field) => field.name);
  return {
    texts: [slot.confirmToken, slot.confirmKey, ...names.flatMap((name) => [slot.summary(name), slot.carried(name)]), ...form.texts],
    conditions: [...names.map(slot.given), ...form.conditions],
  };
}

/** The slots of the refusal of a post that names no built form: only the message. */
export const plainRefusalSlots: DeclaredSlots = { texts: [slot.message], conditions: [] };

/** What a form shown again puts in its slots. */
export function formSlotValues(spec: FormSpec, state: AnswerFormState): SlotValues {
  const first = firstWithError(spec, state);
  const texts: Record<string, string> = {
    [slot.formToken]: state.formToken,
    [slot.idempotencyKey]: state.idempotencyKey,
    [slot.message]: state.message ?? '',
  };
  const conditions: Record<string, boolean> = { [slot.status]: Boolean(state.message), [slot.statusFocus]: statusFocus(spec, state) };
  for (const field of spec.fields) {
    const { value, error, focus } = stateOf(field, state, first);
    if (field.control !== 'select') texts[slot.value(field.name)] = value;
    texts[slot.error(field.name)] = error ?? '';
    conditions[slot.invalid(field.name)] = error !== undefined;
    conditions[slot.focus(field.name)] = focus;
    for (const choice of choiceValues(field)) conditions[slot.selected(field.name, choice)] = choice === value;
  }
  return { texts, conditions };
}

/** The words a confirmation step shows for a field's value: a choice's label, else the value as typed. */
export const shownValue = (field: FieldSpec, value: string) => field.options?.find((option) => option.value === value)?.label ?? value;

/** What the confirmation step puts in its slots: `values` are the post as it will be confirmed, `edit` the form below. */
export function confirmSlotValues(
  spec: FormSpec,
  values: Readonly<Record<string, string>>,
  confirm: { token: string; key: string },
  edit: AnswerFormState,
): SlotValues {
  const form = formSlotValues(spec, edit);
  const texts: Record<string, string> = { ...form.texts, [slot.confirmToken]: confirm.token, [slot.confirmKey]: confirm.key };
  const conditions: Record<string, boolean> = { ...form.conditions };
  for (const field of spec.fields) {
    const value = values[field.name] ?? '';
    conditions[slot.given(field.name)] = value !== '';
    texts[slot.summary(field.name)] = shownValue(field, value);
    texts[slot.carried(field.name)] = value;
  }
  return { texts, conditions };
}

/** The build's answer templates (contract.ts `endpointFiles.answerForms`): per built form (form-spec.ts `formKey`) its refused and confirmation answers. */
export interface AnswerTemplates {
  /** A refused post that names no built form. */
  plain: string;
  forms: Record<string, { refused: string; confirm: string }>;
}
