/**
 * Phrases of the spam that reaches a Swedish firm's contact form, in Swedish and English
 * (docs/decisions.md 32). No maintained list of this kind exists for Swedish, so it is kept here,
 * from what the firm's quarantine shows: add a phrase when spam got through, remove one when a
 * genuine lead was held for it (`npm run leads -- list --spam` shows why each lead was held).
 *
 * Weight 2: never in a genuine enquiry about finance help — one is enough to hold the lead.
 * Weight 1: can be in a genuine one ("vi är ett kryptobolag", "vår SEO-byrå") — it takes two of
 * them, or one and a web address that is not the visitor's own.
 *
 * Each is a regular expression matched case-insensitively as a whole word (not inside another
 * word unless it ends in `\p{L}*`), against the text with its accents kept.
 */
export interface SpamPhrase {
  pattern: string;
  weight: 1 | 2;
}

const strong = [
  // Pharmacy and adult.
  'viagra',
  'cialis',
  'levitra',
  'kamagra',
  'tramadol',
  'oxycodone',
  'xanax',
  'online pharmacy',
  'apotek(?:et)?[- ]online',
  'utan recept',
  'without (?:a )?prescription',
  'porn\\p{L}*',
  'sex ?dating',
  'escort\\p{L}*',
  'hot (?:girls|singles)',
  'weight loss pills?',
  'bantningspiller',
  // Gambling and quick money.
  'casino\\p{L}*',
  'kasino\\p{L}*',
  'betting tips',
  'binary options',
  'forex signals?',
  'make money (?:online|fast)',
  'earn \\$\\d+',
  'passive income',
  'exclusive investment',
  'double your (?:money|bitcoin|investment)',
  'guaranteed (?:returns?|profits?)',
  'garanterad avkastning',
  'snabblån',
  'lån utan uc',
  'billiga lån',
  'payday loans?',
  'crypto ?currency investment',
  'investera i krypto\\p{L}*',
  'krypto-?investering\\p{L}*',
  'bitcoin (?:trading|investment|profit)',
  'trading bot',
  // Search-engine and link selling.
  'backlinks?',
  'bakåtlänkar',
  'guest ?posts?',
  'gästinlägg',
  'link ?building',
  'länkbygg\\p{L}*',
  'seo[- ]?(?:services|tjänster|paket|package|expert|experts|agency)',
  'first page (?:of|on) google',
  '(?:förstasidan|första sidan|topp(?:en|placering)?) (?:på|i) google',
  'rank(?:ing)? (?:#?1|first|higher) on google',
  'domain authority',
  'website traffic',
  'trafik till (?:er|din) (?:webbplats|hemsida|sajt)',
  'web ?design (?:services|offer)',
  'we (?:noticed|saw|checked|came across) your website',
  'vi (?:såg|har tittat på|besökte) (?:er|din) (?:webbplats|hemsida)',
  // Other classics.
  'replica watches',
  'nigerian prince',
  'lottery winner',
  'you have won',
  'ni har vunnit',
  'claim your prize',
  'unsubscribe',
  'köp viagra',
  'buy followers',
  'köp följare',
  'email list',
  'e-postlist(?:a|or) (?:till salu|att köpa)',
] as const;

const weak = [
  // One entry for a kind of business, so that a genuine crypto company's "krypto" and "bitcoin" count once.
  'seo',
  'ranking',
  '(?:bitcoin|krypto|crypto)\\p{L}*',
  'nft',
  'click here',
  'klicka här',
  'limited (?:time )?offer',
  'begränsat erbjudande',
  'free trial',
  'gratis provperiod',
  'dear (?:sir|madam|friend|business owner)',
  'bästa företagare',
  'hello dear',
  'special offer',
  'specialerbjudande',
  'act now',
  'buy now',
  'köp nu',
  '100 ?% (?:free|gratis|guaranteed|garanti)',
  'winner',
  'investment opportunity',
  'investeringsmöjlighet',
  // A return per month or day: a growing company may name one, an investment pitch always does.
  '\\d+ ?% (?:monthly|per month|a month|daily|per day|a day|i månaden|per månad|om dagen|per dag)',
  'whatsapp',
  'telegram',
  'rolex',
  'inheritance',
  'beneficiary',
  'wire transfer',
  'western union',
  'loan offer',
  'lånelöfte',
] as const;

export const spamPhrases: readonly SpamPhrase[] = [
  ...strong.map((pattern) => ({ pattern, weight: 2 as const })),
  ...weak.map((pattern) => ({ pattern, weight: 1 as const })),
];

const compiled = spamPhrases.map((phrase) => ({ ...phrase, re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrase.pattern})(?![\\p{L}\\p{N}])`, 'iu') }));

/** The spam phrases in `text` (each once, as written there) and their weight together. */
export function findSpamPhrases(text: string): { found: string[]; weight: number } {
  const found: string[] = [];
  let weight = 0;
  for (const phrase of compiled) {
    const match = phrase.re.exec(text);
    if (!match) continue;
    found.push(match[0]);
    weight += phrase.weight;
  }
  return { found, weight };
}
