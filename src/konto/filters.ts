/**
 * The inbox's filter lives in the address (?q=&kind=&status=&urgent=1&spam=1&from=&to=&page=),
 * so it survives a reload, the back button and a shared link, and the xlsx export takes the
 * very same parameters (docs/konto-api.md: an export takes the list's filters).
 */
export const filterKeys = ['q', 'kind', 'status', 'urgent', 'spam', 'from', 'to'] as const;
export type FilterKey = (typeof filterKeys)[number];

/** The list's parameters from the address, only the known ones and only when set. */
export function listParams(search: URLSearchParams, { withPage }: { withPage: boolean }): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = search.get(key)?.trim();
    if (value) params.set(key, value);
  }
  const page = Number(search.get('page'));
  if (withPage && Number.isInteger(page) && page > 1) params.set('page', String(page));
  return params;
}

export const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);
