import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import Star from '@mui/icons-material/Star';
import type { Action, PricePackage, PricingBlock as PricingData } from '../../content/schema-types.generated';
import { formatKronor, formatPrice } from '../../lib/format';
import { usePageContext } from '../../render/page-context';
import { ActionButton } from '../../ui/action-button';
import { cardSx } from '../../ui/card';
import { CheckList } from '../../ui/check-list';
import { Section, measure } from '../../ui/section';
import { colors } from '../../ui/tokens';

const defaultAction: Action = { label: 'Boka gratis konsultation', href: '/boka-mote' };

/**
 * The price list (docs/specification.md §9 "Prices"): packages and add-ons straight from site.yaml, so a price is
 * written once. The popular package is marked by a text label and a heavier frame, not by colour.
 */
export function PricingBlock({ id, heading, intro, popularLabel = 'Populärast', action = defaultAction, addOnsHeading = 'Tillägg', addOnsIntro, footnote }: PricingData) {
  const { site } = usePageContext();
  const { packages, addOns } = site.prices;
  const hasPopular = packages.some((p) => p.popular);

  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pt: hasPopular ? 2 : 0,
          display: 'grid',
          gap: { xs: 4, md: 3 },
          alignItems: 'stretch',
          gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(packages.length, 3)}, minmax(0, 1fr))` },
        }}
      >
        {packages.map((pkg) => (
          <PackageCard key={pkg.name} pkg={pkg} action={action} popularLabel={popularLabel} />
        ))}
      </Box>

      {addOns.length > 0 && (
        <Box sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography variant="h3" component="h3" sx={{ color: 'primary.main' }}>
            {addOnsHeading}
          </Typography>
          {addOnsIntro && <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: measure }}>{addOnsIntro}</Typography>}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 3,
              p: 0,
              display: 'grid',
              columnGap: 5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {addOns.map((addOn) => (
              <Box
                component="li"
                key={addOn.name}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  gap: 2,
                  py: 2,
                  borderBottom: '1px solid',
                  borderColor: 'divider',
                }}
              >
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {addOn.name}
                </Box>
                <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatKronor(addOn.price)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}

      {footnote && (
        <Typography variant="body2" sx={{ mt: 4, color: 'text.secondary', maxWidth: measure }}>
          {footnote}
        </Typography>
      )}
    </Section>
  );
}

function PackageCard({ pkg, action, popularLabel }: { pkg: PricePackage; action: Action; popularLabel: string }) {
  const popular = pkg.popular === true;
  // "35 000 kr/mån" (formatPrice), split only so the amount can be larger than the unit.
  const price = formatPrice(pkg.price, pkg.unit);
  const amount = formatKronor(pkg.price);
  const unit = price.slice(amount.length);
  return (
    <Box
      component="li"
      data-popular={popular ? '' : undefined}
      sx={[
        ...(Array.isArray(cardSx) ? cardSx : [cardSx]),
        { position: 'relative', gap: 2, p: { xs: 3, md: 4 } },
        popular && {
          border: '2px solid',
          borderColor: 'primary.main',
          boxShadow: '0 20px 40px -28px rgba(11, 61, 92, 0.55)',
        },
      ]}
    >
      {popular && (
        <Box
          component="p"
          sx={{
            position: 'absolute',
            top: 0,
            left: { xs: 24, md: 32 },
            transform: 'translateY(-50%)',
            m: 0,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'primary.main',
            color: '#ffffff',
            fontSize: '0.875rem',
            fontWeight: 700,
            lineHeight: 1.5,
          }}
        >
          <Star aria-hidden="true" sx={{ fontSize: '1rem' }} />
          {popularLabel}
        </Box>
      )}
      <Typography variant="h3" component="h3" sx={{ color: 'primary.main', mt: popular ? 1 : 0 }}>
        {pkg.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{pkg.description}</Typography>
      <Box sx={{ pt: 0.5 }}>
        <Typography component="p" sx={{ m: 0, color: 'text.primary', lineHeight: 1.2 }}>
          <Box component="span" sx={{ display: 'block', fontSize: '0.9rem', color: 'text.secondary', mb: 0.5 }}>
            Från
          </Box>{' '}
          <Box component="span" data-price sx={{ whiteSpace: 'nowrap' }}>
            <Box
              component="span"
              sx={{ fontSize: 'clamp(1.875rem, 1.6rem + 1vw, 2.375rem)', fontWeight: 700, color: 'primary.main', letterSpacing: '-0.01em', fontVariantNumeric: 'tabular-nums' }}
            >
              {amount}
            </Box>
            <Box component="span" sx={{ fontSize: '1.0625rem', fontWeight: 600, color: 'text.secondary' }}>
              {unit}
            </Box>
          </Box>
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
          <AccessTime aria-hidden="true" sx={{ fontSize: '1.125rem', color: 'secondary.main' }} />
          {pkg.hours}
        </Typography>
      </Box>
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 2.5 }}>
        <CheckList items={pkg.features} size="small" />
      </Box>
      <Typography variant="body2" sx={{ mt: 'auto', p: 2, borderRadius: 1, bgcolor: colors.tint, color: 'text.primary' }}>
        {pkg.ideal}
      </Typography>
      <Box sx={{ '& > a': { width: '100%' } }}>
        <ActionButton action={{ ...action, variant: popular ? 'primary' : 'secondary' }} context={pkg.name} />
      </Box>
    </Box>
  );
}
