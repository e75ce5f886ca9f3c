import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UrgentCallBlock as UrgentData } from '../../content/schema-types.generated';
import { ActionRow } from '../../ui/action-button';
import { CheckList } from '../../ui/check-list';
import { BlockIcon } from '../../ui/icon';
import { SectionShell } from '../../ui/section';

/**
 * The warm palette of this block only. Ratios (WCAG 2.2) against `background`: text.primary
 * 14.4:1, text.secondary 7.0:1, primary.main (buttons, focus ring) 10.5:1, `label` 8.6:1,
 * `icon` 6.7:1; `accent` is 4.6:1 against it and 5.0:1 against the white page (non-text ≥ 3:1).
 */
export const urgentColors = {
  background: '#fff4e5',
  accent: '#b45309',
  icon: '#9a3412',
  label: '#7c2d12',
} as const;

/**
 * The urgent-need banner ("Akut behov av en CFO?"): a warm band with a thick accent edge, an icon
 * and a written label, so the urgency never rests on colour alone; then heading, text, optional
 * points and one or two actions (typically a call button and a same-day meeting).
 */
export function UrgentBlock({ id, label, icon, heading, text, points, actions }: UrgentData) {
  const headingId = useId();
  return (
    <SectionShell id={id} labelledBy={headingId}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          p: { xs: 3, sm: 4, md: 5 },
          bgcolor: urgentColors.background,
          border: '1px solid',
          borderColor: urgentColors.accent,
          borderLeftWidth: { xs: 6, md: 8 },
          borderRadius: 1.5,
        }}
      >
        <Box sx={{ maxWidth: '62ch' }}>
          <Typography
            component="p"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              m: 0,
              mb: 1.5,
              color: urgentColors.label,
              fontWeight: 700,
              fontSize: '0.95rem',
              letterSpacing: '0.04em',
              textTransform: 'uppercase',
            }}
          >
            <BlockIcon name={icon ?? 'Bolt'} sx={{ color: urgentColors.icon, fontSize: '1.5rem' }} />
            {label ?? 'Akut behov'}
          </Typography>
          <Typography variant="h2" component="h2" id={headingId} sx={{ color: 'text.primary' }}>
            {heading}
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>{text}</Typography>
          {points && (
            <Box sx={{ mt: 3 }}>
              <CheckList items={points} columns={points.length > 2 ? 2 : 1} />
            </Box>
          )}
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <ActionRow actions={actions} />
        </Box>
      </Box>
    </SectionShell>
  );
}
