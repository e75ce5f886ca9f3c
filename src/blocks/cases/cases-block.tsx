import type { CaseStudy, CasesBlockData } from '~/src/content/model';
import { usePageContext } from '~/src/render/page-context';
import { useStylesheet } from '~/src/render/stylesheet';
import { Badge, CardItem, useCardStyles } from '~/src/ui/card';
import { Section, SectionNote } from '~/src/ui/section';
import css from './cases-block.css?inline';

/**
 * Customer case studies (docs/specification.md §1, §3 "Case study"): who the customer is (anonymised), the headline
 * result, the challenge, what we did, and the customer's own words. Until the content marks a case
 * `verified: true`, it is labelled an example and its quote is signed by no one; until every case
 * is, the block is headed as examples and its footnote (about real customers) gives way to the
 * note on examples, so heading, badges and notes say the same (docs/decisions.md 19, 50).
 */
export function CasesBlock({ id, heading, exampleHeading, intro, items, footnote, exampleNote, ...labels }: CasesBlockData) {
  useCardStyles();
  useStylesheet(css);
  const examples = items.some((item) => !item.verified);
  return (
    <Section id={id} heading={examples ? exampleHeading : heading} intro={intro}>
      <ul className={`cols cols-${Math.min(items.length, 3)}`}>
        {items.map((item, index) => (
          <CaseCard key={index} item={item} labels={labels} />
        ))}
      </ul>
      {examples ? <SectionNote>{exampleNote}</SectionNote> : footnote && <SectionNote>{footnote}</SectionNote>}
    </Section>
  );
}

type CaseLabels = Pick<CasesBlockData, 'revenueLabel' | 'challengeHeading' | 'solutionHeading' | 'exampleBadge' | 'exampleCaption'>;

function CaseCard({ item, labels }: { item: CaseStudy; labels: CaseLabels }) {
  const { sourceLabel } = usePageContext().site.figures;
  return (
    <CardItem className="case">
      <div className="case-badges">
        <Badge>{item.industry}</Badge>
        {!item.verified && <Badge>{labels.exampleBadge}</Badge>}
      </div>
      <div>
        <h3>{item.company}</h3>
        <p className="case-revenue small">{`${labels.revenueLabel} ${item.revenue}`}</p>
      </div>
      <p className="case-result">
        <span className="case-result-value">{item.result.value}</span> <span className="case-result-label">{item.result.label}</span>
        {item.result.source && <span className="case-result-label">{` ${sourceLabel} ${item.result.source}`}</span>}
      </p>
      <div>
        <h4>{labels.challengeHeading}</h4>
        <p className="case-text">{item.challenge}</p>
      </div>
      <div>
        <h4>{labels.solutionHeading}</h4>
        <p className="case-text">{item.solution}</p>
      </div>
      <figure className="case-quote">
        <blockquote>
          <p>{`”${item.quote}”`}</p>
        </blockquote>
        <figcaption className="small">{item.verified ? `— ${item.quoteBy}, ${item.company}` : labels.exampleCaption}</figcaption>
      </figure>
    </CardItem>
  );
}
