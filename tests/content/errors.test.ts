/**
 * The error contract (docs/architecture.md "Contracts"): every problem in every file at once, one per line,
 * as `file:LINE:COL  what is wrong — what to do`. Each case writes a little YAML over the valid
 * fixture project and pins the whole output. Lines and columns are 1-based and were counted by
 * hand from the YAML shown (the trailing comments number the lines).
 */
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '~/src/content/load';
import { formatProblem } from '~/src/content/problem';
import { makeProject, problemLines, projectRoot, removeProjects, validFixture, yaml } from './fixture-project';

afterAll(removeProjects);

const page = 'pages/lonsamhet.yaml';
const title = 'title: Lönsamhetsanalys';
const description = 'description: Vi går igenom lönsamheten per kund, produkt och kanal och visar var marginalen försvinner och hur ni tar tillbaka den.';
const validSite = readFileSync(path.join(validFixture, 'site.yaml'), 'utf8');

/** valid site.yaml with one exact piece of text replaced; line numbers stay as in the fixture. */
function site(from: string, to: string): string {
  expect(validSite).toContain(from);
  return validSite.replace(from, to);
}

/** The block types the page schema accepts, as the hint lists them (each block folder's schema.json, like the loader). */
const blockTypes = readdirSync(path.join(projectRoot, 'src/blocks'))
  .filter((f) => existsSync(path.join(projectRoot, 'src/blocks', f, 'schema.json')))
  .sort()
  .map(
    (f) =>
      (JSON.parse(readFileSync(path.join(projectRoot, 'src/blocks', f, 'schema.json'), 'utf8')) as { properties: { type: { const: string } } }).properties.type
        .const,
  )
  .join(', ');

/** Every icon name the schema allows, as a list of allowed values reads them. */
const icons = (
  JSON.parse(readFileSync(path.join(projectRoot, 'schema/defs.schema.json'), 'utf8')) as { definitions: { icon: { enum: string[] } } }
).definitions.icon.enum.join(', ');

describe('YAML that cannot be parsed', () => {
  it('points at the opening quote of a text that is never closed', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: "Lönsamhet per kund', // 5: the quote is column 14
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:14  citattecknet avslutas aldrig — Avsluta texten med samma slags citattecken som den börjar med, på samma rad. [C209]',
    ]);
  });

  it('keeps the error on a line that also has a warning: a text continued too little indented and cut short by #', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen', // 6
      '   försvinner #1', // 7: one column too little
      '    badge: "Nyhet', // 8
    );
    const indent = 'indraget stämmer inte — Poster i en lista börjar med "- " och ska ha samma indrag; fält i en post ska börja i samma kolumn. [C207]';
    // The warning about #1 on line 7 does not hide the error on the same line.
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:7:1  ${indent}`,
      'pages/lonsamhet.yaml:7:15  varning: texten avbryts vid "#1", som YAML läser som en kommentar, så sidan visar bara "försvinner" — Sätt hela texten inom citattecken: "försvinner #1". Är det en kommentar, skriv den på en egen rad. [C230]',
      `pages/lonsamhet.yaml:8:1  ${indent}`,
    ]);
  });

  it('reports a missing colon where the yaml package does: the start of the line that lacks it', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:5  raden saknar kolon efter fältnamnet — Skriv fältet som "namn: värde" på en rad, med kolon och mellanslag efter namnet. [C203]',
    ]);
  });

  it('reports a value containing ": " without quotes', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Obs: lönsamhet', // 5: the value starts at column 14
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:14  ett värde innehåller kolon följt av mellanslag, eller indraget är fel — Sätt texten inom citattecken om den innehåller ": ", och kontrollera att fält på samma nivå börjar i samma kolumn. [C204]',
    ]);
  });

  it('reports each tab used as indentation once, at the tab, without the parser errors that follow it', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '\theading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '\t\tid: lonsamhet', // 7
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:1  tabb används som indrag — Använd mellanslag för indrag (två per nivå), aldrig tabb. [C201]',
      'pages/lonsamhet.yaml:7:1  tabb används som indrag — Använd mellanslag för indrag (två per nivå), aldrig tabb. [C201]',
    ]);
  });

  it('names a duplicate key and points at its second occurrence', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    heading: Lönsamhet per produkt', // 7
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:7:5  fältet "heading" förekommer två gånger — Ett fält får bara finnas en gång på samma nivå: ta bort det ena eller byt namn på det. [C202]',
    ]);
  });

  it('reports inconsistent indentation of a block field', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '   lead: Vi visar var marginalen försvinner.', // 6: one space short
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:6:1  indraget stämmer inte — Poster i en lista börjar med "- " och ska ha samma indrag; fält i en post ska börja i samma kolumn. [C207]',
    ]);
  });

  it('points at the opening bracket of a list that is never closed', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    points: [Per kund, Per produkt', // 7: the bracket is column 13
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:7:13  en lista inom [ ] avslutas aldrig — Avsluta den med ] på samma rad, eller skriv posterna på egna rader som börjar med "- ". Är det en text, sätt den inom citattecken. [C205]',
    ]);
  });

  it('reports an empty file at 1:1, also when it holds only a comment', async () => {
    const only = '# yaml-language-server: $schema=../schema/page.schema.json\n';
    expect(await problemLines({ [page]: '', 'pages/kassaflode.yaml': only })).toEqual([
      'pages/kassaflode.yaml:1:1  filen är tom — Kopiera innehållet från en liknande fil som mall, eller ta bort filen. [C110]',
      'pages/lonsamhet.yaml:1:1  filen är tom — Kopiera innehållet från en liknande fil som mall, eller ta bort filen. [C110]',
    ]);
  });

  it('points at a field indented below a character left alone on a line', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    x', // 6: a stray letter
      '      lead: Vi visar var marginalen försvinner.', // 7: indented further than the letter, from column 7
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:7:7  indraget stämmer inte — Fält på samma nivå ska börja i samma kolumn: använd två mellanslag per nivå. [C206]',
    ]);
  });

  it('points at a field indented below a character left alone on the first line', async () => {
    const text = yaml(
      'x', // 1: a stray letter
      `  ${title}`, // 2: indented further than the letter, from column 3
      description, // 3
      'blocks:', // 4
      '  - type: hero', // 5
      '    heading: Lönsamhet per kund', // 6
      '    lead: Vi visar var marginalen försvinner.', // 7
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:2:3  indraget stämmer inte — Fält på samma nivå ska börja i samma kolumn: använd två mellanslag per nivå. [C206]',
    ]);
  });

  it('explains a text that starts with exclamation marks, which YAML reads as a type', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: !!! Lönsamhet per kund', // 5: "!" is column 14
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:14  texten börjar med "!!!", som YAML läser som en typ och tar bort från texten — Sätt hela texten inom citattecken: heading: "!!! Lönsamhet per kund" [C222]',
    ]);
  });

  it('points at a type or a name written alone on its line, not at the fields indented under it', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: !Nyhet', // 5: "!" is column 14
      '      lead: Vi visar var marginalen försvinner.', // 6: indented one level too far, so YAML reads it as the heading's fields
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:14  texten börjar med "!Nyhet", som YAML läser som en typ och tar bort från texten — Sätt hela texten inom citattecken: heading: "!Nyhet" [C222]',
    ]);
    // The same for a name (an anchor), with a blank line and a comment line between.
    const anchored = text.replace('!Nyhet', '&rubrik').replace('\n      lead', '\n\n      # ingressen\n      lead');
    expect(await problemLines({ [page]: anchored })).toEqual([
      'pages/lonsamhet.yaml:5:14  texten börjar med &, som YAML läser som ett namn på värdet och tar bort från texten — Sätt hela texten inom citattecken: heading: "&rubrik" [C221]',
    ]);
  });

  it('reports a file that is a single text rather than fields', async () => {
    expect(await problemLines({ [page]: 'Lönsamhetsanalys\n' })).toEqual([
      'pages/lonsamhet.yaml:1:1  filen ska bestå av fält som "namn: värde" — Kopiera en liknande fil som mall. [C111]',
    ]);
  });
});

describe('content that breaks the schema', () => {
  it('points at the start of the object a required field is missing from', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4: the block starts at column 5
      '    heading: Lönsamhet per kund', // 5
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:4:5  fältet »Ingress« saknas i det första blocket (Toppsektion) — Fyll i »Ingress« (i filen: "lead:"). [C301]',
    ]);
  });

  it('quotes the schema description of a missing page field and points at the top of the page', async () => {
    const text = yaml(
      '# yaml-language-server: $schema=../schema/page.schema.json', // 1
      title, // 2: the page's fields start here
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:2:1  fältet »Beskrivning« saknas — Fyll i »Beskrivning« (i filen: "description:"). Beskrivningen som visas under titeln i Googles träfflista och när sidan delas. Skriv 70–170 tecken. [C301]',
    ]);
  });

  it('points at the value of the wrong type: a quoted number', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'service:', // 3
      '  name: Lönsamhetsanalys', // 4
      '  summary: Lönsamhet per kund, produkt och kanal.', // 5
      '  category: Analys', // 6
      '  group: specialist', // 7
      '  order: "tre"', // 8: the value starts at column 10
      'blocks:', // 9
      '  - type: hero', // 10
      '    heading: Lönsamhet per kund', // 11
      '    lead: Vi visar var marginalen försvinner.', // 12
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:8:10  »Ordning« i »Tjänstesida« ska vara ett heltal, men är text — Skriv ett heltal utan citattecken, t.ex. 3. [C308]',
    ]);
  });

  it('reports a number below the minimum with the limit', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'service:', // 3
      '  name: Lönsamhetsanalys', // 4
      '  summary: Lönsamhet per kund, produkt och kanal.', // 5
      '  category: Analys', // 6
      '  group: specialist', // 7
      '  order: 0', // 8: the value starts at column 10
      'blocks:', // 9
      '  - type: hero', // 10
      '    heading: Lönsamhet per kund', // 11
      '    lead: Vi visar var marginalen försvinner.', // 12
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:8:10  »Ordning« i »Tjänstesida« är 0, men ska vara minst 1 — Ange ett tal som är minst 1. [C322]',
    ]);
  });

  it('points at the second of two equal list items', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - type: related', // 7
      '    heading: Fler tjänster', // 8
      '    links:', // 9
      '      - /kassaflode', // 10
      '      - /kassaflode', // 11: the value starts at column 9
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:11:9  »Länkar« i det andra blocket (Relaterade tjänster) innehåller samma värde två gånger (post 1 och 2) — Ta bort dubbletten eller ändra den. [C319]',
    ]);
  });

  it('reports a value outside an enum once, listing what is allowed (no extra "wrong type" line)', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - type: cards', // 7
      '    heading: Det här ingår', // 8
      '    columns: many', // 9: the value starts at column 14
      '    items:', // 10
      '      - title: Kundlönsamhet', // 11
      '        description: Vilka kunder bär sina kostnader?', // 12
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:9:14  »Kolumner« i det andra blocket (Kort) har värdet "many", som inte är tillåtet — Tillåtna värden: 2, 3, 4. [C310]',
    ]);
  });

  it('suggests the closest icon name without listing every icon', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - type: cards', // 7
      '    heading: Det här ingår', // 8
      '    items:', // 9
      '      - title: Kundlönsamhet', // 10
      '        icon: Paymnets', // 11: the value starts at column 15
      '        description: Vilka kunder bär sina kostnader?', // 12
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:11:15  »Ikon« i den första posten i »Kort« i det andra blocket (Kort) har värdet "Paymnets", som inte är tillåtet — Menade du "Payments"? Rätta stavningen. [C310]',
    ]);
  });

  it('guesses no icon for a yes/no value, and lists the icons instead', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - type: cards', // 7
      '    heading: Det här ingår', // 8
      '    items:', // 9
      '      - title: Kundlönsamhet', // 10
      '        icon: true', // 11: the value starts at column 15
      '        description: Vilka kunder bär sina kostnader?', // 12
    );
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:11:15  »Ikon« i den första posten i »Kort« i det andra blocket (Kort) har värdet "true", som inte är tillåtet — Tillåtna värden: ${icons}. [C310]`,
    ]);
  });

  it('points at the misspelt key and suggests the field meant, without also calling it missing', async () => {
    const text = yaml(
      '# yaml-language-server: $schema=../schema/page.schema.json', // 1
      'title: Kassaflödesoptimering', // 2
      'description: Vi hjälper er att frigöra rörelsekapital, förbättra likviditeten och planera kassaflödet tretton veckor framåt.', // 3
      'blocks:', // 4
      '  - type: hero', // 5
      '    lead: Frigör kapital som i dag ligger bundet i lager och kundfordringar.', // 6
      '    haeding: Kassaflödesoptimering', // 7: the key starts at column 5
    );
    expect(await problemLines({ 'pages/kassaflode.yaml': text })).toEqual([
      'pages/kassaflode.yaml:7:5  okänt fält »haeding« i det första blocket (Toppsektion) — Menade du "heading"? Rätta stavningen. [C302]',
    ]);
  });

  it('suggests the page field meant by a misspelt top-level key', async () => {
    const text = yaml(
      'titel: Lönsamhetsanalys', // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual(['pages/lonsamhet.yaml:1:1  okänt fält »titel« — Menade du "title"? Rätta stavningen. [C302]']);
  });

  it('lists the allowed fields when an unknown one resembles none of them', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: cta', // 4
      '    heading: Vill ni veta mer?', // 5
      '    bakgrund: mörk', // 6
      '    actions:', // 7
      '      - label: Boka möte', // 8
      '        href: /boka-mote', // 9
    );
    // (no hero either: that is a cross-page rule and waits for the schema to pass)
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:6:5  okänt fält »bakgrund« i det första blocket (Uppmaning) — Ta bort fältet; tillåtna fält här är "type", "id", "heading", "text", "actions". [C303]',
    ]);
  });

  it('points at the value of an unknown block type and suggests the closest type', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: herro', // 4: the value starts at column 11
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:4:11  okänd blocktyp »herro« i det första blocket — Menade du "hero"? Tillgängliga blocktyper: ${blockTypes}. [C305]`,
    ]);
  });

  it('reports a block without a type', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - heading: Lönsamhet per kund', // 4: the block starts at column 5
      '    lead: Vi visar var marginalen försvinner.', // 5
    );
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:4:5  blocktypen saknas i det första blocket — Börja blocket med "- type:" följt av en blocktyp: ${blockTypes}. [C306]`,
    ]);
  });

  it('points at a malformed link and says what a link looks like', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    actions:', // 7
      '      - label: Boka möte', // 8
      '        href: boka-mote', // 9: the value starts at column 15
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:9:15  »Länkmål« i den första posten i »Knappar« i det första blocket (Toppsektion) har ett ogiltigt värde "boka-mote" — Skriv en adress på webbplatsen som börjar med "/" (t.ex. /boka-mote eller /faq#kostnader), ett ankare som "#forfragan", telefon, e-post eller en extern adress som börjar med https://. [C320]',
    ]);
  });

  it('reports a text that is too short with its length', async () => {
    const text = yaml(
      title, // 1
      'description: För kort.', // 2: the value starts at column 14
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:2:14  texten i »Beskrivning« är för kort (9 tecken, minst 70) — Skriv en längre text. [C314]',
    ]);
  });

  it('names an empty text by its field and block', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: ""', // 5: the value starts at column 14
      '    lead: Vi visar var marginalen försvinner.', // 6
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:5:14  texten i »Rubrik« i det första blocket (Toppsektion) är tom — Skriv en text eller ta bort fältet. [C313]',
    ]);
  });

  it('names an item of a list of texts by its position in the list', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    points:', // 7
      '      - Per kund', // 8
      '      - 42', // 9: the second item starts at column 9
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:9:9  den andra posten i »Punkter« i det första blocket (Toppsektion) ska vara text, men är ett heltal — Skriv en text; sätt den inom citattecken om den börjar med en siffra eller innehåller kolon. [C308]',
    ]);
  });

  it('points at the first button too many', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    actions:', // 7
      '      - label: Boka möte', // 8
      '        href: /boka-mote', // 9
      '      - label: Ring oss', // 10
      '        href: telefon', // 11
      '      - label: Mejla oss', // 12: the third item starts at column 9
      '        href: e-post', // 13
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:12:9  »Knappar« i det första blocket (Toppsektion) har för många poster (3, högst 2) — Ta bort poster eller dela upp dem på två block. [C318]',
    ]);
  });

  it('reports a block written as a bare word', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - faq', // 7: the item starts at column 5
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:7:5  det andra blocket ska vara en grupp av fält, men är text — Skriv blocket som "- type: <blocktyp>" och blockets övriga fält indragna på raderna under. [C308]',
    ]);
  });
});

describe('rules across pages', () => {
  const hero = [
    '  - type: hero', // 4
    '    heading: Lönsamhet per kund', // 5
    '    lead: Vi visar var marginalen försvinner.', // 6
    '    actions:', // 7
  ];

  it('points at the href of a link to a page that does not exist and suggests the closest page', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      ...hero, // 4–7
      '      - label: Boka möte', // 8
      '        href: /boka-mtoe', // 9: the value starts at column 15
      '      - label: Priser', // 10
      '        href: /priser', // 11
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:9:15  länken "/boka-mtoe" går till en sida som inte finns — Menade du "/boka-mote"? Rätta adressen, skapa sidan, eller lägg till en omdirigering i site.yaml. [C410]',
      'pages/lonsamhet.yaml:11:15  länken "/priser" går till en sida som inte finns — Rätta adressen, skapa sidan, eller lägg till en omdirigering i site.yaml. [C410]',
    ]);
  });

  it('accepts links to redirects, queries, phone, e-mail and outside addresses', async () => {
    const text = yaml(
      title,
      description,
      'blocks:',
      ...hero,
      '      - label: KPI',
      '        href: /kpi',
      '      - label: Boka',
      '        href: /boka-mote?amne=lonsamhet#forfragan',
      '  - type: cta',
      '    heading: Hör av er',
      '    actions:',
      '      - label: Ring',
      '        href: telefon',
      '      - label: LinkedIn',
      '        href: https://www.linkedin.com/company/testbolaget',
    );
    expect(await problemLines({ [page]: text })).toEqual([]);
  });

  it('reports links to anchors that do not exist, on another page (with a suggestion) and on the same page', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      ...hero, // 4–7
      '      - label: Boka möte', // 8
      '        href: /boka-mote#forfrgan', // 9: the value starts at column 15
      '      - label: Läs mer', // 10
      '        href: "#fragor"', // 11: the value (with its quote) starts at column 15
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:9:15  länken "/boka-mote#forfrgan" pekar på ankaret "#forfrgan", som inte finns på /boka-mote — Menade du "/boka-mote#forfragan"? Rätta länken, eller lägg till "id: forfrgan" på rätt block i pages/boka-mote.yaml. [C411]',
      'pages/lonsamhet.yaml:11:15  länken "#fragor" pekar på ett ankare som inte finns på sidan — Ge målblocket "id: fragor" eller rätta länken. [C409]',
    ]);
  });

  it('suggests the closest anchor on the same page', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      ...hero, // 4–7
      '      - label: Diskutera behov', // 8
      "        href: '#forfrgan'", // 9: the value (with its quote) starts at column 15
      '  - type: enquiry', // 10
      '    id: forfragan', // 11
      '    heading: Skicka en förfrågan', // 12
      '    service: Lönsamhetsanalys', // 13
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:9:15  länken "#forfrgan" pekar på ett ankare som inte finns på sidan — Menade du "#forfragan"? Ge målblocket "id: forfrgan" eller rätta länken. [C409]',
    ]);
  });

  it('reports a page without a hero at its list of blocks', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: cta', // 4: the list starts with "-" at column 3
      '    heading: Vill ni veta mer?', // 5
      '    actions:', // 6
      '      - label: Boka möte', // 7
      '        href: /boka-mote', // 8
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:4:3  sidan saknar ett hero-block — Lägg ett block med "type: hero" först i blocks; dess rubrik blir sidans huvudrubrik (h1). [C403]',
    ]);
  });

  it('reports a second hero at its type', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - type: hero', // 7: the value starts at column 11
      '    heading: Lönsamhet per produkt', // 8
      '    lead: Och per kanal.', // 9
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:7:11  sidan har mer än ett hero-block — En sida har bara en huvudrubrik: gör det här blocket till ett annat slags block, t.ex. cta. [C404]',
    ]);
  });

  it('reports a related-services link to a page that is not a service page', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '  - type: related', // 7
      '    heading: Fler tjänster', // 8
      '    links:', // 9
      '      - /kassaflode', // 10
      '      - /boka-mote', // 11: the value starts at column 9
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:11:9  "/boka-mote" är ingen tjänstesida — Relaterade tjänster hämtar namn och beskrivning från sidans "service:"; länka till en tjänstesida. [C412]',
    ]);
  });

  it('reports a city page whose file name does not match its offer', async () => {
    const cfoPage = readFileSync(path.join(validFixture, 'pages/cfo-tjanster-umea.yaml'), 'utf8');
    // The fixture's line 6 is "  offer: cfo": the value starts at column 10.
    expect(cfoPage.split('\n')[5]).toBe('  offer: cfo');
    expect(await problemLines({ 'pages/cfo-tjanster-umea.yaml': null, 'pages/cfo-umea.yaml': cfoPage })).toEqual([
      'pages/cfo-umea.yaml:6:10  en stadssida med offer: cfo ska heta cfo-tjanster-<stad>.yaml — Byt namn på filen så att den börjar med "cfo-tjanster-", eller ändra offer. [C407]',
    ]);
  });
});

describe('file names', () => {
  it('rejects a file name with upper case and å, ä, ö, and proposes one that works', async () => {
    const text = yaml(title, description, 'blocks:', '  - type: hero', '    heading: Lönsamhet', '    lead: Vi visar var marginalen försvinner.');
    expect(await problemLines({ 'pages/Lönsamhet.yaml': text })).toEqual([
      'pages/Lönsamhet.yaml:1:1  filnamnet kan inte bli en adress — Byt namn på filen: använd bara a–z, siffror och bindestreck och ändelsen .yaml, t.ex. "lonsamhet.yaml". [C103]',
    ]);
  });

  it('rejects the .yml extension', async () => {
    const text = yaml(title, description, 'blocks:', '  - type: hero', '    heading: Lönsamhet', '    lead: Vi visar var marginalen försvinner.');
    expect(await problemLines({ 'pages/lonsamhet.yml': text })).toEqual([
      'pages/lonsamhet.yml:1:1  filnamnet kan inte bli en adress — Byt namn på filen: använd bara a–z, siffror och bindestreck och ändelsen .yaml, t.ex. "lonsamhet.yaml". [C103]',
    ]);
  });

  it('requires a home page', async () => {
    // The fixture's home page also holds the list of every city, which the Places menu links to.
    expect(await problemLines({ 'pages/index.yaml': null })).toEqual([
      'pages/cfo-tjanster-umea.yaml:5:3  det finns stadssidor men ingen sida med listan över alla orter (ett block av typen »Städer«) — Lägg tillbaka blocket "- type: cities" (med "id: orter") på /alla-tjanster; menyn Orter länkar dit. [C605]',
      'pages/index.yaml:1:1  startsidan pages/index.yaml saknas — Skapa filen (kopiera en liknande sida som mall); den blir webbplatsens startsida, /. [C102]',
    ]);
  });

  it('reports a page that is a shortcut to a file moved away as unreadable, not as missing', async () => {
    const root = makeProject();
    symlinkSync('../utkast/kassaflode.yaml', path.join(root, 'pages/kassaflode-utkast.yaml'));
    const result = await loadContent(root);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
      'pages/kassaflode-utkast.yaml:1:1  filen går inte att läsa (den finns inte längre, eller är en genväg till en fil som flyttats) — Kontrollera att filen inte är låst av ett annat program och att du har behörighet att läsa den. [C112]',
    ]);
  });
});

describe('site.yaml', () => {
  it('points at an e-mail address that is not one', async () => {
    // fixture line 8: "  email: kontakt@testbolaget.example", the value starts at column 10
    const text = site('email: kontakt@testbolaget.example', 'email: kontakt(at)testbolaget');
    expect(await problemLines({ 'site.yaml': text })).toEqual([
      'site.yaml:8:10  »E-post« i »Kontaktuppgifter« är ingen giltig e-postadress — Skriv en e-postadress som namn@foretag.se. [C321]',
    ]);
  });

  it('points at a redirect to a page that does not exist and suggests the closest page', async () => {
    // fixture line 28: "    to: /kassaflode", the value starts at column 9
    const text = site('to: /kassaflode', 'to: /kassaflod');
    expect(await problemLines({ 'site.yaml': text })).toEqual([
      'site.yaml:28:9  omdirigeringen går till "/kassaflod", som inte finns — Menade du "/kassaflode"? Ange adressen till en befintlig sida. [C401]',
    ]);
  });

  it('reports a malformed redirect once, and links to its old address stay valid', async () => {
    const text = site('to: /kassaflode', 'to: kassaflode');
    expect(await problemLines({ 'site.yaml': text })).toEqual([
      'site.yaml:28:9  »Till« i den första posten i »Omdirigeringar« har ett ogiltigt värde "kassaflode" — Skriv en adress som börjar med "/" och bara innehåller a–z, siffror och bindestreck, t.ex. /kassaflode. [C320]',
    ]);
  });

  it('explains the analytics measurement id', async () => {
    // fixture line 24: "  measurementId: null", the value starts at column 18
    const text = site('measurementId: null', 'measurementId: UA-1234');
    expect(await problemLines({ 'site.yaml': text })).toEqual([
      'site.yaml:24:18  »Mätnings-id« i »Besöksstatistik« har ett ogiltigt värde "UA-1234" — Skriv mätnings-id:t från Google Analytics, t.ex. G-ABC123XYZ, eller null för att stänga av mätningen. [C320]',
    ]);
  });

  it('reports a missing site.yaml instead of crashing', async () => {
    expect(await problemLines({ 'site.yaml': null })).toEqual([
      'site.yaml:1:1  filen site.yaml saknas — Lägg tillbaka filen; den innehåller fakta som alla sidor använder. [C101]',
    ]);
  });
});

describe('all problems in all files at once', () => {
  it('reports two broken pages and a broken site.yaml together, sorted by file, then line', async () => {
    const lonsamhet = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi visar var marginalen försvinner.', // 6
      '    actions:', // 7
      '      - label: Boka möte', // 8
      '        href: /boka', // 9: the value starts at column 15
    );
    const kassaflode = yaml(
      'title: Kassaflödesoptimering', // 1
      'description: Vi hjälper er att frigöra rörelsekapital, förbättra likviditeten och planera kassaflödet tretton veckor framåt.', // 2
      'blocks:', // 3
      '  - type: herro', // 4: the value starts at column 11
      '    heading: Kassaflödesoptimering', // 5
      '    lead: Frigör kapital.', // 6
      '  - type: enquiry', // 7
      '    id: forfragan', // 8
      '    heading: Skicka en förfrågan', // 9
      '    servce: Kassaflödesoptimering', // 10: the key starts at column 5
    );
    const siteText = site('email: kontakt@testbolaget.example', 'email: kontakt(at)testbolaget');
    expect(await problemLines({ [page]: lonsamhet, 'pages/kassaflode.yaml': kassaflode, 'site.yaml': siteText })).toEqual([
      `pages/kassaflode.yaml:4:11  okänd blocktyp »herro« i det första blocket — Menade du "hero"? Tillgängliga blocktyper: ${blockTypes}. [C305]`,
      'pages/kassaflode.yaml:10:5  okänt fält »servce« i det andra blocket (Förfrågan) — Menade du "service"? Rätta stavningen. [C302]',
      // A link is still checked while site.yaml is broken: site.yaml's own mistake hides nothing.
      'pages/lonsamhet.yaml:9:15  länken "/boka" går till en sida som inte finns — Rätta adressen, skapa sidan, eller lägg till en omdirigering i site.yaml. [C410]',
      'site.yaml:8:10  »E-post« i »Kontaktuppgifter« är ingen giltig e-postadress — Skriv en e-postadress som namn@foretag.se. [C321]',
    ]);
  });

  it('does not report a link to a page twice when that page has its own error', async () => {
    // index.yaml links to /kassaflode#forfragan; kassaflode.yaml is broken, so only its own error shows.
    expect(await problemLines({ 'pages/kassaflode.yaml': yaml('title: Kassaflöde') })).toEqual([
      'pages/kassaflode.yaml:1:1  fältet »Beskrivning« saknas — Fyll i »Beskrivning« (i filen: "description:"). Beskrivningen som visas under titeln i Googles träfflista och när sidan delas. Skriv 70–170 tecken. [C301]',
      'pages/kassaflode.yaml:1:1  fältet »Block« saknas — Fyll i »Block« (i filen: "blocks:"). Sidans sektioner uppifrån och ned. Varje block börjar med "- type:" och blocktypens namn. [C301]',
    ]);
  });
});

describe('placeholders for facts in site.yaml', () => {
  it('reports an unknown placeholder at its text and suggests the one meant', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Månadspaketet kostar från {pris:manadspakt}.', // 6: the value starts at column 11
    );
    const lines = await problemLines({ [page]: text });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^pages\/lonsamhet\.yaml:6:11 {2}okänd platshållare "\{pris:manadspakt\}" — Menade du "\{pris:manadspaket\}"\? Tillgängliga: \{varumärke\}, /,
    );
  });

  it('refuses a price written out where its placeholder would follow site.yaml, and leaves other amounts alone', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Från 35 000 kr/mån, en modell för 8000–9 000 kronor; 20 000 kr är inget av våra priser.', // 6: the value starts at column 11
    );
    const hint = 'i stället för beloppet. Då står priset bara under prices i site.yaml, och texten visar det nya priset när det ändras där. [C606]';
    const lines = await problemLines({ [page]: text });
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        `pages/lonsamhet.yaml:6:11  texten skriver ut 35 000 kr, som är priset för "Månadspaket" i site.yaml — Skriv {pris:manadspaket} ${hint}`,
        `pages/lonsamhet.yaml:6:11  texten skriver ut 8000 kr, som är priset för "Kassaflödesmodell" i site.yaml — Skriv {tillägg:kassaflodesmodell} ${hint}`,
      ]),
    );
  });

  it('refuses a revenue range written out, the firm’s or another, and leaves single amounts and other units alone (docs/decisions.md 171)', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet för bolag med 10–500 MSEK i omsättning', // 5: the value starts at column 14
      '    lead: Vi arbetar med bolag med 5 - 100 MSEK, ofta under 40 MSEK, och med 10–50 anställda.', // 6: the value starts at column 11
      '    points:', // 7
      '      - Omsättning {omsättningsspann}', // 8
    );
    const hint = (range: string) =>
      `Skriv {omsättningsspann} i stället. Byrån vänder sig till företag med ${range} i omsättning (roi.targetRevenueMsek i site.yaml), och så står det då på varje sida; ett annat spann här skulle säga emot dem. [C607]`;
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:5:14  texten skriver ut omsättningen 10–500 MSEK — ${hint('5–100\u00a0MSEK')}`,
      `pages/lonsamhet.yaml:6:11  texten skriver ut omsättningen 5 - 100 MSEK — ${hint('5–100\u00a0MSEK')}`,
    ]);
  });

  it('refuses an office in a city site.yaml does not list, and leaves the customer’s offices alone (docs/decisions.md 171)', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: Vi ses hos oss i Stockholm, på ert kontor i Uppsala eller på huvudkontoret i Sundsvall.', // 6
      '    points:', // 7
      '      - Vi har lokaler i Göteborg och kan träffas där', // 8: the value starts at column 9
      '      - Kontor i Malmö', // 9
    );
    const hint =
      'Byrån har kontor i Stockholm (offices i site.yaml). Skriv om texten, eller lägg till orten under offices om byrån verkligen har ett kontor där; skriv gärna {kontor} där alla nämns. [C420]';
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:8:9  texten säger att byrån har kontor i Göteborg, men Göteborg står inte bland kontoren i site.yaml — ${hint}`,
      `pages/lonsamhet.yaml:9:9  texten säger att byrån har kontor i Malmö, men Malmö står inte bland kontoren i site.yaml — ${hint}`,
    ]);
  });

  it('refuses a second box of figures on a page: the hero’s stats beside a results block, or two results blocks (docs/decisions.md 171)', async () => {
    const figures = ['    items:', '      - value: 23 %', '        label: bättre likviditet'];
    const hero = ['  - type: hero', '    heading: Lönsamhet per kund', '    lead: Vi visar var marginalen går förlorad.'];
    const stats = ['    stats:', '      - value: "{svarstid}"', '        label: till svar', '      - value: 12 %', '        label: högre marginal'];
    const hint =
      'Samla siffrorna på ett ställe – i hero-blockets "stats:" eller i ett resultatblock, som då visas i rutan bredvid sidans rubrik – och ta bort det andra (docs/decisions.md 171). [C419]';
    const withStats = yaml(title, description, 'blocks:', ...hero, ...stats, '  - type: results', '    heading: Resultat', ...figures);
    expect(await problemLines({ [page]: withStats })).toEqual([
      `pages/lonsamhet.yaml:12:11  sidan visar redan nyckeltal i hero-blockets "stats:", och en sida visar sina siffror i en enda ruta — ${hint}`,
    ]);
    const twoResults = yaml(
      title,
      description,
      'blocks:',
      ...hero,
      '  - type: results',
      '    heading: Resultat',
      ...figures,
      '  - type: results',
      '    heading: Mer',
      ...figures,
    );
    expect(await problemLines({ [page]: twoResults })).toEqual([
      `pages/lonsamhet.yaml:12:11  sidan visar redan nyckeltal i ett resultatblock, och en sida visar sina siffror i en enda ruta — ${hint}`,
    ]);
    const oneBox = yaml(title, description, 'blocks:', ...hero, '  - type: results', '    heading: Resultat', ...figures);
    expect(await problemLines({ [page]: oneBox })).toEqual([]);
  });

  it('reports a broken placeholder and shows the one meant: spaces inside, a closing brace left out, a misspelt name', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet hos { Varumärke }', // 5: the value starts at column 14
      '    lead: Med {varumärke frigör ni tid.', // 6: the value starts at column 11
      '    badge: Hos {varumärk och partner', // 7: the value starts at column 12
    );
    const broken = 'den skulle synas som den står på sidan — Skriv platshållaren som "{varumärke}": små bokstäver inom { } utan mellanslag. [C502]';
    expect(await problemLines({ [page]: text })).toEqual([
      `pages/lonsamhet.yaml:5:14  trasig platshållare "{ Varumärke }": ${broken}`,
      `pages/lonsamhet.yaml:6:11  trasig platshållare "{varumärke frigör ni tid.": ${broken}`,
      `pages/lonsamhet.yaml:7:12  trasig platshållare "{varumärk och partner": ${broken}`,
    ]);
  });

  it('explains a text that starts with a placeholder, which YAML would read as a mapping', async () => {
    const text = yaml(
      title, // 1
      description, // 2
      'blocks:', // 3
      '  - type: hero', // 4
      '    heading: Lönsamhet per kund', // 5
      '    lead: {varumärke} visar var marginalen försvinner.', // 6: "{" is column 11
    );
    expect(await problemLines({ [page]: text })).toEqual([
      'pages/lonsamhet.yaml:6:11  texten börjar med en platshållare, och YAML läser { i början av en text som något annat — Sätt hela texten inom citattecken, t.ex. "{varumärke} …", eller börja meningen med ett ord. [C224]',
    ]);
  });
});
