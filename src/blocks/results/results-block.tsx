import type { ResultsBlock as ResultsData } from '../../content/schema-types.generated';
import { FigureList } from '../../ui/figures';
import { Section, SectionNote } from '../../ui/section';

/** Results in figures: a big value with what it means, and an optional note on the basis. */
export function ResultsBlock({ id, heading, intro, items, footnote }: ResultsData) {
  return (
    <Section id={id} heading={heading} intro={intro} layout="split">
      <FigureList items={items} size="large" />
      {footnote && <SectionNote>{footnote}</SectionNote>}
    </Section>
  );
}
