/**
 * Markup in a visitor's text (C504): the site's texts are plain text, rendered as text, so
 * Markdown's `**fet**` and `[länk](/adress)`, an HTML entity (`&nbsp;`) or a tag (`<br>`) would
 * be published as the characters typed — what an editor pasting from a document or a CMS means
 * is never what the page shows (issue 30). An error, like a brace that is not a placeholder (C502).
 */
import { reporter } from './checked-file';
import { catalogue } from './problem-catalogue';
import type { Problem } from './problem';
import { strings, type TextFile } from './text-checks';

/** Markdown links, Markdown emphasis, HTML entities and HTML tags. */
const markup: readonly RegExp[] = [
  /\[[^\]\n]+\]\([^)\s]*\)/g,
  /\*\*[^*\n]+\*\*|(?<![\p{L}\p{N}])__[^_\n]+__(?![\p{L}\p{N}])/gu,
  /&(?:[a-z][a-z0-9]{1,30}|#[0-9]{1,7}|#x[0-9a-f]{1,6});/gi,
  /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi,
];

/** One problem per piece of markup, on the field that holds it. */
export function checkMarkup(files: readonly TextFile[]): Problem[] {
  const problems: Problem[] = [];
  const at = reporter(problems);
  for (const { source, data } of files) {
    for (const { text, path } of strings(data)) {
      for (const pattern of markup) for (const [found] of text.matchAll(pattern)) at(source, path, catalogue.literalMarkup, { found });
    }
  }
  return problems;
}
