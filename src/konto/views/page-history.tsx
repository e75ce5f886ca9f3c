/**
 * A page's publishes (GET historik: time, editor, the lines changed) in a dialog, and "Återställ
 * den här versionen" behind a confirmation: the server publishes that version through the same
 * checks and build (docs/decisions.md 95, 98).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { messageOf } from '../api';
import { editorCalls, type Publication } from '../editor-host';
import { changeInWords, editorOf } from '../history-words';
import { formatDateTime } from '../texts';
import { noticeOf, useSetPublishNotice } from './publish-notice';

export const historyTexts = {
  open: 'Historik',
  title: (page: string) => `Historik för ${page}`,
  empty: 'Sidan har ingen publicering i historiken ännu.',
  restore: 'Återställ den här versionen',
  confirmTitle: 'Återställa den här versionen?',
  confirm: (at: string) =>
    `Sidan publiceras som den såg ut efter ändringen ${at}. Den går genom samma kontroller och bygge som en vanlig publicering, oftast på några sekunder. Ändringar som inte är publicerade följer inte med.`,
  restoring: 'Återställer … Sidan kontrolleras, sidorna byggs och den återställda versionen läggs ut.',
  yes: 'Återställ',
  cancel: 'Avbryt',
  close: 'Stäng',
  before: 'Före',
  after: 'Efter',
};

interface Props {
  file: string;
  title: string;
  disabled: boolean;
  onRestored: () => void;
}

/** The dialog's state: the publishes read when it opens, the version to restore, and the restore under way. */
function usePageHistory(file: string, onRestored: () => void) {
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<Publication[]>();
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<Publication>();
  const [busy, setBusy] = useState(false);
  const setNotice = useSetPublishNotice();

  const show = () => {
    setOpen(true);
    setList(undefined);
    setError('');
    editorCalls.history(file).then(setList, (e: unknown) => setError(messageOf(e)));
  };

  async function restore(version: Publication) {
    setChosen(undefined);
    setBusy(true);
    setError('');
    try {
      const answer = await editorCalls.revert(file, version.commit);
      setNotice(noticeOf(answer));
      setOpen(false);
      onRestored();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }
  return { open, setOpen, list, error, chosen, setChosen, busy, show, restore };
}

export function PageHistory({ file, title, disabled, onRestored }: Props) {
  const { open, setOpen, list, error, chosen, setChosen, busy, show, restore } = usePageHistory(file, onRestored);
  return (
    <>
      <Button variant="outlined" onClick={show} disabled={disabled}>
        {historyTexts.open}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="historik-rubrik" fullWidth maxWidth="md" scroll="paper">
        <DialogTitle id="historik-rubrik">{historyTexts.title(title)}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          {busy && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <CircularProgress size={22} aria-hidden="true" />
              <span>{historyTexts.restoring}</span>
            </Box>
          )}
          {!list && !error && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <CircularProgress size={22} aria-hidden="true" />
              <span>Läser in historiken …</span>
            </Box>
          )}
          {list?.length === 0 && <DialogContentText>{historyTexts.empty}</DialogContentText>}
          {list && list.length > 0 && (
            <List aria-label={historyTexts.title(title)}>
              {list.map((publication) => (
                <PublicationItem key={publication.commit} publication={publication} busy={busy} onRestore={() => setChosen(publication)} />
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {historyTexts.close}
          </Button>
        </DialogActions>
      </Dialog>
      <RestoreQuestion chosen={chosen} onCancel={() => setChosen(undefined)} onRestore={(version) => void restore(version)} />
    </>
  );
}

/** One publish: when and by whom, its message, the lines it changed, and the way back to it. */
function PublicationItem({ publication, busy, onRestore }: { publication: Publication; busy: boolean; onRestore: () => void }) {
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {formatDateTime(publication.at)} · {editorOf(publication)}
      </Typography>
      <Typography variant="body2">{publication.message}</Typography>
      <Typography variant="body2">{changeInWords(publication)}:</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3, fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
        {publication.removed.map((line, i) => (
          <li key={`f${i}`}>
            {historyTexts.before}: {line}
          </li>
        ))}
        {publication.added.map((line, i) => (
          <li key={`e${i}`}>
            {historyTexts.after}: {line}
          </li>
        ))}
      </Box>
      <Button size="small" onClick={onRestore} disabled={busy}>
        {historyTexts.restore}
      </Button>
    </ListItem>
  );
}

interface QuestionProps {
  chosen: Publication | undefined;
  onCancel: () => void;
  onRestore: (version: Publication) => void;
}

/** Restoring publishes the page again (checks and a build): asked first. */
function RestoreQuestion({ chosen, onCancel, onRestore }: QuestionProps) {
  return (
    <Dialog open={Boolean(chosen)} onClose={onCancel} aria-labelledby="aterstall-rubrik" aria-describedby="aterstall-text">
      <DialogTitle id="aterstall-rubrik">{historyTexts.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="aterstall-text">{chosen && historyTexts.confirm(formatDateTime(chosen.at))}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{historyTexts.cancel}</Button>
        <Button variant="contained" onClick={() => chosen && onRestore(chosen)}>
          {historyTexts.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
