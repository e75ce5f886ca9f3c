import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProcessBlock as ProcessData } from '../../content/schema-types.generated';
import { cardSx } from '../../ui/card';
import { CheckList } from '../../ui/check-list';
import { BlockIcon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { visuallyHidden } from '../../ui/visually-hidden';

/** Numbered steps ("Så arbetar vi"). The numbers come from the order, never from content. */
export function ProcessBlock({ id, heading, intro, steps }: ProcessData) {
  const columns = Math.min(steps.length, 4);
  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${columns === 4 ? 2 : Math.min(columns, 3)}, minmax(0, 1fr))`,
            lg: `repeat(${columns}, minmax(0, 1fr))`,
          },
        }}
      >
        {steps.map((step, index) => (
          <Box component="li" key={index} sx={cardSx}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
              {/* The visible number; screen readers get "Steg N" in the heading instead. */}
              <Box
                aria-hidden="true"
                data-step={index + 1}
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#ffffff',
                  fontWeight: 700,
                  fontSize: '1.125rem',
                }}
              >
                {index + 1}
              </Box>
              {step.icon && <BlockIcon name={step.icon} sx={{ color: 'secondary.main', fontSize: '1.75rem' }} />}
            </Box>
            <Typography variant="h3" component="h3" sx={{ mt: 1 }}>
              <Box component="span" sx={visuallyHidden}>{`Steg ${index + 1}: `}</Box>
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{step.description}</Typography>
            {step.details && (
              <Box sx={{ mt: 0.5 }}>
                <CheckList items={step.details} size="small" />
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
