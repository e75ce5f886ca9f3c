import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type YAMLError } from 'yaml';
import type { Problem } from './problem';

/** A parsed YAML file that remembers where every value came from. */
export interface SourceFile {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  data: unknown;
}

/** What went wrong and what to do, in Swedish, for the yaml package's error codes. */
function yamlProblem(code: string, raw: string): { message: string; hint: string } {
  const english = raw.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'TAB_AS_INDENT':
      return { message: 'tabb används som indrag', hint: 'Använd mellanslag för indrag (två per nivå), aldrig tabb.' };
    case 'DUPLICATE_KEY':
      return {
        message: 'samma fält förekommer två gånger',
        hint: 'Ett fält får bara finnas en gång på samma nivå: ta bort det ena eller byt namn på det.',
      };
    case 'MULTILINE_IMPLICIT_KEY':
      return {
        message: 'raden saknar kolon efter fältnamnet',
        hint: 'Skriv fältet som "namn: värde" på en rad, med kolon och mellanslag efter namnet.',
      };
    case 'BLOCK_AS_IMPLICIT_KEY':
      return {
        message: 'ett värde innehåller kolon följt av mellanslag, eller indraget är fel',
        hint: 'Sätt texten inom citattecken om den innehåller ": ", och kontrollera att fält på samma nivå börjar i samma kolumn.',
      };
    case 'BAD_INDENT':
      return /end with a [\]}]/.test(english)
        ? {
            message: `en lista inom ${english.includes(']') ? '[ ]' : '{ }'} avslutas aldrig`,
            hint: `Avsluta den med ${english.includes(']') ? ']' : '}'} på samma rad, eller skriv posterna på egna rader som börjar med "- ".`,
          }
        : { message: 'indraget stämmer inte', hint: 'Fält på samma nivå ska börja i samma kolumn: använd två mellanslag per nivå.' };
    case 'BAD_SCALAR_START':
      return { message: 'värdet börjar med ett tecken som inte får stå först', hint: 'Sätt texten inom citattecken.' };
    case 'BAD_DQ_ESCAPE':
      return {
        message: 'texten innehåller ett omvänt snedstreck (\\) som inte går att tolka',
        hint: 'Ta bort snedstrecket, skriv det dubbelt (\\\\) eller använd enkla citattecken runt texten.',
      };
    case 'MISSING_CHAR':
      if (/closing .?quote/.test(english)) {
        return {
          message: 'citattecknet avslutas aldrig',
          hint: 'Avsluta texten med samma slags citattecken som den börjar med, på samma rad.',
        };
      }
      if (english.startsWith('Sequence item without')) {
        return { message: 'indraget stämmer inte', hint: 'Poster i en lista börjar med "- " och ska ha samma indrag; fält i en post ska börja i samma kolumn.' };
      }
      if (english.startsWith('Implicit map keys need to be followed')) {
        return { message: 'raden saknar kolon efter fältnamnet', hint: 'Skriv fältet som "namn: värde", med kolon och mellanslag efter namnet.' };
      }
      return { message: 'det saknas ett tecken', hint: 'Det är oftast ett kolon efter ett fältnamn eller ett avslutande citattecken.' };
    case 'MULTIPLE_DOCS':
      return { message: 'filen innehåller mer än ett YAML-dokument (---)', hint: 'Ta bort raden med --- eller dela upp innehållet på två filer.' };
    default:
      // Rare cases: keep the yaml package's own wording too, it names the exact token.
      return {
        message: `YAML-syntaxfel (${english})`,
        hint: 'Kontrollera indrag, kolon och citattecken på raden; sätt texten inom citattecken om den innehåller kolon eller #.',
      };
  }
}

/**
 * Where to point for a yaml error. Mostly where the yaml package reports it; but an unclosed
 * quote or bracket is reported where the file ends, so point at the opening one instead. Also
 * names the key of a duplicate.
 */
function yamlErrorPosition(doc: Document.Parsed, error: YAMLError): { offset: number; key?: string } {
  const offset = error.pos[0];
  let result: { offset: number; key?: string } = { offset };
  if (error.code === 'MISSING_CHAR' && /closing .?quote/.test(error.message)) {
    visit(doc, {
      Scalar(_key, node) {
        if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && node.range?.[1] === offset) {
          result = { offset: node.range[0] };
          return visit.BREAK;
        }
        return undefined;
      },
    });
  } else if (error.code === 'BAD_INDENT' && /end with a [\]}]/.test(error.message)) {
    // An unclosed [ or { is also reported where the file ends: point at the bracket.
    const opening = (_key: unknown, node: { flow?: boolean; range?: [number, number, number] | null }) => {
      if (node.flow && node.range?.[1] === offset) {
        result = { offset: node.range[0] };
        return visit.BREAK;
      }
      return undefined;
    };
    visit(doc, { Seq: opening, Map: opening });
  } else if (error.code === 'DUPLICATE_KEY') {
    visit(doc, {
      Pair(_key, pair) {
        if (isScalar(pair.key) && pair.key.range?.[0] === offset) {
          result = { offset, key: String(pair.key.value) };
          return visit.BREAK;
        }
        return undefined;
      },
    });
  }
  return result;
}

// A text starting with a placeholder such as {varumärke} is a YAML flow mapping, not a text.
const leadingPlaceholder = /^(\s*(?:-\s+|[\w-]+:\s+))(\{[a-zåäö-]+(?::[a-z0-9+-]+)?\})/;

/** Parses YAML keeping source positions; syntax problems come back as Problems, never thrown. */
export function parseSource(file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = [];
  const linesWithProblems = new Set<number>();
  const lines = text.split('\n');
  for (const error of doc.errors) {
    const { offset, key } = yamlErrorPosition(doc, error);
    const { line, col } = lineCounter.linePos(offset);
    // One syntax error usually makes the parser stumble again further along the same line
    // (a tab, then "nested mappings"): only the first one on a line says anything useful.
    if (linesWithProblems.has(line)) continue;
    linesWithProblems.add(line);
    const placeholder = leadingPlaceholder.exec(lines[line - 1] ?? '');
    if (placeholder) {
      problems.push({
        file,
        line,
        col: placeholder[1]!.length + 1,
        message: 'texten börjar med en platshållare, och YAML läser { i början av en text som något annat',
        hint: `Sätt hela texten inom citattecken, t.ex. "${placeholder[2]} …", eller börja meningen med ett ord.`,
      });
      continue;
    }
    const { message, hint } = yamlProblem(error.code, error.message);
    problems.push({ file, line, col, message: key ? `fältet "${key}" förekommer två gånger` : message, hint });
  }
  if (problems.length > 0) return { problems };
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) {
    return {
      problems: [
        {
          file,
          line: 1,
          col: 1,
          message: 'filen är tom',
          hint: 'Kopiera innehållet från en liknande fil som mall, eller ta bort filen.',
        },
      ],
    };
  }
  return { source: { file, doc, lineCounter, data: doc.toJS() }, problems: [] };
}

/** The YAML node at a JSON-pointer-like path, or the deepest ancestor that exists. */
export function nodeAt(source: SourceFile, segments: readonly (string | number)[]): Node | undefined {
  let node = source.doc.contents as Node | null;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return node;
      node = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) return node;
      node = item;
    } else {
      return node ?? undefined;
    }
  }
  return node ?? undefined;
}

/** The key node of property `key` in the map at `segments` (for pointing at a misspelt field name). */
export function keyNodeAt(source: SourceFile, segments: readonly (string | number)[], key: string): Node | undefined {
  const map = nodeAt(source, segments);
  if (!isMap(map)) return map;
  const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
  return (pair?.key as Node | undefined) ?? map;
}

export function positionOf(source: SourceFile, node: Node | undefined): { line: number; col: number } {
  return node?.range ? source.lineCounter.linePos(node.range[0]) : { line: 1, col: 1 };
}

export function splitPointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
