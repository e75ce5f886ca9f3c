/**
 * What the spam classifier reads of a lead (spam-classifier.ts, docs/decisions.md 132): the words
 * a person typed — the company and the free text — as lower-case words and pairs of words, and
 * what kind of thing the text points to: each web address by its registrable domain,
 * whether it is the sender's own, e-mail addresses, money amounts, and the sender's domain. Swedish letters are letters (the library's own tokenizer drops å, ä and ö).
 *
 * Every feature has a prefix of its kind followed by a colon, so that no feature is ever a name
 * an object already has (`constructor`, `__proto__`): the library keeps counts in plain objects.
 */
import { LinkifyIt } from 'linkify-it';
import { parse } from 'tldts';
import ianaTlds from 'tlds' with { type: 'json' };

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, tlds: ianaTlds });

/** What the features are made of: the typed fields of a lead (or of a training message). */
export interface SpamText {
  company?: string;
  email?: string;
  /** The free text: the message, the priorities, the name when it holds more than a name. */
  texts: readonly string[];
}

const money = /^(?:kr|kronor|sek|eur|euro|usd|dollar|\$|€|£)$/u;

/** Words (letters, with inner apostrophes and hyphens) and numbers, lower-case. */
function words(text: string): string[] {
  return (text.toLocaleLowerCase('sv').match(/[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|\d+(?:[ .,]\d{3})*(?:[.,]\d+)?|[$€£%]/gu) ?? []).map((word) =>
    /^\d/.test(word) ? '#' : word,
  );
}

/** The web and e-mail addresses in `text` as features, and the text without them. */
function addresses(text: string, ownDomain: string | undefined): { features: string[]; rest: string } {
  const features: string[] = [];
  let rest = '';
  let last = 0;
  for (const match of linkify.match(text) ?? []) {
    rest += `${text.slice(last, match.index)} `;
    last = match.lastIndex;
    const host = match.schema === 'mailto:' ? match.url.slice(match.url.lastIndexOf('@') + 1) : hostOf(match.url);
    const { domain } = parse(host);
    const kind = match.schema === 'mailto:' ? 'mail' : 'link';
    features.push(`${kind}:*`, `${kind}:${domain ?? host}`);
    if (kind === 'link')
      features.push(domain && domain === ownDomain ? 'link:egen' : 'link:annan', /^https?:\/\/[^/]+\/\S/.test(match.url) ? 'link:sökväg' : 'link:rot');
  }
  return { features, rest: rest + text.slice(last) };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** The features of one lead or training message, each as often as it occurs. */
export function spamFeatures({ company, email, texts }: SpamText): string[] {
  const senderDomain = email ? (parse(email.slice(email.lastIndexOf('@') + 1)).domain ?? undefined) : undefined;
  const { features, rest } = addresses([company ?? '', ...texts].join('\n'), senderDomain);
  const list = words(rest);
  const unigrams = list.filter((word) => word.length > 1 || word === '#' || /[$€£%]/.test(word)).map((word) => `w:${word}`);
  const pairs = list.slice(1).map((word, i) => `p:${list[i]}_${word}`);
  const amounts = list
    .slice(1)
    .filter((word, i) => money.test(word) && list[i] === '#')
    .map(() => 'belopp:*');
  // The sender's domain, never its top-level domain alone: a spammer writes from .se as readily as a
  // customer from .com, and the firm's decisions on one sender's domain say more.
  const sender = senderDomain ? [`från:${senderDomain}`] : [];
  return [...unigrams, ...pairs, ...features, ...amounts, ...sender];
}
