import type { ServicesBlockData } from '~/src/content/model';
import { usePageContext } from '~/src/render/page-context';
import { ActionButton } from '~/src/ui/action-button';
import { Badge, CardGrid, CardItem } from '~/src/ui/card';
import { IconTile, isIcon } from '~/src/ui/icon';
import { Section } from '~/src/ui/section';

/**
 * The services of one group as cards. The list is never written in the page: it comes from the
 * service pages' own `service:` metadata (docs/decisions.md 2), so a new service page appears here by itself.
 */
export function ServicesBlock({ id, heading, intro, group, readMore }: ServicesBlockData) {
  const { derived } = usePageContext();
  const services = derived.services.filter((service) => service.group === group);
  if (services.length === 0) return null;

  return (
    <Section id={id} heading={heading} intro={intro}>
      <CardGrid columns={4}>
        {services.map((service) => (
          <CardItem key={service.href}>
            <div className="card-top">
              {isIcon(service.icon) && <IconTile name={service.icon} />}
              <Badge>{service.category}</Badge>
            </div>
            <h3>{service.label}</h3>
            <p className="card-text small">{service.summary}</p>
            <div className="card-end">
              <ActionButton appearance="link" action={{ label: readMore, href: service.href }} context={service.label} />
            </div>
          </CardItem>
        ))}
      </CardGrid>
    </Section>
  );
}
