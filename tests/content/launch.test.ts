/**
 * The launch check (docs/decisions.md 57, docs/lansering.md) as the firm meets it: with the
 * placeholders left in, `npm run validate` lists each one as a warning and exits 0, and a
 * production build (NODE_ENV=production) refuses with the same Swedish list and leaves dist/ as it
 * was; with the site filled in — a real-looking phone, addresses, org.nr, two named people,
 * sources for the figures, approved cases and quotes — the production build passes
 * (tests/content/content-build.integration.test.ts: that one renders a site). Validate and the
 * build's content check are called as the functions the commands run.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '~/scripts/build/site-build';
import { validateProject } from '~/scripts/content-report';
import { loadContent } from '~/src/content/load';
import { makeProject, removeProjects, yaml } from './fixture-project';

afterAll(removeProjects);

/** What a command run as a function printed to standard output and to standard error. */
function output() {
  const out = { stdout: '', stderr: '' };
  return { out, log: (line: string) => void (out.stdout += `${line}\n`), error: (line: string) => void (out.stderr += `${line}\n`) };
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

  it('npm run validate lists each placeholder with file, line, column and code, and exits 0', async () => {
    const { out, ...write } = output();
    const status = await validateProject(root, write);
    const lines = out.stderr.split('\n').filter((l) => / \[C\d{3}\]$/.test(l));
    expect(lines).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(lines[i]).toMatch(pattern));
    expect(out.stdout).toContain(`Innehållet är giltigt (med ${expected.length} varningar ovan)`);
    expect(out.stdout).toMatch(/Inte klart för lansering: 8 uppgifter ovan \(C510, C511, C512, C514, C516, C517\).*NODE_ENV=production npm run build/);
    expect(status).toBe(0);
  });

  it('a production build refuses them with the same Swedish list and leaves dist/ untouched', async () => {
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), 'previous good build');
    const { out, ...write } = output();
    const built = await buildSite({ root, outDir: dist, production: true, typecheck: false, quiet: true, ...write });
    const lines = out.stderr.split('\n').filter((l) => / \[C\d{3}\]$/.test(l));
    expect(lines).toHaveLength(expected.length);
    // The same problems, now errors: no "varning: " before them.
    expected.forEach((pattern, i) => expect(lines[i]).toMatch(new RegExp(pattern.source.replace('varning: ', ''))));
    expect(out.stderr).toContain('Produktionsbygget stoppades: webbplatsen är inte klar för lansering.');
    expect(out.stderr).toContain('docs/lansering.md');
    expect(built.ok).toBe(false);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('previous good build');
    rmSync(dist, { recursive: true });
  });
});
