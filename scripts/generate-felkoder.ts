/**
 * Writes `docs/felkoder.md`, the Swedish reference of every code in the errors catalogue
 * (src/content/problem-catalogue.ts): what the message says, as `npm run validate` and the page
 * editor show it, and what to do. The catalogue is the one home of the texts; this file is made
 * from it, and `tests/unit/felkoder.test.ts` (part of `npm test`) fails while it is stale.
 *
 *   npm run generate:felkoder               rewrite docs/felkoder.md
 *   npm run generate:felkoder -- --check    exit 1 if it is stale
 *
 * A message is built from parameters (a file name, a field, a value); the reference calls each
 * entry with stand-ins that print as ‹name›, so the text reads as the editor sees it with the
 * varying part marked. Entries are sorted by code, so the file does not depend on the order in
 * which codes were added to the catalogue.
 *
 * The lead endpoint's refusal codes (L1xx–L5xx, server/leads/refusal-codes.ts) follow in a section
 * of their own: they are for whoever runs the server and reads its log, not for content editors.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusals, type RefusalEntry } from '../server/leads/refusal-codes';
import { catalogue, type Entry } from '../src/content/problem-catalogue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const felkoderFile = path.join(root, 'docs/felkoder.md');
export const felkoderCommand = 'npm run generate:felkoder';

/** The headings of the code ranges (the catalogue's own comment names them). */
const ranges: Record<string, string> = {
  C1: 'C1xx — filer, mappar, namn och teckenkodning',
  C2: 'C2xx — YAML som inte går att läsa',
  C3: 'C3xx — värden som inte följer schemat',
  C4: 'C4xx — länkar och regler mellan sidor',
  C5: 'C5xx — text och platshållare',
  C6: 'C6xx — dubbletter och härledda listor',
};

/**
 * A stand-in for the parameter `name`: it prints as ‹name›, and whatever a message does with it
 * (reads a property, maps it, joins it, calls it) gives a stand-in of the same name.
 */
function standIn(name: string): unknown {
  const text = `‹${name}›`;
  return new Proxy(() => undefined, {
    get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf' ? () => text : standIn(name)),
    apply: () => standIn(name),
  });
}

/** Parameters whose every field is a stand-in named after it. */
const standIns = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? standIn(key) : undefined) }) as never;

/**
 * The text of a message or hint with stand-ins. A message that looks its parameter up in a table of
 * words (`{ api: '…' }[kind]`) finds no word for a stand-in: that part is shown as ‹…›.
 */
function shown(text: (params: never) => string): string {
  return text(standIns).replace(/\bundefined\b/g, '‹…›');
}

/** Markdown's special characters written as themselves. */
const literal = (text: string) => text.replace(/[\\`*_[\]<>|#]/g, '\\$&');

const severityText = {
  error: 'fel — stoppar `npm run validate` och bygget tills det är rättat',
  warning: 'varning — visas, men validering och bygge går igenom',
} as const;

/** The section on the lead endpoint's refusals: one code each, its HTTP status and the log's reason. */
function refusalSection(entries: Record<string, RefusalEntry>): string[] {
  const lines = [
    '',
    '## Lxxx — förfrågningar som formulärens mottagare nekar',
    '',
    'När servern (`npm start`) nekar en förfrågan till `POST /api/leads` får webbläsaren ett svar med',
    'koden, `{ "ok": false, "message": …, "errors": …, "code": "L401" }`, och loggen en rad',
    '`lead.refused` med samma kod och ett `reason`. Besökarens text står i `src/lead-form/messages.ts`;',
    'koderna i `server/leads/refusal-codes.ts`.',
  ];
  for (const entry of Object.values(entries).sort((a, b) => a.code.localeCompare(b.code, 'en'))) {
    lines.push('', `### ${entry.code}`, '', `- **Status:** ${entry.status}, \`reason\`: \`${entry.reason}\``, `- **När:** ${literal(entry.when)}`);
  }
  return lines;
}

export function felkoder(entries: Record<string, Entry<never>> = catalogue, leadRefusals: Record<string, RefusalEntry> = refusals): string {
  const sorted = Object.values(entries).sort((a, b) => a.code.localeCompare(b.code, 'en'));
  const lines = [
    '<!-- GENERATED from src/content/problem-catalogue.ts by `npm run generate:felkoder`: edit the catalogue, not this file. -->',
    '# Felkoder för innehåll',
    '',
    'Varje fel och varning som `npm run validate`, bygget, utvecklingsservern och sidredigeraren ger om',
    '`site.yaml` och filerna i `pages/` har en kod inom hakparentes, till exempel `[C301]`. Här står vad',
    'varje kod betyder och vad ni gör åt den. I terminalen ser ett meddelande ut så här:',
    '',
    '```',
    'pages/fil.yaml:RAD:KOLUMN  vad som är fel — vad ni gör [C301]',
    '```',
    '',
    'Det som skiljer sig från gång till gång (filens namn, fältet, värdet) står här som ‹namn›; i',
    'meddelandet står det verkliga värdet. En kod byter aldrig betydelse och återanvänds aldrig.',
  ];
  let range = '';
  for (const entry of sorted) {
    const prefix = entry.code.slice(0, 2);
    if (prefix !== range) {
      range = prefix;
      lines.push('', `## ${ranges[prefix] ?? `${prefix}xx`}`);
    }
    lines.push(
      '',
      `### ${entry.code}`,
      '',
      `- **Slag:** ${severityText[entry.severity]}`,
      `- **Meddelandet:** ${literal(shown(entry.message))}`,
      `- **Vad ni gör:** ${literal(shown(entry.hint))}`,
    );
  }
  lines.push(...refusalSection(leadRefusals));
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = felkoder();
  if (process.argv.includes('--check')) {
    if (readFileSync(felkoderFile, 'utf8') !== wanted) {
      console.error(`docs/felkoder.md is out of date with src/content/problem-catalogue.ts — run \`${felkoderCommand}\` and commit the result.`);
      process.exit(1);
    }
    console.log('docs/felkoder.md is up to date.');
  } else {
    writeFileSync(felkoderFile, wanted);
    console.log('Wrote docs/felkoder.md');
  }
}
