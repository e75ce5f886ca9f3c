import { describe, expect, it } from 'vitest';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { CtaBlock } from './cta-block';

describe('CtaBlock', () => {
  const { html } = renderBlock(
    <CtaBlock
      type="cta"
      heading="Redo att ta nästa steg?"
      text="Första mötet är alltid gratis."
      actions={[
        { label: 'Boka möte', href: '/boka-mote' },
        { label: 'Ring oss', href: 'telefon' },
      ]}
    />,
  );

  it('is a section named by its h2 with the text', () => {
    expect(tags(html, 'h1')).toHaveLength(0);
    expect(texts(html, 'h2')).toEqual(['Redo att ta nästa steg?']);
    expect(attr(tags(html, 'section')[0]!, 'aria-labelledby')).toBe(attr(tags(html, 'h2')[0]!, 'id'));
    expect(html).toContain('Första mötet är alltid gratis.');
  });

  it('resolves telefon and e-post to the firm’s contact links', () => {
    expect(tags(html, 'a').map((a) => attr(a, 'href'))).toEqual(['/boka-mote', 'tel:+4681234567']);
    const mail = renderBlock(<CtaBlock type="cta" heading="Skriv" actions={[{ label: 'Mejla oss', href: 'e-post' }]} />).html;
    expect(attr(tags(mail, 'a')[0]!, 'href')).toBe('mailto:hej@test.example');
  });
});
