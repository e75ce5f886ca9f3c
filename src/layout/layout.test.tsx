import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr, ids, tags, testDerived, testPage, testSite, texts } from '../blocks/test-fixture';
import type { Derived, LoadedPage } from '../content/model';
import { PageContext } from '../render/page-context';
import { createRenderState, RenderContext } from '../render/render-context';
import { fill } from '../lib/fill';
import { ErrorScreen } from './error-screen';
import { mainId } from './main-id';
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
    text: (m[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim(),
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
    expect(attr(main, 'id')).toBe(mainId);
    expect(attr(main, 'tabindex')).toBe('-1');
    expect(texts(html, 'main')[0]).toBe('Innehåll');
  });

  it('has unique ids', () => {
    expect(new Set(ids(html)).size).toBe(ids(html).length);
  });
});

describe('SiteHeader', () => {
  it('starts with a skip link to the main content', () => {
    expect(links(header)[0]).toMatchObject({ href: `#${mainId}`, text: testSite.header.skipLink });
  });

  it('links the brand to the home page', () => {
    expect(links(header)[1]).toMatchObject({ href: '/', text: testSite.brand });
  });

  it('renders the navigation from the content, as static HTML with no island', () => {
    expect(islands).toEqual([]);
    const nav = new RegExp(`<nav\\b[^>]*aria-label="${testSite.header.navLabel}"[\\s\\S]*?</nav>`).exec(header)![0];
    const hrefs = links(nav).map((l) => l.href);
    for (const link of [...testDerived.services, ...derived.places.cfo, ...derived.places.interim]) expect(hrefs).toContain(link.href);
    expect(hrefs).toContain('tel:+4681234567');
    const current = links(nav).filter((l) => attr(l.tag, 'aria-current') === 'page');
    // One menu for every width (docs/decisions.md 172): each page is linked once.
    expect(current.map((l) => l.href)).toEqual(['/kassaflode']);
    for (const link of [...testDerived.services, ...derived.places.cfo, ...derived.places.interim])
      expect(hrefs.filter((h) => h === link.href)).toHaveLength(1);
  });
});

describe('SiteFooter', () => {
  const footerLinks = links(footer);
  const hrefs = footerLinks.map((l) => l.href);

  it('links every service and the overview', () => {
    for (const service of testDerived.services) expect(hrefs).toContain(service.href);
    expect(hrefs).toContain(testSite.footer.allServices.href);
  });

  it('says where the offices are and links the complete list of cities, which lists them instead of every page (docs/decisions.md 172)', () => {
    expect(hrefs).toContain(derived.places.all);
    expect(footerLinks.find((l) => l.href === derived.places.all)?.text).toBe(testSite.footer.allPlaces);
    for (const city of [...derived.places.cfo, ...derived.places.interim]) expect(hrefs).not.toContain(city.href);
    expect(texts(footer, 'p')).toContain(testSite.footer.offices);
    for (const office of testSite.offices) expect(testSite.footer.offices).toContain(office);
  });

  it('has phone and mail links', () => {
    expect(hrefs).toContain('tel:+4681234567');
    expect(hrefs).toContain('mailto:hej@test.example');
  });

  it('says who the parent firm is and links it externally with rel=noopener', () => {
    const firm = footerLinks.find((l) => l.href === testSite.parentFirm.url)!;
    expect(attr(firm.tag, 'rel')).toBe('noopener');
    expect(firm.text).toBe(`${testSite.parentFirm.name} ${testSite.footer.newTab}`);
    // site.yaml's sentence, its placeholders filled with the test site's facts.
    expect(testSite.footer.about).toContain(testSite.parentFirm.name);
    expect(texts(footer, 'p').map((p) => p.replace(` ${testSite.footer.newTab}`, '').replace(/\s+/g, ' '))).toContain(testSite.footer.about);
  });

  it('links the social network externally with a name saying what it is', () => {
    const social = footerLinks.find((l) => l.href === testSite.social.url)!;
    expect(attr(social.tag, 'rel')).toBe('noopener');
    expect(social.text).toBe(`${testSite.footer.social} ${testSite.footer.newTab}`);
    expect(social.text).toContain(testSite.social.name);
  });

  it('has the legal links (docs/decisions.md 7)', () => {
    const legal = testSite.footer.legal;
    expect(legal.length).toBeGreaterThan(0);
    const list = new RegExp(`<ul aria-label="${testSite.footer.legalLabel}"[\\s\\S]*?</ul>`).exec(footer)![0];
    expect(links(list).map((l) => ({ href: l.href, text: l.text }))).toEqual(legal.map(({ href, label }) => ({ href, text: label })));
  });

  it('has h2 column headings and a copyright line', () => {
    const { servicesHeading, placesHeading, contactHeading, copyright } = testSite.footer;
    expect(texts(footer, 'h2')).toEqual([servicesHeading, placesHeading, contactHeading]);
    expect(copyright).toContain('{år}');
    // The test site names no organisation, so the brand stands for the company.
    expect(testSite.organisation).toBeUndefined();
    expect(footer).toContain(fill(copyright, { år: String(new Date().getFullYear()), bolag: testSite.brand }));
  });

  it('marks the current page', () => {
    expect(footerLinks.filter((l) => attr(l.tag, 'aria-current') === 'page').map((l) => l.href)).toEqual(['/kassaflode']);
  });

  it('has no dead links', () => {
    for (const href of hrefs) expect(href).toMatch(/^(\/[a-z0-9-]*(#[a-z0-9-]+)?|tel:\+\d+|mailto:\S+|https:\/\/\S+)$/);
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
    const { errors } = testSite;
    expect(texts(screen, 'h1')).toEqual([errors.heading]);
    expect(texts(screen, 'p')).toContain(`${fill(errors.status, { status: '500' })}: Internal Server Error`);
    expect(links(screen).map((l) => [l.href, l.text])).toEqual([['/', errors.home]]);
  });

  it('shows an error message without a status', () => {
    const { html: screen } = render(<ErrorScreen message="Kunde inte läsa sidan" />);
    expect(texts(screen, 'p')).toContain('Kunde inte läsa sidan');
  });
});
