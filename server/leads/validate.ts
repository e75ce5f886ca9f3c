/**
 * Checks a posted lead against schema/lead.schema.json — the same schema the form components'
 * types are generated from — and turns ajv's errors into Swedish messages per field.
 */
import { domainToUnicode } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { emailToAscii } from '~/src/lead-form/email';
import { cjsDefault } from '~/src/shared/cjs-default';
import { metaFields } from '~/src/lead-form/fields';
import type { LeadSubmission } from '~/src/lead-form/lead-types.generated';
import { fieldTexts, messages } from '~/src/lead-form/messages';
// Imported, not read at run time: the production bundle (scripts/build-server.ts) carries it inside.
import leadSchemaJson from '~/schema/lead.schema.json' with { type: 'json' };

// ajv-formats ships CommonJS: src/shared/cjs-default.ts says why it needs unwrapping.
const addFormats = cjsDefault(addFormatsModule);

export const leadSchema = leadSchemaJson as Record<string, unknown>;

const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true });
addFormats(ajv, ['email']);
const validateSchema = ajv.compile<LeadSubmission>(leadSchema);

export interface Problems {
  /** Field name → what is wrong with it and what to do. */
  fields: Record<string, string>;
  /** Problems that belong to no visible field (hidden fields, unknown fields). */
  form: string[];
}

/**
 * A lead as the schema accepted it: its typed fields, and readable by field name as the spam
 * checks, the payload hash and the form specs do, without a cast (docs/decisions.md 86).
 */
export type ParsedLead = LeadSubmission & Readonly<Record<string, unknown>>;

export type Validation = { ok: true; lead: ParsedLead } | { ok: false; problems: Problems };

/** Lone UTF-16 surrogates: valid in JSON strings, but not text anyone typed. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Trims text, unifies line breaks and Unicode normalisation, and drops empty strings so that an
 * optional field left empty in a plain form counts as absent. Other types are left for the
 * schema to refuse. Object.fromEntries makes own properties, so "__proto__" is just a name.
 */
export function normalize(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).flatMap(([key, value]) => {
      if (typeof value !== 'string') return [[key, value]];
      const text = value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
      return text === '' ? [] : [[key, text]];
    }),
  );
}

const isMeta = (field: string) => (metaFields as readonly string[]).includes(field) || field === 'service';

function messageFor(error: ErrorObject, field: string, value: unknown): string {
  const text = fieldTexts[field];
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return text?.required ?? messages.hiddenField(field);
    case 'maxLength':
      return field === 'email' || field === 'phone'
        ? text!.invalid
        : messages.tooLong((error.params as { limit: number }).limit, typeof value === 'string' ? value.length : 0);
    case 'type':
      return messages.wrongType;
    default:
      return text?.invalid ?? messages.hiddenField(field);
  }
}

/**
 * An address with a Swedish domain is checked in its ASCII form, whichever form the browser sent
 * (src/lead-form/email.ts), and stored in one form: the domain as people write it
 * (namn@företag.se), lower-case, so the firm reads what the visitor typed.
 */
function storedEmail(ascii: string): string {
  const at = ascii.lastIndexOf('@');
  const domain = domainToUnicode(ascii.slice(at + 1).toLowerCase());
  return domain ? `${ascii.slice(0, at)}@${domain}` : ascii;
}

export function validateLead(received: Record<string, unknown>): Validation {
  const email = typeof received.email === 'string' ? emailToAscii(received.email) : undefined;
  const input = email === undefined ? received : { ...received, email };
  const problems: Problems = { fields: {}, form: [] };
  const addField = (field: string, message: string) => {
    if (isMeta(field)) {
      const form = field === 'kind' ? messages.unknownKind : messages.hiddenField(field);
      if (!problems.form.includes(form)) problems.form.push(form);
    } else {
      problems.fields[field] ??= message;
    }
  };

  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string' && loneSurrogate.test(value)) addField(field, messages.badCharacters);
  }
  const parsed = validateSchema(input) ? input : undefined;
  if (!parsed) {
    for (const error of validateSchema.errors ?? []) {
      const path = error.instancePath.split('/').slice(1);
      if (path.length === 0) {
        if (error.keyword === 'required') {
          const missing = (error.params as { missingProperty: string }).missingProperty;
          addField(missing, messageFor(error, missing, undefined));
        } else if (error.keyword === 'additionalProperties') {
          const extra = (error.params as { additionalProperty: string }).additionalProperty;
          // Name a few; a post with thousands of made-up fields needs no longer answer.
          if (problems.form.length < 3) problems.form.push(messages.unknownField(extra.slice(0, 40)));
        } else if (error.keyword === 'discriminator') {
          if (!problems.form.includes(messages.unknownKind)) problems.form.push(messages.unknownKind);
        } else {
          problems.form.push(messages.notAnObject);
        }
      } else {
        const field = path[0]!;
        addField(field, messageFor(error, field, input[field]));
      }
    }
  }
  if (parsed && Object.keys(problems.fields).length === 0 && problems.form.length === 0) {
    return { ok: true, lead: email === undefined ? parsed : { ...parsed, email: storedEmail(email) } };
  }
  if (problems.form.length === 0) problems.form.push(messages.fieldsInvalid);
  return { ok: false, problems };
}
