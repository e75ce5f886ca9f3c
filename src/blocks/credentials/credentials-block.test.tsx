import { describe, expect, it } from 'vitest';
import { withDefaults } from '../test-content';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { CredentialsBlock } from './credentials-block';

describe('CredentialsBlock', () => {
  it('renders nothing while both lists are empty or left out', () => {
    expect(renderBlock(<CredentialsBlock {...withDefaults({ type: 'credentials', heading: 'Kunder' })} />).html).toBe('');
    expect(renderBlock(<CredentialsBlock {...withDefaults({ type: 'credentials', heading: 'Kunder', clients: [], certifications: [] })} />).html).toBe('');
  });

  it('shows only the list that is filled in', () => {
    const { html } = renderBlock(
      <CredentialsBlock
        {...withDefaults({
          type: 'credentials',
          heading: 'Certifieringar',
          certifications: [{ name: 'Auktoriserad redovisningskonsult', issuer: 'Srf konsulterna' }],
        })}
      />,
    );
    expect(tags(html, 'ul').map((u) => attr(u, 'aria-label'))).toEqual(['Certifieringar och medlemskap']);
    expect(html).toContain('Srf konsulterna');
  });

  it('names a client in text, or by its logo’s alt text', () => {
    const { html } = renderBlock(
      <CredentialsBlock
        {...withDefaults({ type: 'credentials', heading: 'Kunder', clients: [{ name: 'Bolaget AB' }, { name: 'Logga AB', logo: 'bilder/kunder/logga.png' }] })}
      />,
    );
    expect(texts(html, 'li')[0]).toBe('Bolaget AB');
    expect(attr(tags(html, 'img')[0]!, 'alt')).toBe('Logga AB');
  });

  it('uses the logo’s own alt text when the editor wrote one', () => {
    const { html } = renderBlock(
      <CredentialsBlock
        {...withDefaults({
          type: 'credentials',
          heading: 'Kunder',
          clients: [{ name: 'Logga AB', logo: 'bilder/kunder/logga.png', logoAlt: 'Logga AB:s logotyp' }],
        })}
      />,
    );
    expect(attr(tags(html, 'img')[0]!, 'alt')).toBe('Logga AB:s logotyp');
    // The alt text describes the picture; the client is still named, for a screen reader only (src/ui/picture.tsx).
    expect(texts(html, 'li')).toEqual(['Logga AB']);
    expect(tags(html, 'span').map((span) => attr(span, 'class'))).toEqual(['vh']);
  });

  it('names a client only once when its logo has no alt text of its own', () => {
    const { html } = renderBlock(
      <CredentialsBlock {...withDefaults({ type: 'credentials', heading: 'Kunder', clients: [{ name: 'Logga AB', logo: 'bilder/kunder/logga.png' }] })} />,
    );
    expect(tags(html, 'span')).toEqual([]);
    expect(attr(tags(html, 'img')[0]!, 'alt')).toBe('Logga AB');
  });
});
