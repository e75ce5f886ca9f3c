/**
 * What the server renders for analytics: the consent banner and the footer's settings control
 * only when site.yaml has a measurement id, and the data attributes that declare which clicks
 * report what (the browser side is tested in tests/e2e/analytics.spec.ts).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks } from '~/src/blocks/registry';
import { attr, tags, testDerived, testPage, testSite, texts } from '~/src/blocks/test-fixture';
import type { Block, Site } from '~/src/content/model';
import { PageLayout } from '~/src/layout/page-layout';
import { PageContext } from '~/src/render/page-context';
import { createRenderState, RenderContext } from '~/src/render/render-context';

function render(element: ReactElement, site: Site = testSite) {
  const state = createRenderState();
  const html = renderToString(
    <RenderContext.Provider value={state}>
      <PageContext.Provider value={{ site, derived: testDerived, page: testPage() }}>{element}</PageContext.Provider>
    </RenderContext.Provider>,
  );
  return { html: html };
}

const withAnalytics: Site = { ...testSite, analytics: { measurementId: 'G-TEST12345' } };
const layout = <PageLayout>{<h1>Innehåll</h1>}</PageLayout>;

describe('consent banner and settings control', () => {
  // (Vitest does not process CSS, so the banner's stylesheet is checked in the browser tests.)
  it('are absent when site.yaml has no measurement id', () => {
    const { html } = render(layout);
    expect(html).not.toContain('data-consent');
    expect(html).not.toContain('Cookie-inställningar');
    expect(html).not.toContain('googletagmanager');
  });

  const { html } = render(layout, withAnalytics);
  const section = tags(html, 'section').find((t) => t.includes('data-consent-banner'))!;

  it('render the banner hidden, first in the page, as a region named by its heading', () => {
    expect(section).toBeDefined();
    expect(section).toMatch(/\shidden=""/);
    expect(attr(section, 'data-measurement-id')).toBe('G-TEST12345');
    expect(html.indexOf('data-consent-banner')).toBeLessThan(html.indexOf('<header'));
    const heading = tags(html, 'h2').find((t) => attr(t, 'id') === attr(section, 'aria-labelledby'));
    expect(heading).toBeDefined();
  });

  it('offer "Godkänn" and "Neka" as identical buttons and link to the privacy policy', () => {
    const buttons = tags(html, 'button').filter((t) => attr(t, 'data-consent'));
    expect(buttons.map((b) => attr(b, 'data-consent'))).toEqual(['granted', 'denied']);
    expect(new Set(buttons.map((b) => attr(b, 'class'))).size).toBe(1);
    expect(texts(html, 'button').filter((t) => t === 'Godkänn' || t === 'Neka')).toEqual(['Godkänn', 'Neka']);
    expect(tags(html, 'a').some((a) => attr(a, 'href')?.startsWith('/integritetspolicy#cookies'))).toBe(true);
  });

  it('put a hidden "Cookie-inställningar" button in the footer for the module to reveal', () => {
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)![0];
    const item = tags(footer, 'li').find((t) => t.includes('data-consent-settings'))!;
    expect(item).toMatch(/\shidden=""/);
    expect(texts(footer, 'button')).toEqual(['Cookie-inställningar']);
  });
});

describe('declared click tracking', () => {
  const blocks: Block[] = [
    {
      type: 'hero',
      heading: 'Rubrik',
      lead: 'Ingress.',
      actions: [
        { label: 'Boka möte', href: '/boka-mote' },
        { label: 'Ring oss', href: 'telefon' },
      ],
    },
    { type: 'cta', id: 'avslut', heading: 'Redo?', actions: [{ label: 'Skriv till oss', href: 'e-post' }] },
    { type: 'cards', heading: 'Kort', items: [{ title: 'Ett kort', description: 'Text.', action: { label: 'Läs mer', href: '/kassaflode' } }] },
  ] as Block[];
  const { html } = render(<RenderBlocks blocks={blocks} />);
  const links = tags(html, 'a');
  const track = (href: string) => {
    const link = links.find((a) => attr(a, 'href') === href)!;
    return { kind: attr(link, 'data-track'), location: attr(link, 'data-track-location'), label: attr(link, 'data-track-label') };
  };

  it('marks buttons as calls to action with their text and the block they sit in', () => {
    expect(track('/boka-mote')).toEqual({ kind: 'cta', location: 'hero', label: 'Boka möte' });
  });

  it('uses the block’s id from content as its location when it has one', () => {
    expect(track('mailto:hej@test.example')).toEqual({ kind: 'cta', location: 'avslut', label: 'Skriv till oss' });
  });

  it('marks call links as phone calls, and leaves quiet text links alone', () => {
    expect(track('tel:+4681234567')).toEqual({ kind: 'phone', location: 'hero', label: undefined });
    expect(track('/kassaflode')).toEqual({ kind: undefined, location: undefined, label: undefined });
  });

  it('declares the footer’s phone link too', () => {
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(render(layout).html)![0];
    const phone = tags(footer, 'a').find((a) => attr(a, 'href')?.startsWith('tel:'))!;
    expect([attr(phone, 'data-track'), attr(phone, 'data-track-location')]).toEqual(['phone', 'footer']);
  });
});
