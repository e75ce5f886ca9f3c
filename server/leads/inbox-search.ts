/**
 * The inbox's search words as LIKE patterns over a lead's `search` column (migration 7), the same
 * for both stores (KONTO-API.md: a substring of name, company, e-mail or phone, any case; the
 * phone also without spaces and dashes). The column joins the four fields with U+0001, then
 * U+0002 and the phone without spaces and dashes, so a word never matches across two fields and
 * the digits' pattern only looks at that last part. No lead is loaded into the server to be searched.
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lower case as the stores fold the fields: JavaScript's full Unicode lower case. */
export const foldText = (text: string) => text.toLowerCase();

export interface SearchPatterns {
  /** For the folded fields. */
  text: string;
  /** For the phone without spaces and dashes; undefined when the words have nothing else (a lone "-"). */
  phone?: string;
}

export function searchPatterns(q: string): SearchPatterns {
  // eslint-disable-next-line no-control-regex -- the column's separators are control characters
  const words = q.replace(/[\u0000-\u001f]/g, '');
  const phone = words.replace(/[\s-]+/g, '');
  return { text: `%${escapeLike(foldText(words))}%`, ...(phone ? { phone: `%\u0002%${escapeLike(phone)}%` } : {}) };
}
