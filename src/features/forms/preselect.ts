/**
 * Preselects form fields from the address (docs/decisions.md 5): /boka-mote?amne=due-diligence chooses
 * that topic, ?bradskande=asap the most urgent option. A form opts in with
 * `data-preselect='{"amne":"topic","bradskande":"urgency"}'` (query parameter → field name).
 *
 * A tiny browser module with no React and no MUI, loaded by the entry only on pages that have
 * such a form. A value is set only when it is one of the select's own options, and never over a
 * choice the visitor has already made; anything else in the address is ignored. When something
 * was chosen, the form is scrolled into view and a note at its top says what (it takes the
 * focus, so a screen reader reads it and Tab goes on into the form).
 */
import { selectors } from '~/src/lead-form/contract';
import { fill } from '~/src/lib/fill';
import { textsOf } from './form-texts';

/** The parts of a <select> this module touches (structural, so it is testable without a DOM). */
export interface SelectLike {
  value: string;
  readonly options: ArrayLike<{ readonly value: string }>;
}

export interface PreselectForm {
  readonly dataset: { preselect?: string | undefined };
  readonly elements: { namedItem(name: string): unknown };
}

/** Parses the form's parameter → field map; anything malformed counts as no map at all. */
export function parsePreselectMap(attribute: string | undefined): Record<string, string> {
  if (!attribute) return {};
  try {
    const parsed: unknown = JSON.parse(attribute);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The field values to set: for each mapped query parameter that is present, its value if the
 * field offers it (the empty placeholder value never counts).
 */
export function preselections(
  map: Readonly<Record<string, string>>,
  search: string,
  optionsOf: (field: string) => readonly string[] | undefined,
): [field: string, value: string][] {
  const params = new URLSearchParams(search);
  const result: [string, string][] = [];
  for (const [param, field] of Object.entries(map)) {
    const value = params.get(param);
    if (!value) continue;
    if (optionsOf(field)?.includes(value)) result.push([field, value]);
  }
  return result;
}

function isSelect(element: unknown): element is SelectLike {
  // A <select> has options; an input or a RadioNodeList (several controls of one name) does not.
  return typeof element === 'object' && element !== null && 'options' in element && 'value' in element;
}

/** Applies the address's preselections to one form; returns the fields it set. */
export function preselectForm(form: PreselectForm, search: string): string[] {
  const selects = new Map<string, SelectLike>();
  const optionsOf = (field: string) => {
    const element = form.elements.namedItem(field);
    if (!isSelect(element)) return undefined;
    selects.set(field, element);
    return Array.from(element.options, (option) => option.value).filter((value) => value !== '');
  };
  const set: string[] = [];
  for (const [field, value] of preselections(parsePreselectMap(form.dataset.preselect), search, optionsOf)) {
    const select = selects.get(field)!;
    if (select.value !== '') continue; // the visitor got there first
    select.value = value;
    set.push(field);
  }
  return set;
}

/** Every opted-in form on the page; the first one that got a choice is shown and explained. */
export function preselectForms(root: Pick<ParentNode, 'querySelectorAll'> = document, search: string = location.search): void {
  let shown = false;
  for (const form of root.querySelectorAll<HTMLFormElement>(selectors.preselect)) {
    const set = preselectForm(form, search);
    if (set.length === 0 || shown) continue;
    shown = true;
    showPreselected(form, set);
  }
}

/** site.yaml's forms.preselected ("Förvalt i formuläret: {val}. …") at the top of the form, focused. */
function showPreselected(form: HTMLFormElement, fields: string[]) {
  const texts = textsOf(form);
  if (!texts) return;
  const doc = form.ownerDocument;
  const chosen = fields.map((name) => {
    const select = form.elements.namedItem(name) as HTMLSelectElement;
    const label = select.labels?.[0]?.firstChild?.textContent?.trim() ?? name;
    // The option, then its field in brackets: the sentence around it may have a colon of its own.
    return `»${select.selectedOptions[0]?.textContent?.trim() ?? select.value}« (${label.replace(/:$/, '')})`;
  });
  const note = doc.createElement('p');
  note.className = 'lead-preselected';
  note.tabIndex = -1;
  note.textContent = fill(texts.preselected, { val: chosen.join(' och ') });
  form.prepend(note);
  note.scrollIntoView({ block: 'start' });
  note.focus({ preventScroll: true });
}
