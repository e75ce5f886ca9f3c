import type { ErrorObject } from 'ajv';
import type { Node } from 'yaml';
import { toPointer, type Problem } from './problem';
import { catalogue, phrases, problem, type Entry, type Where } from './problem-catalogue';
import { suggest } from './suggest';
import type { SchemaSet } from './schemas';
import { keyNodeAt, nodeAt, positionOf, splitPointer, type SourceFile } from './source';

/** What the messages need of the schemas: the block types, and the Swedish labels the editor shows. */
export type Names = Pick<SchemaSet, 'blockTypes' | 'labels'>;

/** The schema a file is read with: site.yaml's, or a page's. */
const rootOf = (source: SourceFile) => (source.file === 'site.yaml' ? 'site.schema.json' : 'page.schema.json');

/** " i det tredje blocket (Sidhuvud)" for a path inside a page, so the editor knows which section. */
function where(segments: string[], data: unknown, names: Names): string {
  const i = segments.indexOf('blocks');
  if (i === -1 || segments.length <= i + 1) return '';
  const index = Number(segments[i + 1]);
  const type = (data as { blocks?: { type?: unknown }[] }).blocks?.[index]?.type;
  return phrases.inBlock(index, typeof type === 'string' ? names.labels.block(type) : undefined);
}

/**
 * What a message is about, by the labels of the editor's form (docs/decisions.md 103):
 * `»Rubrik« i det första blocket (Sidhuvud)`, `den andra posten i »Länkar«`, `det andra blocket (Punktlista)`.
 * A field without a label is named as the file names it (in » «, never as a quoted YAML key).
 */
function subjectOf(segments: string[], source: SourceFile, names: Names): string {
  const data = source.data;
  if (segments.length === 2 && segments[0] === 'blocks') {
    const type = (data as { blocks?: { type?: unknown }[] }).blocks?.[Number(segments[1])]?.type;
    return phrases.block(Number(segments[1]), typeof type === 'string' ? names.labels.block(type) : undefined);
  }
  const label = (at: string[]) => names.labels.field(rootOf(source), data, at) ?? [...at].reverse().find((s) => !/^\d+$/.test(s)) ?? '';
  const last = segments.at(-1);
  const isItem = last !== undefined && /^\d+$/.test(last);
  const name = isItem ? phrases.item(Number(last), label(segments.slice(0, -1))) : phrases.field(label(segments));
  // The group the field is in (»Tjänstesida«), or the entry of a list of groups (a card, a
  // question), below the block itself: the form shows the field there.
  const start = segments[0] === 'blocks' ? 2 : 0;
  const parent = isItem ? segments.length - 2 : segments.length - 1;
  const container = segments[parent - 1];
  let entry = '';
  if (!isItem && parent - 1 >= start && container !== undefined && !/^\d+$/.test(container)) entry = phrases.inGroup(label(segments.slice(0, parent)));
  for (let k = parent - 1; k >= start && !entry; k--) {
    if (/^\d+$/.test(segments[k] ?? '')) {
      entry = phrases.inItem(Number(segments[k]), label(segments.slice(0, k)));
      break;
    }
  }
  return `${name}${entry}${where(segments, data, names)}`;
}

const descriptionOf = (error: ErrorObject) => (error.parentSchema as { description?: string } | undefined)?.description;

/** What a value matching the field's pattern looks like, for the shapes editors meet most. */
function patternHint(error: ErrorObject): string {
  const pattern = String((error.params as { pattern?: unknown }).pattern);
  if (error.schemaPath.endsWith('/definitions/href/pattern')) return phrases.shape.href;
  if (error.schemaPath.endsWith('/definitions/anchorId/pattern')) return phrases.shape.anchorId;
  if (pattern.startsWith('^/')) return phrases.shape.path;
  if (pattern.startsWith('^https://')) return phrases.shape.url;
  if (pattern.startsWith('^G-')) return phrases.shape.measurementId;
  const description = descriptionOf(error);
  return description ? phrases.described(description) : phrases.shape.other;
}

// Hard spaces, zero-width spaces and the like: invisible in an editor, but part of a field name.
const invisible = /[\u00a0\u1680\u2000-\u200d\u202f\u205f\u2060\u3000\ufeff]/g;

/** The value at `segments` in the parsed data. */
function valueAt(data: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((v, s) => (v as Record<string, unknown> | undefined)?.[s], data);
}

/**
 * ajv reports some mistakes twice over; keep the error that helps most:
 * - `columns: many` breaks both `type` and `enum`: the enum error lists what is allowed;
 * - a misspelt required field is both unknown and missing: the "did you mean" says it all (and so
 *   does a field name with a hard space in it, and a retired field that names its replacement).
 */
function dropEchoes(errors: readonly ErrorObject[]): ErrorObject[] {
  const enumPaths = new Set(errors.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  const misspelt = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
    const extra = String((e.params as { additionalProperty?: unknown }).additionalProperty);
    const cleaned = extra.replace(invisible, '').trim();
    const replacement = (e.parentSchema as { 'x-ersatt-av'?: Record<string, string> })?.['x-ersatt-av']?.[extra];
    const guess = replacement ?? (allowed.includes(cleaned) ? cleaned : suggest(extra, allowed));
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

/** `Skriv med små bokstäver: "/boka-mote".` when that alone would make the value valid. */
function caseHint(error: ErrorObject): string {
  const pattern = (error.params as { pattern?: unknown }).pattern;
  if (typeof pattern !== 'string' || typeof error.data !== 'string') return '';
  const lower = error.data.toLowerCase();
  const folded = slugifyPath(error.data);
  const fits = (v: string) => v !== error.data && new RegExp(pattern, 'u').test(v);
  if (fits(lower)) return phrases.lowerCase(lower);
  if (fits(folded)) return phrases.folded(folded);
  return '';
}

/** "/Kassaflöde" → "/kassaflode": what an address written with capitals, å, ä or ö means. */
function slugifyPath(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-');
}

/** Where a problem is shown: the node it points at, and the field for the page editor's forms. */
interface Place {
  node: Node | undefined;
  pointer?: string;
}

/** One of ajv's errors on its way to problems: what every keyword's message is made of. */
interface ErrorReport {
  source: SourceFile;
  error: ErrorObject;
  params: Record<string, unknown>;
  segments: string[];
  /** " i det tredje blocket (Sidhuvud)", or nothing outside a page's blocks. */
  context: string;
  subject: string;
  blockTypes: string[];
  labelOf: (field: string) => string;
  /** Reports at the error's own value, or at `place`: the field the problem is about (a misspelt key, a block's type). */
  report: <P>(entry: Entry<P>, values: P, place?: Place) => void;
}

type PropertiesOf = { properties?: Record<string, { description?: string }> };
const describedField = (error: ErrorObject, field: string) => (error.parentSchema as PropertiesOf | undefined)?.properties?.[field]?.description;

function missingField({ error, params, context, labelOf, report }: ErrorReport): void {
  const field = String(params.missingProperty);
  report(catalogue.required, { field, label: labelOf(field), where: context, described: describedField(error, field) });
}

function unknownField({ source, error, params, segments, context, labelOf, report }: ErrorReport): void {
  const extra = String(params.additionalProperty);
  const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
  const place = { node: keyNodeAt(source, segments, extra), pointer: toPointer([...segments, extra]) };
  const cleaned = extra.replace(invisible, '').trim();
  if (cleaned !== extra && cleaned.length > 0) {
    report(catalogue.invisibleInField, { field: cleaned, label: labelOf(cleaned), where: context }, place);
    return;
  }
  const replacement = (error.parentSchema as { 'x-ersatt-av'?: Record<string, string> })?.['x-ersatt-av']?.[extra];
  if (replacement) {
    report(catalogue.retiredField, { field: extra, where: context, replacement, described: describedField(error, replacement) }, place);
    return;
  }
  const guess = suggest(extra, allowed);
  if (guess) report(catalogue.misspeltField, { field: extra, where: context, guess }, place);
  else report(catalogue.unknownField, { field: extra, where: context, allowed }, place);
}

function blockTypeProblem({ source, params, segments, context, blockTypes, report }: ErrorReport): void {
  const typePlace = { node: nodeAt(source, [...segments, 'type']), pointer: toPointer([...segments, 'type']) };
  if (params.error === 'mapping') {
    const value = String(params.tagValue);
    report(catalogue.unknownBlockType, { value, where: context.replace(/ \(.*\)$/, ''), guess: suggest(value, blockTypes), types: blockTypes }, typePlace);
    return;
  }
  const tag = valueAt(source.data, [...segments, 'type']);
  if (tag === undefined) report(catalogue.blockTypeMissing, { where: context, types: blockTypes });
  else report(catalogue.blockTypeNotName, { where: context, actual: phrases.valueKind(tag), types: blockTypes }, typePlace);
}

function wrongType({ source, params, segments, subject, report }: ErrorReport): void {
  const expected = String(params.type).split(',');
  const actual = valueAt(source.data, segments);
  const example = segments.length === 2 && segments[0] === 'blocks' ? phrases.blockShape : (phrases.typeHint[expected[0] ?? ''] ?? phrases.anyValue);
  report(catalogue.wrongType, {
    subject,
    expected: expected.map((t) => phrases.typeName[t] ?? t).join(' eller '),
    actual: phrases.valueKind(actual),
    example,
  });
}

function notAllowed({ error, params, subject, report }: ErrorReport): void {
  const allowed = (params.allowedValues as unknown[]).map(String);
  if (error.data === null) {
    report(catalogue.emptyChoice, { subject, allowed });
    return;
  }
  const actual = String(error.data);
  // No "did you mean 2?" for a number: the nearest digit is no better a guess than any other.
  const guess = typeof error.data === 'string' ? suggest(actual, allowed) : undefined;
  report(catalogue.notAllowed, { subject, actual, guess, allowed });
}

function textTooShort({ error, params, subject, report }: ErrorReport): void {
  const length = [...String(error.data)].length;
  if (params.limit === 1) report(catalogue.emptyText, { subject });
  else report(catalogue.textTooShort, { subject, length, limit: Number(params.limit) });
}

function tooFewItems({ error, params, subject, report }: ErrorReport): void {
  const count = (error.data as unknown[]).length;
  if (count === 0) report(catalogue.emptyList, { subject, limit: Number(params.limit) });
  else report(catalogue.tooFewItems, { subject, count, limit: Number(params.limit) });
}

function sameItemTwice({ source, params, segments, subject, report }: ErrorReport): void {
  const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
  report(catalogue.sameItemTwice, { subject, first: first + 1, second: second + 1 }, { node: nodeAt(source, [...segments, second]) });
}

/** `bound` is the keyword: 'minimum' or 'maximum'. */
function outOfRange(bound: 'minimum' | 'maximum'): (r: ErrorReport) => void {
  return ({ error, params, subject, report }) => report(catalogue.outOfRange, { subject, value: String(error.data), bound, limit: Number(params.limit) });
}

/** Keywords the schemas do not use today go to `invalidValue`: never let ajv's English through. */
const invalidValue = ({ error, subject, report }: ErrorReport) => report(catalogue.invalidValue, { subject, described: descriptionOf(error) });

const byKeyword = new Map<string, (r: ErrorReport) => void>([
  ['required', missingField],
  ['additionalProperties', unknownField],
  ['discriminator', blockTypeProblem],
  ['type', wrongType],
  ['enum', notAllowed],
  ['const', ({ params, subject, report }) => report(catalogue.fixedValue, { subject, value: String(params.allowedValue) })],
  ['minLength', textTooShort],
  [
    'maxLength',
    ({ error, params, subject, report }) => report(catalogue.textTooLong, { subject, length: [...String(error.data)].length, limit: Number(params.limit) }),
  ],
  ['minItems', tooFewItems],
  [
    'maxItems',
    ({ source, error, params, segments, subject, report }) =>
      report(
        catalogue.tooManyItems,
        { subject, count: (error.data as unknown[]).length, limit: Number(params.limit) },
        { node: nodeAt(source, [...segments, Number(params.limit)]) },
      ),
  ],
  ['uniqueItems', sameItemTwice],
  [
    'pattern',
    ({ error, subject, report }) => report(catalogue.badFormat, { subject, value: String(error.data), how: `${caseHint(error)}${patternHint(error)}` }),
  ],
  ['format', (r) => (r.params.format === 'email' ? r.report(catalogue.badEmail, { subject: r.subject }) : invalidValue(r))],
  ['minimum', outOfRange('minimum')],
  ['maximum', outOfRange('maximum')],
]);

/** Turns ajv's errors into positioned Swedish problems that say what to do. */
export function schemaProblems(source: SourceFile, errors: readonly ErrorObject[], names: Names): Problem[] {
  const problems: Problem[] = [];
  for (const error of dropEchoes(errors)) {
    const segments = splitPointer(error.instancePath);
    const node = nodeAt(source, segments);
    const report = <P>(entry: Entry<P>, values: P, place: Place = { node }) => {
      const at: Where = { file: source.file, pointer: place.pointer ?? error.instancePath, ...positionOf(source, place.node) };
      problems.push(problem(entry, at, values));
    };
    const r: ErrorReport = {
      source,
      error,
      params: error.params as Record<string, unknown>,
      segments,
      context: where(segments, source.data, names),
      subject: subjectOf(segments, source, names),
      blockTypes: names.blockTypes,
      labelOf: (field) => names.labels.field(rootOf(source), source.data, [...segments, field]) ?? field,
      report,
    };
    (byKeyword.get(error.keyword) ?? invalidValue)(r);
  }
  return problems;
}
