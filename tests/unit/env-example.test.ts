/**
 * `.env.example` is generated from README's settings table (scripts/generate-env.ts): it must be
 * fresh, hold every variable of the table with the table's default, and the table must name every
 * variable the server reads — so a setting added in the code but not in README fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envExample, envExampleFile, readmeFile, settingsFromReadme } from '~/scripts/generate-env';
import { root } from '~/scripts/support/site-routes';

const readme = readFileSync(readmeFile, 'utf8');

/** The server's code: server/ and the publishing it runs (src/editor/publish/, docs/architecture.md "Layout"). */
const serverFolders = ['server', 'src/editor/publish'];

/** Every environment variable the server reads: `env.NAME`, `env['NAME']`, and the names config.ts checks. */
function variablesTheServerReads(): Set<string> {
  const names = new Set<string>();
  const files = serverFolders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(folder, file)),
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) names.add(match[1] ?? match[2]!);
    if (/(^|\/)(config|database-config)\.ts$/.test(file)) for (const match of source.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)) names.add(match[1]!);
  }
  return names;
}

describe('.env.example', () => {
  it('is what `npm run generate:env` makes from README’s table', () => {
    expect(readFileSync(envExampleFile, 'utf8'), 'run `npm run generate:env` and commit .env.example').toBe(envExample(readme));
  });

  it('lists every variable of the table with the table’s default, commented out', () => {
    const settings = settingsFromReadme(readme);
    expect(settings.length).toBeGreaterThan(25);
    const example = readFileSync(envExampleFile, 'utf8');
    expect(settings.find((s) => s.name === 'LEAD_FORM_MAX_AGE_HOURS')?.value).toBe('24');
    expect(settings.find((s) => s.name === 'NOTIFY_RETRY_MAX_SECONDS')?.value).toBe('3600');
    expect(settings.find((s) => s.name === 'HOST')?.value).toBe('127.0.0.1');
    expect(settings.find((s) => s.name === 'FORM_SECRET')).toMatchObject({ meaning: expect.stringContaining('Default: random, kept in the database.') });
    for (const { name, value } of settings) expect(example).toContain(`\n# ${name}=${value ?? ''}\n`);
  });

  it('follows the table when a row is added', () => {
    const added = readme.replace(
      /(\| `READY_MAX_PENDING_MINUTES` .*\n)/,
      '$1| `NEW_SETTING`, `OTHER_ONE` | `5`, `x y` | Something [new](docs/x.md) with `code`. |\n',
    );
    const settings = settingsFromReadme(added);
    const at = settings.findIndex((s) => s.name === 'READY_MAX_PENDING_MINUTES');
    // In the table's order, right after the row they follow.
    expect(settings.slice(at + 1, at + 3)).toEqual([
      { name: 'NEW_SETTING', value: '5', meaning: 'Something new with code.' },
      { name: 'OTHER_ONE', value: 'x y', meaning: 'Something new with code.' },
    ]);
    expect(envExample(added)).toContain('# NEW_SETTING: Something new with code.\n# NEW_SETTING=5\n');
  });

  it('comes from a table that names every variable the server reads', () => {
    const documented = new Set(settingsFromReadme(readme).map((s) => s.name));
    const missing = [...variablesTheServerReads()].filter((name) => !documented.has(name));
    expect(missing, 'add these to README "Configuration"').toEqual([]);
    expect(variablesTheServerReads().size).toBeGreaterThan(25);
  });
});
