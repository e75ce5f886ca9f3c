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

  // A variant's rules ship only with the pages that draw it (docs/decisions.md 173, src/render/stylesheet.ts):
  // the class a page's markup would carry, and a selector of the variant's own sheet.
  const variants: [className: string, selector: string][] = [
    ['section-brand', '.section.section-brand'],
    ['section-split', '.section-split'],
    ['section-note', '.section-note'],
    ['figures-large', '.figures.figures-large'],
    ['team-member', '.team-member'],
    ['credentials-clients', '.credentials-clients'],
  ];
  it('carries a variant’s rules only on the pages that draw it', () => {
    const mismatched = builtPages().flatMap(([name, file]) => {
      const html = readPage(file);
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const body = html.slice(html.indexOf('<body'));
      return variants
        .filter(([className, selector]) => {
          const drawn = new RegExp(`class="([^"]* )?${className}[ "]`).test(body);
          const styled = ['{', ',', ' ', '>'].some((next) => css.includes(`${selector}${next}`));
          return drawn !== styled;
        })
        .map(([className]) => `${name}: ${className}`);
    });
    expect(mismatched).toEqual([]);
    // Some pages draw each of the common variants, some do not: the rule is tested both ways.
    const drawn = (className: string) => builtPages().filter(([, file]) => readPage(file).includes(className)).length;
    for (const className of ['section-brand', 'section-split', 'section-note']) expect(drawn(className), className).toBeGreaterThan(0);
    expect(builtPages().length - drawn('section-brand')).toBeGreaterThan(0);
  });

  it('finds a duplicated rule', () => {
    const blocks = topLevelBlocks('.a{color:red}@media (min-width:1px){.a{color:red}}.a{color:red}');
    expect(blocks).toEqual(['.a{color:red}', '@media (min-width:1px){.a{color:red}}', '.a{color:red}']);
  });
});
