import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr, ids, tags, testDerived, testPage, testSite, texts } from '../blocks/test-fixture';
import type { Derived, LoadedPage } from '../content/model';
import { PageContext } from '../render/page-context';
import { createRenderState, RenderContext } from '../render/render-context';
import { ErrorScreen } from './error-screen';
import { NotFound } from './not-found';
import { logNotFound } from './not-found-log';
import { PageLayout } from './page-layout';

const derived: Derived = {
  ...testDerived,
  places: {
    cfo: [
      { href: '/cfo-tjanster-goteborg', label: 'Göteborg' },
      { href: '/cfo-tjanster-stockholm', label: 'Stockholm' },
    ],
    interim: [{ href: '/interim-cfo-stockholm', label: 'Stockholm' }],
    all: '/alla-tjanster#orter',
  },
};

function render(element: ReactElement, page: LoadedPage = testPage()) {
  const state = createRenderState();
  const html = renderToString(
    <RenderContext.Provider value={state}>
      <PageContext.Provider value={{ site: testSite, derived, page }}>{element}</PageContext.Provider>
    </RenderContext.Provider>,
  );
  return { html: html, islands: state.islands };
}

const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    tag: `<a${m[1]}>`,
    href: attr(`<a${m[1]}>`, 'href'),
    text: (m[2] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim(),
  }));

const { html, islands } = render(
  <PageLayout>
    <h1>Innehåll</h1>
  </PageLayout>,
);
const header = /<header\b[\s\S]*<\/header>/.exec(html)![0];
const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)![0];

describe('PageLayout', () => {
  it('is header, main and footer, in that order, with the page inside main', () => {
    expect(html.indexOf('<header')).toBeLessThan(html.indexOf('<main'));
    expect(html.indexOf('</main>')).toBeLessThan(html.indexOf('<footer'));
    const main = tags(html, 'main')[0]!;
    expect(attr(main, 'id')).toBe('huvudinnehall');
    expect(attr(main, 'tabindex')).toBe('-1');
    expect(texts(html, 'main')[0]).toBe('Innehåll');
  });

  it('has unique ids', () => {
    expect(new Set(ids(html)).size).toBe(ids(html).length);
  });
});

describe('SiteHeader', () => {
  it('starts with a skip link to the main content', () => {
    expect(links(header)[0]).toMatchObject({ href: '#huvudinnehall', text: 'Hoppa till huvudinnehållet' });
  });

  it('links the brand to the home page', () => {
    expect(links(header)[1]).toMatchObject({ href: '/', text: testSite.brand });
  });

  it('renders the navigation from the content, as static HTML with no island', () => {
    expect(islands).toEqual([]);
    const nav = /<nav\b[^>]*aria-label="Huvudmeny"[\s\S]*?<\/nav>/.exec(header)![0];
    const hrefs = links(nav).map((l) => l.href);
    for (const link of [...testDerived.services, ...derived.places.cfo, ...derived.places.interim]) expect(hrefs).toContain(link.href);
    expect(hrefs).toContain('tel:+4681234567');
    const current = links(nav).filter((l) => attr(l.tag, 'aria-current') === 'page');
    expect(current.map((l) => l.href)).toEqual(['/kassaflode', '/kassaflode']);
  });
});

describe('SiteFooter', () => {
  const footerLinks = links(footer);
  const hrefs = footerLinks.map((l) => l.href);

  it('links every service and the overview', () => {
    for (const service of testDerived.services) expect(hrefs).toContain(service.href);
    expect(hrefs).toContain('/alla-tjanster');
  });

  it('links every city page, so they are reachable without JavaScript', () => {
    for (const city of [...derived.places.cfo, ...derived.places.interim]) expect(hrefs).toContain(city.href);
    expect(footerLinks.find((l) => l.href === '/interim-cfo-stockholm')?.text).toBe('Interim CFO Stockholm');
  });

  it('has phone and mail links', () => {
    expect(hrefs).toContain('tel:+4681234567');
    expect(hrefs).toContain('mailto:hej@test.example');
  });

  it('says who the parent firm is and links it externally with rel=noopener', () => {
    const firm = footerLinks.find((l) => l.href === testSite.parentFirm.url)!;
    expect(attr(firm.tag, 'rel')).toBe('noopener');
    expect(firm.text).toBe('Test Redovisning AB (öppnas i ny flik)');
    const sentence = texts(footer, 'p').find((p) => p.startsWith('En tjänst från'))!;
    expect(sentence.replace(/ \(öppnas i ny flik\)/, '').replace(/\s+/g, ' ')).toBe(
      'En tjänst från Test Redovisning AB, redovisningsbyrå i Stockholm sedan 2019.',
    );
  });

  it('links the social network externally with a name saying what it is', () => {
    const social = footerLinks.find((l) => l.href === testSite.social.url)!;
    expect(attr(social.tag, 'rel')).toBe('noopener');
    expect(social.text).toBe('Testbyrån CFO på LinkedIn (öppnas i ny flik)');
  });

  it('has the legal links (docs/decisions.md 7)', () => {
    expect(footerLinks.filter((l) => ['/integritetspolicy', '/anvandarvillkor', '/integritetspolicy#era-rattigheter'].includes(l.href!))).toEqual([
      expect.objectContaining({ href: '/integritetspolicy', text: 'Integritetspolicy' }),
      expect.objectContaining({ href: '/anvandarvillkor', text: 'Användarvillkor' }),
      expect.objectContaining({ href: '/integritetspolicy#era-rattigheter', text: 'GDPR – era rättigheter' }),
    ]);
  });

  it('has h2 column headings and a copyright line', () => {
    expect(texts(footer, 'h2')).toEqual(['Tjänster', 'Orter', 'Kontakt']);
    expect(footer).toContain(`© ${new Date().getFullYear()} ${testSite.brand}`);
  });

  it('marks the current page', () => {
    expect(footerLinks.filter((l) => attr(l.tag, 'aria-current') === 'page').map((l) => l.href)).toEqual(['/kassaflode']);
  });

  it('has no dead links', () => {
    for (const href of hrefs) expect(href).toMatch(/^(\/[a-z0-9-]*(#[a-z0-9-]+)?|tel:\+\d+|mailto:\S+|https:\/\/\S+)$/);
  });
});

describe('NotFound', () => {
  const { html: notFound } = render(<NotFound />);

  it('says in Swedish that the page was not found and links onwards', () => {
    expect(texts(notFound, 'h1')).toEqual(['Sidan kunde inte hittas']);
    expect(links(notFound).map((l) => [l.href, l.text])).toEqual([
      ['/', 'Till startsidan'],
      ['/alla-tjanster', 'Se alla tjänster'],
      ['/boka-mote', 'Boka ett kostnadsfritt möte'],
    ]);
  });
});

describe('logNotFound', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('logs the missing path as an error', () => {
    vi.stubGlobal('location', { pathname: '/finns-inte' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logNotFound();
    expect(error).toHaveBeenCalledWith('404: sidan /finns-inte finns inte');
  });
});

describe('ErrorScreen', () => {
  it('shows a Swedish heading, the status and message, and a link home', () => {
    const { html: screen } = render(<ErrorScreen status={500} message="Internal Server Error" />);
    expect(texts(screen, 'h1')).toEqual(['Ett oväntat fel inträffade']);
    expect(texts(screen, 'p')).toContain('Fel 500: Internal Server Error');
    expect(links(screen).map((l) => [l.href, l.text])).toEqual([['/', 'Till startsidan']]);
  });

  it('shows an error message without a status', () => {
    const { html: screen } = render(<ErrorScreen message="Kunde inte läsa sidan" />);
    expect(texts(screen, 'p')).toContain('Kunde inte läsa sidan');
  });
});
