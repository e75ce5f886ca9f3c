import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FaqAccordion, { nextOpen } from './faq-accordion';

describe('nextOpen (one open at a time, collapsible)', () => {
  it.each([
    ['opening from all closed', null, 1, true, 1],
    ['opening another closes the first', 1, 2, true, 2],
    ['closing the open one leaves none open', 2, 2, false, null],
    ['a stale close of another item changes nothing', 2, 0, false, 2],
  ] as const)('%s', (_name, open, index, expanded, expected) => {
    expect(nextOpen(open, index, expanded)).toBe(expected);
  });
});

describe('FaqAccordion', () => {
  it('renders every answer, all collapsed, with unique ids within its root', () => {
    const html = renderToString(
      <FaqAccordion items={[{ question: 'Fråga A?', answer: 'Svar A.' }, { question: 'Fråga B?', answer: 'Svar B.' }]} />,
      { identifierPrefix: 'i0-' },
    );
    expect(html).toContain('Svar A.');
    expect(html).toContain('Svar B.');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-expanded="true"');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id?.startsWith('_i0-'))).toBe(true);
  });
});
