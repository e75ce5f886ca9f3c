/**
 * "Ny stad": name, CFO or interim, "Skapa" — the same code as `npm run new:city` creates the
 * page (scripts/new-city.ts), and refuses an existing city with the command's own words.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { EditorHost } from './host';
import { valueLabel, type Schemas } from './schema';

interface Props {
  /** The host's "Ny stad" (only a host that has one shows the form). */
  create: NonNullable<EditorHost['newCity']>;
  onCreated: (file: string) => void;
  schemas: Schemas;
}

export function NewCityForm({ create, onCreated, schemas }: Props) {
  const [name, setName] = useState('');
  const [offer, setOffer] = useState<Offer>('cfo');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onCreated((await create(name, offer)).file);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      className="ny-stad"
      onSubmit={(e: FormEvent) => void submit(e)}
      aria-labelledby="ny-stad-rubrik"
      sx={{ maxWidth: '30rem', p: 2, my: 2 }}
    >
      <Typography variant="h2" id="ny-stad-rubrik">
        Ny stad
      </Typography>
      <TextField
        id="stadens-namn"
        label="Stadens namn"
        fullWidth
        margin="normal"
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the form replaces the "Ny stad" button just pressed: without this the focus falls to the page's top
        autoFocus
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(refusal)}
        helperText="Som det skrivs, med å, ä och ö, t.ex. Kiruna eller Åre/Östersund."
        slotProps={{
          formHelperText: { id: 'ny-stad-hjalp' },
          htmlInput: { 'aria-invalid': refusal ? true : undefined, 'aria-describedby': refusal ? 'ny-stad-fel' : 'ny-stad-hjalp' },
        }}
      />
      <OfferChoice offer={offer} onChange={setOffer} schemas={schemas} />
      {refusal && (
        <Alert severity="error" id="ny-stad-fel" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        Skapa
      </Button>
    </Paper>
  );
}

type Offer = 'cfo' | 'interim';

function OfferChoice({ offer, onChange, schemas }: { offer: Offer; onChange: (offer: Offer) => void; schemas: Schemas }) {
  // The two kinds of city page by the names the page form gives them (the schema's x-etiketter).
  const offerSchema = schemas['page.schema.json']?.properties?.city?.properties?.offer ?? {};
  return (
    <FormControl component="fieldset" margin="normal">
      <FormLabel component="legend">Sida för</FormLabel>
      <RadioGroup name="erbjudande" value={offer} onChange={(e) => onChange(e.target.value === 'interim' ? 'interim' : 'cfo')}>
        <FormControlLabel value="cfo" control={<Radio />} label={valueLabel(offerSchema, 'cfo')} />
        <FormControlLabel value="interim" control={<Radio />} label={valueLabel(offerSchema, 'interim')} />
      </RadioGroup>
    </FormControl>
  );
}
