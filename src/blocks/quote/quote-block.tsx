import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuoteBlock as QuoteData } from '../../content/schema-types.generated';
import { SectionShell } from '../../ui/section';

/** A customer's words: <figure> with the <blockquote> and who said it in <figcaption>. */
export function QuoteBlock({ id, text, author }: QuoteData) {
  return (
    <SectionShell id={id} label="Vad våra kunder säger">
      <Box component="figure" sx={{ m: 0, mx: 'auto', maxWidth: '52rem', textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{ color: 'secondary.main', fontSize: '4rem', lineHeight: 1, fontFamily: 'Georgia, serif', height: '2.5rem' }}
        >
          ”
        </Box>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography
            component="p"
            sx={{ fontSize: 'clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem)', lineHeight: 1.5, fontWeight: 500, color: 'primary.main' }}
          >
            {text}
          </Typography>
        </Box>
        <Typography component="figcaption" sx={{ mt: 3, color: 'text.secondary', fontWeight: 600 }}>
          {`— ${author}`}
        </Typography>
      </Box>
    </SectionShell>
  );
}
