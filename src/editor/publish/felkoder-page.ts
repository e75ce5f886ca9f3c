/**
 * docs/felkoder.md as a page of the editor, /redigera/felkoder (docs/decisions.md 91): every code an
 * editor sees links to its section there (src/editor/ui/code-link.tsx), so the reference must be
 * readable where the editor runs — `npm run dev`, offline, with no GitHub. The Markdown file is the
 * one reference; this turns the small part of Markdown that scripts/generate-felkoder.ts writes
 * (headings, list items, paragraphs, a code block, `code`, **bold**, backslash escapes) into HTML,
 * each `### C301` an `<h3 id="c301">` — the anchor GitHub gives the same heading.
 */
import { escapeHtml } from '../../shared/escape-html';
import { captures } from '../../shared/captures';
import { itemAt } from '../../shared/item-at';

/** The anchor of a code's section, as GitHub and this page make it. */
export const codeAnchor = (code: string) => code.toLowerCase();

function inline(markdown: string): string {
  const parts = markdown.split(/((?<!\\)`[^`]*`)/);
  return parts
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      // Bold first (its stars are not escaped), then the escapes, whose characters stay literal.
      return escapeHtml(part)
        .replace(/(?<!\\)\*\*(.+?)(?<!\\)\*\*/g, '<strong>$1</strong>')
        .replace(/\\(&lt;|&gt;|&amp;|[\\`*_[\]|#])/g, '$1');
    })
    .join('');
}

export function felkoderPage(markdown: string): string {
  const body: string[] = [];
  let list = false;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) body.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list) body.push('</ul>');
    list = false;
  };
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = itemAt(lines, i, 'felkoder.md');
    const heading = captures(/^(#{1,3}) (.*)$/.exec(line), 2);
    if (line.startsWith('<!--') || line.trim() === '') flush();
    else if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (let next = lines[i + 1]; next !== undefined && !next.startsWith('```'); next = lines[++i + 1]) code.push(next);
      i++;
      body.push(`<pre>${escapeHtml(code.join('\n'))}</pre>`);
    } else if (heading) {
      flush();
      const [hashes, text] = heading;
      const level = hashes.length;
      body.push(level === 3 ? `<h3 id="${codeAnchor(text)}">${inline(text)}</h3>` : `<h${level}>${inline(text)}</h${level}>`);
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      if (!list) body.push('<ul>');
      list = true;
      body.push(`<li>${inline(line.slice(2))}</li>`);
    } else paragraph.push(line);
  }
  flush();
  return `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Felkoder – Redigera sidor</title>
    <style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;line-height:1.5}h3{margin-top:1.5rem}:target{outline:3px solid;outline-offset:4px}pre{overflow:auto}</style>
  </head>
  <body>
    <main>
${body.join('\n')}
    </main>
  </body>
</html>
`;
}
