/**
 * One page: its fields and blocks on the left, the page as built on the right. Every edit is
 * sent (debounced) to the validator and the renderer; saving patches the file on disk and is
 * refused, with a way out, if the file changed there since it was opened.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Problem } from '../content/problem';
import { api, ApiError } from './api';
import { BlockList } from './block-list';
import { ConflictNotice } from './conflict-notice';
import { whenWritten } from './draft-backup';
import { same, setAt, valueAt, type Path } from './data-path';
import { EditorContext, type EditorState } from './editor-context';
import { ObjectFields } from './fields';
import { useHost, type HostPage } from './host';
import { Preview } from './preview';
import { resolve, type Schemas } from './schema';

interface Props {
  opened: HostPage;
  schemas: Schemas;
  icons: Record<string, string>;
  onBack: () => void;
  onReload: (note?: string, carry?: unknown) => void;
  /** Said once above the form (why the page was read in again). */
  note?: string;
  /** Tells the app whether there are unsaved edits, so that its own navigation can ask first. */
  onDirty: (dirty: boolean) => void;
}

/** The warning of text YAML cut at ` #` (C230): saving it unchanged would keep publishing the cut text. */
const cutText = 'C230';

/** What leaving asks while edits are unsaved (they stay where the host keeps them all the same). */
export const leaveQuestionIn = (where: string, saves = true) =>
  `Sidan har ${saves ? 'osparade' : 'opublicerade'} ändringar. Lämna den ändå? De ${saves ? 'sparas inte i filen' : 'är inte publicerade'}, men finns kvar i ${where} tills sidan öppnas igen.`;
export const leaveQuestion = leaveQuestionIn('den här webbläsaren');

/** How long typing may pause before the draft is checked: short enough to feel immediate. */
const checkDelay = 80;

export function PageEditor({ opened, schemas, icons, onBack, onReload, note, onDirty }: Props) {
  const host = useHost();
  // Unsaved edits the host kept (after a reload, a closed tab): they come back, and if the file
  // changed on disk since they were made, saving compares first (their hash is the old file's).
  const [restored] = useState(() => {
    const backup = opened.kept;
    if (backup && same(backup.data, opened.data)) host.keep(opened.file, undefined);
    return backup && !same(backup.data, opened.data) ? backup : undefined;
  });
  const [data, setData] = useState(restored ? restored.data : opened.data);
  const [saved, setSaved] = useState({ data: opened.data, hash: restored?.hash ?? opened.hash });
  const [problems, setProblems] = useState<readonly Problem[]>(opened.problems);
  const [html, setHtml] = useState<string>();
  const [previewNote, setPreviewNote] = useState('');
  const [status, setStatus] = useState('');
  const [notice] = useState(
    restored && opened.keptNote
      ? opened.keptNote
      : restored
        ? `Osparade ändringar från ${whenWritten(restored.at)} är återställda från ${host.keptWhere}. ${host.save ? 'Spara' : 'Publicera'} dem, eller välj »Släng mina ändringar«.`
        : (note ?? ''),
  );
  const [conflict, setConflict] = useState(
    restored && restored.hash !== opened.hash
      ? `${opened.file} har ändrats på disken sedan de återställda ändringarna gjordes. Jämför först, eller ta filens version.`
      : '',
  );
  // Each refusal starts a fresh notice: a comparison made before the file changed again is gone.
  const [refusals, setRefusals] = useState(0);
  const [open, setOpen] = useState<number | undefined>(0);
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
          setPreviewNote(
            draft.html
              ? ''
              : draft.otherFiles > 0
                ? `Förhandsvisningen väntar: ${draft.otherFiles === 1 ? 'en annan fil har' : `${draft.otherFiles} andra filer har`} fel.`
                : // A page opened with an error has no error-free version to show yet.
                  previewShown.current
                  ? 'Förhandsvisningen visar senaste felfria versionen tills felen är rättade.'
                  : 'Förhandsvisningen visas när felen på sidan är rättade.',
          );
        },
        (error: Error) => mine === sequence.current && setPreviewNote(error.message),
      );
    }, checkDelay);
    return () => clearTimeout(timer);
  }, [data, opened.file, host]);

  const change = useCallback((path: Path, value: unknown) => setData((current: unknown) => setAt(current, path, value)), []);
  // A publish's refusal is newer than a check still on its way for the same edits: that check's
  // answer (often without the problem the server found) must not replace it.
  const showRefusal = useCallback((found: readonly Problem[]) => {
    sequence.current++;
    setProblems(found);
  }, []);
  const todos = useMemo(
    () => new Map(opened.markers.filter((m) => same(valueAt(data, m.pointer.split('/').slice(1)), m.template)).map((m) => [m.pointer, m])),
    [data, opened.markers],
  );
  const state: EditorState = useMemo(() => ({ schemas, icons, problems, todos, change }), [schemas, icons, problems, todos, change]);

  const dirty = !same(data, saved.data);
  useEffect(() => {
    onDirty(dirty);
    if (!dirty) return host.keep(opened.file, undefined);
    // A browser that refuses storage (full, or turned off) leaves the unload question as the guard.
    host.keep(opened.file, { data, hash: saved.hash, at: Date.now() });
  }, [data, dirty, onDirty, opened.file, saved.hash, host]);

  // Leaving, reloading or closing the tab with unsaved edits asks first, as the browser words it.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty]);

  // The file changed on disk (scripts/editor/editor-plugin.ts). Our own save is awaited first: its
  // answer names the hash it wrote. Without edits the page is read in again; with edits they stay.
  const latest = useRef({ hash: saved.hash, dirty, saving: Promise.resolve() });
  useEffect(() => {
    latest.current.hash = saved.hash;
    latest.current.dirty = dirty;
  });
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = (change: { file: string; hash: string }) => {
      if (change.file !== opened.file) return;
      void latest.current.saving.then(() => {
        if (change.hash === latest.current.hash) return;
        const what = change.hash ? 'har ändrats på disken' : 'har tagits bort från disken';
        if (!latest.current.dirty && change.hash)
          return onReload(`${opened.file} ${what} (i en annan flik, en texteditor eller med git). Sidan visar nu filens nya version.`);
        setConflict(
          `${opened.file} ${what} (i en annan flik, en texteditor eller med git). De osparade ändringarna finns kvar här. Jämför dem med filen, behåll versionen här eller ta filens.`,
        );
        setRefusals((n) => n + 1);
      });
    };
    hot.on('redigera:filandring', onChange);
    return () => hot.off('redigera:filandring', onChange);
  }, [opened.file, onReload]);

  const takeTheirs = () => {
    host.keep(opened.file, undefined);
    onReload();
  };

  async function save(over = saved.hash) {
    const cut = problems.filter((p) => p.code === cutText);
    if (cut.length > 0) {
      setStatus(
        `Kan inte spara: ${cut.length === 1 ? 'en text' : `${cut.length} texter`} skulle visas avkortade vid #. Skriv om texten i fältet som är markerat; redigeraren sparar den då så att hela texten visas.`,
      );
      return;
    }
    setStatus('Sparar …');
    let done = () => {};
    latest.current.saving = new Promise<void>((resolve) => (done = resolve));
    try {
      const result = await (host.save ?? api.save)(opened.file, data, over);
      latest.current.hash = result.hash;
      host.keep(opened.file, undefined);
      setSaved({ data, hash: result.hash });
      setConflict('');
      const errors = problems.filter((p) => p.severity === 'error').length;
      setStatus(`${result.changed ? 'Sparat' : 'Inget att spara'}${errors > 0 ? ` – sidan har ${errors} fel kvar som stoppar bygget` : ''}.`);
    } catch (error) {
      setStatus('');
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        setRefusals((n) => n + 1);
      } else setStatus(`Kunde inte spara: ${(error as Error).message}`);
    } finally {
      done();
    }
  }

  /**
   * A host without saving (the workspace) keeps the edits and takes the compared file as their
   * base: the next Publicera patches them onto it, and is refused again if it changes once more.
   */
  const keepMineOver = (hash: string) => {
    latest.current.hash = hash;
    setSaved((before) => ({ ...before, hash }));
    setConflict('');
  };

  // Ctrl+S (⌘S) saves, as in any editor; the latest save function is read through a ref.
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

  // What the host's own actions (Publicera, a restored version) report back.
  const onConflict = (message: string) => (setConflict(message), setRefusals((n) => n + 1));
  // What was typed while a publish ran is not what was published: it stays, as the next draft.
  const current = useRef(data);
  useEffect(() => {
    current.current = data;
  });
  const onReplaced = (replacedNote?: string, published?: unknown) => {
    const typedSince = published !== undefined && !same(published, current.current);
    if (!typedSince) host.keep(opened.file, undefined);
    onDirty(false);
    onReload(replacedNote, typedSince ? current.current : undefined);
  };

  const schemaFile = opened.kind === 'site' ? 'site.schema.json' : 'page.schema.json';
  const rootSchema = resolve(schemas, schemas[schemaFile]!, schemaFile).schema;
  const record = (data ?? {}) as Record<string, unknown>;
  const errorCount = problems.filter((p) => p.severity === 'error').length;
  const title = String(record.title ?? opened.file);

  return (
    <EditorContext.Provider value={state}>
      <div className="redigera-sida">
        <div className="formular">
          <Typography sx={{ mb: 1 }}>
            <Link href={host.base} onClick={(e) => (e.preventDefault(), (!dirty || confirm(leaveQuestionIn(host.keptWhere, Boolean(host.save)))) && onBack())}>
              ← Alla sidor
            </Link>
          </Typography>
          <Typography variant="h1">
            {title}{' '}
            <Typography component="span" variant="body2" color="text.secondary" className="adress">
              {opened.route}
            </Typography>
          </Typography>
          {/* The save bar stays in view while the form scrolls; its status is the page's first live region. */}
          <Box
            className="spara"
            role="group"
            aria-label={host.save ? 'Spara' : 'Publicera'}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              position: 'sticky',
              top: 0,
              zIndex: 1,
              bgcolor: 'background.default',
              py: 1,
            }}
          >
            {host.save ? (
              <>
                <Button variant="contained" onClick={() => void save()} disabled={Boolean(conflict)}>
                  Spara{dirty ? ' ändringarna' : ''}
                </Button>
                <Typography component="span" variant="caption" color="text.secondary">
                  Ctrl+S sparar också.
                </Typography>
              </>
            ) : (
              host.Actions && (
                <host.Actions
                  file={opened.file}
                  title={title}
                  data={data}
                  hash={saved.hash}
                  dirty={dirty}
                  problems={problems}
                  onConflict={onConflict}
                  onProblems={showRefusal}
                  onReplaced={onReplaced}
                />
              )
            )}
            <Typography component="span" role="status" aria-live="polite" sx={{ fontWeight: errorCount > 0 ? 600 : undefined }}>
              {status || (dirty ? (host.save ? 'Osparade ändringar.' : 'Opublicerade ändringar.') : '')}{' '}
              {errorCount > 0 ? `${errorCount} fel på sidan.` : 'Inga fel.'}
              {todos.size > 0 && ` ${todos.size} att göra.`}
            </Typography>
          </Box>
          {notice && (
            <Alert
              severity="warning"
              role="status"
              className="notis"
              sx={{ my: 1 }}
              action={
                restored &&
                dirty && (
                  <Button color="inherit" size="small" onClick={takeTheirs}>
                    Släng mina ändringar
                  </Button>
                )
              }
            >
              {notice}
            </Alert>
          )}
          {conflict && (
            <ConflictNotice
              key={refusals}
              file={opened.file}
              message={conflict}
              data={data}
              onReload={takeTheirs}
              onKeepMine={(hash) => (host.save ? void save(hash) : keepMineOver(hash))}
            />
          )}
          <section aria-labelledby="uppgifter-rubrik">
            <Typography variant="h2" id="uppgifter-rubrik" sx={{ mt: 2 }}>
              {opened.kind === 'site' ? 'Webbplatsens uppgifter' : 'Sidans uppgifter'}
            </Typography>
            <ObjectFields schema={rootSchema} base={schemaFile} path={[]} value={data} skip={['blocks']} />
          </section>
          {Array.isArray(record.blocks) && <BlockList blocks={record.blocks as Record<string, unknown>[]} open={open} setOpen={setOpen} />}
        </div>
        <div className="forhandsvisning-ruta">
          <h2 className="dold">Förhandsvisning</h2>
          {previewNote && (
            <Alert severity="warning" role="note" sx={{ mb: 1 }}>
              {previewNote}
            </Alert>
          )}
          <Preview
            html={html}
            title={`Förhandsvisning av ${title}`}
            onPick={(i) => (setOpen(i), requestAnimationFrame(() => document.getElementById(`block-${i}-oppna`)?.focus()))}
          />
        </div>
      </div>
    </EditorContext.Provider>
  );
}
