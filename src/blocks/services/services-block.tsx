import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ServiceCatalogueBlock } from '../../content/schema-types.generated';
import { usePageContext } from '../../render/page-context';
import { ActionButton } from '../../ui/action-button';
import { Badge } from '../../ui/badge';
import { cardSx, gridListSx } from '../../ui/card';
import { IconTile, isIcon } from '../../ui/icon';
import { Section } from '../../ui/section';

/**
 * The services of one group as cards. The list is never written in the page: it comes from the
 * service pages' own `service:` metadata (docs/decisions.md 2), so a new service page appears here by itself.
 */
export function ServicesBlock({ id, heading, intro, group }: ServiceCatalogueBlock) {
  const { derived } = usePageContext();
  const services = derived.services.filter((service) => service.group === group);
  if (services.length === 0) return null;

  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box component="ul" sx={gridListSx(4)}>
        {services.map((service) => (
          <Box component="li" key={service.href} sx={cardSx}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
              {isIcon(service.icon) && <IconTile name={service.icon} />}
              <Badge>{service.category}</Badge>
            </Box>
            <Typography variant="h3" component="h3">
              {service.label}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
              {service.summary}
            </Typography>
            <ActionButton appearance="link" action={{ label: 'Läs mer', href: service.href }} context={service.label} />
          </Box>
        ))}
      </Box>
    </Section>
  );
}
