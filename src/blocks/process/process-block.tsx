import type { ProcessBlockData } from '~/src/content/model';
import { useStylesheet } from '~/src/render/stylesheet';
import { CardItem } from '~/src/ui/card';
import { CheckList } from '~/src/ui/check-list';
import { SvgIcon } from '~/src/ui/icon';
import { Section } from '~/src/ui/section';
import css from './process-block.css?inline';

/** Numbered steps ("Så arbetar vi"). The numbers come from the order, never from content. */
export function ProcessBlock({ id, heading, intro, steps }: ProcessBlockData) {
  useStylesheet(css);
  const columns = Math.min(steps.length, 4);
  // Four steps: two by two up to wide screens, then one row; otherwise up to three a row.
  const grid = columns === 4 ? 'grid grid-4-wide' : `grid grid-${Math.max(columns, 2)}`;
  return (
    <Section id={id} heading={heading} intro={intro} tone="tinted">
      <ol className={grid}>
        {steps.map((step, index) => (
          <CardItem key={index}>
            <div className="step-top">
              {/* The visible number; screen readers get "Steg N" in the heading instead. */}
              <span aria-hidden="true" data-step={index + 1} className="step-number">
                {index + 1}
              </span>
              {step.icon && <SvgIcon name={step.icon} className="icon-lg step-icon" />}
            </div>
            <h3 className="step-title">
              <span className="vh">{`Steg ${index + 1}: `}</span>
              {step.title}
            </h3>
            <p className="card-text">{step.description}</p>
            {step.details && <CheckList items={step.details} size="small" />}
          </CardItem>
        ))}
      </ol>
    </Section>
  );
}
