/**
 * A price, a menu label, a heading or any other word an editor writes in content changes the site
 * and leaves `npm test` green (issues 17 and 28): the tests that check the real, built site
 * (tests/e2e, tests/build, tests/webkit and the helpers in tests/*.ts) read that copy from content
 * (tests/e2e-content.ts `site`, `pageTexts`, `blocksOf`; tests/site-texts.ts) and never write it
 * out themselves, neither as a string nor as a regular expression.
 *
 * The rule (docs/decisions.md 89). Content is every string of site.yaml and of every page in
 * pages/, as written and with the site's placeholders filled in, except the values of keys that
 * are identifiers rather than words (`icon`, `type`, `id`, `href`, …). A string or regular
 * expression literal in those tests copies content when it
 *  - contains a content text of two words or more (10 characters or more), at word boundaries:
 *    "Boka gratis konsultation", "Nordvik CFO" in `Logg – Nordvik CFO`;
 *  - is, or is a selector holding, a one-word content text that begins with a capital letter and
 *    has 6 letters or more — a distinctive word, not an ordinary one: "Huvudmeny" in
 *    `nav[aria-label="Huvudmeny"]`, "Månadspaket"; a one-word label inside an English sentence
 *    ("after Godkänn …") is prose, not a copy;
 *  - is a part of two words or more (12 characters or more) of a content text, or any part of
 *    12 characters or more of a form's or the calculator's text;
 *  - is a menu label, a form's or the calculator's text, or holds a price as the site shows it.
 * Not read: comments, and the title of a test (`it`, `test`, `describe`), which names what is
 * checked for the reader and fails nothing. A literal that is the test's own input — text it types
 * into the editor, writes into a copy of a page or feeds a rule as an example — is marked
 * `copy-in-tests: own text` in a comment on its line or the line above (a statement wrapped over
 * several lines is covered to its closing bracket). Unit tests render their
 * own fixture data, so a literal there does not depend on content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from '~/scripts/support/site-routes';
import { fillTokens, siteTokens } from '~/src/content/tokens';
import { menu, site } from '../e2e-content';
import { siteTexts } from '../site-texts';

const folders = ['tests/e2e', 'tests/build', 'tests/webkit'];
const files = [
  ...folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(folder, name)),
  ),
  ...readdirSync(path.join(root, 'tests'))
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join('tests', name)),
];

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** Keys whose values are names for the code (an icon, a block type, an address), not words a visitor reads. */
const identifierKeys = /^(?:icon|type|id|href|url|image|src|slug|variant|kind|layout|tone|align|format|page|value)$/;
const words = (value: unknown, key = ''): string[] =>
  typeof value === 'string'
    ? identifierKeys.test(key)
      ? []
      : [value.trim()]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, item]) => words(item, Array.isArray(value) ? key : name))
      : [];

const tokens = siteTokens(site);
const pageFiles = readdirSync(path.join(root, 'pages')).filter((name) => name.endsWith('.yaml'));
const pages = pageFiles.map((name) => parse(readFileSync(path.join(root, 'pages', name), 'utf8')) as unknown);
/** Every text of site.yaml and the pages, as written and as the built site shows it. */
const contentTexts = [...new Set([site, ...pages].flatMap((data) => [...words(data), ...words(fillTokens(data, tokens))]))].filter((text) =>
  /\p{L}/u.test(text),
);
const isPhrase = (text: string) => /\s/.test(text);
const phrases = contentTexts.filter((text) => isPhrase(text) && text.length >= 10);
const distinctive = contentTexts.filter((text) => !isPhrase(text) && /^\p{Lu}/u.test(text) && (text.match(/\p{L}/gu)?.length ?? 0) >= 6);

const labels = [menu.navLabel, menu.services, menu.places, menu.allServices.label, menu.allPlaces, menu.faq.label, menu.book.label, menu.menu, menu.closeName];
/** Every word of the forms and the calculator as the site shows it: labels, options, messages, headings. */
const formTexts = [...strings(siteTexts.forms), ...strings(siteTexts.calculator)];
/** The amounts as a test would type them, with an ordinary or a no-break space: "35 000", "35 000". */
const amounts = [...site.prices.packages, ...site.prices.addOns].flatMap(({ price }) => {
  const grouped = String(price).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return [`${grouped} kr`, `${grouped}\u00a0kr`];
});

/** The text a regular expression literal matches literally ("/Skriv omsättningen\./" → "Skriv omsättningen."). */
const unescaped = (source: string) => source.replace(/\\(.)/g, '$1');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` within `value`, not as a part of a longer word. */
const standsIn = (value: string, text: string) => value.includes(text) && new RegExp(`(?<![\\p{L}\\d])${escaped(text)}(?![\\p{L}\\d])`, 'u').test(value);

/** The content `value` copies, or undefined. */
function copied(value: string): string | undefined {
  const trimmed = value.trim();
  if (labels.includes(value) || formTexts.includes(value)) return value;
  if (value.length >= 12 && formTexts.some((text) => text.includes(value))) return value;
  const amount = amounts.find((a) => value.includes(a));
  if (amount) return amount;
  const phrase = phrases.find((text) => standsIn(value, text));
  if (phrase) return phrase;
  const word = !isPhrase(trimmed) || distinctive.includes(trimmed) ? distinctive.find((text) => standsIn(value, text)) : undefined;
  if (word) return word;
  if (isPhrase(trimmed) && trimmed.length >= 12 && /\p{L}{3}/u.test(trimmed)) return contentTexts.find((text) => text.includes(trimmed)) && trimmed;
  return undefined;
}

/** `text` with its comments blanked (line numbers kept); `//` counts only after a space or at a line's start, so "https://" stays. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|(?<=^|\s)\/\/.*$/gm, (comment) => comment.replace(/[^\n]/g, ' '));

/**
 * The lines (1-based) a `copy-in-tests: own text` marker covers: its own line, and the line below
 * with every further line until the brackets opened there close — a list of examples the
 * formatter wrapped over several lines is one marked statement.
 */
function markedLines(lines: readonly string[], codeLines: readonly string[]): Set<number> {
  const marked = new Set<number>();
  lines.forEach((line, index) => {
    if (!line.includes('copy-in-tests: own text')) return;
    marked.add(index + 1);
    let depth = 0;
    for (let next = index + 1; next < codeLines.length; next += 1) {
      marked.add(next + 1);
      for (const char of codeLines[next] ?? '')
        depth += char === '(' || char === '[' || char === '{' ? 1 : char === ')' || char === ']' || char === '}' ? -1 : 0;
      if (depth <= 0) break;
    }
  });
  return marked;
}

/**
 * Every place in `text` where a string literal, or a regular expression literal read as the text
 * it matches, copies content by the rule above.
 */
function copies(text: string): string[] {
  const lines = text.split('\n');
  const code = withoutComments(text);
  const ownLines = markedLines(lines, code.split('\n'));
  const found: string[] = [];
  const at = (index: number | undefined) => code.slice(0, index).split('\n').length;
  const check = (index: number | undefined, value: string, shown: string) => {
    const line = at(index);
    if (ownLines.has(line)) return;
    const copy = copied(value);
    if (copy) found.push(`${line}: ${shown} (copies "${copy}")`);
  };
  for (const literal of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    // A test's title: the first argument of it/test/describe, also after .each(…) or .skip.
    if (/\b(?:it|test|describe)(?:\.\w+)*(?:\([^()]*\))?\(\s*$/.test(code.slice(Math.max(0, literal.index - 200), literal.index))) continue;
    const value = literal[1] ?? literal[2] ?? literal[3] ?? '';
    check(literal.index, value, `"${value}"`);
  }
  // A regular expression literal follows ( , = or : (a division follows a value).
  for (const literal of code.matchAll(/(?<=[(,=:]\s*)\/((?:[^/\n\\[]|\\.|\[(?:[^\]\n\\]|\\.)*\])+)\/[dgimsuy]*/g)) {
    const matched = unescaped(literal[1]!).replace(/^\^|\$$/g, '');
    if (matched.length >= 8) check(literal.index, matched, `/${literal[1]}/`);
  }
  return found;
}

describe('copy from content in the tests of the built site', () => {
  it('reads what it checks', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain(path.join('tests', 'e2e-content.ts'));
    expect(pageFiles.length).toBeGreaterThan(10);
    expect(phrases.length).toBeGreaterThan(500);
    // The menu's name is guarded as a phrase or, one word, as a distinctive one (whichever the content writes).
    expect(isPhrase(menu.navLabel) ? phrases : distinctive).toContain(menu.navLabel);
    expect(labels.every(Boolean) && amounts.length > 0).toBe(true);
  });

  it.each(files)('%s writes no text of site.yaml or of a page', (file) => {
    expect(copies(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  const [firstPage] = pages as { title: string; blocks: { type: string; heading?: string }[] }[];
  it('would see one', () => {
    expect(copies(`await nav.getByRole('button', { name: '${menu.services}' });`)).toHaveLength(1);
    expect(copies(`expect(text).toContain('${amounts[0]}/mån');`)).toHaveLength(1);
    expect(copies(`await form.getByLabel('${siteTexts.forms.fields.company}').fill(company);`)).toHaveLength(1);
    expect(copies(`await page.getByRole('button', { name: "${siteTexts.calculator.submit}" }).click();`)).toHaveLength(1);
    expect(copies(`await expect(alert).toHaveText(/${siteTexts.calculator.errors.revenueNotPositive.replace('.', '\\.')}/);`)).toHaveLength(1);
    // Beyond the forms: a selector holding the nav label, a package's name, the brand in a title, a page's heading.
    expect(copies(`page.locator('nav[aria-label="${menu.navLabel}"][data-enhanced]')`)).toHaveLength(1);
    expect(copies(`await expect(card).toContainText('${site.prices.packages[1]!.name}');`)).toHaveLength(1);
    expect(copies(`await expect(page).toHaveTitle(/Logg – ${site.brand}$/);`)).toHaveLength(1);
    expect(copies(`expect(html).toContain('${site.consent.heading}');`)).toHaveLength(1);
    expect(copies(`expect(html).toContain("${firstPage!.title}");`)).toHaveLength(1);
  });

  it('leaves ordinary words, titles, comments and marked own text alone', () => {
    expect(copies(`const half = width / 2; const x = 'Företagets namn';`)).toEqual([]);
    expect(copies(`test('after "${site.consent.accept}" the tag loads', async () => {});`)).toEqual([]);
    expect(copies(`// The banner asks "${site.consent.heading}"\nconst x = 1;`)).toEqual([]);
    expect(copies(`// copy-in-tests: own text\nawait title.fill('${site.consent.heading}');`)).toEqual([]);
    // A marked list wrapped over several lines is covered to its closing bracket, and no further.
    const wrapped = `// copy-in-tests: own text\nfor (const x of [\n  'a',\n  '${site.consent.heading}',\n]) {}\nexpect(html).toContain('${site.consent.heading}');`;
    expect(copies(wrapped)).toEqual([expect.stringMatching(/^6: /)]);
    expect(copies(`await page.goto('https://example.test/kassaflode'); const words = 'Tjänster opens its panel';`)).toEqual([]);
  });
});
