/**
 * The inbox's search words as LIKE patterns over a lead's `search` column (migration 7), the same
 * for both stores (docs/konto-api.md: a substring of name, company, e-mail or phone, any case; the
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

/** The search words without the column's separators, and their digits' form (no spaces or dashes). */
export function searchWords(q: string): { words: string; phone: string } {
  // eslint-disable-next-line no-control-regex -- the column's separators are control characters
  const words = q.replace(/[\u0000-\u001f]/g, '');
  return { words: foldText(words), phone: words.replace(/[\s-]+/g, '') };
}

/**
 * SQLite's test of one lead's search column (registered as inbox_match): one call per lead, so
 * the virtual column is computed once, and folded with full Unicode lower case.
 */
export function inboxMatch(search: unknown, words: unknown, phone: unknown): number {
  if (typeof search !== 'string' || typeof words !== 'string') return 0;
  const split = search.indexOf('\u0002');
  if (foldText(split < 0 ? search : search.slice(0, split)).includes(words)) return 1;
  return typeof phone === 'string' &&
    phone !== '' &&
    split >= 0 &&
    search
      .slice(split + 1)
      .toLowerCase()
      .includes(phone.toLowerCase())
    ? 1
    : 0;
}

export function searchPatterns(q: string): SearchPatterns {
  const { words, phone } = searchWords(q);
  return { text: `%${escapeLike(words)}%`, ...(phone ? { phone: `%\u0002%${escapeLike(phone)}%` } : {}) };
}
