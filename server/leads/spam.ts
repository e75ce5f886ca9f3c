/**
 * Two verdicts on a lead that passed the schema (docs/decisions.md 32, README "Spam and abuse"):
 *
 *  - Forged: something the visitor never chose — a page without that form, a hidden field
 *    (the enquiry's `service`) other than the page sets, a choice the form does not offer, or a
 *    field the form does not have. Checked against the built forms (dist/_endpoint/forms.json,
 *    from the same content the pages show) and refused with 422: no person typed it.
 *  - Suspicious: what a person could have written — too many web addresses, a message in
 *    another script than Latin, known spam phrases, a form sent faster than anyone fills it.
 *    Such a lead is stored with these reasons and answered like any other, but held from the
 *    firm's inbox until someone releases it (`npm run leads -- release NR`). A genuine lead may
 *    never be lost to a guess, only delayed.
 */
import { isMetaField, timeFields } from '~/src/lead-form/fields';
import { messages } from '~/src/lead-form/messages';
import type { FormSpecs } from './form-specs';
import { findLinks } from './links';
import { findSpamPhrases } from './spam-phrases';
import type { ParsedLead, Problems } from './validate';

/** Web addresses allowed in one lead besides the visitor's own and well-known software's. */
export const maxLinks = 2;

/** The fields a person types freely: what the suspicion checks read. */
const writtenFields = ['company', 'name', 'message', 'priority'] as const;
/** The longer texts, whose script says which language the visitor wrote in. */
const messageFields = ['message', 'priority'] as const;

/** Why a lead is held. `detail` is for the operator (`leads list --spam`), never the log. */
export interface SpamReason {
  code: 'links' | 'script' | 'phrases' | 'too-fast';
  detail: string;
}

/** Why this post is forged (as validation problems), or undefined: see above. */
export function forgedProblems(forms: FormSpecs, lead: ParsedLead): Problems | undefined {
  const spec = forms(lead.page, lead.kind);
  if (!spec) return { fields: {}, form: [messages.hiddenField('page')] };
  const values: Readonly<Record<string, unknown>> = lead;
  const problems: Problems = { fields: {}, form: [] };
  const fixed = spec.fixed as Record<string, string>;
  for (const [name, value] of Object.entries(fixed)) {
    if (values[name] !== value) problems.form.push(messages.hiddenField(name));
  }
  const specFields = new Map(spec.fields.map((field) => [field.name, field]));
  for (const [name, value] of Object.entries(values)) {
    if (isMetaField(name) || name in fixed || typeof value !== 'string') continue;
    if (spec.kind === 'booking' && (timeFields as readonly string[]).includes(name)) continue;
    const field = specFields.get(name);
    if (!field) {
      if (problems.form.length < 3) problems.form.push(messages.unknownField(name));
    } else if (field.options && !field.options.some((option) => option.value === value)) {
      problems.fields[name] = messages.unknownChoice;
    }
  }
  if (problems.form.length === 0 && Object.keys(problems.fields).length === 0) return undefined;
  if (problems.form.length === 0) problems.form.push(messages.fieldsInvalid);
  return problems;
}

/** Swedish names of the scripts spam comes in, for the operator. */
const scriptNames: [RegExp, string][] = [
  [/\p{Script=Cyrillic}/u, 'kyrilliska'],
  [/\p{Script=Han}/u, 'kinesiska tecken'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'japanska tecken'],
  [/\p{Script=Hangul}/u, 'koreanska tecken'],
  [/\p{Script=Arabic}/u, 'arabiska'],
  [/\p{Script=Greek}/u, 'grekiska'],
  [/\p{Script=Hebrew}/u, 'hebreiska'],
  [/\p{Script=Thai}/u, 'thailändska'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
];

/** A message written mostly (over half its letters, at least ten) in scripts other than Latin. */
function scriptReason(texts: string[]): SpamReason | undefined {
  const letters = texts.join(' ').match(/\p{L}/gu) ?? [];
  if (letters.length < 10) return undefined;
  const other = letters.filter((letter) => !/\p{Script=Latin}/u.test(letter));
  if (other.length * 2 <= letters.length) return undefined;
  const counts = scriptNames.map(([re, name]) => [name, other.filter((letter) => re.test(letter)).length] as const).sort((a, b) => b[1] - a[1]);
  const [most] = counts;
  const name = most && most[1] > 0 ? most[0] : 'andra skriftsystem än latinska bokstäver';
  return { code: 'script', detail: `Meddelandet är till största delen skrivet med ${name} (${other.length} av ${letters.length} bokstäver).` };
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 1 });

/**
 * Why a well-formed lead is held, or an empty list: see above. `fillMs` is how long the form was
 * open (from its form token), checked against `minFillMs`.
 */
export function spamVerdict(lead: ParsedLead, timing?: { fillMs: number; minFillMs: number }): SpamReason[] {
  const values: Readonly<Record<string, unknown>> = lead;
  const text = (names: readonly string[]) => names.map((name) => values[name]).filter((value): value is string => typeof value === 'string');
  const written = text(writtenFields);
  const reasons: SpamReason[] = [];

  const links = findLinks(written, { email: lead.email, company: lead.company }).filter((link) => !link.exempt);
  if (links.length > maxLinks) {
    const named = links.slice(0, 5).map((link) => link.domain);
    reasons.push({
      code: 'links',
      detail: `${links.length} webbadresser till andra än avsändaren och kända affärssystem (högst ${maxLinks}): ${named.join(', ')}${links.length > 5 ? ' …' : ''}.`,
    });
  }
  const script = scriptReason(text(messageFields));
  if (script) reasons.push(script);
  const phrases = findSpamPhrases(written.join('\n'));
  if (phrases.weight >= 2 || (phrases.weight === 1 && links.length > 0)) {
    const [link] = links;
    const withLink = phrases.weight === 1 && link ? ` tillsammans med webbadressen ${link.domain}` : '';
    reasons.push({ code: 'phrases', detail: `Kända skräppostfraser: ${phrases.found.map((p) => `»${p}«`).join(', ')}${withLink}.` });
  }
  if (timing && timing.fillMs < timing.minFillMs) {
    reasons.push({
      code: 'too-fast',
      detail: `Formuläret skickades ${seconds(Math.max(0, timing.fillMs))} s efter att det öppnades (en person behöver minst ${seconds(timing.minFillMs)} s).`,
    });
  }
  return reasons;
}
