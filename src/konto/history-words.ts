/** A publish of a page in words, for the history (docs/decisions.md 98). */
import type { Publication } from './editor-host';

const count = (n: number, one: string, many: string) => `${n === 1 ? 'en' : n} ${n === 1 ? one : many}`;

/** "en rad ändrad", "2 rader tillagda och en borttagen": what the publish did to the file. */
export function changeInWords({ removed, added }: Pick<Publication, 'removed' | 'added'>): string {
  const changed = Math.min(removed.length, added.length);
  const parts = [
    changed > 0 ? count(changed, 'rad ändrad', 'rader ändrade') : '',
    added.length > changed ? count(added.length - changed, 'rad tillagd', 'rader tillagda') : '',
    removed.length > changed ? count(removed.length - changed, 'rad borttagen', 'rader borttagna') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Inga rader ändrade';
  const last = parts.pop() ?? '';
  const text = parts.length === 0 ? last : `${parts.join(', ')} och ${last}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The commit's author as the history names them: the account's address. */
export const editorOf = (publication: Pick<Publication, 'editor' | 'email'>) => publication.email || publication.editor;
