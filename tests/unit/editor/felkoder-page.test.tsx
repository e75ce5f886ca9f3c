/**
 * The editor links every problem's code to its section of docs/felkoder.md, served by the dev
 * server as /redigera/felkoder and the workspace as /konto/redigera/felkoder (src/editor/publish/felkoder-page.ts): each link's anchor must exist on
 * that page, and the page must show the reference's text as text.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { felkoderFile } from '~/scripts/generate-felkoder';
import { felkoderPage } from '~/src/editor/publish/felkoder-page';
import { refusals } from '~/server/leads/refusal-codes';
import { catalogue } from '~/src/content/problem-catalogue';
import type { Problem } from '~/src/content/problem';
import { codeHref, felkoderPath } from '~/src/editor/ui/code-link';
import { FieldMessages } from '~/src/editor/ui/field-messages';

const page = felkoderPage(readFileSync(felkoderFile, 'utf8'));
const ids = new Set([...page.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

describe('the error reference in the editor', () => {
  it('has a section, by the link’s anchor, for every content code and every lead refusal code', () => {
    const codes = [...Object.values(catalogue).map((e) => e.code), ...Object.values(refusals).map((e) => e.code)];
    const missing = codes.filter((code) => !ids.has(codeHref(code).slice(felkoderPath.length + 1)));
    expect(missing).toEqual([]);
    expect(page).toContain('<h3 id="c301">C301</h3>');
  });

  it('shows the Markdown as text: bold and code made, escapes undone, no markup let through', () => {
    expect(page).toContain('<li><strong>Slag:</strong> fel — stoppar <code>npm run validate</code> och bygget tills det är rättat</li>');
    const text = page.replace(/<[^>]+>/g, '');
    expect(text).not.toMatch(/\*\*|\\[*_<>[\]`#|]/);
    expect(felkoderPage('- **Meddelandet:** fältet \\*‹name›\\* får inte ha \\<b\\>')).toContain(
      '<li><strong>Meddelandet:</strong> fältet *‹name›* får inte ha &lt;b&gt;</li>',
    );
  });

  it('is where a field’s problem links its code', () => {
    const problem = { code: 'C301', severity: 'error', message: 'fältet saknas', hint: 'Fyll i det.' } as Problem;
    const html = renderToStaticMarkup(<FieldMessages id="f" problems={[problem]} />);
    expect(html).toMatch(new RegExp(`<a class="[^"]*\\bkod\\b[^"]*" href="${felkoderPath}#c301"`));
    expect(html).toContain('>[C301]</a>');
  });
});
