import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

export interface FaqAccordionProps {
  items: { question: string; answer: string }[];
}

/**
 * Which item is open after the visitor toggles `index`: opening one closes any other (one open at
 * a time); closing the open one leaves none open (collapsible).
 */
export function nextOpen(open: number | null, index: number, expanded: boolean): number | null {
  if (expanded) return index;
  return open === index ? null : open;
}

/**
 * The FAQ island: one answer open at a time, and clicking the open question closes it again.
 * All closed at first. Answers stay mounted (Collapse keeps its children), so they are in the
 * server HTML for search engines and for readers before the island hydrates.
 */
export default function FaqAccordion({ items }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  // Unique per island: each island is its own root with its own identifierPrefix.
  const baseId = useId();
  return (
    <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
      {items.map((item, index) => {
        const questionId = `${baseId}q${index}`;
        const answerId = `${baseId}a${index}`;
        return (
          <Accordion
            key={index}
            expanded={open === index}
            onChange={(_event, expanded) => setOpen((current) => nextOpen(current, index, expanded))}
            disableGutters
            elevation={0}
            square
            slotProps={{ heading: { component: 'h3' } }}
            sx={{
              bgcolor: 'transparent',
              borderBottom: '1px solid',
              borderColor: 'divider',
              '&::before': { display: 'none' },
            }}
          >
            <AccordionSummary
              id={questionId}
              aria-controls={answerId}
              expandIcon={<ExpandMore aria-hidden="true" sx={{ color: 'primary.main' }} />}
              sx={{
                px: { xs: 0.5, sm: 1 },
                py: 1,
                '& .MuiAccordionSummary-content': { my: 1.5 },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.0625rem', color: 'text.primary' }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: { xs: 0.5, sm: 1 }, pt: 0, pb: 3 }}>
              <Typography sx={{ color: 'text.secondary', maxWidth: '70ch' }}>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
