/**
 * The file changed on disk since it was opened, so saving was refused: the editor offers to read
 * the file in again, or to compare first — a line-by-line table of what saving one's own version
 * would change in the file as it is now — and then to keep one's own version.
 */
import { useState } from 'react';
import type { Comparison } from './api';
import { CompareTable } from './compare-table';
import { useHost } from './host';

interface Props {
  file: string;
  message: string;
  data: unknown;
  onReload: () => void;
  /** Saves the editor's version over the file whose hash the comparison showed. */
  onKeepMine: (hash: string) => void;
}

export function ConflictNotice({ file, message, data, onReload, onKeepMine }: Props) {
  const host = useHost();
  const [comparison, setComparison] = useState<Comparison>();
  const [failure, setFailure] = useState('');
  const compare = (compareWith: NonNullable<typeof host.compare>) =>
    compareWith(file, data).then(
      (result) => (setComparison(result), setFailure('')),
      (error: Error) => setFailure(`Kunde inte jämföra: ${error.message}`),
    );
  return (
    <div className="konflikt">
      <p role="alert">{message}</p>
      <button type="button" onClick={onReload}>
        Läs in filen igen (de osparade ändringarna försvinner)
      </button>{' '}
      {host.compare && (
        <button type="button" aria-expanded={Boolean(comparison)} onClick={() => host.compare && void compare(host.compare)}>
          {comparison ? 'Jämför igen' : host.save ? 'Jämför med filen på disken' : 'Jämför med den publicerade versionen'}
        </button>
      )}
      {failure && <p role="alert">{failure}</p>}
      {comparison && (
        <>
          <CompareTable file={file} hunks={comparison.hunks} />
          <button type="button" onClick={() => onKeepMine(comparison.hash)}>
            {host.save ? 'Behåll min version och spara över filen' : 'Behåll min version och publicera den över den nya'}
          </button>
        </>
      )}
    </div>
  );
}
