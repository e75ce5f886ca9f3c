/**
 * Text made safe for HTML (and XML) element content and for attribute values in double or single
 * quotes: the five characters that can end a text or an attribute, as named or numeric references.
 * The one escaper of the site's head tags, the server's pages and e-mail, and the build's shells
 * (docs/decisions.md 82).
 */
const references: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => references[character] ?? character);
