/**
 * Web addresses in a lead, counted as a person wrote them (docs/decisions.md 32). linkify-it finds
 * them — the library made for recognising links in plain text — so one address is one link
 * however it is written (`https://www.acme-bygg.com` is one, not three), with the full IANA list
 * of top-level domains (the `tlds` package), so `spam.xyz` is found as well as `spam.se`. tldts
 * (the public suffix list) tells the registrable domain, so `shop.acme.co.uk` is `acme`.
 *
 * Not counted: e-mail addresses; the visitor's own site — the domain of their e-mail address or
 * one named like their company (`acme-bygg.com` from Acme Bygg AB, under any suffix); well-known
 * business software (known-domains.ts). Two sentences run together ("företaget.Vi behöver") or a
 * product name ("Power.BI") are not an address: an address written without `www.` or a scheme
 * whose top-level domain has a capital while its name has small letters is not counted.
 */
import { domainToUnicode } from 'node:url';
import { LinkifyIt } from 'linkify-it';
import { parse } from 'tldts';
import ianaTlds from 'tlds' with { type: 'json' };
import { isKnownBusinessDomain } from './known-domains';

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, tlds: ianaTlds });

export interface FoundLink {
  /** The address as written. */
  text: string;
  /** Its registrable domain (`acme-bygg.com`), or its host when it has none (an IP address). */
  domain: string;
  /** Why it does not count, if it does not. */
  exempt?: 'own' | 'known';
}

/** Letters and digits only, without accents: "Åkeri & Bygg" → "akeribygg". */
const compact = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Words of a company name that say what kind of company it is, not which. */
const legalForms = new Set([
  'ab',
  'aktiebolag',
  'publ',
  'hb',
  'handelsbolag',
  'kb',
  'kommanditbolag',
  'ef',
  'enskild',
  'firma',
  'ekonomisk',
  'förening',
  'forening',
  'i',
  'och',
  'ltd',
  'limited',
  'inc',
  'llc',
  'gmbh',
  'as',
  'asa',
  'oy',
  'aps',
  'sweden',
  'sverige',
]);

function companyName(company: string | undefined): string {
  if (!company) return '';
  // Addresses in the company field are not its name (else they would all be "own").
  const name = (linkify.match(company) ?? []).reduceRight((text, match) => text.slice(0, match.index) + text.slice(match.lastIndex), company);
  return compact(
    name
      .toLowerCase()
      .split(/[\s,.&()/+-]+/)
      .filter((word) => !legalForms.has(word))
      .join(''),
  );
}

/** Whether an address belongs to the visitor: the domain of their e-mail, or named like their company. */
function ownBy({ email, company }: { email?: string; company?: string }) {
  const emailName = email ? compact(parse(email.slice(email.lastIndexOf('@') + 1)).domainWithoutSuffix ?? '') : '';
  const companyCompact = companyName(company);
  return (name: string) => {
    const site = compact(name);
    if (!site) return false;
    if (site === emailName || site === companyCompact) return true;
    // "acme.se" for Acme Bygg & Montage AB — but not "cheap-deals.xyz" for a company called Deals.
    return site.length >= 4 && companyCompact.includes(site);
  };
}

/** "företaget.Vi", "Power.BI": a capital in the suffix of a name written in small letters. */
const runTogether = (host: string) => {
  const dot = host.lastIndexOf('.');
  return /\p{Lu}/u.test(host.slice(dot + 1)) && /\p{Ll}/u.test(host.slice(0, dot));
};

/** Every web address in `texts`, each once, marked when it does not count. */
export function findLinks(texts: readonly string[], visitor: { email?: string; company?: string }): FoundLink[] {
  const own = ownBy(visitor);
  const seen = new Map<string, FoundLink>();
  for (const text of texts) {
    for (const match of linkify.match(text) ?? []) {
      if (match.schema === 'mailto:') continue;
      let host: string;
      try {
        host = domainToUnicode(new URL(match.url).hostname) || new URL(match.url).hostname;
      } catch {
        continue;
      }
      if (match.schema === '' && !/^www\./i.test(match.raw)) {
        const rawHost = match.raw.replace(/[/?#:].*$/s, '');
        if (runTogether(rawHost)) continue;
      }
      const parsed = parse(host);
      const domain = parsed.domain ?? host;
      const name = parsed.domainWithoutSuffix ?? host;
      const key = match.url.toLowerCase().replace(/\/+$/, '');
      if (seen.has(key)) continue;
      const exempt = own(name) ? 'own' : isKnownBusinessDomain(domain, name) ? 'known' : undefined;
      seen.set(key, { text: match.raw, domain, ...(exempt ? { exempt } : {}) });
    }
  }
  return [...seen.values()];
}

/**
 * `text` with every web address written so that no mail program makes a link of it, as security
 * teams write them (`hxxps://inloggning[.]example/…`): for a lead that looks like phishing or a
 * fake invoice (docs/decisions.md 134), whose links a partner must not follow by a slip.
 */
export function defangLinks(text: string): string {
  const matches = (linkify.match(text) ?? []).filter((match) => match.schema !== 'mailto:');
  return matches.reduceRight((result, match) => {
    const defanged = match.raw
      .replace(/^(h)tt(ps?:)/i, '$1xx$2')
      .replace(/^([^/]*\/\/)?([^/?#]+)/, (_all, scheme = '', host: string) => `${scheme}${host.replace(/\./g, '[.]')}`);
    return result.slice(0, match.index) + defanged + result.slice(match.lastIndex);
  }, text);
}
