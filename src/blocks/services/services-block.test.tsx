import { describe, expect, it } from 'vitest';
import type { Derived, ServicesBlockData } from '~/src/content/model';
import { PageContext } from '~/src/render/page-context';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, testDerived, testPage, testSite, texts } from '../test-fixture';
import { iconDrawing } from '~/src/ui/icon';
import { ServicesBlock } from './services-block';

function render(block: Partial<ServicesBlockData> = {}, services: Derived['services'] = testDerived.services) {
  const props: ServicesBlockData = withDefaults({ type: 'services', heading: 'Specialisttjänster', group: 'specialist', ...block });
  return renderBlock(
    <PageContext.Provider value={{ site: testSite, page: testPage(), derived: { ...testDerived, services } }}>
      <ServicesBlock {...props} />
    </PageContext.Provider>,
  ).html;
}

/** Accessible name (text content, markup stripped) of each link to `href`. */
function linkNames(html: string, href: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter((m) => attr(`<a${m[1]}>`, 'href') === href)
    .map((m) =>
      m[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

describe('ServicesBlock', () => {
  it('shows only the services of its group, in the derived order, each as an h3 card', () => {
    const html = render();
    expect(texts(html, 'h3')).toEqual(['Due diligence', 'KPI-utveckling']);
    expect(html).not.toContain('Kassaflödesoptimering');
    expect(texts(html, 'li')).toHaveLength(2);
    expect(html).toContain('Granskning');
    expect(html).toContain('Nyckeltal som styr.');
  });

  it('shows the category as a badge and the service icon when it is a known one', () => {
    const main = render({ group: 'main' });
    expect(texts(main, 'p')).toContain('Kassaflöde');
    expect(main).toContain(iconDrawing('Payments'));
    // An unknown icon name in a page's metadata is skipped rather than crashing the build.
    expect(render()).not.toContain('NotAnIcon');
  });

  it('gives every "Läs mer" link an accessible name that starts with the label and names the service', () => {
    const html = render();
    const { readMore } = withDefaults({ type: 'services', heading: 'Tjänster', group: 'specialist' });
    expect(linkNames(html, '/due-diligence')).toEqual([`${readMore} – Due diligence`]);
    expect(linkNames(html, '/kpi-utveckling')).toEqual([`${readMore} – KPI-utveckling`]);
  });

  it('is a section named by its h2, with the optional anchor and intro', () => {
    const html = render({ id: 'specialister', intro: 'Fördjupning när ni behöver den.' });
    const [section] = tags(html, 'section');
    expect(attr(section!, 'id')).toBe('specialister');
    const [h2] = tags(html, 'h2');
    expect(attr(h2!, 'id')).toBe(attr(section!, 'aria-labelledby'));
    expect(texts(html, 'h2')).toEqual(['Specialisttjänster']);
    expect(html).toContain('Fördjupning när ni behöver den.');
  });

  it('renders nothing when no page belongs to the group', () => {
    expect(
      render(
        {},
        testDerived.services.filter((s) => s.group === 'main'),
      ),
    ).toBe('');
  });
});
