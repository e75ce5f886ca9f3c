/**
 * The browser's copy of a page's unsaved edits (docs/decisions.md "Nothing typed is lost, no file is damaged"): written on every edit while
 * the page differs from the file, removed when it is saved or thrown away, and offered back when
 * the page is opened again — after a reload, a closed tab or a crash. One entry per file.
 */
export interface Backup {
  /** The edited data. */
  data: unknown;
  /** The hash of the file the edits were made on: if the file changed since, saving must compare first. */
  hash: string;
  /** When it was written (ms since 1970). */
  at: number;
}

const keyOf = (file: string) => `redigera:utkast:${file}`;

export function readBackup(file: string, storage: Storage = localStorage): Backup | undefined {
  try {
    const value = JSON.parse(storage.getItem(keyOf(file)) ?? 'null') as Partial<Backup> | null;
    if (!value || typeof value.hash !== 'string' || typeof value.at !== 'number' || !('data' in value)) return undefined;
    return value as Backup;
  } catch {
    return undefined;
  }
}

/** False when the browser refuses (storage full or turned off): the editor then says so. */
export function writeBackup(file: string, backup: Backup, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(keyOf(file), JSON.stringify(backup));
    return true;
  } catch {
    return false;
  }
}

export function removeBackup(file: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyOf(file));
  } catch {
    // Nothing stored, or storage turned off: nothing to remove.
  }
}

/** "kl. 14.05" today, "25 nov. kl. 14.05" another day, as Swedish readers write it. */
export function whenWritten(at: number, now = Date.now()): string {
  const date = new Date(at);
  const time = date.toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit' }).replace(':', '.');
  return new Date(now).toDateString() === date.toDateString()
    ? `kl. ${time}`
    : `${date.toLocaleDateString('sv-SE', { day: 'numeric', month: 'short' })} kl. ${time}`;
}
