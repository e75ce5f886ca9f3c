/**
 * Phishing and fake invoices (docs/decisions.md 134): the messages that cost a firm money or its
 * accounts when a partner acts on them from the lead e-mail — a "verification" of a Microsoft 365
 * or Google account, a domain renewal, "BankID på länken" in Skatteverket's name, an HR notice, a
 * crypto wallet's recovery phrase, a payment the "CEO" needs today; an invoice, a directory or
 * advertising "confirmation" or a new bank account nobody ordered. What they have in common is not
 * their words but what they ask for: to sign in, give credentials or card details, or pay — to a
 * link, an account or a bankgiro in the message. A lure is recognised by such a request together
 * with what makes it act (a link to follow, payment details, a deadline or a threat).
 *
 * Patterns are Swedish and English, matched case-insensitively on whole words. A genuine enquiry
 * about invoices or fraud describes them ("vi fick en falsk faktura") and asks for help; it rarely
 * carries a link to sign in, a bankgiro and a due date, or a deadline to confirm.
 */

export type LureKind = 'phishing' | 'invoice';

export interface Lure {
  kind: LureKind;
  /** What was found, for the partner: the request and what backs it. */
  found: string[];
}

const words = (...patterns: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** Asking for what unlocks an account or a payment: credentials, recovery phrases, card details, BankID. */
const credentials = words(
  'lösenord\\p{L}*',
  'passwords?',
  'inloggningsuppgifter',
  'login details',
  'credentials',
  '(?:recovery|seed|secret) phrase',
  'återställningsfras\\p{L}*',
  '\\d{2}-word',
  '(?:12|24) ord',
  'kortuppgifter',
  'kortnummer',
  'card (?:details|number|information)',
  'payment information',
  'kontouppgifter',
  'kontonummer',
  'bank details',
  'account number',
  'bankid',
);
/** Asking to act on an account: sign in, verify, confirm, unlock. */
const signIn = words(
  'logga in',
  'log ?in',
  'logging in',
  'sign ?in',
  'signing in',
  'med (?:ert|ditt) [\\p{L}-]*konto',
  'with your [\\p{L}-]+ account',
  'granska dokumentet',
  'review (?:and sign|the document)',
  'väntar på (?:din|er) (?:signatur|underskrift|attest)',
  '(?:waiting|awaiting) (?:for )?your signature',
  'verifiera\\p{L}*',
  'verify\\p{L}*',
  'validate',
  'validera',
  'legitimera\\p{L}*',
  'identifiera (?:er|dig)',
  'unlock',
  'låsa upp',
  'häva spärren',
  'bekräfta (?:ert|ditt|att ni äger|er identitet)\\p{L}*',
  'confirm your (?:identity|account|details|credentials)',
  'granska och signera',
  'review and sign',
  'öppna i sharepoint',
);
/** What makes it urgent: a threat to an account or a deadline in hours. */
const threat = words(
  'spärra\\p{L}*',
  'låst\\p{L}*',
  'locked',
  'suspen\\p{L}+',
  'stängs av',
  'avstäng\\p{L}*',
  'tas bort',
  'expire[sd]?',
  'löper ut',
  'går ut (?:i dag|idag)',
  'inom \\d+ timmar',
  'within \\d+ hours',
  'immediately',
  'omgående',
  'permanent\\p{L}*',
  'misstänkt\\p{L}* (?:aktivitet|transaktion\\p{L}*)',
  'suspicious',
  'unusual sign-in',
  'ovanlig inloggning\\p{L}*',
  'returneras',
  'storage (?:is full|limit)',
);
/** The "CEO" who needs a payment or gift cards now, and secrecy. */
const urgentPayment = words('brådskande (?:betalning|överföring)', 'urgent (?:payment|transfer|wire)', 'gift ?cards?', 'presentkort');
const secrecy = words('säg inget', 'berätta inte', "don'?t tell", 'kan inte prata', 'i möte', 'in a meeting', 'reply with the codes', 'koderna');

/** Paying: where to, and the amount. */
const paymentDetails = words(
  'bankgiro\\p{L}*',
  'plusgiro\\p{L}*',
  'ocr',
  'iban',
  'swift',
  'bic',
  'bank details',
  'bank transfer',
  'banköverföring',
  '(?:pay )?(?:online )?by card',
  'med kort',
);
const amount = /\d[\d\s.,]*\s?(?:kr|kronor|sek|eur|euro|usd)(?![\p{L}])|(?:€|\$|eur|usd|sek)\s?\d/iu;
/** What is being charged: an invoice, a fee, a listing, a registration, a renewal, an order. */
const charge = words(
  'faktur\\p{L}*',
  'invoice\\p{L}*',
  '\\p{L}*avgift\\p{L}*',
  'fee',
  'annons\\p{L}*',
  'listing',
  '\\p{L}*registr\\p{L}*',
  'katalog\\p{L}*',
  'directory',
  'förnyelse\\p{L}*',
  'förnya',
  'renew\\p{L}*',
  'publication',
  'beställning\\p{L}*',
  'subscription',
);
/** What makes paying look owed: a due date, a reminder, a confirmation of an order, a changed account. */
const owed = words(
  'förfall\\p{L}*',
  'due',
  'betala\\p{L}* (?:senast|omgående|till|redan)',
  'pay (?:within|now|the)',
  'payable',
  'obetald\\p{L}*',
  'unpaid',
  'overdue',
  'påminnelse',
  'reminder',
  'inkasso\\p{L}*',
  'collection\\p{L}*',
  'final (?:notice|demand)',
  'bekräftelse\\p{L}*',
  'bekräftar',
  'ordererkännande',
  'bindande',
  'bytt bank',
  'nytt bankgiro',
  'new bank',
  'by signing',
  'genom underskrift',
  'sign the (?:enclosed|attached) form',
  'signera och returnera',
  'renewal notice',
  'as agreed',
  'enligt överenskommelse',
);
/** "Someone applied to register your name as a domain in Asia: confirm whether they are your partner." */
const domainClaim = words('(?:domain|domän)\\p{L}*');
const domainApplication = words('application', 'applied', 'ansökan', 'ansökt');
const domainConfirm = words('confirm\\p{L}*', 'bekräfta\\p{L}*', 'authori[sz]ed', 'business partner', 'affärspartner');
/** Telling of a fraud and asking for help with it: what a genuine enquiry about one does. */
const fraud = words('bedräg\\p{L}*', 'fraud\\p{L}*', 'falsk\\p{L}*', 'fake', 'scam\\p{L}*', 'nätfiske', 'phishing', 'polisanmäl\\p{L}*');
const help = words('hjälp\\p{L}*', 'help', 'rutin\\p{L}*', 'routines?', 'kontroll\\p{L}*', 'controls?', 'attest\\p{L}*', 'approval');

function seen(text: string, pattern: RegExp): string[] {
  const match = pattern.exec(text);
  return match ? [match[0]] : [];
}

/**
 * The lure in a message, if it is one. `links` is how many web addresses it has (the sender's own
 * included: a phishing page is often on the sender's domain).
 */
export function findLure(text: string, links: number): Lure | undefined {
  if (fraud.test(text) && help.test(text)) return undefined;
  const asks = [...seen(text, signIn), ...seen(text, credentials)];
  const urgency = seen(text, threat);
  // A request to sign in or give credentials, and a link to do it on, is phishing in a contact form.
  if (links > 0 && asks.length > 0) return { kind: 'phishing', found: [...asks, ...urgency] };
  const ceo = seen(text, urgentPayment);
  if (ceo.length > 0 && seen(text, secrecy).length > 0) return { kind: 'phishing', found: [...ceo, ...seen(text, secrecy)] };
  const charged = seen(text, charge);
  const sum = seen(text, amount);
  const backing = [...seen(text, paymentDetails), ...seen(text, owed)];
  if (charged.length > 0 && sum.length > 0 && backing.length > 0) return { kind: 'invoice', found: [...charged, ...sum, ...backing] };
  if (links > 0 && charged.length > 0 && seen(text, owed).length > 0 && urgency.length > 0) return { kind: 'invoice', found: [...charged, ...urgency] };
  const claim = [...seen(text, domainClaim), ...seen(text, domainApplication), ...seen(text, domainConfirm)];
  if (claim.length === 3 && charged.length > 0) return { kind: 'invoice', found: claim };
  return undefined;
}
