import Box from '@mui/material/Box';
import { focusRing } from './focus-ring';

const linkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  px: 3,
  borderRadius: '8px',
  fontWeight: 600,
  textDecoration: 'none',
  ...focusRing(),
} as const;

const primarySx = { ...linkSx, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } } as const;
const secondarySx = {
  ...linkSx,
  color: 'primary.main',
  border: '2px solid',
  borderColor: 'primary.main',
  '&:hover': { bgcolor: '#e8f0f6' },
} as const;

/** The not-found page's content (docs/decisions.md 6); served with status 404 inside the usual layout. */
export function NotFound() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, sm: 4, md: 5 }, boxSizing: 'border-box', py: { xs: 8, md: 12 } }}>
      <Box sx={{ maxWidth: '60ch' }}>
        <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary', fontWeight: 600 }}>
          Fel 404
        </Box>
        <Box component="h1" sx={{ m: 0, typography: 'h1', color: 'primary.main' }}>
          Sidan kunde inte hittas
        </Box>
        <Box component="p" sx={{ mt: 3, mb: 0, typography: 'body1' }}>
          Sidan du letade efter finns inte, eller så har den flyttats. Kontrollera adressen, eller gå vidare via startsidan eller
          översikten över våra tjänster.
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <li>
            <Box component="a" href="/" sx={primarySx}>
              Till startsidan
            </Box>
          </li>
          <li>
            <Box component="a" href="/alla-tjanster" sx={secondarySx}>
              Se alla tjänster
            </Box>
          </li>
          <li>
            <Box component="a" href="/boka-mote" sx={secondarySx}>
              Boka ett kostnadsfritt möte
            </Box>
          </li>
        </Box>
      </Box>
    </Box>
  );
}
