import type { CitiesBlockData } from '~/src/content/model';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { ActionButton } from '~/src/ui/action-button';
import { CardGrid, CardItem } from '~/src/ui/card';
import { Section } from '~/src/ui/section';
import css from './cities-block.css?inline';

/**
 * City cards and the "Fler städer" list, both derived from the city pages' `city:` metadata
 * (docs/decisions.md 2): a city with both a CFO page and an interim page gets a card, the rest a link.
 */
export function CitiesBlock({ id, heading, intro, moreHeading }: CitiesBlockData) {
  useStylesheet(css);
  const { derived, site } = usePageContext();
  const { cityCards, moreCities } = derived;
  if (cityCards.length === 0 && moreCities.length === 0) return null;

  return (
    <Section id={id} heading={heading} intro={intro}>
      {cityCards.length > 0 && (
        <CardGrid columns={3}>
          {cityCards.map((city) => (
            <CardItem key={city.cfoHref}>
              <h3>{city.name}</h3>
              <p className="card-text small">{city.summary}</p>
              {/* Visible "CFO-tjänster" (site.yaml offers); a screen reader hears "CFO-tjänster – Umeå". */}
              <div className="city-links">
                <ActionButton appearance="link" action={{ label: site.offers.cfo, href: city.cfoHref }} context={city.name} />
                <ActionButton appearance="link" action={{ label: site.offers.interim, href: city.interimHref }} context={city.name} />
              </div>
            </CardItem>
          ))}
        </CardGrid>
      )}

      {moreCities.length > 0 && (
        <div className={cityCards.length > 0 ? 'more-cities more-cities-after' : 'more-cities'}>
          <h3>{moreHeading}</h3>
          <ul>
            {moreCities.map((city) => (
              <li key={city.href}>
                <a href={city.href}>{city.label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
