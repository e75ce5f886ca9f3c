/**
 * Content for the block tests taken through the real schemas, as the loader does: site.yaml's
 * texts with the test site's facts, and blocks with the schema's defaults filled in. So no test
 * copies a default or a shared text: it reads what an editor would change.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Block, Site } from '../content/model';
import { compileSchemas } from '../content/schemas';
import { fillTokens, siteTokens } from '../content/tokens';

const root = new URL('../../', import.meta.url);
const schemas = compileSchemas(fileURLToPath(root));

function valid<T>(check: typeof schemas.site, data: unknown, what: string): T {
  if (!check(data)) throw new Error(`${what} does not match its schema: ${JSON.stringify(check.errors?.slice(0, 3))}`);
  return data as T;
}

/** The repository's site.yaml with `facts` in place of its own, its placeholders filled with them. */
export function siteWith(facts: Partial<Site>): Site {
  const data = { ...(parse(readFileSync(new URL('site.yaml', root), 'utf8')) as object), ...structuredClone(facts) };
  const site = valid<Site>(schemas.site, data, 'The test site');
  return fillTokens(site, siteTokens(site));
}

/** A small site: hand-written facts, site.yaml's own texts. */
export const testSite: Site = siteWith({
  brand: 'Testbyrån CFO',
  tagline: 'Ekonomichef på deltid för växande företag.',
  baseUrl: 'https://www.test.example',
  contact: { phone: '08-123 45 67', email: 'hej@test.example' },
  parentFirm: { name: 'Test Redovisning AB', url: 'https://redovisning.test.example', founded: 2019, city: 'Stockholm', clients: '50+' },
  social: { name: 'LinkedIn', url: 'https://www.linkedin.com/company/test' },
  analytics: { measurementId: null },
  redirects: [{ from: '/kpi', to: '/kpi-utveckling' }],
  enquiry: {
    urgencyOptions: ['Inom 1 vecka', 'Inom 1 månad', 'Senare'],
    budgetOptions: ['Under 50 000 kr/mån', 'Över 200 000 kr/mån', 'Diskuterar vi senare'],
  },
  prices: {
    packages: [
      {
        name: 'Månadspaket',
        description: 'En fast CFO varje månad.',
        price: 35000,
        unit: 'mån',
        hours: '20–25 timmar',
        features: ['Månadsrapport'],
        ideal: 'Växande företag.',
      },
    ],
    addOns: [],
    firstMeeting: 0,
  },
  roi: {
    package: 'Månadspaket',
    targetRevenueMsek: { min: 5, max: 100 },
    targetMarginPercent: { min: -10, max: 40 },
    industries: [{ id: 'saas', label: 'SaaS', marginImprovement: 12, efficiencyGain: 15 }],
  },
});

/** A block as an editor may write it: anything with a default in the schema may be left out. */
export type BlockInput<T> = T extends readonly (infer U)[] ? BlockInput<U>[] : T extends object ? { [K in keyof T]?: BlockInput<T[K]> } : T;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

/** `block` validated by the page schema, with every default it leaves out filled in. */
export function withDefaults<T extends Block['type']>(block: { type: T } & BlockInput<BlockOf<T>>): BlockOf<T> {
  const page = {
    title: 'Testsida för blocken',
    description: 'En sida som bara finns i blockens tester: den prövar ett block med schemats standardvärden.',
    blocks: [structuredClone(block)],
  };
  const filled = valid<{ blocks: [BlockOf<T>] }>(schemas.page, page, `The ${block.type} block`).blocks[0];
  return fillTokens(filled, siteTokens(testSite));
}
