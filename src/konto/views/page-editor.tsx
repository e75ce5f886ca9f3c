/**
 * /konto/redigera: the page editor of src/editor/ui/ in the workspace, for editors and admins
 * (docs/decisions.md 96–98). The components are the dev editor's; the host (editor-host.ts) gives
 * them /konto/api/redigera, drafts kept on the server and Publicera. A partner is told there is no
 * access (the API answers 403 all the same).
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { App as EditorApp } from '~/src/editor/ui/app';
import editorCss from '~/src/editor/ui/editor.css?inline';
import { HostContext } from '~/src/editor/ui/host';
import { themeCss } from '~/src/theme';
import { kontoEditorHost } from '../editor-host';
import { mayEdit, useSession } from '../session';
import { useTitle } from '../use-title';
import { PublishActions } from './publish-actions';
import { PublishNoticeContext, type PublishNotice } from './publish-notice';
import { ReviewList } from './review-list';

export const editorViewTexts = {
  title: 'Redigera sidor',
  noAccessTitle: 'Ingen behörighet att redigera sidor',
  noAccess: 'Sidredigeraren är till för redaktörer och administratörer. Behörighet att ändra webbplatsens sidor ges av den som administrerar arbetsytan.',
};

/**
 * The editor's few layout rules (preview frame, words for screen readers): class selectors only,
 * so they need no `@scope`, which Firefox ESR lacks (docs/decisions.md 107). Every control is MUI,
 * themed by the workspace's own theme. The site's tokens, which the rules read, come first.
 */
export const editorLayoutCss = `${themeCss()}\n${editorCss}`;

export function PageEditorView() {
  const { me } = useSession();
  useTitle(editorViewTexts.title);
  const host = useMemo(() => kontoEditorHost(PublishActions), []);
  const [notice, setNotice] = useState<PublishNotice>();
  // Edits still waiting for their pause when the page goes are sent as it goes (docs/decisions.md 124).
  useEffect(() => {
    addEventListener('pagehide', host.sendWaiting);
    return () => removeEventListener('pagehide', host.sendWaiting);
  }, [host]);

  if (!mayEdit(me))
    return (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {editorViewTexts.noAccessTitle}
        </Typography>
        <Typography>{editorViewTexts.noAccess}</Typography>
      </>
    );

  return (
    <PublishNoticeContext.Provider value={setNotice}>
      <HostContext.Provider value={host}>
        <style>{editorLayoutCss}</style>
        {notice && (
          <Alert
            severity={notice.severity}
            role="status"
            onClose={() => setNotice(undefined)}
            closeText="Stäng meddelandet"
            sx={{ mb: 2, whiteSpace: 'pre-line' }}
          >
            {notice.message}
          </Alert>
        )}
        <Box className="redigerare">
          <EditorApp />
        </Box>
        {/* Reviews waiting or declined (decision 111); read again after every publish or sending.
            After the editor, whose h1 names the view, so the headings keep their order. */}
        <ReviewList refresh={notice} />
      </HostContext.Provider>
    </PublishNoticeContext.Provider>
  );
}
