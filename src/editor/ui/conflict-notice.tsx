/**
 * The file changed on disk since it was opened, so saving was refused: the editor offers to read
 * the file in again, or to compare first — a line-by-line table of what saving one's own version
 * would change in the file as it is now — and then to keep one's own version.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
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
    <Paper variant="outlined" className="konflikt" sx={{ p: 1.5, my: 1, borderColor: 'error.main', borderWidth: 2 }}>
      <Alert severity="error">{message}</Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button variant="outlined" onClick={onReload}>
          Läs in filen igen (de osparade ändringarna försvinner)
        </Button>
        {host.compare && (
          <Button variant="outlined" aria-expanded={Boolean(comparison)} onClick={() => host.compare && void compare(host.compare)}>
            {comparison ? 'Jämför igen' : host.save ? 'Jämför med filen på disken' : 'Jämför med den publicerade versionen'}
          </Button>
        )}
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {comparison && (
        <>
          <CompareTable file={file} hunks={comparison.hunks} />
          <Button variant="contained" onClick={() => onKeepMine(comparison.hash)}>
            {host.save ? 'Behåll min version och spara över filen' : 'Behåll min version och publicera den över den nya'}
          </Button>
        </>
      )}
    </Paper>
  );
}
