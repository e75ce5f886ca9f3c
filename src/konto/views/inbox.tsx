/**
 * The inbox: newest first, 50 a page, search and filters in the address (filters.ts), the
 * spam folder, export of the current filter to xlsx (export-button.tsx), and new leads without a reload (unread.tsx).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../api';
import { ErrorAlert, Loading } from '../feedback';
import { filterKeys, listParams, withQuery } from '../filters';
import { PageNumbers } from '../page-numbers';
import { formatNumber } from '../texts';
import type { LeadList as LeadListAnswer } from '../types';
import { useUnread } from '../unread';
import { useTitle } from '../use-title';
import { ExportButton } from './export-button';
import { InboxFilters } from './inbox-filters';
import { LeadList } from './lead-list';

/**
 * One page of the list for the address's filters. Reloads on a new filter or page, and when the
 * poll saw a newer lead (`latestId`); the list shown stays until the next one is in.
 */
function useInboxPage(query: string, latestId: number | null, setUnread: (unread: number) => void) {
  const [list, setList] = useState<LeadListAnswer>();
  const [error, setError] = useState<string>();
  const wanted = `${query}#${latestId ?? ''}`;
  const [loaded, setLoaded] = useState<string>();

  useEffect(() => {
    let live = true;
    api<LeadListAnswer>(withQuery('/leads', new URLSearchParams(query)))
      .then(
        (answer) => {
          if (!live) return;
          setList(answer);
          setError(undefined);
          setUnread(answer.unread);
        },
        (caught: unknown) => live && setError(messageOf(caught)),
      )
      .finally(() => live && setLoaded(`${query}#${latestId ?? ''}`));
    return () => {
      live = false;
    };
  }, [query, latestId, setUnread]);
  return { list, error, loading: loaded !== wanted };
}

/** "12 förfrågningar, 3 olästa i inkorgen", or that a new list is on its way. */
const countText = (list: LeadListAnswer, loading: boolean) =>
  loading
    ? 'Uppdaterar …'
    : `${formatNumber(list.total)} ${list.total === 1 ? 'förfrågan' : 'förfrågningar'}${list.unread > 0 ? `, ${formatNumber(list.unread)} olästa i inkorgen` : ''}`;

export function InboxView() {
  const [search, setSearch] = useSearchParams();
  const spam = search.get('spam') === '1';
  useTitle(spam ? 'Skräppost' : 'Inkorg');
  const { latestId, setUnread } = useUnread();
  const { list, error, loading } = useInboxPage(listParams(search, { withPage: true }).toString(), latestId, setUnread);

  const apply = (values: Record<(typeof filterKeys)[number], string>) => {
    const next = new URLSearchParams();
    for (const key of filterKeys) if (values[key].trim()) next.set(key, values[key].trim());
    setSearch(next);
  };
  const goTo = (page: number) => {
    const next = listParams(search, { withPage: false });
    if (page > 1) next.set('page', String(page));
    setSearch(next);
  };
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h1">{spam ? 'Skräppost' : 'Inkorg'}</Typography>
        <ExportButton key={listParams(search, { withPage: false }).toString()} params={listParams(search, { withPage: false })} />
      </Box>
      <InboxFilters key={listParams(search, { withPage: false }).toString()} search={search} onApply={apply} />
      <ErrorAlert message={error} />
      {loading && !list && <Loading label="Hämtar förfrågningar …" />}
      {list && (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {countText(list, loading)}
          </Typography>
          {list.leads.length === 0 ? <Typography sx={{ my: 3 }}>Inga förfrågningar matchar urvalet.</Typography> : <LeadList leads={list.leads} />}
          {pages > 1 && <PageNumbers pages={pages} page={list.page} onPage={goTo} />}
        </>
      )}
    </>
  );
}
