/**
 * "Exportera urvalet till Excel": the server prepares the workbook in the background
 * (docs/konto-api.md, docs/decisions.md 152) while this says so, asks how it goes every second,
 * and offers the file as a link once it is ready. The inbox keys it by the filter: another
 * filter is a new export.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { api, apiBase, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { withQuery } from '../filters';
import { formatNumber } from '../texts';
import type { ExportState } from '../types';

export const exportPollMs = 1_000;

const counted = (leads: number | null) => (leads === null ? '' : ` (${formatNumber(leads)} ${leads === 1 ? 'förfrågan' : 'förfrågningar'})`);

export function ExportButton({ params }: { params: URLSearchParams }) {
  const [job, setJob] = useState<ExportState>();
  const [error, setError] = useState<string>();
  const query = params.toString();

  useEffect(() => {
    if (job?.status !== 'preparing') return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      api<{ export: ExportState }>(`/leads/export/${job.id}`).then(
        (answer) => live && setJob(answer.export),
        (caught: unknown) => live && (setJob(undefined), setError(messageOf(caught))),
      );
    }, exportPollMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [job]);

  const start = () => {
    setError(undefined);
    api<{ export: ExportState }>(withQuery('/leads/export', new URLSearchParams(query)), { method: 'POST', body: {} }).then(
      (answer) => setJob(answer.export),
      (caught: unknown) => setError(messageOf(caught)),
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', sm: 'flex-end' }, gap: 1 }}>
      {job?.status === 'ready' ? (
        <Button variant="contained" component="a" href={`${apiBase}/leads/export/${job.id}/fil`} download>
          Ladda ner exporten (xlsx){counted(job.leads)}
        </Button>
      ) : (
        <Button variant="outlined" onClick={start} disabled={job?.status === 'preparing'}>
          Exportera urvalet till Excel (xlsx)
        </Button>
      )}
      {job?.status === 'preparing' && <Loading label={`Exporten förbereds${counted(job.leads)} …`} />}
      <ErrorAlert message={error ?? (job?.status === 'failed' ? (job.message ?? undefined) : undefined)} />
    </Box>
  );
}
