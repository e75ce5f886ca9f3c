import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { UrgentBlock } from './urgent-block';

describe('UrgentBlock', () => {
  const block = withDefaults({
    type: 'urgent',
    id: 'akut',
    heading: 'Behöver ni en CFO redan i veckan?',
    text: 'Ring oss så har ni en erfaren CFO på plats inom 24–48 timmar.',
    points: ['Start inom 24–48 timmar', 'CFO:er med mer än 15 års erfarenhet'],
    actions: [
      { label: 'Ring oss nu', href: 'telefon' },
      { label: 'Boka möte samma dag', href: '/boka-mote?bradskande=asap' },
    ],
  });
  const { html, islands } = renderBlock(<UrgentBlock {...block} />);

  it('is a section named by its h2, with an anchor, the text and no h1', () => {
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Behöver ni en CFO redan i veckan?']);
    const section = tags(html, 'section')[0]!;
    expect(attr(section, 'id')).toBe('akut');
    expect(attr(section, 'aria-labelledby')).toBe(attr(tags(html, 'h2')[0]!, 'id'));
    expect(html).toContain('Ring oss så har ni en erfaren CFO på plats inom 24–48 timmar.');
  });

  it('says it is urgent in words before the heading, not by colour alone; the icon is decorative', () => {
    expect(html.indexOf(block.label)).toBeGreaterThan(-1);
    expect(html.indexOf(block.label)).toBeLessThan(html.indexOf('<h2'));
    for (const svg of tags(html, 'svg')) expect(attr(svg, 'aria-hidden')).toBe('true');
  });

  it('lists the points and links the phone and the same-day meeting; it is static HTML', () => {
    expect(texts(html, 'li')).toEqual(['Start inom 24–48 timmar', 'CFO:er med mer än 15 års erfarenhet']);
    expect(tags(html, 'a').map((a) => attr(a, 'href'))).toEqual(['tel:+4681234567', '/boka-mote?bradskande=asap']);
    expect(texts(html, 'a')).toEqual(['Ring oss nu', 'Boka möte samma dag']);
    expect(islands).toEqual([]);
  });

  it('takes its own label and icon, and works without points', () => {
    const minimal = renderBlock(
      <UrgentBlock
        type="urgent"
        label="Brådskande"
        icon="AccessTime"
        heading="Akut läge?"
        text="Vi svarar samma dag."
        actions={[{ label: 'Ring oss', href: 'telefon' }]}
      />,
    ).html;
    expect(minimal).toContain('Brådskande');
    expect(minimal).not.toContain(block.label);
    expect(tags(minimal, 'ul')).toHaveLength(0);
    expect(tags(minimal, 'a')).toHaveLength(1);
  });
});
