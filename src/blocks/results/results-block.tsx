import Typography from '@mui/material/Typography';
import type { ResultsBlock as ResultsData } from '../../content/schema-types.generated';
import { FigureList } from '../../ui/figures';
import { Section, measure } from '../../ui/section';

/** Results in figures: a big value with what it means, and an optional note on the basis. */
export function ResultsBlock({ id, heading, intro, items, footnote }: ResultsData) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <FigureList items={items} size="large" />
      {footnote && (
        <Typography variant="body2" sx={{ mt: 4, maxWidth: measure, color: 'text.secondary' }}>
          {footnote}
        </Typography>
      )}
    </Section>
  );
}
