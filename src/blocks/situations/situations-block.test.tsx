import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { SituationsBlock } from './situations-block';

describe('SituationsBlock', () => {
  const block = withDefaults({
    type: 'situations',
    heading: 'När behövs en interim CFO?',
    intro: 'Vanliga situationer.',
    items: [
      {
        icon: 'Warning',
        badge: '3–12 månader',
        title: 'Ekonomichefen slutar',
        description: 'Någon behöver ta över direkt.',
        timeline: [
          { when: 'Dag 1–2', text: 'Överlämning och genomgång' },
          { when: 'Vecka 1', text: 'Bokslut och rapportering säkras' },
          { when: 'Månad 2–3', text: 'Rekrytering av efterträdare' },
        ],
      },
      {
        title: 'Snabb tillväxt',
        description: 'Ekonomifunktionen hänger inte med.',
        timeline: [
          { when: 'Vecka 1', text: 'Nulägesanalys' },
          { when: 'Månad 1–6', text: 'Processer byggs upp' },
        ],
      },
    ],
  });
  const { html, islands } = renderBlock(<SituationsBlock {...block} />);

  it('is static: a section with an h2, one h3 per situation, in a list', () => {
    expect(islands).toEqual([]);
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['När behövs en interim CFO?']);
    expect(texts(html, 'h3')).toEqual(['Ekonomichefen slutar', 'Snabb tillväxt']);
    expect(html).toMatch(/^<section[^>]*>.*<ul\b/s);
  });

  it('shows each timeline as an ordered list of when and what, under the default heading', () => {
    expect(tags(html, 'ol')).toHaveLength(2);
    expect(html.split(block.timelineHeading)).toHaveLength(3);
    const [first] = [...html.matchAll(/<ol\b[^>]*>([\s\S]*?)<\/ol>/g)].map((m) => m[1]!);
    expect(texts(first!, 'li')).toEqual([
      'Dag 1–2 Överlämning och genomgång',
      'Vecka 1 Bokslut och rapportering säkras',
      'Månad 2–3 Rekrytering av efterträdare',
    ]);
  });

  it('shows icon and badge when given; the icon is decorative', () => {
    expect(html).toContain('3–12 månader');
    const svgs = tags(html, 'svg');
    expect(svgs).toHaveLength(1);
    expect(attr(svgs[0]!, 'aria-hidden')).toBe('true');
  });

  it('takes another timeline heading', () => {
    const other = renderBlock(
      <SituationsBlock
        {...block}
        heading="Situationer"
        timelineHeading="Tidslinje"
        items={[
          {
            title: 'Kris',
            description: 'Likviditeten sviktar.',
            timeline: [
              { when: 'Dag 1', text: 'Kassaprognos' },
              { when: 'Vecka 2', text: 'Åtgärdsplan' },
            ],
          },
        ]}
      />,
    ).html;
    expect(other).toContain('Tidslinje');
    expect(other).not.toContain(block.timelineHeading);
  });
});
