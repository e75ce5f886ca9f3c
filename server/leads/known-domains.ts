/**
 * Well-known business software and services whose web addresses say nothing about spam: a
 * finance director who writes "vi kör Fortnox och Visma.net" or links to their LinkedIn profile
 * names the tools of their trade, not a site to sell. Such addresses are not counted as links
 * (server/leads/links.ts, docs/decisions.md 32).
 *
 * Keep it to names a Swedish company's accounts, payroll, payments, office or public-authority
 * work actually uses — never a name a spammer could register cheaply under a new suffix and
 * gain from. An entry without a dot is a brand matched under any public suffix
 * (`amazon` = amazon.com, amazon.se, amazon.de, and their subdomains such as
 * `teams.microsoft.com`); an entry with a dot matches only that registrable domain (for short
 * names like `x.com`). Add a name here when a genuine lead was held for naming a tool.
 */
const brands = [
  // Accounting, payroll, invoicing and ERP used in Sweden and the Nordics.
  'fortnox',
  'visma',
  'vismaspcs',
  'spiris',
  'bokio',
  'briox',
  'wint',
  'zervant',
  'quickbooks',
  'intuit',
  'xero',
  'tripletex',
  'procountor',
  'economic',
  'dinero',
  'netsuite',
  'oracle',
  'sap',
  'hogia',
  'kontek',
  'agda',
  'mynt',
  'pleo',
  'expensify',
  'payex',
  'qred',
  'capcito',
  'inyett',
  'blikk',
  'kleer',
  'monitor',
  'jeeves',
  'bjornlunden',
  'speedledger',
  'baseplanner',
  'planacy',
  'agicap',
  // Office, collaboration and the web's big platforms.
  'microsoft',
  'office',
  'office365',
  'sharepoint',
  'onedrive',
  'outlook',
  'google',
  'gmail',
  'youtube',
  'apple',
  'icloud',
  'amazon',
  'aws',
  'linkedin',
  'facebook',
  'instagram',
  'twitter',
  'github',
  'gitlab',
  'atlassian',
  'slack',
  'zoom',
  'notion',
  'dropbox',
  'hubspot',
  'salesforce',
  'pipedrive',
  'upsales',
  'monday',
  'asana',
  'trello',
  'miro',
  'docusign',
  'scrive',
  'shopify',
  'woocommerce',
  'wix',
  'squarespace',
  'wordpress',
  'stripe',
  'paypal',
  'klarna',
  'zettle',
  'izettle',
  'adyen',
  'qlik',
  'tableau',
  'powerbi',
  // Swedish authorities, registers and banks.
  'bolagsverket',
  'skatteverket',
  'verksamt',
  'allabolag',
  'proff',
  'ratsit',
  'hitta',
  'eniro',
  'bankid',
  'swish',
  'seb',
  'handelsbanken',
  'swedbank',
  'nordea',
  'danskebank',
  'almi',
  'tillvaxtverket',
  'riksbank',
  'scb',
] as const;

// Link shorteners (bit.ly and the like) are left out on purpose: they hide where a link goes.
const domains = ['x.com', 'lnkd.in', 'youtu.be', 'pe.se', 'asp.net', 'e-conomic.se', 'e-conomic.com'] as const;

const brandSet: ReadonlySet<string> = new Set(brands);
const domainSet: ReadonlySet<string> = new Set(domains);

/** Whether an address on this registrable domain (`name` is it without its public suffix) is well-known business software. */
export function isKnownBusinessDomain(domain: string, name: string): boolean {
  return domainSet.has(domain.toLowerCase()) || brandSet.has(name.toLowerCase());
}
