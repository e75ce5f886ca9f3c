/**
 * "Ny stad": name, CFO or interim, "Skapa" — the same code as `npm run new:city` creates the
 * page (scripts/new-city.ts), and refuses an existing city with the command's own words.
 */
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
  // The two kinds of city page by the names the page form gives them (the schema's x-etiketter).
  const offerSchema = schemas['page.schema.json']?.properties?.city?.properties?.offer ?? {};
  const [name, setName] = useState('');
  const [offer, setOffer] = useState<'cfo' | 'interim'>('cfo');
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
    <form className="ny-stad" onSubmit={(e) => void submit(e)} aria-labelledby="ny-stad-rubrik">
      <h2 id="ny-stad-rubrik">Ny stad</h2>
      <div className="falt">
        <label htmlFor="stadens-namn">Stadens namn</label>
        <input
          id="stadens-namn"
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the form replaces the "Ny stad" button just pressed: without this the focus falls to the page's top
          autoFocus
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'ny-stad-fel' : 'ny-stad-hjalp'}
        />
        <p className="hjalp" id="ny-stad-hjalp">
          Som det skrivs, med å, ä och ö, t.ex. Kiruna eller Åre/Östersund.
        </p>
      </div>
      <fieldset>
        <legend>Sida för</legend>
        <label>
          <input type="radio" name="erbjudande" checked={offer === 'cfo'} onChange={() => setOffer('cfo')} /> {valueLabel(offerSchema, 'cfo')}
        </label>
        <label>
          <input type="radio" name="erbjudande" checked={offer === 'interim'} onChange={() => setOffer('interim')} /> {valueLabel(offerSchema, 'interim')}
        </label>
      </fieldset>
      {refusal && (
        <p className="problem" id="ny-stad-fel" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Skapa
      </button>
    </form>
  );
}
