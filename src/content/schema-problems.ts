import type { ErrorObject } from 'ajv';
import type { Problem } from './problem';
import { didYouMean, suggest } from './suggest';
import { keyNodeAt, nodeAt, positionOf, splitPointer, type SourceFile } from './source';

const typeNames: Record<string, string> = {
  string: 'text',
  integer: 'ett heltal',
  number: 'ett tal',
  boolean: 'true eller false',
  array: 'en lista',
  object: 'en grupp av fält',
  null: 'tomt (null)',
};

const typeExamples: Record<string, string> = {
  string: 'Skriv en text; sätt den inom citattecken om den börjar med en siffra eller innehåller kolon.',
  integer: 'Skriv ett heltal utan citattecken, t.ex. 3.',
  number: 'Skriv ett tal utan citattecken, t.ex. 12 eller 7.5.',
  boolean: 'Skriv true eller false utan citattecken.',
  array: 'Skriv en lista: en post per rad som börjar med "- ".',
  object: 'Skriv fälten indragna på raderna under, som "namn: värde".',
};

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'tomt';
  if (Array.isArray(value)) return 'en lista';
  if (typeof value === 'object') return 'en grupp av fält';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'boolean') return 'true/false';
  return Number.isInteger(value) ? 'ett heltal' : 'ett tal';
}

/** "block 3 (hero)" style context for a path inside a page, so the editor knows which section. */
function where(segments: string[], data: unknown): string {
  const i = segments.indexOf('blocks');
  if (i === -1 || segments.length <= i + 1) return '';
  const index = Number(segments[i + 1]);
  const block = (data as { blocks?: { type?: unknown }[] }).blocks?.[index];
  const type = typeof block?.type === 'string' ? ` (${block.type})` : '';
  return ` i block ${index + 1}${type}`;
}

/** What a message is about: `"heading" i block 1 (hero)`, `post 2 i "links"`, or `block 2` itself. */
function subjectOf(segments: string[], context: string): string {
  if (segments.length === 2 && segments[0] === 'blocks') return context.trim().replace(/^i /, '');
  return `${fieldName(segments)}${context}`;
}

function fieldName(segments: string[]): string {
  const last = [...segments].reverse().find((s) => !/^\d+$/.test(s));
  const index = segments.at(-1);
  if (index !== undefined && /^\d+$/.test(index)) return `post ${Number(index) + 1} i "${last ?? ''}"`;
  return `"${last ?? ''}"`;
}

function schemaHint(error: ErrorObject): string {
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  return description ? `Rätta värdet. ${description}` : '';
}

/** What a value matching the field's pattern looks like, for the shapes editors meet most. */
function patternHint(error: ErrorObject): string {
  const pattern = String((error.params as { pattern?: unknown }).pattern);
  if (error.schemaPath.endsWith('/definitions/href/pattern')) {
    return 'Skriv en adress på webbplatsen som börjar med "/" (t.ex. /boka-mote eller /faq#kostnader), ett ankare som "#forfragan", telefon, e-post eller en extern adress som börjar med https://.';
  }
  if (error.schemaPath.endsWith('/definitions/anchorId/pattern')) {
    return 'Använd bara små bokstäver a–z, siffror och bindestreck, och börja med en bokstav, t.ex. forfragan.';
  }
  if (pattern.startsWith('^/')) return 'Skriv en adress som börjar med "/" och bara innehåller a–z, siffror och bindestreck, t.ex. /kassaflode.';
  if (pattern.startsWith('^https://')) return 'Skriv hela adressen, med https:// först och utan mellanslag.';
  if (pattern.startsWith('^G-')) return 'Skriv mätnings-id:t från Google Analytics, t.ex. G-ABC123XYZ, eller null för att stänga av mätningen.';
  return schemaHint(error) || 'Rätta värdet så att det har rätt form.';
}

/** The value at `segments` in the parsed data. */
function valueAt(data: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((v, s) => (v as Record<string, unknown> | undefined)?.[s], data);
}

/**
 * ajv reports some mistakes twice over; keep the error that helps most:
 * - `columns: many` breaks both `type` and `enum`: the enum error lists what is allowed;
 * - a misspelt required field is both unknown and missing: the "did you mean" says it all.
 */
function dropEchoes(errors: readonly ErrorObject[]): ErrorObject[] {
  const enumPaths = new Set(errors.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  const misspelt = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
    const guess = suggest(String((e.params as { additionalProperty?: unknown }).additionalProperty), allowed);
    if (guess) misspelt.add(`${e.instancePath}\u0000${guess}`);
  }
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (e.keyword === 'type' && enumPaths.has(e.instancePath)) return false;
    if (e.keyword === 'required' && misspelt.has(`${e.instancePath}\u0000${String((e.params as { missingProperty?: unknown }).missingProperty)}`)) {
      return false;
    }
    const key = `${e.keyword}\u0000${e.instancePath}\u0000${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Turns ajv's errors into positioned Swedish problems that say what to do. */
export function schemaProblems(
  source: SourceFile,
  errors: readonly ErrorObject[],
  blockTypes: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  for (const error of dropEchoes(errors)) {
    const segments = splitPointer(error.instancePath);
    const context = where(segments, source.data);
    const subject = subjectOf(segments, context);
    let node = nodeAt(source, segments);
    let message: string;
    let hint: string;
    const params = error.params as Record<string, unknown>;

    switch (error.keyword) {
      case 'required': {
        const missing = String(params.missingProperty);
        const described = (error.parentSchema as { properties?: Record<string, { description?: string }> })?.properties?.[missing]
          ?.description;
        message = `fältet "${missing}" saknas${context}`;
        hint = `Lägg till "${missing}:" med ett värde.${described ? ` ${described}` : ''}`;
        break;
      }
      case 'additionalProperties': {
        const extra = String(params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        node = keyNodeAt(source, segments, extra);
        message = `okänt fält "${extra}"${context}`;
        const guess = didYouMean(extra, allowed);
        hint = guess
          ? `${guess} Rätta stavningen.`
          : `Ta bort fältet; tillåtna fält här är ${allowed.map((a) => `"${a}"`).join(', ')}.`;
        break;
      }
      case 'discriminator': {
        if (params.error === 'mapping') {
          const value = String(params.tagValue);
          node = nodeAt(source, [...segments, 'type']);
          message = `okänd blocktyp "${value}"${context.replace(/ \(.*\)$/, '')}`;
          const guess = didYouMean(value, blockTypes);
          hint = `${guess ? `${guess} ` : ''}Tillgängliga blocktyper: ${blockTypes.join(', ')}.`;
        } else {
          const tag = valueAt(source.data, [...segments, 'type']);
          if (tag === undefined) {
            message = `fältet "type" saknas${context}`;
            hint = `Börja blocket med "- type:" följt av en blocktyp: ${blockTypes.join(', ')}.`;
          } else {
            node = nodeAt(source, [...segments, 'type']);
            message = `"type"${context} ska vara namnet på en blocktyp, men är ${describeValue(tag)}`;
            hint = `Skriv en av blocktyperna: ${blockTypes.join(', ')}.`;
          }
        }
        break;
      }
      case 'type': {
        const expected = String(params.type).split(',');
        const actual = valueAt(source.data, segments);
        message = `${subject} ska vara ${expected.map((t) => typeNames[t] ?? t).join(' eller ')}, men är ${describeValue(actual)}`;
        hint =
          segments.length === 2 && segments[0] === 'blocks'
            ? 'Skriv blocket som "- type: <blocktyp>" och blockets övriga fält indragna på raderna under.'
            : (typeExamples[expected[0]!] ?? 'Rätta värdet.');
        break;
      }
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map(String);
        const actual = error.data === null ? '' : String(error.data);
        message = error.data === null ? `${subject} är tomt` : `${subject} har värdet "${actual}", som inte är tillåtet`;
        // No "did you mean 2?" for a number: the nearest digit is no better a guess than any other.
        const guess = typeof error.data === 'string' ? suggest(actual, allowed) : undefined;
        if (guess && allowed.length > 12) hint = `Menade du "${guess}"? Rätta stavningen.`;
        else hint = `${guess ? `Menade du "${guess}"? ` : ''}Tillåtna värden: ${allowed.join(', ')}.`;
        break;
      }
      case 'const':
        message = `${subject} ska vara "${String(params.allowedValue)}"`;
        hint = 'Rätta värdet.';
        break;
      case 'minLength':
        if (params.limit === 1) {
          message = `texten i ${subject} är tom`;
          hint = 'Skriv en text eller ta bort fältet.';
        } else {
          message = `texten i ${subject} är för kort (${[...String(error.data)].length} tecken, minst ${String(params.limit)})`;
          hint = 'Skriv en längre text.';
        }
        break;
      case 'maxLength':
        message = `texten i ${subject} är för lång (${[...String(error.data)].length} tecken, högst ${String(params.limit)})`;
        hint = 'Korta texten.';
        break;
      case 'minItems':
        if ((error.data as unknown[]).length === 0) {
          message = `${subject} är en tom lista`;
          hint = `Lägg till minst ${String(params.limit)} ${params.limit === 1 ? 'post' : 'poster'}, en per rad som börjar med "- ".`;
          break;
        }
        message = `${subject} har för få poster (${(error.data as unknown[]).length}, minst ${String(params.limit)})`;
        hint = 'Lägg till fler poster, en per rad som börjar med "- ".';
        break;
      case 'maxItems':
        node = nodeAt(source, [...segments, Number(params.limit)]);
        message = `${subject} har för många poster (${(error.data as unknown[]).length}, högst ${String(params.limit)})`;
        hint = 'Ta bort poster eller dela upp dem på två block.';
        break;
      case 'uniqueItems': {
        const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
        node = nodeAt(source, [...segments, second]);
        message = `${subject} innehåller samma värde två gånger (post ${first + 1} och ${second + 1})`;
        hint = 'Ta bort dubbletten eller ändra den.';
        break;
      }
      case 'pattern':
        message = `${subject} har ett ogiltigt värde "${String(error.data)}"`;
        hint = patternHint(error);
        break;
      case 'format':
        message = `${subject} är ingen giltig ${params.format === 'email' ? 'e-postadress' : String(params.format)}`;
        hint = params.format === 'email' ? 'Skriv en e-postadress som namn@foretag.se.' : 'Rätta värdet.';
        break;
      case 'minimum':
      case 'maximum':
        message = `${subject} är ${String(error.data)}, men ska vara ${error.keyword === 'minimum' ? 'minst' : 'högst'} ${String(params.limit)}`;
        hint = `Ange ett tal som är ${error.keyword === 'minimum' ? 'minst' : 'högst'} ${String(params.limit)}.`;
        break;
      default:
        // Keywords the schemas do not use today; never let ajv's English through.
        message = `${subject} har ett ogiltigt värde`;
        hint = schemaHint(error) || 'Rätta värdet enligt beskrivningen av fältet i schema/.';
    }
    problems.push({ file: source.file, ...positionOf(source, node), message, hint });
  }
  return problems;
}
