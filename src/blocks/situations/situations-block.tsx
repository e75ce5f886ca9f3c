import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Situation, SituationsBlock as SituationsData } from '../../content/schema-types.generated';
import { cardSx, gridListSx } from '../../ui/card';
import { CardTop } from '../../ui/card-top';
import { Section } from '../../ui/section';

/** Situation cards (interim CFO): what has happened, and a timeline of what we do about it. */
export function SituationsBlock({ id, heading, intro, timelineHeading = 'Så går det till', items }: SituationsData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box component="ul" sx={gridListSx(items.length === 4 ? 2 : 3)}>
        {items.map((item, index) => (
          <SituationCard key={index} item={item} timelineHeading={timelineHeading} />
        ))}
      </Box>
    </Section>
  );
}

function SituationCard({ item, timelineHeading }: { item: Situation; timelineHeading: string }) {
  return (
    <Box component="li" sx={cardSx}>
      <CardTop icon={item.icon} badge={item.badge} />
      <Typography variant="h3" component="h3">
        {item.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{item.description}</Typography>
      <Box sx={{ mt: 1 }}>
        <Typography component="p" sx={{ fontWeight: 650, mb: 1.5 }}>
          {timelineHeading}
        </Typography>
        {/* An ordered list: the steps happen in this order. The line and dots are decoration. */}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {item.timeline.map((step, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                position: 'relative',
                pl: 3.5,
                pb: index === item.timeline.length - 1 ? 0 : 2,
                typography: 'body2',
                // The connecting line, from this step's dot to the next.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: '5px',
                  top: '0.5em',
                  bottom: 0,
                  borderLeft: '2px solid',
                  borderColor: 'divider',
                  display: index === item.timeline.length - 1 ? 'none' : 'block',
                },
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 0,
                  top: '0.3em',
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: '2px solid',
                  borderColor: 'secondary.main',
                  bgcolor: index === 0 ? 'secondary.main' : 'background.paper',
                },
              }}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 650, color: 'primary.main' }}>
                {step.when}
              </Box>{' '}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {step.text}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
