/**
 * `npm run validate` (scripts/validate.ts) as CI and content editors run it: every problem on its
 * own line, then a summary, exit status 1; or a one-line summary and exit status 0.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProject, projectRoot, removeProjects, validFixture, yaml } from './fixture-project';

afterAll(removeProjects);

function validate(root: string) {
  // tsx directly rather than through npx, so npm's own notices stay out of the output.
  const run = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['scripts/validate.ts', root], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** fixtures/valid with what the firm fills in before launch (docs/lansering.md), so nothing is left to warn about. */
function filledProject(): string {
  const site = readFileSync(path.join(validFixture, 'site.yaml'), 'utf8')
    .replace('08-000 00 00', '08-123 45 67')
    .replace(/(testbolaget|testredovisning)\.example/g, '$1.se');
  const organisation = yaml(
    'organisation:',
    '  legalName: Testbolaget CFO AB',
    '  orgNumber: 556123-4567',
    '  streetAddress: Storgatan 1',
    '  postalCode: 903 26',
    '  city: Umeå',
  );
  const team = yaml(
    'title: Om oss',
    'description: Vem som står bakom tjänsten, hur vi arbetar och vad ni kan vänta er av ett uppdrag hos oss.',
    'blocks:',
    '  - type: hero',
    '    heading: Om Testbolaget CFO',
    '    lead: Ekonomichefer på deltid.',
    '  - type: team',
    '    heading: Våra CFO:er',
    '    members:',
    '      - name: Anna Lindqvist',
    '        role: CFO och partner',
    '        bio: Anna har varit ekonomichef i tre tillväxtbolag.',
  );
  return makeProject({ 'site.yaml': `${site}\n${organisation}`, 'pages/om-oss.yaml': team });
}

describe('scripts/validate.ts', () => {
  it('prints a one-line summary and exits 0 when all is well', () => {
    const { status, stdout, stderr } = validate(filledProject());
    expect(stderr).toBe('');
    expect(stdout).toBe('Innehållet är giltigt: site.yaml och 7 sidor i pages/.\n');
    expect(status).toBe(0);
  });

  it('prints each problem on its own line, sorted by file, then a summary, and exits 1', () => {
    const root = makeProject({
      'pages/lonsamhet.yaml': yaml(
        'title: Lönsamhetsanalys', // 1
        'description: Vi går igenom lönsamheten per kund, produkt och kanal och visar var marginalen försvinner.', // 2
        'blocks:', // 3
        '  - type: hero', // 4
        '    haeding: Lönsamhet per kund', // 5
        '    lead: Vi visar var marginalen försvinner.', // 6
      ),
      'site.yaml': null,
      'pages/boka-mote.yaml': '',
    });
    const { status, stdout, stderr } = validate(root);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      'pages/boka-mote.yaml:1:1  filen är tom — Kopiera innehållet från en liknande fil som mall, eller ta bort filen. [C110]',
      'pages/lonsamhet.yaml:5:5  okänt fält »haeding« i det första blocket (Toppsektion) — Menade du "heading"? Rätta stavningen. [C302]',
      'site.yaml:1:1  filen site.yaml saknas — Lägg tillbaka filen; den innehåller fakta som alla sidor använder. [C101]',
      '',
      '3 fel i 3 filer. Rätta dem och kör npm run validate igen.',
      '',
    ]);
    expect(status).toBe(1);
  });
});
