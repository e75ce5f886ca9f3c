/** The start view: every content file with its address, title and problems, and "Ny stad". */
import { useEffect, useState } from 'react';
import type { PageSummary } from './api';
import { addressOf, useHost } from './host';
import { NewCityForm } from './new-city-form';
import type { Schemas } from './schema';

function problemText(page: PageSummary): string {
  const parts = [
    page.errors > 0 ? `${page.errors} fel` : '',
    page.warnings > 0 ? `${page.warnings} ${page.warnings === 1 ? 'varning' : 'varningar'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Inga';
}

export function PageList({ onOpen, schemas }: { onOpen: (file: string) => void; schemas: Schemas }) {
  const host = useHost();
  const [list, setList] = useState<{ pages: PageSummary[]; buildStops: boolean }>();
  const [error, setError] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    host.pages().then(setList, (e: Error) => setError(e.message));
  }, [host]);

  return (
    <div className="sidlista">
      <h1>Redigera sidor</h1>
      <p>{host.listIntro}</p>
      {host.newCity &&
        (creating ? (
          <NewCityForm create={host.newCity} onCreated={onOpen} schemas={schemas} />
        ) : (
          <button type="button" onClick={() => setCreating(true)}>
            Ny stad
          </button>
        ))}
      {error && <p role="alert">{error}</p>}
      {list && (
        <>
          <p role="status">{list.buildStops ? 'Bygget stoppas just nu: sidorna med fel nedan måste rättas först.' : 'Alla sidor går att bygga.'}</p>
          <table>
            <caption className="dold">Alla sidor</caption>
            <thead>
              <tr>
                <th scope="col">Adress</th>
                <th scope="col">Titel</th>
                <th scope="col">Problem</th>
                <th scope="col">Stoppar bygget</th>
              </tr>
            </thead>
            <tbody>
              {list.pages.map((page) => (
                <tr key={page.file} className={page.errors > 0 ? 'har-fel' : undefined}>
                  <td>
                    <a href={addressOf(host, page.file)} onClick={(e) => (e.preventDefault(), onOpen(page.file))}>
                      {page.file === 'site.yaml' ? 'site.yaml' : page.route}
                    </a>
                  </td>
                  <td>{page.title}</td>
                  <td>{problemText(page)}</td>
                  <td>{page.errors > 0 ? 'Ja' : 'Nej'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
