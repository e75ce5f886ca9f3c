/**
 * The errors catalogue (issue 17 point 4): one stable code per message, every entry used by the
 * pipeline, and every message and hint written for a Swedish editor. That the entries are also
 * produced by real content is checked by the corpus (tests/content/bad-edits.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, phrases } from '~/src/content/problem-catalogue';
import { root } from '~/scripts/support/site-routes';

const entries = Object.entries(catalogue);

/** Every .ts file of the content pipeline and the scripts that report content, except the catalogue. */
function pipelineSources(): string {
  const files = readdirSync(path.join(root, 'src/content'))
    .filter((f) => f.endsWith('.ts') && f !== 'problem-catalogue.ts')
    .map((f) => path.join(root, 'src/content', f));
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('the errors catalogue', () => {
  it('gives every entry its own code, C and three digits, in the range of its kind', () => {
    const codes = entries.map(([, entry]) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^C[1-6]\d\d$/);
  });

  it('has every entry used by the content pipeline', () => {
    const sources = pipelineSources();
    const unused = entries.map(([name]) => name).filter((name) => !sources.includes(`catalogue.${name}`));
    expect(unused).toEqual([]);
  });

  it('writes messages in Swedish: no English words; what happened continues the line, what to do is a sentence', () => {
    // Sample parameters: every entry's functions accept them, whatever they use.
    const sample: Record<string, unknown> = {
      allowed: ['a', 'b'],
      missing: ['a', 'b'],
      types: ['a', 'b'],
      available: ['a', 'b'],
      offices: ['a', 'b'],
      kind: 'api',
      open: '[',
      bound: 'minimum',
      example: 'Skriv så.',
      how: 'Skriv så.',
    };
    const params = new Proxy({}, { get: (_t, key) => sample[String(key)] ?? 'x' }) as never;
    const english = /\b(the|is|must|should|expected|unexpected|error|line|column|value|missing|invalid)\b/i;
    for (const [name, entry] of entries) {
      const message = entry.message(params);
      const hint = entry.hint(params);
      expect(message, name).not.toMatch(english);
      expect(hint, name).not.toMatch(english);
      // A word the entry looks up for a parameter it does not know would read "undefined".
      expect(`${message} ${hint}`, name).not.toMatch(/\b(undefined|NaN)\b/);
      expect(message, name).not.toMatch(/\.$/);
      expect(message, name).toMatch(/^[a-zåäö"]/);
      expect(hint, name).toMatch(/^[A-ZÅÄÖ]/);
    }
  });
});

describe('ordinals in messages', () => {
  it('writes the first twelve in words and larger ones in digits with :a or :e, as Swedish does', () => {
    expect(phrases.block(2)).toBe('det tredje blocket');
    expect(phrases.block(11)).toBe('det tolfte blocket');
    expect(phrases.block(12)).toBe('det 13:e blocket');
    expect(phrases.block(20)).toBe('det 21:a blocket');
    expect(phrases.block(21)).toBe('det 22:a blocket');
    expect(phrases.block(22)).toBe('det 23:e blocket');
    expect(phrases.block(110)).toBe('det 111:e blocket');
    expect(phrases.block(111)).toBe('det 112:e blocket');
  });
});
