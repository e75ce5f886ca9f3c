import { describe, expect, it } from 'vitest';
import type { HeroBlockData, ResultsBlockData } from '~/src/content/model';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, testPage, testSite, texts } from '../test-fixture';
import { iconDrawing } from '~/src/ui/icon';
import { HeroBlock } from './hero-block';

const hero: HeroBlockData = withDefaults({
  type: 'hero',
  id: 'start',
  badge: 'Kassaflödesoptimering',
  heading: 'Frigör kapital som ligger bundet',
  lead: 'Vi hjälper er att förbättra likviditeten.',
  points: ['Helt kostnadsfritt', 'Ingen bindningstid'],
  actions: [
    { label: 'Boka gratis konsultation', href: '/boka-mote' },
    { label: 'Ring oss', href: 'telefon' },
  ],
  stats: [
    { value: '+12 %', label: 'bättre marginal i snitt' },
    { value: '5–100 MSEK', label: 'i omsättning' },
  ],
});

describe('HeroBlock', () => {
  const { html } = renderBlock(<HeroBlock {...hero} />);

  it('renders the page heading as the only h1 and names the section by it', () => {
    expect(tags(html, 'h1')).toHaveLength(1);
    expect(texts(html, 'h1')).toEqual([hero.heading]);
    const section = tags(html, 'section')[0]!;
    expect(attr(section, 'id')).toBe('start');
    expect(attr(section, 'aria-labelledby')).toBe(attr(tags(html, 'h1')[0]!, 'id'));
  });

  it('shows the badge, lead and points as a list', () => {
    expect(html).toContain('Kassaflödesoptimering');
    expect(html).toContain(hero.lead);
    expect(texts(html, 'li').slice(0, 2)).toEqual(['Helt kostnadsfritt', 'Ingen bindningstid']);
  });

  it('renders actions as links: first contained, second outlined, telefon as a tel: link with a phone icon', () => {
    const links = tags(html, 'a').filter((a) => attr(a, 'class')?.includes('btn'));
    expect(links.map((a) => attr(a, 'href'))).toEqual(['/boka-mote', 'tel:+4681234567']);
    expect(attr(links[0]!, 'class')).toContain('btn-primary');
    expect(attr(links[1]!, 'class')).toContain('btn-secondary');
    const call = /<a href="tel:[^>]*>([\s\S]*?)<\/a>/.exec(html)![1]!;
    expect(call).toContain(iconDrawing('Phone'));
  });

  it('honours an explicit variant', () => {
    const { html: out } = renderBlock(<HeroBlock {...hero} actions={[{ label: 'Läs mer', href: '/alla-tjanster', variant: 'secondary' }]} />);
    expect(attr(tags(out, 'a')[0]!, 'class')).toContain('btn-secondary');
  });

  it('lists key figures under a labelled heading, "I siffror" by default', () => {
    expect(texts(html, 'h2')).toEqual(['I siffror']);
    const group = tags(html, 'div').find((d) => attr(d, 'role') === 'group')!;
    expect(attr(group, 'aria-labelledby')).toBe(attr(tags(html, 'h2')[0]!, 'id'));
    expect(html).toContain('+12 %');
    expect(html).toContain('bättre marginal i snitt');
    const custom = renderBlock(<HeroBlock {...hero} statsHeading="Nyckeltal" />).html;
    expect(texts(custom, 'h2')).toEqual(['Nyckeltal']);
  });

  it('without stats, shows site.yaml’s facts beside heading and lead, owned by site.yaml, under a motif that is no chart (docs/decisions.md 43, 50)', () => {
    const { html: out } = renderBlock(<HeroBlock {...withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' })} />);
    expect(texts(out, 'h2')).toEqual([testSite.heroFigures.heading]);
    const values = [...out.matchAll(/<span class="figure-value">([^<]*)<\/span>/g)].map((m) => m[1]!.replace(/\u00a0/g, ' '));
    expect(values).toEqual(['35 000 kr/mån', testSite.promises.responseTime, testSite.promises.meetingLength]);
    expect(tags(out, 'svg').map((svg) => attr(svg, 'aria-hidden'))).toEqual(['true']);
    expect(out).not.toContain(testSite.figures.exampleBadge);
    expect(attr(tags(out, 'section')[0]!, 'id')).toBeUndefined();
  });

  it('links to the prices under the figures, except on the page the prices are on (docs/decisions.md 34)', () => {
    const hero = withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' });
    const pricesLink = (html: string) => [...html.matchAll(/<p class="hero-prices"><a href="([^"]*)">([^<]*)<\/a><\/p>/g)].map((m) => [m[1], m[2]]);
    expect(pricesLink(renderBlock(<HeroBlock {...hero} />).html)).toEqual([[testSite.header.prices.href, testSite.heroFigures.pricesLink]]);
    const pricesPage = { ...testPage([hero]), path: testSite.header.prices.href.split('#')[0]! };
    expect(pricesLink(renderBlock(<HeroBlock {...hero} />, { page: pricesPage }).html)).toEqual([]);
  });

  it('takes a page’s own results before site facts, all of them, each with its source or badged, and draws the same motif whatever the figures (docs/decisions.md 43, 171)', () => {
    const results: ResultsBlockData = {
      type: 'results',
      id: 'resultat',
      heading: 'Resultat',
      intro: 'Så har det gått för våra kunder.',
      items: [
        { value: '+28 %', label: 'bättre avkastning', source: 'Tolv kunder 2024' },
        { value: '67 %', label: 'färre risker' },
        { value: '4,2 gånger', label: 'avkastning på analysen', source: 'Tolv kunder 2024' },
        { value: '18 dagar', label: 'kortare kredittid', source: 'Tolv kunder 2024' },
      ],
      footnote: 'Genomsnitt för uppdragen.',
    };
    const page = testPage([withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' }), results]);
    const { html: out } = renderBlock(<HeroBlock {...withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' })} />, { page });
    expect(texts(out, 'h2')).toEqual(['Resultat']);
    const { sourceLabel, exampleBadge, exampleNote } = testSite.figures;
    expect(texts(out, 'li')).toEqual([
      `+28 % bättre avkastning ${sourceLabel} Tolv kunder 2024`,
      `67 % färre risker ${exampleBadge}`,
      `4,2 gånger avkastning på analysen ${sourceLabel} Tolv kunder 2024`,
      `18 dagar kortare kredittid ${sourceLabel} Tolv kunder 2024`,
    ]);
    expect(texts(out, 'p')).toContain(exampleNote);
    expect(texts(out, 'p')).toContain(results.intro);
    expect(out).not.toContain(results.footnote);
    // The block's anchor is the box's, so a link to it still lands on the figures.
    expect(
      attr(
        tags(out, 'div').find((d) => attr(d, 'role') === 'group')!,
        'id',
      ),
    ).toBe('resultat');
    // With every figure sourced, the block's footnote says what they rest on.
    const sourced = { ...results, items: results.items.map((item) => ({ ...item, source: 'Tolv kunder 2024' })) as ResultsBlockData['items'] };
    const owned = renderBlock(<HeroBlock {...withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' })} />, {
      page: testPage([withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' }), sourced]),
    }).html;
    expect(texts(owned, 'p')).toContain(results.footnote);
    expect(owned).not.toContain(exampleNote);
    const motif = (html: string) => /<svg[\s\S]*?<\/svg>/.exec(html)![0];
    expect(motif(out)).toBe(motif(renderBlock(<HeroBlock {...withDefaults({ type: 'hero', heading: 'Rubrik', lead: 'Ingress.' })} />).html));
  });
});
