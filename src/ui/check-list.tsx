import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';

interface CheckListProps {
  items: readonly string[];
  /** Columns on wide screens (benefit lists read well in two). */
  columns?: 1 | 2;
  size?: 'body' | 'small';
}

/** A real `<ul>` whose bullets are check marks (decorative; the list itself carries the meaning). */
export function CheckList({ items, columns = 1, size = 'body' }: CheckListProps) {
  const small = size === 'small';
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: small ? 1 : 1.5,
        columnGap: 5,
        gridTemplateColumns: { xs: '1fr', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={index}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25, typography: small ? 'body2' : 'body1' }}
        >
          <CheckCircle
            aria-hidden="true"
            sx={{ color: 'secondary.main', flexShrink: 0, fontSize: small ? '1.125rem' : '1.375rem', mt: small ? '0.2em' : '0.15em' }}
          />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
