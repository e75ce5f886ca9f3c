import { useId } from 'react';
import Box from '@mui/material/Box';
import type { CallToActionBlock as CtaData } from '../../content/schema-types.generated';
import { ActionRow } from '../../ui/action-button';
import { SectionHeading, SectionShell } from '../../ui/section';

/** A closing call to action on the dark brand band: heading, a sentence, one or two buttons. */
export function CtaBlock({ id, heading, text, actions }: CtaData) {
  const headingId = useId();
  return (
    <SectionShell id={id} tone="brand" labelledBy={headingId}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          justifyContent: 'space-between',
          gap: { xs: 4, md: 6 },
        }}
      >
        <SectionHeading id={headingId} heading={heading} intro={text} tone="brand" />
        <Box sx={{ flexShrink: 0 }}>
          <ActionRow actions={actions} tone="dark" />
        </Box>
      </Box>
    </SectionShell>
  );
}
