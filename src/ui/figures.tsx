import Box from '@mui/material/Box';
import type { Figure } from '../content/schema-types.generated';

interface FigureListProps {
  items: readonly Figure[];
  /** compact = the hero's key-figures box; large = a results band. */
  size?: 'compact' | 'large';
}

/**
 * Figures as a list: the value, then what it means. DOM order is visual order, so a screen
 * reader reads "+16 % högre marginal i snitt".
 */
export function FigureList({ items, size = 'large' }: FigureListProps) {
  const large = size === 'large';
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: large ? { xs: 2.5, md: 3 } : 2.5,
        gridTemplateColumns: large
          ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(items.length, 3)}, minmax(0, 1fr))` }
          : 'repeat(2, minmax(0, 1fr))',
      }}
    >
      {items.map((figure, index) => (
        <Box
          component="li"
          key={index}
          sx={[
            { display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 },
            large && { pt: 2.5, borderTop: '3px solid', borderColor: 'secondary.main' },
          ]}
        >
          <Box
            component="span"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              lineHeight: 1.1,
              letterSpacing: '-0.01em',
              fontSize: large ? 'clamp(2.25rem, 1.8rem + 1.6vw, 3rem)' : 'clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)',
              overflowWrap: 'break-word',
            }}
          >
            {figure.value}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary', typography: large ? 'body1' : 'body2' }}>
            {figure.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
