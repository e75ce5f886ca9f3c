/**
 * Every built page is valid HTML (issue 15; docs/architecture.md "Styling"): html-validate with
 * the repository's .htmlvalidate.mjs (its recommended rules; each rule changed there says why).
 * The Nu HTML Checker was run by hand as well (notes in docs/architecture.md).
 */
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-pages';

// Reads .htmlvalidate.mjs at the repository's root, as the CLI does.
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('valid HTML', () => {
  it.each(builtPages())('%s has no html-validate errors', async (_name, file) => {
    const report = await validator.validateFile(file);
    const errors = report.results.flatMap((result) =>
      result.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    );
    expect(errors).toEqual([]);
  });

  it('catches invalid markup, e.g. a <style> inside a list (what Emotion used to write)', async () => {
    const report = await validator.validateString(
      '<!doctype html><html lang="sv"><head><title>T</title></head><body><ul><style>p{}</style><li>x</li></ul></body></html>',
      'fixture.html',
    );
    expect(report.errorCount).toBeGreaterThan(0);
  });
});
