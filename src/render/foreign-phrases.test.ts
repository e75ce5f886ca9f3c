import { describe, expect, it } from 'vitest';
import { markEnglishPhrases } from './foreign-phrases';

describe('English phrases in Swedish pages', () => {
  it('are marked lang="en" in text', () => {
    expect(markEnglishPhrases('<p class="badge">CFO as a Service</p><h2>Vad är CFO as a Service?</h2>')).toBe(
      '<p class="badge"><span lang="en">CFO as a Service</span></p><h2>Vad är <span lang="en">CFO as a Service</span>?</h2>',
    );
    expect(markEnglishPhrases('<li><a href="/management-reporting">Management reporting</a></li>')).toBe(
      '<li><a href="/management-reporting"><span lang="en">Management reporting</span></a></li>',
    );
  });

  it('are left alone in attributes and in elements whose content is plain text', () => {
    const html =
      '<a aria-label="CFO as a Service" href="/">x</a><select><option value="r">Management reporting</option></select><textarea>CFO as a Service</textarea>';
    expect(markEnglishPhrases(html)).toBe(html);
  });
});
