/** The admin's views: the accounts and the audit log (GET /konto/api/konton, /logg; admin only). */
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
import { AppLink } from '../layout';
import { actionLabels, formatDateTime, roleLabels } from '../texts';
import type { Account, AuditEntry } from '../types';
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

export function AuditLogView() {
  useTitle('Logg');
  const { answer, error } = useAnswer<{ entries: AuditEntry[] }>('/logg');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Logg
      </Typography>
      <Typography sx={{ mb: 2 }}>Vem som gjorde vad och när, de senaste 500 händelserna. Loggen har inga personuppgifter utöver förfrågans nummer.</Typography>
      <ErrorAlert message={error} />
      {!answer && !error && <Loading />}
      {answer && (
        <TableContainer>
          <Table size="small" aria-label="Logg, senaste först">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Tid</TableCell>
                <TableCell scope="col">Konto</TableCell>
                <TableCell scope="col">Händelse</TableCell>
                <TableCell scope="col">Förfrågan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {answer.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                  <TableCell>{entry.email ?? (entry.userId === null ? 'Servern (kommandorad)' : `Konto ${entry.userId}`)}</TableCell>
                  <TableCell>{actionLabels[entry.action] ?? entry.action}</TableCell>
                  <TableCell>{entry.leadId === null ? '–' : <AppLink to={`/leads/${entry.leadId}`}>Nr {entry.leadId}</AppLink>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
