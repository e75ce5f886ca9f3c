import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, ids, tags, testSite, texts } from '~/src/blocks/test-fixture';
import { footerSections } from '../footer-sections';
import { SiteNav, type SiteNavProps } from './site-nav';

/** Read from disk: Vitest turns CSS imports (even ?raw/?inline) into empty strings. */
const navCss = readFileSync(new URL('./site-nav.css', import.meta.url), 'utf8');
const baseCss = readFileSync(new URL('../../ui/base.css', import.meta.url), 'utf8');

/** The menu's words: site.yaml's, so a change there leaves these tests true. */
const { header, offers } = testSite;

const props: SiteNavProps = {
  texts: { header, offers },
  services: [
    { href: '/strategisk-cfo-radgivning', label: 'Strategisk CFO-rådgivning' },
    { href: '/kassaflode', label: 'Kassaflödesoptimering' },
    { href: '/due-diligence', label: 'Due diligence' },
  ],
  places: {
    cfo: [
      { href: '/cfo-tjanster-goteborg', label: 'Göteborg' },
      { href: '/cfo-tjanster-stockholm', label: 'Stockholm' },
      { href: '/cfo-tjanster-are-ostersund', label: 'Åre/Östersund' },
    ],
    interim: [{ href: '/interim-cfo-stockholm', label: 'Stockholm' }],
  },
  phone: { display: '08-123 45 67', href: 'tel:+4681234567', name: 'Ring 08-123 45 67' },
  current: '/kassaflode',
};

function render(p: SiteNavProps = props) {
  return renderToString(<SiteNav {...p} />);
}

const html = render();
/** The disclosures (left out of `anchors`, the page links): links to the footer's columns until enhance-nav.ts makes them buttons. */
const toggles = tags(html, 'a').filter((a) => attr(a, 'data-toggle') !== undefined);
const anchors = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
  .map((m) => ({
    href: attr(`<a${m[1]}>`, 'href'),
    tag: `<a${m[1]}>`,
    name: attr(`<a${m[1]}>`, 'aria-label') ?? (m[2] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'),
  }))
  .filter((a) => attr(a.tag, 'data-toggle') === undefined);
const hrefs = anchors.map((a) => a.href);
/** The element whose id is `id`: its opening tag. */
const byId = (id: string) => [...html.matchAll(/<[a-z]+\b[^>]*>/g)].map((m) => m[0]).find((t) => attr(t, 'id') === id);

describe('SiteNav server markup', () => {
  it('is one navigation landmark named by site.yaml, with no menu roles', () => {
    expect(tags(html, 'nav')).toHaveLength(1);
    expect(attr(tags(html, 'nav')[0]!, 'aria-label')).toBe(header.navLabel);
    expect(html).not.toMatch(/role="menu/);
  });

  it('has no buttons: each disclosure is a link to the footer column with the same pages, claiming no state', () => {
    expect(tags(html, 'button')).toEqual([]);
    // Meny, then the menu's Tjänster and Orter.
    expect(toggles.map((t) => attr(t, 'href'))).toEqual([`#${footerSections.services}`, `#${footerSections.services}`, `#${footerSections.places}`]);
    for (const toggle of toggles) {
      expect(attr(toggle, 'aria-expanded')).toBeUndefined();
      expect(attr(toggle, 'aria-controls')).toBeUndefined();
    }
  });

  it('names for each disclosure an existing panel that follows it: the sections hidden, the menu shown by site-nav.css', () => {
    const controlled = toggles.map((t) => attr(t, 'data-controls')!);
    expect(new Set(controlled).size).toBe(toggles.length);
    for (const id of controlled) {
      const panel = byId(id);
      expect(panel, id).toBeDefined();
      const toggle = toggles.find((t) => attr(t, 'data-controls') === id)!;
      // The menu is the wide bar's too: no `hidden` (the narrow layout hides it until it is open).
      if (attr(toggle, 'data-toggle') === 'mobile') expect(panel).not.toMatch(/\shidden/);
      else expect(panel).toMatch(/\shidden=""/);
      // Tab order: the panel's links come right after its button.
      expect(html.indexOf(panel!)).toBeGreaterThan(html.indexOf(toggle));
    }
  });

  it('has unique ids', () => {
    expect(new Set(ids(html)).size).toBe(ids(html).length);
  });

  it('links every service once, in the given order, then the overview: one menu for every width (docs/decisions.md 172)', () => {
    const serviceHrefs = props.services.map((s) => s.href);
    const first = hrefs.indexOf(serviceHrefs[0]!);
    expect(hrefs.slice(first, first + serviceHrefs.length + 1)).toEqual([...serviceHrefs, header.allServices.href]);
    expect(anchors.find((a) => a.href === header.allServices.href)?.name).toBe(header.allServices.label);
    for (const href of [...serviceHrefs, header.allServices.href]) expect(hrefs.filter((h) => h === href)).toHaveLength(1);
  });

  it('links every city, with names that tell the CFO and interim groups apart', () => {
    const names = anchors.map((a) => a.name);
    for (const city of props.places.cfo) {
      expect(anchors.filter((a) => a.href === city.href).map((a) => a.name)).toEqual([`${offers.cfo} ${city.label}`]);
    }
    expect(anchors.filter((a) => a.href === '/interim-cfo-stockholm').map((a) => a.name)).toEqual([`${offers.interim} Stockholm`]);
    expect(texts(html, 'p')).toEqual(expect.arrayContaining([offers.cfo, offers.interim]));
    expect(names.filter((n) => n === 'Stockholm')).toEqual([]);
  });

  it('links prices, FAQ, booking and the phone number', () => {
    for (const { href, label } of [header.prices, header.faq, header.about]) expect(anchors.filter((a) => a.href === href).map((a) => a.name)).toEqual([label]);
    // The narrow bar (one tap from every page), and the menu's end: the wide bar's, and inside the narrow menu.
    expect(anchors.filter((a) => a.href === header.book.href).map((a) => a.name)).toEqual([header.book.label, header.book.label]);
    const calls = anchors.filter((a) => a.href === 'tel:+4681234567');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) expect(call.name).toBe(props.phone.name);
    expect(html).toContain('>08-123 45 67<');
  });

  it('marks the current page', () => {
    const current = anchors.filter((a) => attr(a.tag, 'aria-current') === 'page').map((a) => a.href);
    expect(current).toEqual(['/kassaflode']);
  });

  it('has no dead links', () => {
    for (const href of hrefs) expect(href).toMatch(/^(\/[a-z0-9-]*(#[a-z][a-z0-9-]*)?|tel:\+\d+)$/);
  });

  it('names each disclosure by what it opens, for enhance-nav.ts', () => {
    expect(toggles.map((t) => attr(t, 'data-toggle'))).toEqual(['mobile', 'services', 'cities']);
  });

  it('marks the navigation for enhance-nav.ts', () => {
    expect(attr(tags(html, 'nav')[0]!, 'data-site-nav')).toBe('');
  });

  it('is styled by class names from site-nav.css (and base.css for the screen-reader-only text): no inline styles', () => {
    const raw = render();
    expect(raw).not.toMatch(/<style\b/);
    expect(raw).not.toMatch(/\sstyle="/);
    const classes = new Set([...raw.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) {
      const [sheet, css] = name === 'vh' ? ['base.css', baseCss] : ['site-nav.css', navCss];
      if (sheet === 'site-nav.css') expect(name, 'class names are prefixed').toMatch(/^sn-[a-z0-9-]+$/);
      expect(css, `${name} is defined in ${sheet}`).toMatch(new RegExp(`\\.${name}(?![a-z0-9-])`));
    }
  });
});
