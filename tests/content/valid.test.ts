/**
 * The minimal valid project in fixtures/valid/ loads without problems against the real schemas,
 * and the lists derived from it are what a visitor would see.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { load, removeProjects } from './fixture-project';

afterAll(removeProjects);

describe('the valid fixture project', () => {
  it('loads with no problems and derives menus, city lists and the sitemap', async () => {
    const result = await load();
    if (!result.ok) throw new Error(`unexpected problems:\n${result.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`).join('\n')}`);
    const { site, pages, derived } = result.content;

    expect(site.brand).toBe('Testbolaget CFO');
    expect(pages.map((p) => [p.path, p.file])).toEqual([
      ['/boka-mote', 'pages/boka-mote.yaml'],
      ['/cfo-tjanster-umea', 'pages/cfo-tjanster-umea.yaml'],
      ['/', 'pages/index.yaml'],
      ['/interim-cfo-umea', 'pages/interim-cfo-umea.yaml'],
      ['/kassaflode', 'pages/kassaflode.yaml'],
      ['/tack', 'pages/tack.yaml'],
    ]);
    expect(derived.services).toEqual([
      {
        href: '/kassaflode',
        label: 'Kassaflödesoptimering',
        summary: 'Frigör rörelsekapital och få kontroll på likviditeten.',
        category: 'Kassaflöde',
        group: 'main',
        icon: 'Payments',
      },
    ]);
    expect(derived.places).toEqual({
      cfo: [{ href: '/cfo-tjanster-umea', label: 'Umeå' }],
      interim: [{ href: '/interim-cfo-umea', label: 'Umeå' }],
      all: '/#orter',
    });
    expect(derived.cityCards).toEqual([
      {
        name: 'Umeå',
        summary: 'CFO-tjänster för växande företag i Umeå och Västerbotten.',
        cfoHref: '/cfo-tjanster-umea',
        interimHref: '/interim-cfo-umea',
      },
    ]);
    expect(derived.moreCities).toEqual([]);
    expect(derived.sitemap).toEqual(['/', '/boka-mote', '/cfo-tjanster-umea', '/interim-cfo-umea', '/kassaflode']);
  });
});
