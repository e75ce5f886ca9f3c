/**
 * The export a CommonJS package means as its default. Under Node's ESM loader a CommonJS module's
 * default import is the whole `module.exports` object, which carries the function as `.default`
 * (ajv-formats does this); under a bundler it is the function itself. `cjsDefault(imported)` is the
 * function in both (docs/decisions.md 82).
 */
export function cjsDefault<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}
