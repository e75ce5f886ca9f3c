/** MUI's page numbers with Swedish names for every button: the inbox's and Logg's. */
import Pagination from '@mui/material/Pagination';

const itemLabel = (type: string, page: number | null) =>
  type === 'page'
    ? `Sida ${page}`
    : type === 'next'
      ? 'Nästa sida'
      : type === 'previous'
        ? 'Föregående sida'
        : type === 'first'
          ? 'Första sidan'
          : 'Sista sidan';

export function PageNumbers({ pages, page, onPage }: { pages: number; page: number; onPage: (page: number) => void }) {
  return <Pagination sx={{ mt: 3 }} aria-label="Sidor" count={pages} page={page} onChange={(_event, next) => onPage(next)} getItemAriaLabel={itemLabel} />;
}
