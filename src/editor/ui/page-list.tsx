/** The start view: every content file with its address, title and problems, and "Ny stad". */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { colors } from '~/src/theme';
import type { PageSummary } from './api';
import { addressOf, useHost } from './host';
import { NewCityForm } from './new-city-form';
import type { Schemas } from './schema';

/** A page the workspace's "Ny stad" made that only this account sees until it is published (decision 118). */
export const newPageLabel = 'Ny, inte publicerad';

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
      <Typography variant="h1" sx={{ mb: 1 }}>
        Redigera sidor
      </Typography>
      <Typography sx={{ mb: 2 }}>{host.listIntro}</Typography>
      {host.newCity &&
        (creating ? (
          <NewCityForm create={host.newCity} onCreated={onOpen} schemas={schemas} />
        ) : (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Ny stad
          </Button>
        ))}
      {error && <Alert severity="error">{error}</Alert>}
      {list && (
        <>
          <Typography role="status" sx={{ my: 2 }}>
            {list.buildStops ? 'Bygget stoppas just nu: sidorna med fel nedan måste rättas först.' : 'Alla sidor går att bygga.'}
          </Typography>
          <PageTable pages={list.pages} onOpen={onOpen} />
        </>
      )}
    </div>
  );
}

/** Every page with its address, title and problems; the account's new, unpublished pages marked. */
export function PageTable({ pages, onOpen }: { pages: readonly PageSummary[]; onOpen: (file: string) => void }) {
  const host = useHost();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <caption className="dold">Alla sidor</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Adress</TableCell>
            <TableCell scope="col">Titel</TableCell>
            <TableCell scope="col">Problem</TableCell>
            <TableCell scope="col">Stoppar bygget</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pages.map((page) => (
            <TableRow key={page.file} className={page.errors > 0 ? 'har-fel' : undefined} sx={page.errors > 0 ? { bgcolor: colors.errorTint } : undefined}>
              <TableCell>
                <Link href={addressOf(host, page.file)} onClick={(e) => (e.preventDefault(), onOpen(page.file))}>
                  {page.file === 'site.yaml' ? 'site.yaml' : page.route}
                </Link>
              </TableCell>
              <TableCell>
                {page.title}
                {page.isNew && <Chip size="small" variant="outlined" label={newPageLabel} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{problemText(page)}</TableCell>
              <TableCell>{page.errors > 0 ? 'Ja' : 'Nej'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
