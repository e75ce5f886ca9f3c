import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { FAQBlock as FaqData } from '../../content/schema-types.generated';
import { Section } from '../../ui/section';

/**
 * An exclusive accordion built on <details name>: the browser keeps one answer open at a time
 * and lets the open one be closed, with keyboard support, and without any JavaScript — so the
 * FAQ costs no bytes of script and works before (or without) hydration.
 */
export function FaqBlock({ id, heading, intro, items }: FaqData) {
  const group = `faq-${useId()}`;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box sx={{ maxWidth: '52rem', borderTop: '1px solid', borderColor: 'divider' }}>
        {items.map((item, index) => (
          <Box
            component="details"
            key={index}
            {...{ name: group }}
            sx={{
              borderBottom: '1px solid',
              borderColor: 'divider',
              '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                cursor: 'pointer',
                listStyle: 'none',
                px: { xs: 0.5, sm: 1 },
                py: 2,
                minHeight: 48,
                '&::-webkit-details-marker': { display: 'none' },
                '&:hover h3': { color: 'primary.main' },
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 650, fontSize: '1.0625rem', color: 'text.primary', m: 0 }}>
                {item.question}
              </Typography>
              <ExpandMore
                className="faq-chevron"
                aria-hidden="true"
                sx={{ color: 'primary.main', flexShrink: 0, transition: 'transform 150ms ease' }}
              />
            </Box>
            <Typography sx={{ color: 'text.secondary', maxWidth: '70ch', px: { xs: 0.5, sm: 1 }, pb: 3 }}>
              {item.answer}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
