import type { Card, CardsBlockData } from '~/src/content/model';
import { ActionButton } from '~/src/ui/action-button';
import { CardGrid, CardItem, CardTop } from '~/src/ui/card';
import { CheckList } from '~/src/ui/check-list';
import { Section } from '~/src/ui/section';

/** Default columns: two when there are exactly four cards (a 2 × 2 square), otherwise three. */
export function cardColumns(columns: CardsBlockData['columns'], count: number): 2 | 3 | 4 {
  return columns ?? (count === 4 ? 2 : 3);
}

/** A grid of cards: services, reasons to choose us, focus areas. */
export function CardsBlock({ id, heading, intro, columns, items }: CardsBlockData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <CardGrid columns={cardColumns(columns, items.length)}>
        {items.map((card, index) => (
          <ContentCard key={index} card={card} />
        ))}
      </CardGrid>
    </Section>
  );
}

function ContentCard({ card }: { card: Card }) {
  return (
    <CardItem>
      <CardTop icon={card.icon} badge={card.badge} />
      <h3>{card.title}</h3>
      <p className="card-text">{card.description}</p>
      {card.details && (
        <div className="card-details">
          {card.detailsHeading && <p className="strong">{card.detailsHeading}</p>}
          <CheckList items={card.details} size="small" />
        </div>
      )}
      {card.action && (
        <div className="card-end">
          <ActionButton action={card.action} appearance="link" context={card.title} />
        </div>
      )}
    </CardItem>
  );
}
