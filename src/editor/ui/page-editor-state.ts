/**
 * The page editor's state in named groups (src/editor/ui/page-editor.tsx): the edits the host kept,
 * the draft checked as it is typed, the file changing on disk, saving and Ctrl+S. PageEditor calls
 * them in this order, which is the order their effects run in.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Problem } from '~/src/content/problem';
import { api, ApiError, type OpenedPage } from './api';
import { whenWritten } from './draft-backup';
import { same, valueAt } from './data-path';
import type { EditorHost, HostPage } from './host';

/** The warning of text YAML cut at ` #` (C230): saving it unchanged would keep publishing the cut text. */
const cutText = 'C230';

/** How long typing may pause before the draft is checked: short enough to feel immediate. */
const checkDelay = 80;

/**
 * Unsaved edits the host kept (after a reload, a closed tab): they come back, and if the file
 * changed on disk since they were made, saving compares first (their hash is the old file's).
 */
export function useRestoredEdits(opened: HostPage, host: EditorHost) {
  const [restored] = useState(() => {
    const backup = opened.kept;
    if (backup && same(backup.data, opened.data)) host.keep(opened.file, undefined);
    return backup && !same(backup.data, opened.data) ? backup : undefined;
  });
  return restored;
}

type Restored = ReturnType<typeof useRestoredEdits>;

/** What is said above the form as the page opens: the restored edits, or why the page was read in again. */
export function openingNotice(opened: HostPage, restored: Restored, host: EditorHost, note: string | undefined): string {
  if (restored && opened.keptNote) return opened.keptNote;
  if (restored)
    return `Osparade ändringar från ${whenWritten(restored.at)} är återställda från ${host.keptWhere}. ${host.save ? 'Spara' : 'Publicera'} dem, eller välj »Släng mina ändringar«.`;
  return note ?? '';
}

/** Restored edits made on an older version of the file must be compared before they are saved. */
export const openingConflict = (opened: HostPage, restored: Restored) =>
  restored && restored.hash !== opened.hash
    ? `${opened.file} har ändrats på disken sedan de återställda ändringarna gjordes. Jämför först, eller ta filens version.`
    : '';

/** The refusal shown with its way out; each refusal starts a fresh notice (a comparison made before the file changed again is gone). */
export function useConflict(initial: () => string) {
  const [conflict, setConflict] = useState(initial);
  const [refusals, setRefusals] = useState(0);
  const refuse = useCallback((message: string) => {
    setConflict(message);
    setRefusals((n) => n + 1);
  }, []);
  const clearConflict = useCallback(() => setConflict(''), []);
  return { conflict, refusals, refuse, clearConflict };
}

/** Why the preview shows no fresh page for a draft with errors. */
function previewNoteFor(otherFiles: number, previewShown: boolean): string {
  if (otherFiles > 0) return `Förhandsvisningen väntar: ${otherFiles === 1 ? 'en annan fil har' : `${otherFiles} andra filer har`} fel.`;
  // A page opened with an error has no error-free version to show yet.
  return previewShown ? 'Förhandsvisningen visar senaste felfria versionen tills felen är rättade.' : 'Förhandsvisningen visas när felen på sidan är rättade.';
}

/** Every edit is sent (debounced) to the validator and the renderer; only the latest answer counts. */
export function useDraftCheck(host: EditorHost, opened: HostPage, data: unknown) {
  const [problems, setProblems] = useState<readonly Problem[]>(opened.problems);
  const [html, setHtml] = useState<string>();
  const [previewNote, setPreviewNote] = useState('');
  const sequence = useRef(0);
  const previewShown = useRef(false);

  useEffect(() => {
    const mine = ++sequence.current;
    const timer = setTimeout(() => {
      host.check(opened.file, data).then(
        (draft) => {
          if (mine !== sequence.current) return;
          setProblems(draft.problems);
          if (draft.html) {
            setHtml(draft.html);
            previewShown.current = true;
          }
          setPreviewNote(draft.html ? '' : previewNoteFor(draft.otherFiles, previewShown.current));
        },
        (error: Error) => mine === sequence.current && setPreviewNote(error.message),
      );
    }, checkDelay);
    return () => clearTimeout(timer);
  }, [data, opened.file, host]);

  // A publish's refusal is newer than a check still on its way for the same edits: that check's
  // answer (often without the problem the server found) must not replace it.
  const showRefusal = useCallback((found: readonly Problem[]) => {
    sequence.current++;
    setProblems(found);
  }, []);
  return { problems, html, previewNote, showRefusal };
}

/** The template texts still unchanged in the page (`npm run new:city`'s "att göra"), by pointer. */
export const useTodos = (data: unknown, markers: OpenedPage['markers']) =>
  useMemo(() => new Map(markers.filter((m) => same(valueAt(data, m.pointer.split('/').slice(1)), m.template)).map((m) => [m.pointer, m])), [data, markers]);

interface Kept {
  host: EditorHost;
  file: string;
  data: unknown;
  /** The hash of the file the edits were made on. */
  hash: string;
  dirty: boolean;
  onDirty: (dirty: boolean) => void;
}

/** Unsaved edits are kept by the host, and leaving the page with them asks first. */
export function useKeptEdits({ host, file, data, hash, dirty, onDirty }: Kept) {
  useEffect(() => {
    onDirty(dirty);
    if (!dirty) return host.keep(file, undefined);
    // A browser that refuses storage (full, or turned off) leaves the unload question as the guard.
    host.keep(file, { data, hash, at: Date.now() });
  }, [data, dirty, onDirty, file, hash, host]);

  // Leaving, reloading or closing the tab with unsaved edits asks first, as the browser words it.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/** What saving tells the file-change listener: a save under way, and the hash the edits are now on. */
export interface SaveTracker {
  /** A save starts: a file change waits for its answer (which names the hash it wrote). Returns its end. */
  start: () => () => void;
  /** The edits are now on this version of the file (saved, or the compared file taken as their base). */
  wrote: (hash: string) => void;
}

/**
 * The file changed on disk (src/editor/server/editor-plugin.ts). Our own save is awaited first: its
 * answer names the hash it wrote. Without edits the page is read in again; with edits they stay.
 */
export function useFileChanges(file: string, hash: string, dirty: boolean, onReload: (note?: string) => void, refuse: (message: string) => void): SaveTracker {
  const latest = useRef({ hash, dirty, saving: Promise.resolve() });
  useEffect(() => {
    latest.current.hash = hash;
    latest.current.dirty = dirty;
  });
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = (change: { file: string; hash: string }) => {
      if (change.file !== file) return;
      void latest.current.saving.then(() => {
        if (change.hash === latest.current.hash) return;
        const what = change.hash ? 'har ändrats på disken' : 'har tagits bort från disken';
        if (!latest.current.dirty && change.hash)
          return onReload(`${file} ${what} (i en annan flik, en texteditor eller med git). Sidan visar nu filens nya version.`);
        refuse(
          `${file} ${what} (i en annan flik, en texteditor eller med git). De osparade ändringarna finns kvar här. Jämför dem med filen, behåll versionen här eller ta filens.`,
        );
      });
    };
    hot.on('redigera:filandring', onChange);
    return () => hot.off('redigera:filandring', onChange);
  }, [file, onReload, refuse]);
  return {
    start: () => {
      let done = () => {};
      latest.current.saving = new Promise<void>((resolve) => (done = resolve));
      return done;
    },
    wrote: (written) => {
      latest.current.hash = written;
    },
  };
}

/** Why saving is refused before it is tried: text that would be published cut at `#`. */
function cutTextRefusal(problems: readonly Problem[]): string | undefined {
  const cut = problems.filter((p) => p.code === cutText);
  if (cut.length === 0) return undefined;
  return `Kan inte spara: ${cut.length === 1 ? 'en text' : `${cut.length} texter`} skulle visas avkortade vid #. Skriv om texten i fältet som är markerat; redigeraren sparar den då så att hela texten visas.`;
}

interface Saving {
  host: EditorHost;
  file: string;
  data: unknown;
  problems: readonly Problem[];
  /** The hash of the file the edits were made on. */
  hash: string;
  tracker: SaveTracker;
  onSaved: (data: unknown, hash: string) => void;
  refuse: (message: string) => void;
}

/** Saving patches the file on disk, and is refused (409) if the file changed there since it was opened. */
export function useSave({ host, file, data, problems, hash, tracker, onSaved, refuse }: Saving) {
  const [status, setStatus] = useState('');
  const [saved, setSaved] = useState<{ changed: boolean }>();
  async function save(over = hash) {
    setSaved(undefined);
    const refusal = cutTextRefusal(problems);
    if (refusal) return setStatus(refusal);
    setStatus('Sparar …');
    const done = tracker.start();
    try {
      const result = await (host.save ?? api.save)(file, data, over);
      tracker.wrote(result.hash);
      host.keep(file, undefined);
      onSaved(data, result.hash);
      setStatus('');
      setSaved({ changed: result.changed });
    } catch (error) {
      setStatus('');
      if (error instanceof ApiError && error.status === 409) refuse(error.message);
      else setStatus(`Kunde inte spara: ${(error as Error).message}`);
    } finally {
      done();
    }
  }
  // The errors left are counted from the page's problems as they are now, not when Spara was
  // pressed: the check of an edit made just before may still have been running then.
  const errors = problems.filter((p) => p.severity === 'error').length;
  const savedStatus = saved && `${saved.changed ? 'Sparat' : 'Inget att spara'}${errors > 0 ? ` – sidan har ${errors} fel kvar som stoppar bygget` : ''}.`;
  return { status: savedStatus || status, save };
}

/** Ctrl+S (⌘S) saves, as in any editor; the latest save function is read through a ref. */
export function useSaveShortcut(save: () => Promise<void>, host: EditorHost) {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (host.save && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [host]);
}

/** The latest value, for callbacks that run after renders (a publish's answer). */
export function useLatestValue<T>(value: T) {
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  });
  return current;
}
