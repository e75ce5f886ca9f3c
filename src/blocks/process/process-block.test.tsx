import { describe, expect, it } from 'vitest';
import { attr, renderBlock, tags, texts } from '../test-fixture';
import { ProcessBlock } from './process-block';

describe('ProcessBlock', () => {
  const { html } = renderBlock(
    <ProcessBlock
      type="process"
      heading="Så arbetar vi"
      steps={[
        { title: 'Analys', description: 'Vi går igenom siffrorna.', icon: 'Search' },
        { title: 'Handlingsplan', description: 'Vi prioriterar.' },
        { title: 'Genomförande', description: 'Vi gör jobbet.', details: ['Veckovisa avstämningar'] },
        { title: 'Löpande rådgivning', description: 'Vi följer upp.' },
      ]}
    />,
  );

  it('is an ordered list of steps with h3 titles under an h2', () => {
    expect(texts(html, 'h2')).toEqual(['Så arbetar vi']);
    expect(tags(html, 'ol')).toHaveLength(1);
    expect(texts(html, 'h3')).toEqual(['Steg 1: Analys', 'Steg 2: Handlingsplan', 'Steg 3: Genomförande', 'Steg 4: Löpande rådgivning']);
  });

  it('shows the step numbers 1–4 in order', () => {
    const numbers = tags(html, 'span')
      .map((span) => attr(span, 'data-step'))
      .filter(Boolean);
    expect(numbers).toEqual(['1', '2', '3', '4']);
    const visible = [...html.matchAll(/data-step="\d"[^>]*>(\d)</g)].map((m) => m[1]);
    expect(visible).toEqual(['1', '2', '3', '4']);
  });

  it('lists step details', () => {
    expect(texts(html, 'li').at(-2)).toContain('Veckovisa avstämningar');
  });
});
