/**
 * Spam that passes the schema (README "Spam and abuse"): a choice the form never offered
 * (`budget=buy-viagra-now`), or text stuffed with web addresses. Choices are checked against the
 * options of the built forms (dist/_endpoint/forms.json, from the same content the pages show):
 * the posting page's form, or — for a page the build no longer has, say a form left open across
 * a deploy — any form of that kind, so that a real visitor's lead is never lost to a change.
 */
import { isMetaField } from '../../src/lead-form/fields';
import type { FormSpec } from '../../src/lead-form/form-spec';
import type { LeadSubmission } from '../../src/lead-form/lead-types.generated';
import { messages } from '../../src/lead-form/messages';
import type { FormSpecs } from './form-specs';
import type { Problems } from './validate';

/** Web addresses allowed in one lead: a visitor may name their own site. */
export const maxLinks = 2;
const linkPattern = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|xyz|top|io)\b/gi;

function allowedChoices(forms: FormSpecs, lead: LeadSubmission): Map<string, Set<string>> {
  const own = forms(lead.page, lead.kind);
  const specs: readonly FormSpec[] = own ? [own] : (forms.all ?? []).filter((spec) => spec.kind === lead.kind);
  const allowed = new Map<string, Set<string>>();
  for (const field of specs.flatMap((spec) => spec.fields)) {
    if (!field.options) continue;
    const values = allowed.get(field.name) ?? new Set<string>();
    for (const option of field.options) values.add(option.value);
    allowed.set(field.name, values);
  }
  return allowed;
}

/** Why this lead is refused as spam (per field, as validation problems), or undefined. */
export function spamProblems(forms: FormSpecs, lead: LeadSubmission): Problems | undefined {
  const fields: Record<string, string> = {};
  const values = lead as unknown as Record<string, unknown>;
  for (const [name, allowed] of allowedChoices(forms, lead)) {
    const value = values[name];
    if (typeof value === 'string' && !allowed.has(value)) fields[name] = messages.unknownChoice;
  }
  const texts = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !isMetaField(entry[0]) && entry[0] !== 'email');
  const links = texts.reduce((sum, [, text]) => sum + (text.match(linkPattern)?.length ?? 0), 0);
  if (links > maxLinks) {
    const worst = texts.sort(([, a], [, b]) => (b.match(linkPattern)?.length ?? 0) - (a.match(linkPattern)?.length ?? 0))[0]![0];
    fields[worst] = messages.tooManyLinks(maxLinks);
  }
  if (Object.keys(fields).length === 0) return undefined;
  return { fields, form: [links > maxLinks ? messages.tooManyLinks(maxLinks) : messages.fieldsInvalid] };
}
