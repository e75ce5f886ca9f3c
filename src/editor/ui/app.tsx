/**
 * The editor's two views, by address: /redigera lists the pages, /redigera?fil=… edits one (under
 * the host's base: /konto/redigera in the workspace, src/editor/ui/host.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CodeLink } from './code-link';
import { addressOf, typedWhilePublishing, useHost, type EditorHost, type HostPage } from './host';
import { leaveQuestionIn, PageEditor } from './page-editor';
import { PageList } from './page-list';
import type { Schemas } from './schema';

const fileInAddress = () => new URLSearchParams(location.search).get('fil') ?? undefined;

/** The schemas and icons every form needs, read once. */
function useAssets(host: EditorHost) {
  const [assets, setAssets] = useState<{ schemas: Schemas; icons: Record<string, string> }>();
  const [assetError, setAssetError] = useState('');
  useEffect(() => {
    Promise.all([host.schemas(), host.icons()]).then(
      ([schemas, icons]) => setAssets({ schemas, icons }),
      (e: Error) => setAssetError(e.message),
    );
  }, [host]);
  return { assets, assetError };
}

/** Whether the open page has unsaved edits: the browser's back button asks first, like the link. Returns what the editor tells. */
function useBackButton(host: EditorHost, setFile: (file: string | undefined) => void) {
  const dirty = useRef(false);
  const onDirty = useCallback((value: boolean) => void (dirty.current = value), []);
  useEffect(() => {
    // Staying after a back button means going forward again, which fires one more popstate.
    let stayed = false;
    const onPop = () => {
      if (stayed) return void (stayed = false);
      if (dirty.current && !confirm(leaveQuestionIn(host.keptWhere, Boolean(host.save)))) return void ((stayed = true), history.go(1));
      dirty.current = false;
      setFile(fileInAddress());
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [host, setFile]);
  return onDirty;
}

/** The page of the address, read in again at each new generation; `carry` gives it edits to keep. */
function useOpenedPage(host: EditorHost, file: string | undefined, generation: number) {
  // Edits made while a publish ran (PageEditor's onReplaced): kept over the version read in again.
  const carried = useRef<unknown>(undefined);
  // What was loaded, for which file and reading: a stale answer never shows for another file.
  const [loaded, setLoaded] = useState<{ key: string; page?: HostPage; error?: string }>();
  useEffect(() => {
    const key = `${file}:${generation}`;
    if (file)
      host.page(file).then(
        (page) => {
          const carry = carried.current;
          carried.current = undefined;
          setLoaded({
            key,
            page: carry === undefined ? page : { ...page, kept: { data: carry, hash: page.hash, at: Date.now() }, keptNote: typedWhilePublishing },
          });
        },
        (e: Error) => setLoaded({ key, error: e.message }),
      );
    document.title = file ? `Redigera ${file}` : 'Redigera sidor';
  }, [file, generation, host]);
  const carry = useCallback((edits: unknown) => void (carried.current = edits), []);
  return { loaded, carry };
}

export function App() {
  const host = useHost();
  const [file, setFile] = useState(fileInAddress);
  const [generation, setGeneration] = useState(0);
  const [note, setNote] = useState<string>();
  const { assets, assetError } = useAssets(host);
  const onDirty = useBackButton(host, setFile);
  const { loaded, carry } = useOpenedPage(host, file, generation);
  const reload = useCallback((why?: string, edits?: unknown) => (carry(edits), setNote(why), setGeneration((g) => g + 1)), [carry]);
  const key = `${file}:${generation}`;
  const opened = loaded?.key === key ? loaded.page : undefined;
  const error = assetError || (loaded?.key === key ? (loaded.error ?? '') : '');

  const go = useCallback(
    (next: string | undefined) => {
      onDirty(false);
      history.pushState(null, '', addressOf(host, next));
      setFile(next);
    },
    [host, onDirty],
  );

  let view;
  if (error) view = <Alert severity="error">{error}</Alert>;
  else if (!assets || (file && !opened)) view = <Typography role="status">Läser in …</Typography>;
  else if (!file || !opened) view = <PageList onOpen={go} schemas={assets.schemas} />;
  else if (opened.data === undefined) view = <UnreadablePage opened={opened} />;
  else
    view = (
      <PageEditor
        key={`${opened.file}:${generation}`}
        opened={opened}
        schemas={assets.schemas}
        icons={assets.icons}
        onBack={() => go(undefined)}
        onReload={reload}
        note={note}
        onDirty={onDirty}
      />
    );
  return host.ownsMain ? (
    <Box component="main" sx={{ px: 3, py: 2 }}>
      {view}
    </Box>
  ) : (
    <div>{view}</div>
  );
}

/** A file that is no YAML the form can read: its problems, to be put right in a text editor. */
function UnreadablePage({ opened }: { opened: HostPage }) {
  return (
    <div>
      <Typography variant="h1">{opened.file} går inte att läsa som formulär</Typography>
      <Typography sx={{ my: 1 }}>Rätta felen nedan i en texteditor; sedan går sidan att redigera här.</Typography>
      <ul>
        {opened.problems.map((p, i) => (
          <Typography component="li" key={i}>
            {`${p.file}:${p.line}:${p.col}  ${p.message} — ${p.hint} `}
            <CodeLink code={p.code} />
          </Typography>
        ))}
      </ul>
    </div>
  );
}
