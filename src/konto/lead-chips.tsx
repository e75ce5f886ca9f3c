/** A lead's kind, urgency, status, spam flag and lure warning as small labels, the same in list and page. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { colors } from '../theme';
import { statusLabels, warningLabels } from './texts';
import type { LeadSummary } from './types';

export function UrgentChip() {
  return (
    <Chip
      size="small"
      label="Brådskande"
      sx={{ bgcolor: colors.urgentBackground, color: colors.urgentLabel, border: `1px solid ${colors.urgentAccent}`, fontWeight: 600 }}
    />
  );
}

export function StatusChip({ status }: { status: LeadSummary['status'] }) {
  const open = status === 'ny';
  return (
    <Chip
      size="small"
      label={statusLabels[status]}
      variant={open ? 'filled' : 'outlined'}
      sx={open ? { bgcolor: colors.badge, color: colors.primary } : { color: colors.text }}
    />
  );
}

export function LeadChips({ lead }: { lead: LeadSummary }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatusChip status={lead.status} />
      {lead.urgent && <UrgentChip />}
      {lead.unread && <Chip size="small" label="Oläst" sx={{ bgcolor: colors.primary, color: colors.onPrimary }} />}
      {lead.spam && <Chip size="small" label="Misstänkt skräp" sx={{ bgcolor: colors.errorTint, color: colors.text }} />}
      {lead.warning && (
        <Chip
          size="small"
          label={warningLabels[lead.warning.kind]}
          sx={{ bgcolor: colors.errorTint, color: colors.text, border: `1px solid ${colors.text}` }}
        />
      )}
    </Stack>
  );
}
