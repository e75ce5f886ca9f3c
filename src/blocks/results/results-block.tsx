import type { ResultsBlockData } from '~/src/content/model';
import { FigureList, hasExampleFigures } from '~/src/ui/figures';
import { usePageContext } from '~/src/render/page-context';
import { Section, SectionNote } from '~/src/ui/section';

/**
 * Results in figures: a big value with what it means and its source. While any figure has no
 * source it is marked so, and the note says whose figures they are instead of the footnote,
 * which tells what they rest on (docs/decisions.md 57). A page's figures are shown once
 * (docs/decisions.md 171): on a page with a hero, the hero's key-figures box shows this block
 * (the content check C419 keeps its own `stats` away), and the block draws nothing here.
 */
export function ResultsBlock({ id, heading, intro, items, footnote }: ResultsBlockData) {
  const { site, page } = usePageContext();
  if (page.data.blocks.some((block) => block.type === 'hero' && !block.stats)) return null;
  const { figures: texts } = site;
  const examples = hasExampleFigures(items);
  return (
    <Section id={id} heading={heading} intro={intro} layout="split">
      <FigureList items={items} size="large" />
      {examples ? <SectionNote>{texts.exampleNote}</SectionNote> : footnote && <SectionNote>{footnote}</SectionNote>}
    </Section>
  );
}
