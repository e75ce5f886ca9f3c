import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CityListBlock } from '../../content/schema-types.generated';
import { usePageContext } from '../../render/page-context';
import { ActionButton } from '../../ui/action-button';
import { cardSx, gridListSx } from '../../ui/card';
import { Section } from '../../ui/section';
import { colors } from '../../ui/tokens';

/**
 * City cards and the "Fler städer" list, both derived from the city pages' `city:` metadata
 * (docs/decisions.md 2): a city with both a CFO page and an interim page gets a card, the rest a link.
 */
export function CitiesBlock({ id, heading, intro, moreHeading = 'Fler städer' }: CityListBlock) {
  const { derived } = usePageContext();
  const { cityCards, moreCities } = derived;
  if (cityCards.length === 0 && moreCities.length === 0) return null;

  return (
    <Section id={id} heading={heading} intro={intro}>
      {cityCards.length > 0 && (
        <Box component="ul" sx={gridListSx(3)}>
          {cityCards.map((city) => (
            <Box component="li" key={city.cfoHref} sx={cardSx}>
              <Typography variant="h3" component="h3">
                {city.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                {city.summary}
              </Typography>
              {/* Visible "CFO-tjänster"; a screen reader hears "CFO-tjänster – Umeå". */}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
                <ActionButton appearance="link" action={{ label: 'CFO-tjänster', href: city.cfoHref }} context={city.name} />
                <ActionButton appearance="link" action={{ label: 'Interim CFO', href: city.interimHref }} context={city.name} />
              </Box>
            </Box>
          ))}
        </Box>
      )}

      {moreCities.length > 0 && (
        <Box sx={{ mt: cityCards.length > 0 ? { xs: 5, md: 6 } : 0 }}>
          <Typography variant="h3" component="h3">
            {moreHeading}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {moreCities.map((city) => (
              <li key={city.href}>
                <Link
                  href={city.href}
                  underline="hover"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    px: 2,
                    borderRadius: 999,
                    bgcolor: colors.badge,
                    color: 'primary.main',
                    fontWeight: 600,
                  }}
                >
                  {city.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Section>
  );
}
