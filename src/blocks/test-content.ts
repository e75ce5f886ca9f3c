/**
 * Content for the block tests taken through the real schemas, as the loader does: site.yaml's
 * texts with the test site's facts, and blocks with the schema's defaults filled in. So no test
 * copies a default or a shared text: it reads what an editor would change.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Block, Site } from '../content/model';
import { compileSchemas, schemaFiles, type SchemaSet } from '../content/schemas';
import { fillTokens, siteTokens } from '../content/tokens';

const root = fileURLToPath(new URL('../../', import.meta.url));
let compiled: SchemaSet | undefined;
/** The project's schemas, read on first use: a test file that renders no block pays nothing. */
const schemas = () => (compiled ??= compileSchemas(root));

function valid<T>(check: SchemaSet['site'], data: unknown, what: string): T {
  if (!check(data)) throw new Error(`${what} does not match its schema: ${JSON.stringify(check.errors?.slice(0, 3))}`);
  return data as T;
}

/**
 * `data` validated by the site schema (its defaults filled in), remembered in node_modules/.cache
 * under a hash of the data and every schema file: compiling the site schema is most of a block
 * test's start-up (about 0.3 s of CPU), and the answer changes only when one of those does.
 */
function validSite(data: object): Site {
  const hash = createHash('sha256').update(JSON.stringify(data));
  for (const file of schemaFiles(root)) hash.update(file).update(readFileSync(path.join(root, file)));
  const cached = path.join(root, 'node_modules/.cache/test-content', `site-${hash.digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as Site;
  } catch {
    const site = valid<Site>(schemas().site, data, 'The test site');
    mkdirSync(path.dirname(cached), { recursive: true });
    writeFileSync(`${cached}.${process.pid}`, JSON.stringify(site));
    renameSync(`${cached}.${process.pid}`, cached);
    return site;
  }
}

/** The repository's site.yaml with `facts` in place of its own, its placeholders filled with them. */
export function siteWith(facts: Partial<Site>): Site {
  const site = validSite({ ...(parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as object), ...structuredClone(facts) });
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
  // The block's own schema, as the page schema's union refers to it: the same defaults, without
  // compiling every other block's schema in a test that renders one (docs/architecture.md "Tests").
  const filled = valid<BlockOf<T>>(schemas().block(block.type), structuredClone(block), `The ${block.type} block`);
  return fillTokens(filled, siteTokens(testSite));
}
