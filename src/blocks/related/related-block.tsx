import type { Derived, RelatedBlockData, ServiceSummary, Site } from '~/src/content/model';
import { usePageContext } from '~/src/render/page-context';
import { ActionButton } from '~/src/ui/action-button';
import { CardGrid, CardItem, CardTop } from '~/src/ui/card';
import { isIcon } from '~/src/ui/icon';
import { Section } from '~/src/ui/section';

/**
 * The service a related link points to. A link may name an old address declared as a redirect
 * (/kpi → /kpi-utveckling); the card then links straight to the page, skipping the extra hop.
 * Content checks guarantee the target is a service page, so a miss here is a bug: fail the build.
 */
export function findService(href: string, services: Derived['services'], redirects: Site['redirects']): ServiceSummary {
  const target = redirects.find((r) => r.from === href)?.to ?? href;
  const service = services.find((s) => s.href === target);
  if (!service) {
    throw new Error(`Related service "${href}" is not a service page (content checks should have refused it).`);
  }
  return service;
}

/** Cards linking to neighbouring services; names and summaries come from the linked pages. */
export function RelatedBlock({ id, heading, links, readMore }: RelatedBlockData) {
  const { site, derived } = usePageContext();
  const services = links.map((href) => findService(href, derived.services, site.redirects));
  const columns = services.length === 4 ? 2 : Math.min(Math.max(services.length, 2), 3);
  return (
    <Section id={id} heading={heading} tone="tinted">
      <CardGrid columns={columns as 2 | 3}>
        {services.map((service) => (
          <CardItem key={service.href}>
            <CardTop icon={isIcon(service.icon) ? service.icon : undefined} badge={service.category} />
            <h3>{service.label}</h3>
            <p className="card-text">{service.summary}</p>
            <div className="card-end">
              <ActionButton action={{ label: readMore, href: service.href }} appearance="link" context={service.label} />
            </div>
          </CardItem>
        ))}
      </CardGrid>
    </Section>
  );
}
