/**
 * Logg for admins (GET /konto/api/logg; docs/decisions.md 143): 50 lines a page, newest first,
 * filtered by person, action and day, the filter kept in the address like the inbox's. Each
 * line's detail is codes and numbers in words (audit-words.ts), never anyone's data.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { detailWords } from '../audit-words';
import { DayField, readDayRange } from '../day-field';
import { ErrorAlert, Loading } from '../feedback';
import { withQuery } from '../filters';
import { AppLink } from '../layout';
import { PageNumbers } from '../page-numbers';
import { actionLabels, formatDateTime, formatNumber } from '../texts';
import type { Account, AuditPage } from '../types';
import { useTitle } from '../use-title';

const keys = ['user', 'action', 'from', 'to'] as const;
type Values = Record<(typeof keys)[number], string>;
const fromAddress = (search: URLSearchParams) => Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Values;

const select = {
  size: 'small',
  select: true,
  sx: { minWidth: { xs: '100%', sm: 220 } },
  slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
} as const;

function LogFilters({
  search,
  accounts,
  actions,
  onApply,
}: {
  search: URLSearchParams;
  accounts: Account[];
  actions: string[];
  onApply: (values: Values) => void;
}) {
  const [values, setValues] = useState(() => fromAddress(search));
  const [problems, setProblems] = useState<Partial<Values>>({});
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { days, problems: found } = readDayRange(values.from, values.to);
    setProblems(found);
    if (days) onApply({ ...values, ...days });
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filtrera loggen"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField {...select} label="Person" value={values.user} onChange={(event) => set('user')(event.target.value)}>
        <MenuItem value="">Alla</MenuItem>
        {accounts.map((account) => (
          <MenuItem key={account.id} value={String(account.id)}>
            {account.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...select} label="Händelse" value={values.action} onChange={(event) => set('action')(event.target.value)}>
        <MenuItem value="">Alla händelser</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {actionLabels[action] ?? action}
          </MenuItem>
        ))}
      </TextField>
      <DayField label="Från och med" value={values.from} onChange={set('from')} problem={problems.from} sx={select.sx} />
      <DayField label="Till och med" value={values.to} onChange={set('to')} problem={problems.to} sx={select.sx} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Visa
        </Button>
        <Button type="button" variant="text" onClick={() => onApply({ user: '', action: '', from: '', to: '' })}>
          Rensa filter
        </Button>
      </Box>
    </Box>
  );
}

function LogTable({ entries }: { entries: AuditPage['entries'] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Logg, senaste först">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Tid</TableCell>
            <TableCell scope="col">Konto</TableCell>
            <TableCell scope="col">Händelse</TableCell>
            <TableCell scope="col">Förfrågan</TableCell>
            <TableCell scope="col">Detaljer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.email ?? (entry.userId === null ? 'Inget konto' : `Konto ${entry.userId}`)}</TableCell>
              <TableCell>{actionLabels[entry.action] ?? entry.action}</TableCell>
              <TableCell>{entry.leadId === null ? '–' : <AppLink to={`/leads/${entry.leadId}`}>Nr {entry.leadId}</AppLink>}</TableCell>
              <TableCell>{detailWords(entry.detail)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function AuditLogView() {
  useTitle('Logg');
  const [search, setSearch] = useSearchParams();
  const [log, setLog] = useState<AuditPage>();
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [error, setError] = useState<string>();
  const query = new URLSearchParams([...keys, 'page'].flatMap((key) => (search.get(key) ? [[key, search.get(key) ?? '']] : []))).toString();

  useEffect(() => {
    let live = true;
    api<AuditPage>(withQuery('/logg', new URLSearchParams(query))).then(
      (answer) => {
        if (!live) return;
        setLog(answer);
        setError(undefined);
      },
      (caught: unknown) => live && setError(messageOf(caught)),
    );
    return () => {
      live = false;
    };
  }, [query]);
  useEffect(() => {
    api<{ accounts: Account[] }>('/konton').then(
      (answer) => setAccounts(answer.accounts),
      () => undefined,
    );
  }, []);

  const apply = (values: Values) => setSearch(new URLSearchParams(keys.flatMap((key) => (values[key] ? [[key, values[key]]] : []))));
  const goTo = (page: number) => {
    const next = new URLSearchParams(query);
    next.set('page', String(page));
    setSearch(next);
  };
  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Logg
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Vem som gjorde vad och när: inloggningar och misslyckade försök, visade listor och förfrågningar, ändringar och export. Loggen har inga personuppgifter
        om dem som hört av sig, bara förfrågningarnas nummer.
      </Typography>
      {log && <LogFilters key={query} search={search} accounts={accounts} actions={log.actions} onApply={apply} />}
      <ErrorAlert message={error} />
      {!log && !error && <Loading />}
      {log && (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {`${formatNumber(log.total)} ${log.total === 1 ? 'händelse' : 'händelser'}${pages > 1 ? `, sida ${log.page} av ${formatNumber(pages)}` : ''}`}
          </Typography>
          {log.entries.length > 0 ? <LogTable entries={log.entries} /> : <Typography sx={{ my: 3 }}>Inga händelser matchar urvalet.</Typography>}
          {pages > 1 && <PageNumbers pages={pages} page={log.page} onPage={goTo} />}
        </>
      )}
    </>
  );
}
