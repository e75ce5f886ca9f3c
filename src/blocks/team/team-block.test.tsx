import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { TeamBlock } from './team-block';

const anna = {
  name: 'Anna Berg',
  role: 'CFO',
  bio: 'Tjugo år som ekonomichef i industrin.',
  photo: 'bilder/team/anna.jpg',
  linkedin: 'https://www.linkedin.com/in/anna',
};
const built = {
  width: 960,
  height: 1200,
  avif: '/bilder/anna-1-320.avif 320w, /bilder/anna-1-960.avif 960w',
  webp: '/bilder/anna-1-320.webp 320w',
  src: '/bilder/anna-1-960.webp',
};

describe('TeamBlock', () => {
  it('renders nothing at all while no member is filled in (docs/decisions.md 19)', () => {
    expect(renderBlock(<TeamBlock {...withDefaults({ type: 'team', heading: 'Våra CFO:er', members: [] })} />).html).toBe('');
  });

  it('shows each member with name, role, presentation and LinkedIn link', () => {
    const { html } = renderBlock(
      <TeamBlock
        {...withDefaults({ type: 'team', heading: 'Våra CFO:er', members: [anna, { name: 'Erik Ek', role: 'Interim CFO', bio: 'Har lett tre förvärv.' }] })}
      />,
    );
    expect(texts(html, 'h2')).toEqual(['Våra CFO:er']);
    expect(texts(html, 'h3')).toEqual(['Anna Berg', 'Erik Ek']);
    expect(html).toContain('Har lett tre förvärv.');
    expect(tags(html, 'a').map((a) => attr(a, 'href'))).toEqual(['https://www.linkedin.com/in/anna']);
    expect(tags(html, 'img')).toHaveLength(1);
  });

  it('uses the build’s AVIF and WebP widths with the photo’s width and height, lazily', () => {
    const { html } = renderBlock(<TeamBlock {...withDefaults({ type: 'team', heading: 'Våra CFO:er', members: [anna] })} />, {
      images: { [anna.photo]: built },
    });
    const sources = tags(html, 'source');
    expect(sources.map((s) => attr(s, 'type'))).toEqual(['image/avif', 'image/webp']);
    expect(attr(sources[0]!, 'srcSet')).toBe(built.avif); // React writes srcSet; HTML attribute names ignore case
    const img = tags(html, 'img')[0]!;
    expect([attr(img, 'src'), attr(img, 'width'), attr(img, 'height'), attr(img, 'loading'), attr(img, 'alt')]).toEqual([
      built.src,
      '960',
      '1200',
      'lazy',
      'Anna Berg, CFO',
    ]);
  });

  it('describes the photo by its alt text when the editor wrote one', () => {
    const { html } = renderBlock(
      <TeamBlock {...withDefaults({ type: 'team', heading: 'Våra CFO:er', members: [{ ...anna, photoAlt: 'Anna Berg vid whiteboarden på kontoret' }] })} />,
    );
    expect(attr(tags(html, 'img')[0]!, 'alt')).toBe('Anna Berg vid whiteboarden på kontoret');
    // Her name and role are the heading and line beside the photo: not said a second time.
    expect(html).not.toContain('class="vh">Anna Berg');
  });
});
