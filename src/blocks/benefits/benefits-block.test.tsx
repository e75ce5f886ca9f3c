import { describe, expect, it } from 'vitest';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { BenefitsBlock } from './benefits-block';

describe('BenefitsBlock', () => {
  const items: [string, string, string] = ['Bättre likviditet.', 'Kortare kredittider.', 'Mindre bundet kapital.'];
  const { html } = renderBlock(<BenefitsBlock type="benefits" id="fordelar" heading="Det här får ni" intro="Tre saker." items={items} />);

  it('is a section named by its h2, with no h1', () => {
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Det här får ni']);
    const section = tags(html, 'section')[0]!;
    expect(attr(section, 'id')).toBe('fordelar');
    expect(attr(section, 'aria-labelledby')).toBe(attr(tags(html, 'h2')[0]!, 'id'));
    expect(html).toContain('Tre saker.');
  });

  it('lists every benefit in a real list, with decorative check icons', () => {
    expect(tags(html, 'ul')).toHaveLength(1);
    expect(texts(html, 'li')).toEqual(items);
    for (const svg of tags(html, 'svg')) expect(attr(svg, 'aria-hidden')).toBe('true');
  });
});
