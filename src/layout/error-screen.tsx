import Box from '@mui/material/Box';
import { focusRing } from './focus-ring';

interface ErrorScreenProps {
  /** HTTP-like status of a route error response, when there is one. */
  status?: number | undefined;
  /** The status text or the error's message. */
  message: string;
}

/** Used when a status arrives without its text. */
const statusText: Record<number, string> = {
  400: 'Felaktig begäran',
  403: 'Åtkomst nekad',
  404: 'Sidan kunde inte hittas',
  500: 'Internt serverfel',
  503: 'Tjänsten är tillfälligt otillgänglig',
};

/**
 * Shown when rendering a route fails (docs/specification.md §8, in Swedish per docs/decisions.md 6). Self-contained: it
 * uses no page context, since it may replace the whole layout.
 */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  const detail = [status ? `Fel ${status}` : null, message.trim() || (status && statusText[status]) || null]
    .filter(Boolean)
    .join(': ');
  return (
    <Box
      component="main"
      id="huvudinnehall"
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2.5, sm: 4, md: 5 }, boxSizing: 'border-box', py: { xs: 8, md: 12 } }}
    >
      <Box sx={{ maxWidth: '60ch' }}>
        <Box component="h1" sx={{ m: 0, typography: 'h1', color: 'primary.main' }}>
          Ett oväntat fel inträffade
        </Box>
        <Box component="p" sx={{ mt: 3, mb: 0, typography: 'body1' }}>
          Sidan kunde inte visas. Försök igen om en stund, eller gå till startsidan.
        </Box>
        {detail && (
          <Box component="p" sx={{ mt: 2, mb: 0, typography: 'body2', color: 'text.secondary' }}>
            {detail}
          </Box>
        )}
        <Box
          component="a"
          href="/"
          sx={{
            mt: 4,
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 48,
            px: 3,
            borderRadius: '8px',
            fontWeight: 600,
            textDecoration: 'none',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            ...focusRing(),
          }}
        >
          Till startsidan
        </Box>
      </Box>
    </Box>
  );
}
