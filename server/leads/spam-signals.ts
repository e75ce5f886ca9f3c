/**
 * The signals the spam verdict weighs (spam.ts, docs/decisions.md 32, 132–134), each with its
 * points and a Swedish detail for the partner: what the classifier has learnt, phishing and fake
 * invoices (spam-lures.ts), more than `maxLinks` web addresses to others than the sender and
 * well-known software (links.ts), link markup, a message mostly in another script than Latin,
 * and known spam phrases (spam-phrases.ts) — one signal among the others.
 *
 * The points are set so that one strong signal holds a lead (`holdAt` is 3) and a weak one does
 * not unless another agrees; a lure holds whatever the classifier says, since acting on one is
 * what costs the firm most; and the classifier's near-certainty that a text is genuine takes a
 * point away, so that what the firm taught it ("Inte skräppost") outweighs one strong signal —
 * a phrase, a list of links — but never two, nor a lure, markup or a message in another script
 * (4 points: no prospect writes them, and markup is what probes send).
 */
import { findLinks } from './links';
import type { LeadWarning, SpamReason } from './spam';
import type { SpamClassifier } from './spam-classifier';
import { findLure } from './spam-lures';
import { findSpamPhrases } from './spam-phrases';
import type { ParsedLead } from './validate';

/** Web addresses allowed in one lead besides the visitor's own and well-known software's. */
export const maxLinks = 2;

/** One reason with its weight. */
export interface Signal extends SpamReason {
  points: number;
}

/** The fields a person types freely: what the text checks read. */
const writtenFields = ['company', 'name', 'message', 'priority'] as const;
/** The longer texts, whose script says which language the visitor wrote in. */
const messageFields = ['message', 'priority'] as const;

const texts = (lead: ParsedLead, names: readonly string[]) =>
  names.map((name) => (lead as Readonly<Record<string, unknown>>)[name]).filter((value): value is string => typeof value === 'string');

/** Swedish names of the scripts spam comes in, for the partner. */
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
function scriptSignal(written: string[]): Signal | undefined {
  const letters = written.join(' ').match(/\p{L}/gu) ?? [];
  if (letters.length < 10) return undefined;
  const other = letters.filter((letter) => !/\p{Script=Latin}/u.test(letter));
  if (other.length * 2 <= letters.length) return undefined;
  const counts = scriptNames.map(([re, name]) => [name, other.filter((letter) => re.test(letter)).length] as const).sort((a, b) => b[1] - a[1]);
  const [most] = counts;
  const name = most && most[1] > 0 ? most[0] : 'andra skriftsystem än latinska bokstäver';
  return {
    code: 'script',
    points: 4,
    detail: `Meddelandet är till största delen skrivet med ${name} (${other.length} av ${letters.length} bokstäver).`,
  };
}

/**
 * Markup that makes links or runs code: HTML elements (with a space, a slash or `>` after the
 * name, so a quoted `<anna@berg.se>` or `<https://…>` is not one) and forum link codes. A person
 * may paste it; it is shown as text everywhere, and it is what link spam and probes send.
 */
const markup =
  /<\s*\/?\s*(?:a|b|body|br|button|div|em|embed|font|form|h[1-6]|head|html|i|iframe|img|input|li|link|meta|object|ol|p|script|span|strong|style|svg|table|td|textarea|title|tr|u|ul)(?:[\s/][^<>]*)?>|\[(?:url|link|img)(?:=[^\]]*)?\]/i;

function markupSignal(written: string[]): Signal | undefined {
  const found = written.map((text) => markup.exec(text)?.[0]).find(Boolean);
  return found ? { code: 'markup', points: 4, detail: `Meddelandet innehåller HTML-kod eller länkkod: ${found.slice(0, 60)}` } : undefined;
}

const lureWords: Record<LeadWarning['kind'], string> = {
  phishing: 'Liknar nätfiske: det ber om',
  invoice: 'Liknar en falsk faktura eller en beställning ingen gjort:',
};
const lureAdvice: Record<LeadWarning['kind'], string> = {
  phishing: 'Klicka inte på länkarna och lämna inga inloggnings- eller betaluppgifter.',
  invoice: 'Betala inget och bekräfta inget som byrån inte själv har beställt.',
};

/** The signals in what the visitor typed, and the warning for a lure. */
export function textSignals(lead: ParsedLead): { signals: Signal[]; warning?: LeadWarning } {
  const written = texts(lead, writtenFields);
  const all = findLinks(written, { email: lead.email, company: lead.company });
  const links = all.filter((link) => !link.exempt);
  const signals: Signal[] = [];
  if (links.length > maxLinks) {
    const named = links.slice(0, 5).map((link) => link.domain);
    signals.push({
      code: 'links',
      points: 3,
      detail: `${links.length} webbadresser till andra än avsändaren och kända affärssystem (högst ${maxLinks}): ${named.join(', ')}${links.length > 5 ? ' …' : ''}.`,
    });
  }
  for (const signal of [scriptSignal(texts(lead, messageFields)), markupSignal(written)]) if (signal) signals.push(signal);
  const phrases = findSpamPhrases(written.join('\n'));
  if (phrases.weight > 0) {
    const [link] = links;
    const withLink = phrases.weight === 1 && link ? ` tillsammans med webbadressen ${link.domain}` : '';
    const points = phrases.weight >= 2 ? 3 : phrases.weight + (link ? 1 : 0);
    signals.push({ code: 'phrases', points, detail: `Kända skräppostfraser: ${phrases.found.map((p) => `»${p}«`).join(', ')}${withLink}.` });
  }
  // The sender's own links count here: a phishing page is often on the sender's domain.
  const lure = findLure(written.join('\n'), all.length);
  if (!lure) return { signals };
  const detail = `${lureWords[lure.kind]} ${lure.found.map((word) => `»${word}«`).join(', ')}. ${lureAdvice[lure.kind]}`;
  signals.push({ code: lure.kind, points: 5, detail });
  return { signals, warning: { kind: lure.kind, detail } };
}

/** A feature as the partner reads it: a word or a pair of words. */
const readable = (feature: string) => (feature.startsWith('w:') || feature.startsWith('p:') ? `»${feature.slice(2).replace('_', ' ')}«` : undefined);

/** What the classifier says, as points: sure of spam holds alone, sure of genuine outweighs a weak signal. */
export function classifierSignal(classifier: SpamClassifier, lead: ParsedLead): Signal {
  const text = { company: lead.company, email: lead.email, texts: texts(lead, ['name', 'message', 'priority']) };
  const probability = classifier.spamProbability(text);
  const points = probability >= 0.99 ? 3 : probability >= 0.9 ? 2 : probability >= 0.7 ? 1 : probability < 0.01 ? -1 : 0;
  const percent = Math.round(probability * 100).toLocaleString('sv-SE');
  const words = points > 0 ? classifier.telling(text, 8).flatMap((feature) => readable(feature) ?? []) : [];
  return {
    code: 'classifier',
    points,
    detail: `Filtret, som lär sig av byråns egna beslut, bedömer det som skräppost till ${percent} %${words.length ? `; ord som talar för det: ${words.slice(0, 5).join(', ')}` : ''}.`,
  };
}
