/** The browser's copy of unsaved edits (src/editor/ui/draft-backup.ts), with a Storage of its own. */
import { describe, expect, it } from 'vitest';
import { readBackup, removeBackup, whenWritten, writeBackup } from '~/src/editor/ui/draft-backup';

/** A Storage in memory; `full` makes it refuse writes as a full or disabled localStorage does. */
function memoryStorage(full = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('the draft backup', () => {
  it('keeps one entry per file, read back as written, and removes it', () => {
    const storage = memoryStorage();
    const backup = { data: { title: 'Osparad titel', blocks: [{ type: 'hero' }] }, hash: 'abc', at: 1_764_000_000_000 };
    expect(writeBackup('pages/faq.yaml', backup, storage)).toBe(true);
    expect(readBackup('pages/faq.yaml', storage)).toEqual(backup);
    expect(readBackup('pages/kassaflode.yaml', storage)).toBeUndefined();
    removeBackup('pages/faq.yaml', storage);
    expect(readBackup('pages/faq.yaml', storage)).toBeUndefined();
  });

  it('ignores what is not a backup, and says when the browser refuses to store one', () => {
    const storage = memoryStorage();
    storage.setItem('redigera:utkast:pages/faq.yaml', '{not json');
    expect(readBackup('pages/faq.yaml', storage)).toBeUndefined();
    storage.setItem('redigera:utkast:pages/faq.yaml', JSON.stringify({ data: {} }));
    expect(readBackup('pages/faq.yaml', storage)).toBeUndefined();
    expect(writeBackup('pages/faq.yaml', { data: {}, hash: 'x', at: 0 }, memoryStorage(true))).toBe(false);
  });

  it('says when it was written in Swedish: the time today, the date another day', () => {
    const at = new Date(2026, 10, 26, 14, 5).getTime();
    expect(whenWritten(at, new Date(2026, 10, 26, 18, 0).getTime())).toBe('kl. 14.05');
    expect(whenWritten(at, new Date(2026, 10, 27, 9, 0).getTime())).toBe('26 nov. kl. 14.05');
  });
});
