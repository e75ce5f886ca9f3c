/**
 * `docs/felkoder.md` is generated from the errors catalogue (scripts/generate-felkoder.ts): it must
 * be fresh, hold every code once with its message and hint, and follow the catalogue when an entry
 * is added, whatever order the catalogue lists it in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { felkoder, felkoderCommand, felkoderFile } from '~/scripts/generate-felkoder';
import { refusals } from '~/server/leads/refusal-codes';
import { catalogue, type Entry } from '~/src/content/problem-catalogue';

const reference = readFileSync(felkoderFile, 'utf8');
const entries = catalogue as unknown as Record<string, Entry<never>>;

describe('docs/felkoder.md', () => {
  it('is what `npm run generate:felkoder` makes from the catalogue', () => {
    expect(reference, `docs/felkoder.md is stale: run \`${felkoderCommand}\` and commit docs/felkoder.md`).toBe(felkoder());
  });

  it('has one section per code of the catalogue, in the order of the codes', () => {
    const codes = [...reference.matchAll(/^### (C\d{3})$/gm)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(80);
    expect(codes).toEqual(
      Object.values(entries)
        .map((e) => e.code)
        .sort(),
    );
  });

  it('shows a message under its code as an editor reads it, with the varying part marked, and its hint', () => {
    const { code, message, hint } = catalogue.fileMissing;
    const section = reference.slice(reference.indexOf(`### ${code}\n`), reference.indexOf('\n### ', reference.indexOf(`### ${code}\n`) + 1));
    expect(section).toContain(`- **Meddelandet:** ${message({ file: '‹file›' })}\n`);
    expect(section).toContain(`- **Vad ni gör:** ${hint({ file: '‹file›' })}`);
    expect(section).toContain('**Slag:** fel');
    const warning = Object.values(entries).find((entry) => entry.severity === 'warning')!;
    expect(reference.slice(reference.indexOf(`### ${warning.code}\n`))).toMatch(new RegExp(`^### ${warning.code}\n\n- \\*\\*Slag:\\*\\* varning`));
  });

  it('follows the catalogue when a code is added, sorted by code, with Markdown characters kept literal', () => {
    const added: Entry<{ name: string }> = {
      code: 'C150',
      severity: 'error',
      message: ({ name }) => `fältet *${name}* är fel`,
      hint: () => 'Skriv <rätt> värde.',
    };
    const text = felkoder({ added: added as Entry<never>, ...entries });
    expect(text).toContain(
      '### C150\n\n- **Slag:** fel — stoppar `npm run validate` och bygget tills det är rättat\n- **Meddelandet:** fältet \\*‹name›\\* är fel\n- **Vad ni gör:** Skriv \\<rätt\\> värde.\n',
    );
    expect(text.indexOf('### C113\n')).toBeLessThan(text.indexOf('### C150\n'));
    expect(text.indexOf('### C150\n')).toBeLessThan(text.indexOf('### C199\n'));
  });

  it('lists every refusal code of the lead endpoint after the content codes, with its status and log reason', () => {
    const codes = [...reference.matchAll(/^### (L\d{3})$/gm)].map((m) => m[1]);
    expect(codes).toEqual(
      Object.values(refusals)
        .map((e) => e.code)
        .sort(),
    );
    expect(reference.indexOf('### L101')).toBeGreaterThan(reference.lastIndexOf('### C'));
    const section = reference.slice(reference.indexOf(`### ${refusals.crossSite.code}\n`));
    expect(section).toMatch(/^### L101\n\n- \*\*Status:\*\* 403, `reason`: `cross-site`\n- \*\*När:\*\* Posten kom från en annan webbplats/);
  });
});
