import Typography from '@mui/material/Typography';
import { colors } from './tokens';

/** A small pill label (category, "Kassaflöde"). Plain text: it is not a heading. */
export function Badge({ children }: { children: string }) {
  return (
    <Typography
      component="p"
      sx={{
        display: 'inline-block',
        m: 0,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: colors.badge,
        color: 'primary.main',
        fontSize: '0.875rem',
        fontWeight: 600,
        lineHeight: 1.6,
      }}
    >
      {children}
    </Typography>
  );
}
