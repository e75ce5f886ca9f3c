/**
 * Shared fixture for block tests: a small site (hand-written facts, site.yaml's own texts),
 * derived lists and page, and a renderer that provides what blocks and islands need while
 * rendering on the server.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Block, Derived, ImageSets, LoadedPage, Site } from '../content/model';
import type { IslandName } from '../islands/island-props';
import { PageContext } from '../render/page-context';
import { createRenderState, RenderContext } from '../render/render-context';
import { testSite, withDefaults } from './test-content';

export { testSite };

/** A form field's label as site.yaml's `forms.fields` states it (a text, or a select's `label`): block tests read it, never copy it. */
export function formLabel(name: keyof Site['forms']['fields']): string {
  const field = testSite.forms.fields[name];
  return typeof field === 'string' ? field : field.label;
}

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
  bookingPaths: ['/mote'],
};

export function testPage(blocks: Block[] = [withDefaults({ type: 'hero', heading: 'Testsida', lead: 'Ingress.' })]): LoadedPage {
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
export function renderBlock(element: ReactElement, options: { page?: LoadedPage; images?: ImageSets; site?: Site; derived?: Derived } = {}): Rendered {
  const state = createRenderState<IslandName>();
  const html = renderToString(
    <RenderContext.Provider value={state}>
      <PageContext.Provider
        value={{
          site: options.site ?? testSite,
          derived: options.derived ?? testDerived,
          page: options.page ?? testPage(),
          ...(options.images && { images: options.images }),
        }}
      >
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
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .trim(),
  );
}

/** Every id in the document, for uniqueness and reference checks. */
export function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}
