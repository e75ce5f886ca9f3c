/**
 * The result of parsing and schema-checking one file's text, kept for the next loadContent run.
 *
 * The page editor checks a draft on every pause in typing, and the dev server reloads the content
 * on every save: each time all 42 files were parsed and validated again although one had changed
 * (docs/decisions.md "Page editor"). Parsing and validating a file depends on nothing but its name,
 * its text and the compiled schemas, so a result is reused only when all three are the same:
 * the whole text is compared (not a date or a size), and the compiled schemas by identity — a
 * changed schema file (schema/ or a block's schema.json) compiles a new set (schemasFor in load.ts), which no entry matches.
 * One entry per file name, replaced when the file changes, so the cache is as large as the content.
 * Everything handed out is frozen: a check that changed a cached value would change the next run.
 */
import type { Problem } from './problem';
import type { SchemaSet } from './schemas';
import type { SourceFile } from './source';

export interface CheckedText {
  problems: readonly Problem[];
  /** The parsed file, when it is YAML of the right overall shape (a map), even if the schema fails. */
  source?: SourceFile;
  /** Whether `source` also passed its schema. */
  valid: boolean;
}

interface Entry {
  schemas: SchemaSet;
  text: string;
  result: CheckedText;
}

const entries = new Map<string, Entry>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** `check(text)` for this file, or its earlier result when the text and the schemas are the same. */
export function checkedText(file: string, text: string, schemas: SchemaSet, check: () => CheckedText): CheckedText {
  const entry = entries.get(file);
  if (entry && entry.schemas === schemas && entry.text === text) return entry.result;
  const result = check();
  // The values the checks read are frozen (the yaml Document is left alone: it is the parser's).
  deepFreeze(result.problems);
  if (result.source) deepFreeze(result.source.data);
  entries.set(file, { schemas, text, result });
  return result;
}

/** How many files are remembered (for the tests: one per file name, however often it changes). */
export const checkedTextCount = () => entries.size;
