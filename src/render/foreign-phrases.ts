/**
 * English names the firm uses in Swedish text ("CFO as a Service", "Management reporting") are
 * marked `lang="en"`, so a screen reader pronounces them in English (WCAG 3.1.2). Marked once,
 * on the rendered page, rather than in every block that may show one: in text between tags only,
 * never in attributes (React escapes `<` and `>` there, so `>text<` is always text) nor in
 * elements whose content must stay plain text.
 */
export const englishPhrases = ['CFO as a Service', 'Management reporting'] as const;

const plainTextElements = new Set(['option', 'textarea', 'title', 'script', 'style']);
const phrase = new RegExp(`\\b(${englishPhrases.join('|')})\\b`, 'g');

export function markEnglishPhrases(html: string): string {
  return html.replace(/(<\/?([a-zA-Z][a-zA-Z0-9-]*)[^>]*>)([^<]+)/g, (whole, tag: string, name: string, text: string) => {
    const closing = tag.startsWith('</');
    if (!closing && plainTextElements.has(name.toLowerCase())) return whole;
    return tag + text.replace(phrase, '<span lang="en">$1</span>');
  });
}
