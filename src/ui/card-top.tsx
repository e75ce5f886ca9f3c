import Box from '@mui/material/Box';
import type { Icon } from '../content/schema-types.generated';
import { Badge } from './badge';
import { IconTile } from './icon';

/**
 * The row above a card's title: icon tile on the left, badge on the right (or on the left when
 * there is no icon). A fixed minimum height keeps titles aligned across a row of cards.
 */
export function CardTop({ icon, badge }: { icon?: Icon | undefined; badge?: string | undefined }) {
  if (!icon && !badge) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 46, mb: 0.5 }}>
      {icon && <IconTile name={icon} />}
      {badge && <Badge>{badge}</Badge>}
    </Box>
  );
}
