/** The admin's list of accounts (GET /konto/api/konton; admin only). Logg is audit-log.tsx. */
import { useEffect, useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { formatDateTime, roleLabels } from '../texts';
import type { Account } from '../types';
import { useTitle } from '../use-title';

function useAnswer<T>(path: string) {
  const [answer, setAnswer] = useState<T>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    api<T>(path).then(
      (value) => live && setAnswer(value),
      (caught: unknown) => live && setError(messageOf(caught)),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return { answer, error };
}

export function AccountsView() {
  useTitle('Konton');
  const { answer, error } = useAnswer<{ accounts: Account[] }>('/konton');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Konton
      </Typography>
      <Typography sx={{ mb: 2 }}>Nya konton bjuds in från servern med kommandot npm run leads -- user invite.</Typography>
      <ErrorAlert message={error} />
      {!answer && !error && <Loading />}
      {answer && (
        <TableContainer>
          <Table size="small" aria-label="Konton">
            <TableHead>
              <TableRow>
                <TableCell scope="col">E-postadress</TableCell>
                <TableCell scope="col">Roll</TableCell>
                <TableCell scope="col">Tvåstegsverifiering</TableCell>
                <TableCell scope="col">Skapat</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.accounts.map((account) => (
                <TableRow key={account.id}>
                  <TableCell>{account.email}</TableCell>
                  <TableCell>{roleLabels[account.role] ?? account.role}</TableCell>
                  <TableCell>{account.secondFactor ? 'Inställd' : 'Inte inställd'}</TableCell>
                  <TableCell>{formatDateTime(account.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
