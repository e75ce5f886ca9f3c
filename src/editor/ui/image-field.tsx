/**
 * An image field (docs/decisions.md 99): the chosen image's preview and a button that opens a
 * dialog to pick one of bilder/ or upload a new one, with a required alt text — the image is not
 * placed without it. The alt text goes into the field beside the image (`photo` → `photoAlt`).
 * MUI's Dialog traps focus, closes on Escape and returns focus to the button.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { imageUploadTexts } from '~/src/shared/image-upload';
import { RequiredMark } from './field-messages';
import { imagesApi, type ListedImage } from './images-api';

export interface ImageFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  required: boolean;
  describedBy?: string;
  invalid: boolean;
  /** Places the image with its alt text (undefined: removes both). */
  onPlace: (file: string | undefined, alt: string | undefined) => void;
  /** Where the host answers the image calls (images-api.ts); the dev editor's by default. */
  base?: string;
}

const minAlt = 2;

export function ImageField({ id, label, value, required, describedBy, invalid, onPlace, base }: ImageFieldProps) {
  const api = useMemo(() => imagesApi(base), [base]);
  const [open, setOpen] = useState(false);
  return (
    <div className="falt-bild">
      <Typography component="span" className="falt-etikett" id={`${id}-etikett`} sx={{ display: 'block', fontWeight: 600 }}>
        {label}
        {required && <RequiredMark />}
      </Typography>
      {value ? (
        <p className="bild-vald">
          <img src={api.previewUrl(value)} alt="" width={160} />
          <code>{value}</code>
        </p>
      ) : (
        <p className="bild-vald">Ingen bild vald.</p>
      )}
      <Button variant="outlined" id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} onClick={() => setOpen(true)}>
        {value ? 'Byt bild…' : 'Välj bild…'}
      </Button>
      {value && !required && (
        <Button onClick={() => onPlace(undefined, undefined)} sx={{ ml: 1 }}>
          Ta bort bilden
        </Button>
      )}
      {open && <ImageDialog api={api} label={label} current={value} onClose={() => setOpen(false)} onPlace={onPlace} />}
    </div>
  );
}

type ImagesApi = ReturnType<typeof imagesApi>;

/** The images of bilder/ as listed, the one chosen, and an upload (which chooses what it uploaded). */
function useImageLibrary(api: ImagesApi, current: string | undefined) {
  const [images, setImages] = useState<ListedImage[] | undefined>();
  const [chosen, setChosen] = useState(current);
  const [problem, setProblem] = useState('');
  // The share of the upload sent so far, from 0 to 1; undefined when none is under way.
  const [uploading, setUploading] = useState<number | undefined>();

  useEffect(() => {
    let live = true;
    api.list().then(
      (list) => live && setImages(list),
      (error: Error) => live && (setImages([]), setProblem(error.message)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem('');
    setUploading(0);
    try {
      const saved = await api.upload(file, setUploading);
      setImages((list) => [...(list ?? []).filter((i) => i.file !== saved.file), { file: saved.file, bytes: saved.bytes, modified: new Date().toISOString() }]);
      setChosen(saved.file);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(undefined);
    }
  };
  return { images, chosen, setChosen, problem, setProblem, uploading, upload };
}

interface DialogProps {
  api: ImagesApi;
  label: string;
  current: string | undefined;
  onClose: () => void;
  onPlace: ImageFieldProps['onPlace'];
}

function ImageDialog({ api, label, current, onClose, onPlace }: DialogProps) {
  const { images, chosen, setChosen, problem, setProblem, uploading, upload } = useImageLibrary(api, current);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState('');
  const altInput = useRef<HTMLInputElement>(null);

  const place = () => {
    if (!chosen) return setProblem('Välj en bild i listan eller ladda upp en ny först.');
    if (alt.trim().length < minAlt) {
      setAltError('Skriv vad bilden visar innan den används: utan alt-text når den inte den som inte ser den.');
      altInput.current?.focus();
      return;
    }
    onPlace(chosen, alt.trim());
    onClose();
  };
  const changeAlt = (text: string) => {
    setAlt(text);
    if (text.trim().length >= minAlt) setAltError('');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="bild-dialog-rubrik" fullWidth maxWidth="sm">
      <DialogTitle id="bild-dialog-rubrik">{label}: välj en bild</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <ImageUpload uploading={uploading} onFile={(file) => void upload(file)} />
        <p id="bild-lista-rubrik">Eller välj en av bilderna som redan finns:</p>
        <ImageChoices images={images} chosen={chosen} onChoose={setChosen} />
        {chosen && <ChosenImage src={api.previewUrl(chosen)} file={chosen} alt={alt} />}
        <TextField
          inputRef={altInput}
          label="Alt-text: vad visar bilden?"
          required
          fullWidth
          margin="normal"
          value={alt}
          onChange={(e) => changeAlt(e.target.value)}
          error={Boolean(altError)}
          helperText={altError || 'T.ex. "Anna Lind på byråns kontor i Malmö". Läses upp för den som inte ser bilden.'}
          slotProps={{ htmlInput: { maxLength: 160 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={place} disabled={uploading !== undefined}>
          Använd bilden
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The file input and, while an upload runs, how far it has come (docs/decisions.md 184): a bar with
 * the share sent, and a status that changes only between sending and the server's preparing, so a
 * screen reader is not read every percent.
 */
function ImageUpload({ uploading, onFile }: { uploading: number | undefined; onFile: (file: File | undefined) => void }) {
  const sent = uploading === undefined ? undefined : Math.round(uploading * 100);
  return (
    <p>
      <label htmlFor="bild-uppladdning">Ladda upp en ny bild ({imageUploadTexts.takes})</label>
      <br />
      <input
        id="bild-uppladdning"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={sent !== undefined}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {sent !== undefined && (
        <>
          <br />
          <progress max={100} value={sent} aria-label="Uppladdningen">
            {sent} %
          </progress>{' '}
          <span aria-hidden="true">{sent} %</span> <span role="status">{sent < 100 ? 'Laddar upp …' : 'Bilden tas emot och förbereds …'}</span>
        </>
      )}
    </p>
  );
}

/** The images already in bilder/, as pressed-or-not buttons under the heading above them. */
function ImageChoices({ images, chosen, onChoose }: { images: ListedImage[] | undefined; chosen: string | undefined; onChoose: (file: string) => void }) {
  if (images === undefined) return <p role="status">Hämtar bilderna …</p>;
  if (images.length === 0) return <p>Det finns inga bilder ännu.</p>;
  return (
    <List dense aria-labelledby="bild-lista-rubrik" sx={{ maxHeight: 220, overflow: 'auto' }}>
      {images.map((image) => (
        <ListItem key={image.file} disablePadding>
          <ListItemButton selected={image.file === chosen} aria-pressed={image.file === chosen} onClick={() => onChoose(image.file)}>
            <ListItemText primary={image.file.replace(/^bilder\//, '')} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The chosen image as the site shows it, with the alt text typed so far as its own. */
function ChosenImage({ src, file, alt }: { src: string; file: string; alt: string }) {
  return (
    <figure className="bild-forhandsvisning">
      <img src={src} alt={alt.trim() || 'Förhandsvisning av den valda bilden'} style={{ maxWidth: '100%', maxHeight: 240 }} />
      <figcaption>
        <code>{file}</code>, som webbplatsen visar den
      </figcaption>
    </figure>
  );
}
