/**
 * The answers the lead endpoint gives a plain (no-JavaScript) post, put into the slot of a page
 * the build prerendered with the site's layout (slot-template.ts `loadSlotTemplate`):
 *
 *  - refused: the form again, as on its page, with the visitor's input, each error below its
 *    field (aria-invalid, aria-describedby), the message above, focus on the first problem, and a
 *    fresh form token, so the corrected post goes straight through;
 *  - confirm: a post without a form token (the page came from a static host or a cache, and
 *    the browser runs no script) is shown back as a summary with one button that confirms
 *    exactly that content (a signed, single-use confirmation token), and the form below to
 *    change something.
 *
 * The markup is the build's: every built form's answers prerendered from the form blocks' own
 * components with declared slots (dist/_endpoint/svarsformular.json, src/features/forms/
 * answer-forms.tsx; docs/decisions.md 102). The server writes no markup: it fills the slots, every
 * value escaped (slot-template.ts `compileSlotMarkup`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  confirmSlots,
  confirmSlotValues,
  formSlots,
  formSlotValues,
  plainRefusalSlots,
  slot,
  type AnswerFormState,
  type AnswerTemplates,
} from '~/src/lead-form/answer-slots';
import { endpointFiles } from '~/src/lead-form/contract';
import { formKey, type FormSpec } from '~/src/lead-form/form-spec';
import { compileSlotMarkup, type SlotMarkup } from '../slot-template';

export type FormState = Omit<AnswerFormState, 'message'>;

export interface AnswerForms {
  /** A refused post: of a built form, that form again; else the message and the way home. */
  refused(spec: FormSpec | undefined, state: FormState, message: string): string;
  /** The summary with its one confirming button, then the same form to change something. */
  confirm(spec: FormSpec, values: Record<string, string>, confirm: { token: string; key: string }, edit: FormState): string;
}

/** Checks the build's answer templates against the built forms (every form has its own, with exactly its slots) and readies them. */
export function compileAnswerForms(templates: AnswerTemplates, specs: readonly FormSpec[], where: string): AnswerForms {
  const keys = new Set(specs.map((spec) => formKey(spec.page, spec.kind)));
  const stray = Object.keys(templates.forms ?? {}).filter((key) => !keys.has(key));
  if (stray.length > 0) throw new Error(`${where}: svarsmallar för formulär som inte finns (${stray.join(', ')}) — bygg om med \`npm run build\`.`);
  const plain = compileSlotMarkup(templates.plain ?? '', plainRefusalSlots, `${where} (utan formulär)`);
  const forms = new Map<string, { refused: SlotMarkup; confirm: SlotMarkup }>();
  for (const spec of specs) {
    const key = formKey(spec.page, spec.kind);
    const own = templates.forms?.[key];
    if (!own) throw new Error(`${where}: svarsmallen för ${key} saknas — bygg om med \`npm run build\`.`);
    forms.set(key, {
      refused: compileSlotMarkup(own.refused, formSlots(spec), `${where} (${key}, fel)`),
      confirm: compileSlotMarkup(own.confirm, confirmSlots(spec), `${where} (${key}, bekräfta)`),
    });
  }
  const of = (spec: FormSpec) => {
    const compiled = forms.get(formKey(spec.page, spec.kind));
    // Every built form was compiled above; a spec from elsewhere is a programming error.
    if (!compiled) throw new Error(`${where}: ingen svarsmall för ${formKey(spec.page, spec.kind)}.`);
    return compiled;
  };
  return {
    refused: (spec, state, message) =>
      spec ? of(spec).refused.fill(formSlotValues(spec, { ...state, message })) : plain.fill({ texts: { [slot.message]: message }, conditions: {} }),
    confirm: (spec, values, confirm, edit) => of(spec).confirm.fill(confirmSlotValues(spec, values, confirm, edit)),
  };
}

export function loadAnswerForms(distDir: string, specs: readonly FormSpec[]): AnswerForms {
  const file = path.join(distDir, endpointFiles.answerForms);
  let templates: AnswerTemplates;
  try {
    templates = JSON.parse(readFileSync(file, 'utf8')) as AnswerTemplates;
  } catch {
    throw new Error(`${file} saknas eller är trasig — kör \`npm run build\`.`);
  }
  return compileAnswerForms(templates, specs, file);
}
