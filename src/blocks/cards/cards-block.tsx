import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Card, CardsBlock as CardsData } from '../../content/schema-types.generated';
import { ActionButton } from '../../ui/action-button';
import { cardSx, gridListSx } from '../../ui/card';
import { CardTop } from '../../ui/card-top';
import { CheckList } from '../../ui/check-list';
import { Section } from '../../ui/section';

/** Default columns: two when there are exactly four cards (a 2 × 2 square), otherwise three. */
export function cardColumns(columns: CardsData['columns'], count: number): 2 | 3 | 4 {
  return columns ?? (count === 4 ? 2 : 3);
}

/** A grid of cards: services, reasons to choose us, focus areas. */
export function CardsBlock({ id, heading, intro, columns, items }: CardsData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box component="ul" sx={gridListSx(cardColumns(columns, items.length))}>
        {items.map((card, index) => (
          <CardItem key={index} card={card} />
        ))}
      </Box>
    </Section>
  );
}

function CardItem({ card }: { card: Card }) {
  return (
    <Box component="li" sx={cardSx}>
      <CardTop icon={card.icon} badge={card.badge} />
      <Typography variant="h3" component="h3">
        {card.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{card.description}</Typography>
      {card.details && (
        <Box sx={{ mt: 1 }}>
          {card.detailsHeading && (
            <Typography component="p" sx={{ fontWeight: 650, mb: 1 }}>
              {card.detailsHeading}
            </Typography>
          )}
          <CheckList items={card.details} size="small" />
        </Box>
      )}
      {card.action && (
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <ActionButton action={card.action} appearance="link" context={card.title} />
        </Box>
      )}
    </Box>
  );
}
