import type { ResultsBlockData } from '~/src/content/model';
import { FigureList, hasExampleFigures } from '~/src/ui/figures';
import { usePageContext } from '~/src/render/page-context';
import { Section, SectionNote } from '~/src/ui/section';

/**
 * Results in figures: a big value with what it means and its source. While any figure has no
 * source it is badged as an example, and the note says the figures are not measured instead of
 * the footnote, which tells what they rest on (docs/decisions.md 57).
 */
export function ResultsBlock({ id, heading, intro, items, footnote }: ResultsBlockData) {
  const { figures: texts } = usePageContext().site;
  const examples = hasExampleFigures(items);
  return (
    <Section id={id} heading={heading} intro={intro} layout="split">
      <FigureList items={items} size="large" />
      {examples ? <SectionNote>{texts.exampleNote}</SectionNote> : footnote && <SectionNote>{footnote}</SectionNote>}
    </Section>
  );
}
