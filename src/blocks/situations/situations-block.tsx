import type { Situation, SituationsBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { CardGrid, CardItem, CardTop } from '~/src/ui/card';
import { Section } from '~/src/ui/section';
import css from './situations-block.css?inline';

/** Situation cards (interim CFO): what has happened, and a timeline of what we do about it. */
export function SituationsBlock({ id, heading, intro, timelineHeading, items }: SituationsBlockData) {
  useStylesheet(css);
  return (
    <Section id={id} heading={heading} intro={intro}>
      <CardGrid columns={items.length === 4 ? 2 : 3}>
        {items.map((item, index) => (
          <SituationCard key={index} item={item} timelineHeading={timelineHeading} />
        ))}
      </CardGrid>
    </Section>
  );
}

function SituationCard({ item, timelineHeading }: { item: Situation; timelineHeading: string }) {
  return (
    <CardItem>
      <CardTop icon={item.icon} badge={item.badge} />
      <h3>{item.title}</h3>
      <p className="card-text">{item.description}</p>
      <div className="card-details">
        <p className="strong">{timelineHeading}</p>
        {/* An ordered list: the steps happen in this order. The line and dots are decoration. */}
        <ol className="timeline small">
          {item.timeline.map((step, index) => (
            <li key={index}>
              <span className="timeline-when">{step.when}</span> <span className="timeline-text">{step.text}</span>
            </li>
          ))}
        </ol>
      </div>
    </CardItem>
  );
}
