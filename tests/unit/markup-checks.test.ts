import { describe, expect, it } from 'vitest';
import { checkMarkup } from '~/src/content/markup-checks';
import { parseSource } from '~/src/content/source';

/** The C504 problems of one page whose hero heading is `heading` (quoted, so YAML keeps every character). */
function problemsOf(heading: string) {
  const text = `title: Sida\nblocks:\n  - type: hero\n    heading: ${JSON.stringify(heading)}\n`;
  const { source } = parseSource('pages/sida.yaml', text);
  if (!source) throw new Error('the page did not parse');
  return checkMarkup([{ source, data: source.data }]).map((p) => ({ code: p.code, pointer: p.pointer, line: p.line, message: p.message }));
}

describe('markup in a text is refused on its field (C504)', () => {
  it.each([
    ['Markdown emphasis', 'Vi är **bäst** på kassaflöde', '**bäst**'],
    ['Markdown emphasis with underscores', 'Vi är __bäst__ på kassaflöde', '__bäst__'],
    ['a Markdown link', 'Läs mer om [kassaflöde](/kassaflode) här', '[kassaflöde](/kassaflode)'],
    ['a named HTML entity', 'Från 35&nbsp;000 kr', '&nbsp;'],
    ['a numeric HTML entity', 'Lön &#38; förmåner', '&#38;'],
    ['an HTML line break', 'Ekonomi<br>i ordning', '<br>'],
    ['an HTML tag with attributes', 'Ring <a href="tel:0">oss</a>', '<a href="tel:0">'],
  ])('%s', (_name, heading, found) => {
    const problems = problemsOf(heading);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ code: 'C504', pointer: '/blocks/0/heading', line: 4 });
    expect(problems.map((p) => p.message).join('\n')).toContain(`"${found}"`);
  });

  it.each([
    ['an ampersand between words', 'B2B & B2C, bygg & fastighet'],
    ['comparisons', 'Under <5 MSEK eller >100 MSEK i omsättning; kassaflöde > vinst'],
    ['one star', 'Priser* gäller per månad'],
    ['an underscore inside a word', 'Filen heter rapport_2026_q1.xlsx'],
    ['brackets without an address', 'Tre steg [enkelt] (och gratis)'],
  ])('leaves %s alone', (_name, heading) => {
    expect(problemsOf(heading)).toEqual([]);
  });
});
