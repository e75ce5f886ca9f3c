/**
 * The browser's own check of a lead form before it is sent (the form is `novalidate` once
 * enhance.ts runs): the rules are the lead server's — generated from schema/lead.schema.json
 * (lead-rules.generated.ts) — and so are the Swedish messages (src/lead-form/messages.ts).
 * tests/unit/leads/client-validation.test.ts holds the two to the same verdicts.
 */
import { emailToAscii } from '~/src/lead-form/email';
import { leadFieldRules, leadFormFields } from '~/src/lead-form/lead-rules.generated';
import { fieldTexts, tooLong } from '~/src/lead-form/messages';

interface Rule {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** As the server normalises before checking (server/leads/validate.ts `normalize`). */
const normalise = (value: string) => value.replace(/\r\n?/g, '\n').normalize('NFC').trim();

/** Field name → message for each field the server would refuse, in the order given. */
export function fieldErrors(kind: string, values: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields = leadFormFields[kind];
  if (!fields) return {};
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, raw] of values) {
    const field = fields[name];
    if (!field || typeof raw !== 'string') continue;
    const rule: Rule = { required: field[1], ...leadFieldRules[field[0]] };
    seen.add(name);
    const error = check(name, rule, normalise(raw));
    if (error) errors[name] = error;
  }
  for (const [name, [, required]] of Object.entries(fields)) if (required && !seen.has(name)) errors[name] = fieldTexts[name]!.required;
  return errors;
}

function check(name: string, rule: Rule, value: string): string | undefined {
  const text = fieldTexts[name]!;
  if (value === '') return rule.required ? text.required : undefined;
  const checked = name === 'email' ? emailToAscii(value) : value;
  if (rule.maxLength !== undefined && [...checked].length > rule.maxLength) {
    return name === 'email' || name === 'phone' ? text.invalid : tooLong(rule.maxLength, checked.length);
  }
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(checked)) return text.invalid;
  return undefined;
}
