import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseStudy, CasesBlock as CasesData } from '../../content/schema-types.generated';
import { Badge } from '../../ui/badge';
import { cardSx } from '../../ui/card';
import { Section, measure } from '../../ui/section';

/**
 * Customer case studies (docs/specification.md §1, §3 "Case study"): who the customer is (anonymised), the headline
 * result, the challenge, what we did, and the customer's own words.
 */
export function CasesBlock({ id, heading, intro, items, footnote }: CasesData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(items.length, 3)}, minmax(0, 1fr))` },
        }}
      >
        {items.map((item, index) => (
          <CaseCard key={index} item={item} />
        ))}
      </Box>
      {footnote && (
        <Typography variant="body2" sx={{ mt: 4, color: 'text.secondary', maxWidth: measure }}>
          {footnote}
        </Typography>
      )}
    </Section>
  );
}

const labelSx = {
  m: 0,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'secondary.dark',
} as const;

function CaseCard({ item }: { item: CaseStudy }) {
  return (
    <Box component="li" sx={[...(Array.isArray(cardSx) ? cardSx : [cardSx]), { gap: 2 }]}>
      <Box sx={{ display: 'flex' }}>
        <Badge>{item.industry}</Badge>
      </Box>
      <Box>
        <Typography variant="h3" component="h3" sx={{ color: 'primary.main' }}>
          {item.company}
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 0.5, color: 'text.secondary', fontWeight: 600 }}>
          {`Omsättning ${item.revenue}`}
        </Typography>
      </Box>
      <Box sx={{ pt: 2, borderTop: '3px solid', borderColor: 'secondary.main' }}>
        <Typography component="p" sx={{ m: 0, lineHeight: 1.15 }}>
          <Box
            component="span"
            sx={{ display: 'block', fontSize: 'clamp(1.5rem, 1.35rem + 0.4vw, 1.625rem)', fontWeight: 700, color: 'primary.main', letterSpacing: '-0.01em' }}
          >
            {item.result.value}
          </Box>{' '}
          <Box component="span" sx={{ display: 'block', mt: 0.75, fontSize: '1rem', color: 'text.secondary', lineHeight: 1.5 }}>
            {item.result.label}
          </Box>
        </Typography>
      </Box>
      <Box>
        <Typography component="h4" sx={labelSx}>
          Utmaningen
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 0.75, color: 'text.secondary', fontSize: '1rem' }}>
          {item.challenge}
        </Typography>
      </Box>
      <Box>
        <Typography component="h4" sx={labelSx}>
          Det här gjorde vi
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 0.75, color: 'text.secondary', fontSize: '1rem' }}>
          {item.solution}
        </Typography>
      </Box>
      <Box component="figure" sx={{ m: 0, mt: 'auto', p: 2.5, borderRadius: 1, bgcolor: 'background.default', borderLeft: '4px solid', borderLeftColor: 'primary.main', boxShadow: 'inset 0 0 0 1px #d9dee5' }}>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography component="p" sx={{ fontStyle: 'italic', color: 'text.primary' }}>
            {`”${item.quote}”`}
          </Typography>
        </Box>
        <Typography component="figcaption" variant="body2" sx={{ mt: 1.25, fontWeight: 600, color: 'text.secondary' }}>
          {`— ${item.quoteBy}, ${item.company}`}
        </Typography>
      </Box>
    </Box>
  );
}
