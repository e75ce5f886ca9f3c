/**
 * Shared fixture for block tests: a small hand-written site, derived lists and page, and a
 * renderer that provides what blocks and islands need while rendering on the server.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Block, Derived, ImageSets, LoadedPage, Site } from '../content/model';
import type { IslandName } from '../islands/island-props';
import { PageContext } from '../render/page-context';
import { createRenderState, RenderContext } from '../render/render-context';

export const testSite: Site = {
  brand: 'Testbyrån CFO',
  tagline: 'Ekonomichef på deltid för växande företag.',
  baseUrl: 'https://www.test.example',
  contact: { phone: '08-123 45 67', email: 'hej@test.example' },
  promises: { responseTime: '48 timmar', meetingLength: '30 minuter', interimStart: '24–48 timmar' },
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
      { name: 'Månadspaket', description: 'En fast CFO varje månad.', price: 35000, unit: 'mån', hours: '20–25 timmar', features: ['Månadsrapport'], ideal: 'Växande företag.' },
    ],
    addOns: [],
  },
  roi: {
    monthlyFee: 35000,
    targetRevenueMsek: { min: 5, max: 100 },
    industries: [{ id: 'saas', label: 'SaaS', marginImprovement: 12, efficiencyGain: 15 }],
  },
};

export const testDerived: Derived = {
  services: [
    { href: '/kassaflode', label: 'Kassaflödesoptimering', summary: 'Frigör rörelsekapital.', category: 'Kassaflöde', group: 'main', icon: 'Payments' },
    { href: '/due-diligence', label: 'Due diligence', summary: 'Granskning inför affär.', category: 'Granskning', group: 'specialist' },
    { href: '/kpi-utveckling', label: 'KPI-utveckling', summary: 'Nyckeltal som styr.', category: 'Mätning', group: 'specialist', icon: 'NotAnIcon' },
  ],
  places: { cfo: [], interim: [] },
  cityCards: [],
  moreCities: [],
  sitemap: ['/', '/kassaflode', '/due-diligence', '/kpi-utveckling'],
};

export function testPage(blocks: Block[] = [{ type: 'hero', heading: 'Testsida', lead: 'Ingress.' }]): LoadedPage {
  return {
    path: '/kassaflode',
    file: 'pages/kassaflode.yaml',
    data: { title: 'Kassaflöde', description: 'En sida för tester av blocken.', blocks: blocks as LoadedPage['data']['blocks'] },
  };
}
export interface Rendered {
  /** The page's markup (styles go to the page's <head>, not here). */
  html: string;
  islands: IslandName[];
}

/** Renders like the prerenderer does: page context and the render state for islands and stylesheets. */
export function renderBlock(element: ReactElement, options: { page?: LoadedPage; images?: ImageSets; site?: Site } = {}): Rendered {
  const state = createRenderState();
  const html = renderToString(
    <RenderContext.Provider value={state}>
      <PageContext.Provider value={{ site: options.site ?? testSite, derived: testDerived, page: options.page ?? testPage(), ...(options.images && { images: options.images }) }}>
        {element}
      </PageContext.Provider>
    </RenderContext.Provider>,
  );
  return { html, islands: state.islands };
}

/** Every opening tag of `name`, e.g. tags(html, 'h2'). */
export function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

/** The value of attribute `name` in an opening tag (HTML entities decoded for &amp; and &quot;). */
export function attr(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Text content of each `<name>…</name>` element (markup stripped), in document order. */
export function texts(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").trim(),
  );
}

/** Every id in the document, for uniqueness and reference checks. */
export function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}
