/**
 * Writes `.env.example` from the settings table in README.md ("Configuration"), the one list of
 * the server's environment variables: a variable added to the table is in `.env.example` after
 * `npm run generate:env`, and `tests/unit/env-example.test.ts` (part of `npm test`) fails while
 * the file is stale.
 *
 *   npm run generate:env               rewrite .env.example
 *   npm run generate:env -- --check    exit 1 if it is stale
 *
 * A table row names one variable or several (`A`, `B`) with as many defaults (`1`, `2`); a
 * default that is not a value in backticks ("—", "random, kept in the database") leaves the
 * line without a value and is said in its comment. Every line is commented out: a copy of the
 * file changes nothing until a line is uncommented.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const readmeFile = path.join(root, 'README.md');
export const envExampleFile = path.join(root, '.env.example');

export interface Setting {
  name: string;
  /** The default as a value, if the table gives one. */
  value?: string;
  meaning: string;
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** Backticks and links as plain text: `x` → x, [text](url) → text. */
const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`([^`]*)`/g, '$1');

/** Every variable in README's settings table, in its order. */
export function settingsFromReadme(readme: string): Setting[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^\|\s*variable\s*\|\s*default\s*\|\s*meaning\s*\|/.test(line));
  if (start < 0) throw new Error('README.md has no table "| variable | default | meaning |".');
  const settings: Setting[] = [];
  for (const row of lines.slice(start + 2)) {
    if (!row.startsWith('|')) break;
    const [names = '', defaults = '', meaning = ''] = cells(row);
    const variables = [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!);
    const values = /^`[^`]*`(\s*,\s*`[^`]*`)*$/.test(defaults) ? [...defaults.matchAll(/`([^`]*)`/g)].map((m) => m[1]!) : [];
    const paired = values.length === variables.length;
    const note = paired ? '' : defaults === '—' || defaults === '' ? '' : ` Default: ${plain(defaults)}.`;
    variables.forEach((name, i) => settings.push({ name, ...(paired ? { value: values[i] } : {}), meaning: plain(meaning) + note }));
  }
  return settings;
}

/** A comment wrapped at about 100 characters. */
function comment(text: string): string[] {
  const out: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + word.length + 1 > 100 && line !== '#') {
      out.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...out, line];
}

export function envExample(readme: string): string {
  const header = [
    '# Settings of `npm start` (the site and the lead endpoint POST /api/leads) and `npm run leads`.',
    '# GENERATED from the table in README.md "Configuration" by `npm run generate:env`: edit the table, not this file.',
    '# Copy to .env (ignored by git) and start with:  node --env-file=.env dist-server/server.js   (after npm run build),',
    '# or set the variables in the environment (systemd EnvironmentFile=, docker --env-file, …).',
    '# Everything is optional: a line left commented keeps its default. Uncomment what you change.',
  ];
  const entries = settingsFromReadme(readme).flatMap(({ name, value, meaning }) => ['', ...comment(`${name}: ${meaning}`), `# ${name}=${value ?? ''}`]);
  return `${[...header, ...entries].join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = envExample(readFileSync(readmeFile, 'utf8'));
  if (process.argv.includes('--check')) {
    if (readFileSync(envExampleFile, 'utf8') !== wanted) {
      console.error('.env.example is out of date with the settings table in README.md — run `npm run generate:env` and commit the result.');
      process.exit(1);
    }
    console.log('.env.example is up to date.');
  } else {
    writeFileSync(envExampleFile, wanted);
    console.log('Wrote .env.example');
  }
}
