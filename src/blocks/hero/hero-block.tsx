import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HeroBlock as HeroData } from '../../content/schema-types.generated';
import { ActionRow } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { CheckList } from '../../ui/check-list';
import { FigureList } from '../../ui/figures';
import { SectionShell } from '../../ui/section';

/** The top of the page: the page's only <h1>, lead, points, actions and an optional key-figures box. */
export function HeroBlock({ id, badge, heading, lead, points, actions, stats, statsHeading }: HeroData) {
  const headingId = useId();
  const statsId = useId();
  return (
    <SectionShell id={id} tone="tinted" labelledBy={headingId}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: stats ? 'minmax(0, 7fr) minmax(0, 4fr)' : '1fr' },
          py: { md: 2 },
        }}
      >
        <Box sx={{ maxWidth: '46rem' }}>
          {badge && (
            <Box sx={{ mb: 2.5 }}>
              <Badge>{badge}</Badge>
            </Box>
          )}
          <Typography variant="h1" component="h1" id={headingId} sx={{ color: 'primary.main' }}>
            {heading}
          </Typography>
          <Typography
            sx={{ mt: 2.5, maxWidth: '60ch', color: 'text.secondary', fontSize: { xs: '1.125rem', md: '1.25rem' } }}
          >
            {lead}
          </Typography>
          {points && (
            <Box sx={{ mt: 3.5 }}>
              <CheckList items={points} />
            </Box>
          )}
          {actions && (
            <Box sx={{ mt: 4.5 }}>
              <ActionRow actions={actions} />
            </Box>
          )}
        </Box>
        {stats && (
          // A group rather than <aside>: a complementary landmark may not sit inside the section's region.
          <Box
            role="group"
            aria-labelledby={statsId}
            sx={{
              p: { xs: 3, md: 4 },
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1.5,
              boxShadow: '0 12px 32px -20px rgba(11, 61, 92, 0.35)',
            }}
          >
            <Typography variant="h4" component="h2" id={statsId} sx={{ mb: 2.5, color: 'text.primary' }}>
              {statsHeading ?? 'I siffror'}
            </Typography>
            <FigureList items={stats} size="compact" />
          </Box>
        )}
      </Box>
    </SectionShell>
  );
}
