/**
 * One voice on every built page (docs/decisions.md 18, 37, 39, 50): the reader is "ni", the service
 * has one name, promises read the same wherever they stand, and titles fit a search result. Reads
 * the visible text of what `npm run build` wrote, so text from YAML, site.yaml and components
 * counts — and the answers the forms and the lead server give: the field and refusal messages
 * (src/lead-form/messages.ts) and the words the build writes for the server (texts and forms).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { endpointFiles } from '~/src/lead-form/contract';
import { fieldTexts, messages } from '~/src/lead-form/messages';
import { englishPhrases } from '~/src/render/foreign-phrases';
import { distDir, root } from '~/scripts/support/site-routes';
import { builtPages, readPage } from './built-pages';

const site = parse(readFileSync(path.join(root, 'site.yaml'), 'utf8')) as {
  brand: string;
  offers: { interim: string };
  promises: { responseTime: string; meetingLength: string; interimStart: string; urgentResponse: string };
};
const templates = Object.values(endpointFiles)
  .filter((f) => f.endsWith('.html'))
  .map((f): [string, string] => [f, path.join(distDir, f)]);
const pages = [...builtPages(), ...templates].map(([name, file]) => [name, readPage(file)] as const);

/** Every string in a JSON value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** What the forms and the lead server answer with: each message (with sample values) and the built texts. */
const answers: (readonly [string, string])[] = [
  ...Object.entries(fieldTexts).flatMap(([field, t]) => [
    [`fieldTexts.${field}.required`, t.required] as const,
    [`fieldTexts.${field}.invalid`, t.invalid] as const,
  ]),
  ...Object.entries(messages).map(([name, m]) => {
    const text = typeof m === 'string' ? m : (m as (...args: number[]) => string)(2, 3);
    return [`messages.${name}`, text] as const;
  }),
  ['messages.rateLimited (minutes)', messages.rateLimited(600)],
  ...[endpointFiles.texts, endpointFiles.forms].flatMap((file) =>
    strings(JSON.parse(readFileSync(path.join(distDir, file), 'utf8'))).map((text) => [file, text] as const),
  ),
];

/**
 * Wordings a finance reader stumbles on (issue 29), each a rule so it cannot come back: "4,2x"
 * for "4,2 gånger", "15+ års" beside "mer än 15 års", English filler, three-part hyphen chains
 * ("Nöjd-kund-garanti", "året-runt-destination"), a question mark before a colon, and English
 * service names (decision 39).
 */
const stumbles: [string, RegExp][] = [
  ['a multiplier written "x"', /\d(?:,\d+)?\s?x(?![\p{L}\d])/u],
  ['"15+ års" rather than "mer än 15 års"', /\d\+ år/],
  ['English "tight"', /(?<![\p{L}])tight(?![\p{L}])/iu],
  ['a three-part hyphen chain', /\p{L}+-\p{L}+-\p{L}+/u],
  ['two colons in a row ("?:")', /[?!]:/],
  ['an English service name', new RegExp(englishPhrases.join('|'), 'i')],
  // A saving in per cent is a figure with no owner in running text (docs/decisions.md 57).
  ['a saving in per cent without a source', /\d\s?%\s(?:billigare|lägre kostnad|lägre kostnader|i besparing)/],
];

/**
 * Each stumble in `text`, named, with what it found. Addresses, paths and media types are not
 * words (`/cfo-tjanster-gavle`, `application/x-www-form-urlencoded`), nor is a choice's value
 * (a slug such as `inom-1-vecka`) on its own.
 */
const stumbled = (text: string) => {
  const words = /^[a-z0-9+-]+$/.test(text) ? '' : text.replace(/\S*[/@]\S*/g, ' ');
  return stumbles.flatMap(([name, rule]) => {
    const found = rule.exec(words);
    return found ? [`${name}: ${found[0]}`] : [];
  });
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** What a visitor reads: the title, descriptions, labels and the text between tags. */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [body, ...attributes]
    .join(' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/[\u00a0\u202f\s]+/g, ' ');
}

// The answers to a plain post, prerendered with their headings and the confirmation step's words (docs/decisions.md 102).
answers.push(
  ...strings(JSON.parse(readFileSync(path.join(distDir, endpointFiles.answerForms), 'utf8'))).map(
    (html) => [endpointFiles.answerForms, visibleText(html)] as const,
  ),
);

/** Swedish words for a singular "you"; \b does not know å/ä/ö, so the edges are spelled out. */
const informal = /(?<![\p{L}\d-])(du|din|ditt|dina|dig|dej)(?![\p{L}\d-])/giu;

describe('one voice on every built page', () => {
  it.each(pages)('%s addresses the reader as "ni", never "du/din/dig"', (_, html) => {
    expect(visibleText(html).match(informal) ?? []).toEqual([]);
  });

  it.each(pages)('%s names the service in Swedish ("CFO som tjänst")', (_, html) => {
    expect(visibleText(html)).not.toMatch(/CFO as a Service/i);
  });

  it.each(pages)('%s states each promise as site.yaml does', (_, html) => {
    const text = visibleText(html);
    const { responseTime, meetingLength, interimStart } = site.promises;
    for (const [, within] of text.matchAll(/inom ([\d–-]+ (?:timmar|timme|dagar|arbetsdagar))/g)) {
      expect([responseTime, interimStart]).toContain(within);
    }
    for (const [minutes] of text.matchAll(/[\d–-]+ minuter/g)) expect(minutes).toBe(meetingLength);
    expect(text).not.toMatch(/\d+ h\b/);
  });

  it.each(pages)('%s has none of the wordings a finance reader stumbles on', (_, html) => {
    const text = visibleText(html);
    expect(stumbled(text)).toEqual([]);
  });

  it.each(pages)('%s promises "samma dag" only as site.yaml promises.urgentResponse does', (_, html) => {
    for (const [said] of visibleText(html).matchAll(/samma (?:arbets)?dag/g)) expect(site.promises.urgentResponse).toContain(said);
  });

  it.each(pages)('%s has a title of at most 60 characters, unless docs/specification.md §2 fixes it', (_, html) => {
    const title = visibleText(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '').trim();
    // The interim city pages' title is the specification's own pattern (docs/specification.md "Interim city pages").
    if (new RegExp(`^${site.offers.interim.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (.+) \\| Erfaren CFO på kort varsel i \\1 \\|`).test(title)) return;
    expect(title.length, title).toBeLessThanOrEqual(60);
  });
});

describe('one voice in what the forms and the lead server answer', () => {
  it('covers the field messages, the refusals and the built answer texts', () => {
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.some(([where]) => where === endpointFiles.texts)).toBe(true);
    expect(answers.some(([where]) => where === endpointFiles.answerForms)).toBe(true);
  });

  it.each(answers)('%s: "%s" addresses the reader as "ni" and reads as the pages do', (_, text) => {
    expect(text.match(informal) ?? []).toEqual([]);
    expect(stumbled(text)).toEqual([]);
    for (const [said] of text.matchAll(/samma (?:arbets)?dag/g)) expect(site.promises.urgentResponse).toContain(said);
  });
});

describe('one name per service', () => {
  const servicePages = readdirSync(path.join(root, 'pages'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => parse(readFileSync(path.join(root, 'pages', f), 'utf8')) as { title: string; service?: { name: string } })
    .filter((p) => p.service);

  it.each(servicePages.map((p) => [p.service!.name, p.title]))('the menus\' "%s" is how its title "%s" begins', (name, title) => {
    expect(title.toLocaleLowerCase('sv').startsWith(name.toLocaleLowerCase('sv'))).toBe(true);
  });
});

describe('the voice check itself', () => {
  it('finds an informal word in text, in an attribute and beside Swedish letters, and nothing in "dinosaurie" or "Dubai"', () => {
    expect(visibleText('<p>Boka <b>din</b> tid</p>').match(informal)).toEqual(['din']);
    expect(visibleText('<a aria-label="Ring dig">x</a>').match(informal)).toEqual(['dig']);
    expect('Åtgärda du, än'.match(informal)).toEqual(['du']);
    expect(visibleText('<p>En dinosaurie i Dubai – dina-rattigheter</p>').match(informal)).toBeNull();
    expect(visibleText('<script>var du=1</script><style>.din{}</style>').match(informal)).toBeNull();
  });

  it('catches each stumble and leaves the fixed wordings alone', () => {
    const caught = stumbled;
    // copy-in-tests: own text (the rule's examples)
    for (const bad of [
      '4,2x avkastning',
      '6,8 x',
      'med 15+ års erfarenhet',
      'en mycket tight arbetsmarknad',
      'Nöjd-kund-garanti',
      'en året-runt-destination',
      'Ämne?: Due diligence',
      'Management reporting',
      'normalt 60–80 % billigare',
      'ca 70\u00a0% lägre kostnad',
    ]) {
      expect(caught(bad), bad).toHaveLength(1);
    }
    // copy-in-tests: own text (the rule's examples)
    for (const good of [
      '4,2 gånger',
      'mer än 15 års erfarenhet',
      'Nöjdhetsgaranti',
      'ett resmål året runt',
      'e-post',
      'KPI-utveckling',
      'Ledningsrapportering',
      'box 12',
      'Telefon: 08-000 00 00',
      '2x2 meter',
      'oftast betydligt billigare',
      '92 % inom ±15 % av priset',
    ]) {
      expect(caught(good), good).toEqual([]);
    }
  });
});
