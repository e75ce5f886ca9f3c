import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, testDerived, testSite, texts } from '../test-fixture';
import { RelatedBlock, findService } from './related-block';

describe('RelatedBlock', () => {
  const block = withDefaults({ type: 'related', heading: 'Relaterade tjänster', links: ['/due-diligence', '/kassaflode'] });
  const { html } = renderBlock(<RelatedBlock {...block} />);

  it('takes titles and summaries from the derived service list, in link order', () => {
    expect(texts(html, 'h2')).toEqual(['Relaterade tjänster']);
    expect(texts(html, 'h3')).toEqual(['Due diligence', 'Kassaflödesoptimering']);
    expect(html).toContain('Granskning inför affär.');
    expect(html).toContain('Frigör rörelsekapital.');
  });

  it('links each card with a distinct accessible name', () => {
    const links = tags(html, 'a');
    expect(links.map((a) => attr(a, 'href'))).toEqual(['/due-diligence', '/kassaflode']);
    expect(texts(html, 'a')).toEqual([`${block.readMore} – Due diligence`, `${block.readMore} – Kassaflödesoptimering`]);
  });

  it('follows a declared redirect straight to the page', () => {
    const out = renderBlock(<RelatedBlock {...withDefaults({ type: 'related', heading: 'Mer', links: ['/kpi'] })} />).html;
    expect(texts(out, 'h3')).toEqual(['KPI-utveckling']);
    expect(attr(tags(out, 'a')[0]!, 'href')).toBe('/kpi-utveckling');
  });

  it('fails loudly for a link that is not a service page', () => {
    expect(() => findService('/finns-inte', testDerived.services, testSite.redirects)).toThrow(/finns-inte/);
  });
});
