/**
 * The workspace editor's actions beside the form (docs/decisions.md 97): "Publicera" — the edits
 * through the server's checks and build, minutes on a busy server — and the page's history. A
 * refusal with problems (422) puts them on their fields as a check does; a file changed since it
 * was opened (409) becomes the editor's conflict notice.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { PageActionsProps } from '~/src/editor/ui/host';
import { ApiError, messageOf } from '../api';
import { editorCalls, problemsOf } from '../editor-host';
import { reviewCalls } from '../review-calls';
import { PageHistory } from './page-history';
import { noticeOf, useSetPublishNotice } from './publish-notice';

export const publishTexts = {
  publish: 'Publicera',
  publishing:
    'Publicerar … Sidan kontrolleras, sidorna byggs och den nya versionen läggs ut. Det tar oftast några sekunder (någon minut om webbplatsens kod också har ändrats); stäng inte fliken.',
  nothing: 'Inga ändringar att publicera.',
  review: 'Skicka för granskning',
  reviewing: 'Skickar för granskning … Sidan kontrolleras och sidorna provbyggs, men inget publiceras. Det tar oftast några sekunder; stäng inte fliken.',
};

export function PublishActions({ file, title, data, hash, dirty, onConflict, onProblems, onReplaced }: PageActionsProps) {
  // What is under way: a publish, or a sending for review (decision 111), which is checked the same way.
  const [busy, setBusy] = useState<'' | 'publish' | 'review'>('');
  const [refusal, setRefusal] = useState('');
  const setNotice = useSetPublishNotice();

  async function publish(kind: 'publish' | 'review' = 'publish') {
    setBusy(kind);
    setRefusal('');
    setNotice(undefined);
    try {
      const answer = kind === 'review' ? { ...(await reviewCalls.send(file, data, hash)), pushed: null } : await editorCalls.publish(file, data, hash);
      // The workspace shows the server's words above the editor (page-editor.tsx), so the page has no note of its own.
      setNotice(noticeOf(answer));
      // What was published: whatever was typed while the publish ran stays as the next draft.
      onReplaced(undefined, data);
    } catch (error) {
      // The server's sentence says what to do (src/editor/server/editor-api.ts `patched`, publish-texts.ts).
      if (error instanceof ApiError && error.status === 409) onConflict(error.message);
      else {
        // The fields show this page's problems (a pointer means nothing in another file); the message counts them all.
        const problems = error instanceof ApiError ? problemsOf(error.body) : undefined;
        if (problems) onProblems(problems.filter((p) => p.file === file));
        setRefusal(messageOf(error));
      }
    } finally {
      setBusy('');
    }
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 1, width: '100%' }}>
      <Button variant="contained" onClick={() => void publish()} disabled={Boolean(busy) || !dirty} aria-describedby={dirty ? undefined : 'publicera-hjalp'}>
        {publishTexts.publish}
      </Button>
      <Button variant="outlined" onClick={() => void publish('review')} disabled={Boolean(busy) || !dirty}>
        {publishTexts.review}
      </Button>
      <PageHistory file={file} title={title} disabled={Boolean(busy)} onRestored={onReplaced} />
      {!dirty && !busy && (
        <span id="publicera-hjalp" className="hjalp">
          {publishTexts.nothing}
        </span>
      )}
      {busy && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={22} aria-hidden="true" />
          <span>{busy === 'review' ? publishTexts.reviewing : publishTexts.publishing}</span>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" role="alert" sx={{ width: '100%', whiteSpace: 'pre-line' }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
