import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TextBlock as TextData } from '../../content/schema-types.generated';
import { Section, measure } from '../../ui/section';

/** Running text: paragraphs, an optional bulleted list, then more paragraphs. Also legal pages. */
export function TextBlock({ id, heading, paragraphs, list, afterList }: TextData) {
  return (
    <Section id={id} heading={heading}>
      <Box sx={{ maxWidth: measure, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {paragraphs.map((paragraph, index) => (
          <Typography key={index}>{paragraph}</Typography>
        ))}
        {list && (
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1, typography: 'body1' }}>
            {list.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </Box>
        )}
        {afterList?.map((paragraph, index) => (
          <Typography key={index}>{paragraph}</Typography>
        ))}
      </Box>
    </Section>
  );
}
