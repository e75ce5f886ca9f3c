/**
 * Values that stand in for what only the firm can supply (docs/decisions.md 57): addresses on
 * domains reserved for examples, telephone numbers nobody answers, organisation numbers made of
 * zeros. Pure functions, so the launch check (launch-check.ts) and its tests share one rule.
 */
import { tokenPattern } from './tokens';

/**
 * Names reserved for examples and tests, which never reach anyone: the top-level domains of
 * RFC 2606 and RFC 6761 (.example, .test, .invalid, .localhost) and example.com/.net/.org.
 */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || /\.(example|test|invalid|localhost)$/.test(name) || /^(example|test|invalid)$/.test(name)) return true;
  return /(^|\.)example\.(com|net|org)$/.test(name);
}

/** `example` as a word of a link's path (`/company/nordvik-cfo-example`): a page nobody made. */
const exampleWord = /(^|[^a-z])(example|exempel)([^a-z]|$)/i;

/** Why a web address is a placeholder — a reserved domain, or a path that says it is an example — or undefined. */
export function placeholderUrl(url: string): 'domain' | 'path' | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (isReservedHost(parsed.hostname)) return 'domain';
  return exampleWord.test(parsed.pathname) ? 'path' : undefined;
}

export function isPlaceholderEmail(address: string): boolean {
  const domain = address.replace(/^mailto:/i, '').split('@')[1];
  return domain !== undefined && isReservedHost(domain.replace(/[?#].*$/, ''));
}

/** Web and e-mail addresses in a text: a link's href, or one written in a sentence. */
export function* addressesIn(text: string): Generator<{ what: 'email' | 'url'; value: string; reason: 'domain' | 'path' }> {
  for (const [url] of text.matchAll(/https?:\/\/[^\s"'<>)]+/gi)) {
    const value = url.replace(/[.,;:!?]+$/, '');
    const reason = placeholderUrl(value);
    if (reason) yield { what: 'url', value, reason };
  }
  for (const [email] of text.replace(/https?:\/\/\S+/gi, ' ').matchAll(/[^\s@"'<>(),:]+@[^\s@"'<>(),]+/g)) {
    const value = email.replace(/[.,;:!?]+$/, '');
    if (isPlaceholderEmail(value)) yield { what: 'email', value, reason: 'domain' };
  }
}

/**
 * A Swedish number nobody answers: the subscriber part all zeros (08-000 00 00) — the part after
 * the dash, or without one the last seven digits — or one of the numbers PTS keeps for fiction
 * (070-174 06 05 to 070-174 06 99). Other numbers are left alone: a real switchboard can look tidy.
 */
export function isPlaceholderPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('0046')
    ? digits.slice(4)
    : digits.startsWith('46') && phone.trim().startsWith('+')
      ? digits.slice(2)
      : digits.replace(/^0/, '');
  if (national.length < 6) return true;
  const subscriber = phone.includes('-') ? phone.slice(phone.lastIndexOf('-') + 1).replace(/\D/g, '') : national.slice(-7);
  if (/^0+$/.test(subscriber)) return true;
  const number = Number(national);
  return number >= 701740605 && number <= 701740699;
}

/** 556000-0000: the serial part one digit repeated, as no organisation number is given out. */
export function isPlaceholderOrgNumber(orgNumber: string): boolean {
  return /(\d)\1{5}$/.test(orgNumber.replace(/\D/g, ''));
}

/**
 * Placeholders for a statistic site.yaml keeps — a count of customers is measured, not promised
 * (docs/decisions.md 171): a figure of one needs a source like any other figure, which site.yaml
 * keeps beside it (tokens.ts `statisticSources`).
 */
export const statisticTokens: ReadonlySet<string> = new Set(['kunder']);

/**
 * A figure whose value is only placeholders (`{svarstid}`, `{mötespris}`, `{grundat}`) states a
 * fact site.yaml keeps and owns — a price, a promise or the calculator's assumption — so it needs
 * no source of its own. A statistic's placeholder (`{kunder}`) is no such fact.
 */
export function isSiteFactValue(value: string): boolean {
  const names = [...value.matchAll(tokenPattern)].map((match) => match[1] ?? '');
  return names.length > 0 && value.replace(tokenPattern, '').trim() === '' && !names.some((name) => statisticTokens.has(name));
}
