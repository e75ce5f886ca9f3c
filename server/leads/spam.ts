/**
 * Two verdicts on a lead that passed the schema (docs/decisions.md 32, 132–135, README "Spam"):
 *
 *  - Forged: something the visitor never chose — a page without that form, a hidden field
 *    (the enquiry's `service`) other than the page sets, a choice the form does not offer, or a
 *    field the form does not have. Checked against the built forms (dist/_endpoint/forms.json,
 *    from the same content the pages show) and refused with 422: no person typed it.
 *  - Suspicious: what a person could have written, weighed as signals (spam-signals.ts): what the
 *    classifier has learnt from the shipped corpus and the firm's own decisions, phishing and fake
 *    invoices, too many web addresses, markup, another script than Latin, known spam phrases and,
 *    when the operator runs one, SpamAssassin's verdict. Each signal has points (negative when
 *    the classifier is sure it is genuine); a lead whose points reach `holdAt`, or that was sent
 *    faster than anyone fills a form, is stored with its reasons and answered like any other, but
 *    held from the firm's inbox until someone releases it ("Inte skräppost"). A genuine lead may
 *    never be lost to a guess, only delayed.
 */
import { isMetaField, timeFields } from '~/src/lead-form/fields';
import { messages } from '~/src/lead-form/messages';
import type { FormSpecs } from './form-specs';
import type { SpamClassifier } from './spam-classifier';
import { classifierSignal, textSignals } from './spam-signals';
import type { AssassinVerdict } from './spamd';
import type { LureKind } from './spam-lures';
import type { ParsedLead, Problems } from './validate';

/** Why a lead is held. `detail` is for the partner (the workspace, `leads list --spam`), never the log. */
export interface SpamReason {
  code: 'links' | 'script' | 'phrases' | 'too-fast' | 'markup' | 'classifier' | 'phishing' | 'invoice' | 'spamassassin' | 'marked';
  detail: string;
}

/** A lead that looks like phishing or a fake invoice: marked in the workspace and every e-mail, held or released. */
export interface LeadWarning {
  kind: LureKind;
  detail: string;
}

/** Points at which a lead is held. */
export const holdAt = 3;

export interface SpamVerdict {
  /** Why it is held; empty when it goes to the inbox. */
  reasons: SpamReason[];
  warning?: LeadWarning;
  /** The signals' points together (for the tests' report; never stored). */
  points: number;
}

export interface VerdictContext {
  /** How long the form was open (from its form token), against the minimum fill time. */
  timing?: { fillMs: number; minFillMs: number };
  classifier?: SpamClassifier;
  /** SpamAssassin's verdict, when the operator runs spamd (spamd.ts). */
  assassin?: AssassinVerdict;
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

const seconds = (ms: number) => (ms / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 1 });

/** Why a well-formed lead is held (if it is), and its warning: see above. */
export function spamVerdict(lead: ParsedLead, { timing, classifier, assassin }: VerdictContext = {}): SpamVerdict {
  const { signals, warning } = textSignals(lead);
  if (classifier) signals.push(classifierSignal(classifier, lead));
  if (assassin && assassin.points > 0) signals.push({ code: 'spamassassin', points: assassin.points, detail: assassin.detail });
  const points = signals.reduce((sum, signal) => sum + signal.points, 0);
  const reasons: SpamReason[] = points >= holdAt ? signals.filter((signal) => signal.points > 0).map(({ code, detail }) => ({ code, detail })) : [];
  if (timing && timing.fillMs < timing.minFillMs) {
    reasons.push({
      code: 'too-fast',
      detail: `Formuläret skickades ${seconds(Math.max(0, timing.fillMs))} s efter att det öppnades (en person behöver minst ${seconds(timing.minFillMs)} s).`,
    });
  }
  return { reasons, points, ...(warning ? { warning } : {}) };
}
