import { useId } from 'react';
import type { HeroBlock as HeroData } from '../../content/schema-types.generated';
import { useStylesheet } from '../../render/stylesheet';
import { ActionRow } from '../../ui/action-button';
import { Badge } from '../../ui/card';
import { CheckList } from '../../ui/check-list';
import { FigureList } from '../../ui/figures';
import { SectionShell } from '../../ui/section';
import css from './hero-block.css?inline';

/** The top of the page: the page's only <h1>, lead, points, actions and an optional key-figures box. */
export function HeroBlock({ id, badge, heading, lead, points, actions, stats, statsHeading }: HeroData) {
  useStylesheet(css);
  const headingId = useId();
  const statsId = useId();
  return (
    <SectionShell id={id} tone="tinted" labelledBy={headingId}>
      <div className={stats ? 'hero hero-with-stats' : 'hero'}>
        <div className="hero-text">
          {badge && <Badge>{badge}</Badge>}
          <h1 id={headingId}>{heading}</h1>
          <p className="hero-lead">{lead}</p>
          {points && <CheckList items={points} />}
          {actions && <ActionRow actions={actions} />}
        </div>
        {stats && (
          // A group rather than <aside>: a complementary landmark may not sit inside the section's region.
          <div role="group" aria-labelledby={statsId} className="hero-stats">
            <h2 id={statsId} className="h4">
              {statsHeading}
            </h2>
            <FigureList items={stats} size="compact" />
          </div>
        )}
      </div>
    </SectionShell>
  );
}
