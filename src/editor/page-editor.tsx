/**
 * One page: its fields and blocks on the left, the page as built on the right. Every edit is
 * sent (debounced) to the validator and the renderer; saving patches the file on disk and is
 * refused, with a way out, if the file changed there since it was opened.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Problem } from '../content/problem';
import { api, ApiError, type OpenedPage } from './api';
import { BlockList } from './block-list';
import { ConflictNotice } from './conflict-notice';
import { same, setAt, valueAt, type Path } from './data-path';
import { EditorContext, type EditorState } from './editor-context';
import { ObjectFields } from './fields';
import { Preview } from './preview';
import { resolve, type Schemas } from './schema';

interface Props {
  opened: OpenedPage;
  schemas: Schemas;
  icons: Record<string, string>;
  onBack: () => void;
  onReload: () => void;
}

/** How long typing may pause before the draft is checked: short enough to feel immediate. */
const checkDelay = 80;

export function PageEditor({ opened, schemas, icons, onBack, onReload }: Props) {
  const [data, setData] = useState(opened.data);
  const [saved, setSaved] = useState({ data: opened.data, hash: opened.hash });
  const [problems, setProblems] = useState<readonly Problem[]>(opened.problems);
  const [html, setHtml] = useState<string>();
  const [previewNote, setPreviewNote] = useState('');
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState('');
  // Each refusal starts a fresh notice: a comparison made before the file changed again is gone.
  const [refusals, setRefusals] = useState(0);
  const [open, setOpen] = useState<number | undefined>(0);
  const sequence = useRef(0);

  useEffect(() => {
    const mine = ++sequence.current;
    const timer = setTimeout(() => {
      api.draft(opened.file, data).then(
        (draft) => {
          if (mine !== sequence.current) return;
          setProblems(draft.problems);
          if (draft.html) setHtml(draft.html);
          setPreviewNote(
            draft.html ? '' : draft.otherFiles > 0 ? `Förhandsvisningen väntar: ${draft.otherFiles} andra filer har fel.` : 'Förhandsvisningen visar senaste felfria versionen tills felen är rättade.',
          );
        },
        (error: Error) => mine === sequence.current && setPreviewNote(error.message),
      );
    }, checkDelay);
    return () => clearTimeout(timer);
  }, [data, opened.file]);

  const change = useCallback((path: Path, value: unknown) => setData((current: unknown) => setAt(current, path, value)), []);
  const todos = useMemo(() => new Map(opened.markers.filter((m) => same(valueAt(data, m.pointer.split('/').slice(1)), m.template)).map((m) => [m.pointer, m])), [data, opened.markers]);
  const state: EditorState = useMemo(() => ({ schemas, icons, problems, todos, change }), [schemas, icons, problems, todos, change]);

  const dirty = !same(data, saved.data);
  async function save(over = saved.hash) {
    setStatus('Sparar …');
    try {
      const result = await api.save(opened.file, data, over);
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
    }
  }

  // Ctrl+S (⌘S) saves, as in any editor; the latest save function is read through a ref.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const schemaFile = opened.kind === 'site' ? 'site.schema.json' : 'page.schema.json';
  const rootSchema = resolve(schemas, schemas[schemaFile]!, schemaFile).schema;
  const record = (data ?? {}) as Record<string, unknown>;
  const errorCount = problems.filter((p) => p.severity === 'error').length;
  const title = String(record.title ?? opened.file);

  return (
    <EditorContext.Provider value={state}>
      <div className="redigera-sida">
        <div className="formular">
          <p>
            <a href="/redigera" onClick={(e) => (e.preventDefault(), onBack())}>
              ← Alla sidor
            </a>
          </p>
          <h1>
            {title} <span className="adress">{opened.route}</span>
          </h1>
          <div className="spara" role="group" aria-label="Spara">
            <button type="button" onClick={() => void save()} disabled={Boolean(conflict)}>
              Spara{dirty ? ' ändringarna' : ''}
            </button>
            <span className="hjalp">Ctrl+S sparar också.</span>
            <span role="status" aria-live="polite">
              {status || (dirty ? 'Osparade ändringar.' : '')} {errorCount > 0 ? `${errorCount} fel på sidan.` : 'Inga fel.'}
              {todos.size > 0 && ` ${todos.size} att göra.`}
            </span>
          </div>
          {conflict && <ConflictNotice key={refusals} file={opened.file} message={conflict} data={data} onReload={onReload} onKeepMine={(hash) => void save(hash)} />}
          <section aria-labelledby="uppgifter-rubrik">
            <h2 id="uppgifter-rubrik">{opened.kind === 'site' ? 'Webbplatsens uppgifter' : 'Sidans uppgifter'}</h2>
            <ObjectFields schema={rootSchema} base={schemaFile} path={[]} value={data} skip={['blocks']} />
          </section>
          {Array.isArray(record.blocks) && <BlockList blocks={record.blocks as Record<string, unknown>[]} open={open} setOpen={setOpen} />}
        </div>
        <div className="forhandsvisning-ruta">
          <h2 className="dold">Förhandsvisning</h2>
          {previewNote && <p className="notis">{previewNote}</p>}
          <Preview html={html} title={`Förhandsvisning av ${title}`} onPick={(i) => (setOpen(i), requestAnimationFrame(() => document.getElementById(`block-${i}-oppna`)?.focus()))} />
        </div>
      </div>
    </EditorContext.Provider>
  );
}
