import type { SxProps, Theme } from '@mui/material/styles';

/** A calm bordered card, used for list items laid out in a grid. */
export const cardSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  p: { xs: 3, md: 3.5 },
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 1.5,
  minWidth: 0,
};

/** `<ul>`/`<ol>` reset + responsive grid: 1 column on phones, 2 on tablets, `columns` on desktop. */
export function gridListSx(columns: 2 | 3 | 4): SxProps<Theme> {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: { xs: 2.5, md: 3 },
    gridTemplateColumns: {
      xs: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      md: `repeat(${Math.min(columns, 3)}, minmax(0, 1fr))`,
      lg: `repeat(${columns}, minmax(0, 1fr))`,
    },
  };
}
