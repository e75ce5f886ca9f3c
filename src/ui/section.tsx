import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colors, scrollMargin } from './tokens';

/** light = white page, tinted = pale blue-grey band, brand = dark band with white text. */
export type Tone = 'light' | 'tinted' | 'brand';

/** The content column every block shares: one max width and one side padding. */
export const contentColumn = {
  width: '100%',
  maxWidth: 1200,
  mx: 'auto',
  px: { xs: 2.5, sm: 4, md: 5 },
  boxSizing: 'border-box',
} as const;

/** Readable line length for running text. */
export const measure = '70ch';

const toneSx = {
  light: { bgcolor: 'background.default', color: 'text.primary' },
  tinted: { bgcolor: colors.tint, color: 'text.primary' },
  brand: { bgcolor: colors.brand, color: '#ffffff' },
} as const;

type Labelled = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

type ShellProps = Labelled & {
  id?: string | undefined;
  tone?: Tone;
  children: ReactNode;
};

/**
 * A block's outer `<section>`: named by its heading (or a label when it has none), optionally an
 * anchor target, with the shared vertical rhythm and content column.
 */
export function SectionShell({ id, tone = 'light', labelledBy, label, children }: ShellProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      sx={[{ py: { xs: 7, md: 10 }, scrollMarginTop: scrollMargin }, toneSx[tone]]}
    >
      <Box sx={contentColumn}>{children}</Box>
    </Box>
  );
}

interface HeadingProps {
  id: string;
  heading: string;
  intro?: string | undefined;
  tone?: Tone;
}

/** A block's `<h2>` and optional intro paragraph. */
export function SectionHeading({ id, heading, intro, tone = 'light' }: HeadingProps) {
  return (
    <Box sx={{ maxWidth: measure }}>
      <Typography variant="h2" component="h2" id={id} sx={{ color: tone === 'brand' ? '#ffffff' : 'primary.main' }}>
        {heading}
      </Typography>
      {intro && (
        <Typography sx={{ mt: 2, color: tone === 'brand' ? colors.brandMuted : 'text.secondary' }}>{intro}</Typography>
      )}
    </Box>
  );
}

interface SectionProps {
  id?: string | undefined;
  heading: string;
  intro?: string | undefined;
  tone?: Tone;
  children?: ReactNode;
}

/** The usual block: `<section>` → `<h2>` + intro → the block's own content. */
export function Section({ id, heading, intro, tone = 'light', children }: SectionProps) {
  const headingId = useId();
  return (
    <SectionShell id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} heading={heading} intro={intro} tone={tone} />
      {children && <Box sx={{ mt: { xs: 4, md: 5 } }}>{children}</Box>}
    </SectionShell>
  );
}
