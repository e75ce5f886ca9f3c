/**
 * Styles in the head, once (issue 15; docs/architecture.md "Styling"): every built page has one
 * <style> in its <head> — the theme's tokens first, then the stylesheets of its components — and
 * none in the body, no style attributes, no stylesheet links and no rule written twice.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, readPage } from './built-pages';

/** The top-level blocks of a stylesheet (a rule, or an @media block with its rules), as written. */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks;
}

describe('page styles', () => {
  it.each(builtPages())('%s has all its CSS in one <style> in the head, each rule once', (_name, file) => {
    const html = readPage(file);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'));
    expect(head.match(/<style\b/g)).toHaveLength(1);
    expect(body).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const css = /<style>([\s\S]*?)<\/style>/.exec(head)![1]!;
    expect(css).toMatch(/^:root\{--color-/);
    const blocks = topLevelBlocks(css);
    expect(blocks.length).toBeGreaterThan(50);
    expect(blocks.filter((block, index) => blocks.indexOf(block) !== index)).toEqual([]);
  });

  it('finds a duplicated rule', () => {
    const blocks = topLevelBlocks('.a{color:red}@media (min-width:1px){.a{color:red}}.a{color:red}');
    expect(blocks).toEqual(['.a{color:red}', '@media (min-width:1px){.a{color:red}}', '.a{color:red}']);
  });
});
