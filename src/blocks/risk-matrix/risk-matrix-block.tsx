import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RiskLevel, RiskMatrixBlock as RiskMatrixData } from '../../content/schema-types.generated';
import { gridListSx } from '../../ui/card';
import { Section } from '../../ui/section';
import { riskLevelOrder, riskLevelStyles, type RiskLevelKey } from './risk-levels';

/**
 * The four-level risk matrix (critical, significant, minor, acceptable) as a 2 × 2 grid, most
 * severe first. Each level carries its name in text, its own icon shape and its own texture,
 * so nothing depends on seeing the colour (WCAG 1.4.1); text on every colour is AA.
 */
export function RiskMatrixBlock({ id, heading, intro, levels }: RiskMatrixData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box component="ul" sx={gridListSx(2)}>
        {riskLevelOrder.map((key) => (
          <LevelCard key={key} levelKey={key} level={levels[key]} />
        ))}
      </Box>
    </Section>
  );
}

function LevelCard({ levelKey, level }: { levelKey: RiskLevelKey; level: RiskLevel }) {
  const style = riskLevelStyles[levelKey];
  const Icon = style.icon;
  return (
    <Box
      component="li"
      data-level={levelKey}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: '2px solid',
        borderColor: style.border,
        borderRadius: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 3, py: 1.5, bgcolor: style.background, color: style.foreground }}>
        <Icon aria-hidden="true" focusable="false" sx={{ fontSize: '1.75rem' }} />
        <Typography variant="h3" component="h3" sx={{ color: 'inherit', m: 0 }}>
          {style.label}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{ ml: 'auto', width: 56, height: 28, flexShrink: 0, borderRadius: '6px', opacity: 0.45, background: style.pattern }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, px: 3, pt: 2.5, pb: 3 }}>
        <Typography component="p" sx={{ fontWeight: 650, m: 0 }}>
          {level.criteria}
        </Typography>
        <Typography sx={{ color: 'text.secondary', m: 0 }}>{level.description}</Typography>
        {level.examples && (
          <Box>
            <Typography component="p" sx={{ fontWeight: 650, mb: 0.75 }}>
              Exempel
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, typography: 'body2' }}>
              {level.examples.map((example, index) => (
                <li key={index}>{example}</li>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
