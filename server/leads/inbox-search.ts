/**
 * The inbox's search words as LIKE patterns, the same for both stores (KONTO-API.md: a
 * substring of name, company, e-mail or phone, any case; the phone also without spaces and
 * dashes). The stores compare them with the stored JSON fields folded to lower case in SQL
 * (sqlite-store.ts, pg-store.ts), so no lead is loaded into the server to be searched.
 */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lower case as the stores fold the fields: JavaScript's full Unicode lower case. */
export const foldText = (text: string) => text.toLowerCase();

export interface SearchPatterns {
  /** For name, company and e-mail, folded. */
  text: string;
  /** For the phone without spaces and dashes; undefined when the words have nothing else (a lone "-"). */
  phone?: string;
}

export function searchPatterns(q: string): SearchPatterns {
  const phone = q.replace(/[\s-]+/g, '');
  return { text: `%${escapeLike(foldText(q))}%`, ...(phone ? { phone: `%${escapeLike(foldText(phone))}%` } : {}) };
}

/** Swedish letters PostgreSQL's lower() leaves as they are under the C locale. */
export const pgFoldFrom = 'ÅÄÖÉÈÜÆØ';
export const pgFoldTo = 'åäöéèüæø';
