/**
 * One page: its fields and blocks on the left, the page as built on the right. Every edit is
 * sent (debounced) to the validator and the renderer; saving patches the file on disk and is
 * refused, with a way out, if the file changed there since it was opened.
 */
import { useCallback, useMemo, useState } from 'react';
import { BlockList } from './block-list';
import { ConflictNotice } from './conflict-notice';
import { same, setAt, type Path } from './data-path';
import { EditorContext, type EditorState } from './editor-context';
import { useHost, type EditorHost, type HostPage } from './host';
import { OpeningNotice, PageFields, PageHeading, PreviewPane, SaveBar } from './page-editor-parts';
import {
  openingConflict,
  openingNotice,
  useConflict,
  useDraftCheck,
  useFileChanges,
  useKeptEdits,
  useLatestValue,
  useRestoredEdits,
  useSave,
  useSaveShortcut,
  useTodos,
} from './page-editor-state';
import type { Schemas } from './schema';

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

/** What leaving asks while edits are unsaved (they stay where the host keeps them all the same). */
export const leaveQuestionIn = (where: string, saves = true) =>
  `Sidan har ${saves ? 'osparade' : 'opublicerade'} ändringar. Lämna den ändå? De ${saves ? 'sparas inte i filen' : 'är inte publicerade'}, men finns kvar i ${where} tills sidan öppnas igen.`;
export const leaveQuestion = leaveQuestionIn('den här webbläsaren');

/** The page's state and what its parts do with it; the effects run in the order the hooks are called. */
function usePageEditor({ opened, onBack, onReload, note, onDirty }: Props, host: EditorHost) {
  const restored = useRestoredEdits(opened, host);
  const [data, setData] = useState(restored ? restored.data : opened.data);
  const [saved, setSaved] = useState({ data: opened.data, hash: restored?.hash ?? opened.hash });
  const [notice] = useState(() => openingNotice(opened, restored, host, note));
  const { conflict, refusals, refuse, clearConflict } = useConflict(() => openingConflict(opened, restored));
  const draft = useDraftCheck(host, opened, data);
  const change = useCallback((path: Path, value: unknown) => setData((current: unknown) => setAt(current, path, value)), []);
  const dirty = !same(data, saved.data);
  useKeptEdits({ host, file: opened.file, data, hash: saved.hash, dirty, onDirty });
  const tracker = useFileChanges(opened.file, saved.hash, dirty, onReload, refuse);
  const takeTheirs = () => {
    host.keep(opened.file, undefined);
    onReload();
  };
  const onSaved = (data: unknown, hash: string) => (setSaved({ data, hash }), clearConflict());
  const { status, save } = useSave({ host, file: opened.file, data, problems: draft.problems, hash: saved.hash, tracker, onSaved, refuse });
  useSaveShortcut(save, host);
  /**
   * A host without saving (the workspace) keeps the edits and takes the compared file as their
   * base: the next Publicera patches them onto it, and is refused again if it changes once more.
   */
  const keepMineOver = (hash: string) => {
    tracker.wrote(hash);
    setSaved((before) => ({ ...before, hash }));
    clearConflict();
  };
  // What was typed while a publish ran is not what was published: it stays, as the next draft.
  const current = useLatestValue(data);
  const onReplaced = (replacedNote?: string, published?: unknown) => {
    const typedSince = published !== undefined && !same(published, current.current);
    if (!typedSince) host.keep(opened.file, undefined);
    onDirty(false);
    onReload(replacedNote, typedSince ? current.current : undefined);
  };
  const leave = () => (!dirty || confirm(leaveQuestionIn(host.keptWhere, Boolean(host.save)))) && onBack();
  const keepMine = (hash: string) => (host.save ? void save(hash) : keepMineOver(hash));
  return { restored, data, saved, notice, conflict, refusals, refuse, ...draft, change, dirty, takeTheirs, status, save, keepMine, leave, onReplaced };
}

export function PageEditor(props: Props) {
  const { opened, schemas, icons } = props;
  const host = useHost();
  const page = usePageEditor(props, host);
  const { data, dirty, problems, change } = page;
  const [open, setOpen] = useState<number | undefined>(0);
  const todos = useTodos(data, opened.markers);
  const state: EditorState = useMemo(() => ({ schemas, icons, problems, todos, change }), [schemas, icons, problems, todos, change]);
  const record = (data ?? {}) as Record<string, unknown>;
  const errorCount = problems.filter((p) => p.severity === 'error').length;
  const title = String(record.title ?? opened.file);

  return (
    <EditorContext.Provider value={state}>
      <div className="redigera-sida">
        <div className="formular">
          <PageHeading back={host.base} onLeave={page.leave} title={title} route={opened.route} />
          <SaveBar
            saves={Boolean(host.save)}
            onSave={() => void page.save()}
            blocked={Boolean(page.conflict)}
            dirty={dirty}
            status={page.status}
            errorCount={errorCount}
            todoCount={todos.size}
          >
            {host.Actions && (
              <host.Actions
                file={opened.file}
                title={title}
                data={data}
                hash={page.saved.hash}
                dirty={dirty}
                problems={problems}
                onConflict={page.refuse}
                onProblems={page.showRefusal}
                onReplaced={page.onReplaced}
              />
            )}
          </SaveBar>
          {page.notice && <OpeningNotice notice={page.notice} offerDiscard={page.restored && dirty} onDiscard={page.takeTheirs} />}
          {page.conflict && (
            <ConflictNotice key={page.refusals} file={opened.file} message={page.conflict} data={data} onReload={page.takeTheirs} onKeepMine={page.keepMine} />
          )}
          <PageFields kind={opened.kind} schemas={schemas} data={data} />
          {Array.isArray(record.blocks) && <BlockList blocks={record.blocks as Record<string, unknown>[]} open={open} setOpen={setOpen} />}
        </div>
        <PreviewPane
          note={page.previewNote}
          html={page.html}
          title={title}
          onPick={(i) => (setOpen(i), requestAnimationFrame(() => document.getElementById(`block-${i}-oppna`)?.focus()))}
        />
      </div>
    </EditorContext.Provider>
  );
}
