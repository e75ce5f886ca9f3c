/**
 * Reviews on /konto/redigera (docs/decisions.md 111–112): an admin sees every change waiting for
 * review — pages, editor, time, the changed lines in the history's words — and publishes it
 * (through the same checks and build as Publicera) or declines it with an optional note; an editor
 * sees their own waiting changes and the declined ones with the admin's note. Nothing is shown
 * when there is nothing to show.
 */
import { useEffect, useState } from 'react';
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
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messageOf } from '../api';
import { changeInWords, editorOf } from '../history-words';
import { reviewCalls, type DeclinedReview, type Review } from '../review-calls';
import { useSession } from '../session';
import { formatDateTime, reviewListTexts } from '../texts';
import { noticeOf, useSetPublishNotice } from './publish-notice';

type Answer = { message: string; pushed?: boolean | null };

/** The reviews, read again after each publish or decline; `busy` names the branch being acted on. */
function useReviews(refresh: unknown) {
  const [list, setList] = useState<{ reviews: Review[]; declined: DeclinedReview[] }>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState('');
  const [generation, setGeneration] = useState(0);
  const setNotice = useSetPublishNotice();

  useEffect(() => {
    let live = true;
    reviewCalls.list().then(
      (answer) => live && setList(answer),
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => void (live = false);
  }, [refresh, generation]);

  async function act(review: Review, work: () => Promise<Answer>) {
    setBusy(review.branch);
    setError('');
    try {
      setNotice(noticeOf(await work()));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy('');
      setGeneration((g) => g + 1);
    }
  }
  return { list, error, busy, act };
}

export function ReviewList({ refresh }: { refresh?: unknown }) {
  const { me } = useSession();
  const isAdmin = me?.role === 'admin';
  const { list, error, busy, act } = useReviews(refresh);
  const [declining, setDeclining] = useState<Review>();
  const [note, setNote] = useState('');

  const decline = (review: Review) => {
    setDeclining(undefined);
    void act(review, () => reviewCalls.decline(review.branch, note));
  };

  if (!list && !error) return null;
  const reviews = list?.reviews ?? [];
  const declined = list?.declined ?? [];
  if (!error && reviews.length === 0 && declined.length === 0) return null;

  return (
    <Paper component="section" aria-labelledby="granskning-rubrik" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="granskning-rubrik" component="h2" variant="h5" sx={{ mb: 1 }}>
        {reviewListTexts.title}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1, whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      {busy && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 1 }}>
          <CircularProgress size={22} aria-hidden="true" />
          <span>{reviewListTexts.publishing}</span>
        </Box>
      )}
      {reviews.length > 0 && (
        <WaitingReviews
          reviews={reviews}
          isAdmin={isAdmin}
          busy={Boolean(busy)}
          onPublish={(review) => void act(review, () => reviewCalls.publish(review.branch))}
          onDecline={(review) => (setNote(''), setDeclining(review))}
        />
      )}
      {declined.length > 0 && <DeclinedReviews declined={declined} />}
      <DeclineQuestion declining={declining} note={note} onNote={setNote} onCancel={() => setDeclining(undefined)} onDecline={decline} />
    </Paper>
  );
}

interface WaitingProps {
  reviews: Review[];
  isAdmin: boolean;
  busy: boolean;
  onPublish: (review: Review) => void;
  onDecline: (review: Review) => void;
}

/** The changes waiting: every one with its buttons for an admin, an editor's own without. */
function WaitingReviews({ reviews, isAdmin, busy, onPublish, onDecline }: WaitingProps) {
  return (
    <>
      <Typography id="granskning-vantar" component="h3" variant="h6">
        {isAdmin ? reviewListTexts.waitingAll : reviewListTexts.waitingMine}
      </Typography>
      {!isAdmin && <Typography variant="body2">{reviewListTexts.waitingMineHelp}</Typography>}
      <List aria-labelledby="granskning-vantar">
        {reviews.map((review) => (
          <ListItem key={review.branch} divider sx={{ display: 'block' }}>
            <ReviewWords review={review} />
            {isAdmin && (
              <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
                <Button variant="contained" size="small" disabled={busy} onClick={() => onPublish(review)}>
                  {reviewListTexts.publish}
                </Button>
                <Button variant="outlined" size="small" disabled={busy} onClick={() => onDecline(review)}>
                  {reviewListTexts.decline}
                </Button>
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The declined changes, with who declined them, when, and the note. */
function DeclinedReviews({ declined }: { declined: DeclinedReview[] }) {
  return (
    <>
      <Typography id="granskning-avvisade" component="h3" variant="h6">
        {reviewListTexts.declined}
      </Typography>
      <List aria-labelledby="granskning-avvisade">
        {declined.map((review) => (
          <ListItem key={`${review.branch}-${review.commit}`} divider sx={{ display: 'block' }}>
            <ReviewWords review={review} />
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
              {reviewListTexts.declinedBy(review.declinedBy, formatDateTime(review.declinedAt))}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {review.note ? reviewListTexts.note(review.note) : reviewListTexts.noNote}
            </Typography>
          </ListItem>
        ))}
      </List>
    </>
  );
}

interface DeclineProps {
  declining: Review | undefined;
  note: string;
  onNote: (note: string) => void;
  onCancel: () => void;
  onDecline: (review: Review) => void;
}

/** Declining asks first, with room for a note to the editor. */
function DeclineQuestion({ declining, note, onNote, onCancel, onDecline }: DeclineProps) {
  return (
    <Dialog open={Boolean(declining)} onClose={onCancel} aria-labelledby="avvisa-rubrik" aria-describedby="avvisa-text">
      <DialogTitle id="avvisa-rubrik">{reviewListTexts.declineTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="avvisa-text" sx={{ mb: 2 }}>
          {declining?.message}. {reviewListTexts.declineText}
        </DialogContentText>
        <TextField
          label={reviewListTexts.noteLabel}
          value={note}
          onChange={(event) => onNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{reviewListTexts.cancel}</Button>
        <Button variant="contained" color="error" onClick={() => declining && onDecline(declining)}>
          {reviewListTexts.decline}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A review as the history shows a publish: the pages, who sent it and when, the lines in words. */
function ReviewWords({ review }: { review: Review }) {
  return (
    <>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {review.message}
      </Typography>
      <Typography variant="body2">{reviewListTexts.sent(editorOf(review), formatDateTime(review.at))}</Typography>
      <Typography variant="body2">{changeInWords(review)}:</Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3, fontFamily: 'monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
        {review.removed.map((line, i) => (
          <li key={`f${i}`}>
            {reviewListTexts.before}: {line}
          </li>
        ))}
        {review.added.map((line, i) => (
          <li key={`e${i}`}>
            {reviewListTexts.after}: {line}
          </li>
        ))}
      </Box>
    </>
  );
}
