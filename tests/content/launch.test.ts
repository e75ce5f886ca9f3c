/**
 * The launch check (docs/decisions.md 57, docs/lansering.md) as the firm meets it: with the
 * placeholders left in, `npm run validate` lists each one as a warning and exits 0, and a
 * production build (NODE_ENV=production) refuses with the same Swedish list and leaves dist/ as it
 * was; with the site filled in — a real-looking phone, addresses, org.nr, two named people,
 * sources for the figures, approved cases and quotes — the production build passes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '~/src/content/load';
import { projectCopy } from './corpus-project';
import { makeProject, projectRoot, removeProjects, yaml } from './fixture-project';

const copies: string[] = [];
afterAll(() => {
  removeProjects();
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(tsx, args, { cwd, encoding: 'utf8', timeout: 600_000, env: { ...process.env, NODE_ENV: '', ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A page with what only the firm can confirm: figures, an empty team, a case and a quote. */
const aboutPage = yaml(
  'title: Om oss', // 1
  'description: Vem som står bakom tjänsten, hur vi arbetar och vad ni kan vänta er av ett uppdrag hos oss.', // 2
  'blocks:', // 3
  '  - type: hero', // 4
  '    heading: Om Testbolaget CFO', // 5
  '    lead: Ekonomichefer på deltid.', // 6
  '    stats:', // 7
  '      - value: "{svarstid}"', // 8
  '        label: som längst innan ni får svar', // 9
  '      - value: 95 %', // 10
  '        label: nöjda kunder', // 11
  '      - value: "212"', // 12
  '        label: värderingar', // 13
  '        source: Testbolaget Redovisning 2019–2025', // 14
  '  - type: team', // 15
  '    heading: Våra CFO:er', // 16
  '    members: []', // 17
  '  - type: quote', // 18
  '    text: Vi fick ordning på kassaflödet.', // 19
  '    author: VD, SaaS-bolag i Umeå', // 20
);

/** Every placeholder in fixtures/valid plus aboutPage, as validate prints it (`varning: ` for a warning). */
const expected = [
  /^pages\/om-oss\.yaml:10:16 {2}varning: nyckeltalet "95 % nöjda kunder" saknar källa .*\[C514\]$/,
  /^pages\/om-oss\.yaml:17:14 {2}varning: ingen person är namngiven.*\[C517\]$/,
  /^pages\/om-oss\.yaml:20:13 {2}varning: citatet från "VD, SaaS-bolag i Umeå" är inte godkänt .*\[C516\]$/,
  /^site\.yaml:2:1 {2}varning: bolagsuppgifterna är inte ifyllda: registrerat bolagsnamn, organisationsnummer, gatuadress, postnummer, postort saknas.*\[C512\]$/,
  /^site\.yaml:4:10 {2}varning: adressen "https:\/\/www\.testbolaget\.example" är en platshållare.*\[C510\]$/,
  /^site\.yaml:7:10 {2}varning: telefonnumret "08-000 00 00" är en platshållare.*\[C511\]$/,
  /^site\.yaml:8:10 {2}varning: e-postadressen "kontakt@testbolaget\.example" är en platshållare.*\[C510\]$/,
  /^site\.yaml:14:8 {2}varning: adressen "https:\/\/www\.testredovisning\.example" är en platshållare.*\[C510\]$/,
];

describe('the launch check with placeholders left in', () => {
  const root = makeProject({ 'pages/om-oss.yaml': aboutPage });

  it('points at the empty list of people, where the editor adds the first one', async () => {
    const { problems } = await loadContent(root, undefined, { launch: 'warning' });
    const team = problems.filter((p) => p.code === 'C517').map(({ file, line, col, pointer }) => ({ file, line, col, pointer }));
    // aboutPage line 17, `    members: []`: the list starts at column 14.
    expect(team).toEqual([{ file: 'pages/om-oss.yaml', line: 17, col: 14, pointer: '/blocks/1/members' }]);
  });

  it('npm run validate lists each placeholder with file, line, column and code, and exits 0', () => {
    const { status, stdout, stderr } = run(projectRoot, ['scripts/validate.ts', root]);
    const lines = stderr.split('\n').filter((l) => / \[C\d{3}\]$/.test(l));
    expect(lines).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(lines[i]).toMatch(pattern));
    expect(stdout).toContain(`Innehållet är giltigt (med ${expected.length} varningar ovan)`);
    expect(stdout).toMatch(/Inte klart för lansering: 8 uppgifter ovan \(C510, C511, C512, C514, C516, C517\).*NODE_ENV=production npm run build/);
    expect(status).toBe(0);
  });

  it('a production build refuses them with the same Swedish list and leaves dist/ untouched', () => {
    const copy = projectCopy('launch-refused-', true);
    copies.push(copy);
    for (const item of ['site.yaml', 'pages']) {
      rmSync(path.join(copy, item), { recursive: true, force: true });
      cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
    }
    mkdirSync(path.join(copy, 'dist'));
    writeFileSync(path.join(copy, 'dist/index.html'), 'previous good build');
    const { status, stderr } = run(copy, ['scripts/build.ts', '--skip-typecheck', '--quiet'], { NODE_ENV: 'production' });
    const lines = stderr.split('\n').filter((l) => / \[C\d{3}\]$/.test(l));
    expect(lines).toHaveLength(expected.length);
    // The same problems, now errors: no "varning: " before them.
    expected.forEach((pattern, i) => expect(lines[i]).toMatch(new RegExp(pattern.source.replace('varning: ', ''))));
    expect(stderr).toContain('Produktionsbygget stoppades: webbplatsen är inte klar för lansering.');
    expect(stderr).toContain('docs/lansering.md');
    expect(status).toBe(1);
    expect(readFileSync(path.join(copy, 'dist/index.html'), 'utf8')).toBe('previous good build');
  });
});

/** The real site with what the firm fills in once (docs/lansering.md). */
function fillForLaunch(root: string): void {
  const edit = (file: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
    const doc = parseDocument(readFileSync(path.join(root, file), 'utf8'));
    change(doc);
    writeFileSync(path.join(root, file), doc.toString({ lineWidth: 0 }));
  };
  edit('site.yaml', (doc) => {
    doc.setIn(['baseUrl'], 'https://www.nordvikcfo.se');
    doc.setIn(['contact', 'phone'], '08-545 123 40');
    doc.setIn(['contact', 'email'], 'kontakt@nordvikcfo.se');
    doc.setIn(['parentFirm', 'url'], 'https://www.nordvikredovisning.se');
    doc.setIn(['social', 'url'], 'https://www.linkedin.com/company/nordvik-cfo');
    doc.setIn(
      ['organisation'],
      doc.createNode({ legalName: 'Nordvik CFO AB', orgNumber: '556123-4567', streetAddress: 'Kungsgatan 12', postalCode: '111 43', city: 'Stockholm' }),
    );
  });
  for (const name of readdirSync(path.join(root, 'pages'))) {
    edit(`pages/${name}`, (doc) => {
      const blocks = (doc.toJS() as { blocks: { type: string; stats?: unknown[]; items?: unknown[]; members?: unknown[] }[] }).blocks;
      for (const [i, block] of blocks.entries()) {
        const figures = block.type === 'hero' ? block.stats : block.type === 'results' ? block.items : undefined;
        for (const j of figures?.keys() ?? [])
          doc.setIn(['blocks', i, block.type === 'hero' ? 'stats' : 'items', j, 'source'], 'Nordvik Redovisning 2019–2025, 212 uppdrag');
        if (block.type === 'cases') for (const j of block.items!.keys()) doc.setIn(['blocks', i, 'items', j, 'verified'], true);
        if (block.type === 'quote') doc.setIn(['blocks', i, 'verified'], true);
        if (block.type === 'team') {
          doc.setIn(
            ['blocks', i, 'members'],
            doc.createNode([
              { name: 'Anna Lindqvist', role: 'CFO och partner', bio: 'Anna har varit ekonomichef i tre tillväxtbolag och leder våra uppdrag i Stockholm.' },
              { name: 'Erik Sandberg', role: 'Interim CFO', bio: 'Erik har lett ekonomifunktionen i industribolag under förvärv och omstruktureringar.' },
            ]),
          );
        }
      }
    });
  }
}

describe('the launch check with the site filled in', () => {
  it('lets a production build through, and the site shows what was filled in', () => {
    const copy = projectCopy('launch-filled-', true);
    copies.push(copy);
    fillForLaunch(copy);
    const validated = run(projectRoot, ['scripts/validate.ts', copy]);
    expect(validated.stderr).toBe('');
    expect(validated.stdout).not.toContain('Inte klart för lansering');
    const { status, stdout, stderr } = run(copy, ['scripts/build.ts', '--skip-typecheck', '--quiet'], { NODE_ENV: 'production' });
    expect(status, `${stdout}${stderr}`).toBe(0);
    const page = (name: string) => readFileSync(path.join(copy, 'dist', name), 'utf8');
    expect(page('om-oss.html')).toContain('Anna Lindqvist');
    expect(page('index.html')).toContain('Org.nr 556123-4567');
    expect(page('index.html')).toContain('tel:+46854512340');
    expect(page('kassaflode.html')).toContain('Nordvik Redovisning 2019–2025, 212 uppdrag');
    expect(
      readdirSync(path.join(copy, 'dist'))
        .filter((f) => f.endsWith('.html'))
        .filter((f) => /class="[^"]*\bfigure-example\b/.test(page(f))),
    ).toEqual([]);
    expect(existsSync(path.join(copy, 'dist', 'sitemap.xml'))).toBe(true);
  }, 900_000);
});
